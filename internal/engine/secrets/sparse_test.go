package secrets

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/cache"
)

// TestKeywordDFAFindsEveryOccurrence compares the automaton with a plain
// search, on words that overlap and hold one another.
func TestKeywordDFAFindsEveryOccurrence(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for round := range 200 {
		seen := map[string]bool{}
		var words []string
		for len(words) < 1+r.IntN(12) {
			w := make([]byte, 1+r.IntN(5))
			for i := range w {
				w[i] = "abcab_"[r.IntN(6)]
			}
			if !seen[string(w)] {
				seen[string(w)] = true
				words = append(words, string(w))
			}
		}
		text := make([]byte, r.IntN(200))
		for i := range text {
			text[i] = "abcabx_\n"[r.IntN(8)]
		}
		var got, want []string
		newKeywordDFA(words).walk(text, func(end, word int) { got = append(got, fmt.Sprint(end, words[word])) })
		for end := range text {
			for _, w := range words {
				if end+1 >= len(w) && string(text[end+1-len(w):end+1]) == w {
					want = append(want, fmt.Sprint(end, w))
				}
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: words %q in %q: found %q, want %q", round, words, text, got, want)
		}
	}
}

// Values of planted credentials, built so that this file holds none.
var (
	plantedGitHub  = "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	plantedAWS     = "AKIA" + "Q3VX7NRT4KJZ2PLW"
	plantedGeneric = "k7Fq2" + "Zr9XvB4nLw8Tp3Yh6Md1Sc5Gj0Ue"
	plantedSlack   = "xoxb-" + "263594206564-2343594206574-FGqddMF8t08v8N7Oq4i57vs1"
)

// sourceLines are lines of code that name keys, tokens, secrets and
// passwords (every one a keyword of generic-api-key) and hold none.
var sourceLines = []string{
	"func (s *Store) Key(id string) string { return s.prefix + id }",
	"\ttok := scanner.Scan() // the next token",
	"\tif secret == \"\" {",
	"\t\treturn errors.New(\"no password given\")",
	"\t}",
	"// The API client retries access denied errors once.",
	"\tfor key, value := range headers {",
	"\t\treq.Header.Set(key, value)",
	"\tauth := cfg.Auth",
	"var tokenTTL = 5 * time.Minute",
	"",
	"\tx := compute(a, b, c) + offset",
	"\treturn fmt.Errorf(\"reading %s: %w\", name, err)",
	"}",
	"\tcases := []string{\"alpha\", \"beta\", \"gamma\"}",
	"\tcredentials := loadCredentials(path)",
}

// plants are credentials as they appear in code and configuration, some
// with the line breaks a match may span, one spelled with the Kelvin sign
// (which lowers to k) and one found by a whole rule.
var plants = []string{
	"\tgithubToken := \"" + plantedGitHub + "\"",
	"aws_access_key_id = " + plantedAWS,
	"\tapi_key := \"" + plantedGeneric + "\"",
	"\tclient_secret =\n\n\t\t\"" + plantedGeneric + "\"",
	"SLACK_TOKEN=" + plantedSlack,
	"\tapi_\u212aey = \"" + plantedGeneric + "\"",
	"curl -H 'Authorization: Bearer " + plantedGeneric + "' https://api.example.com",
}

// TestSparseCleanOnlyWithoutLeaks: on texts of code that names keys and
// tokens, with credentials planted at random places (near the start, the
// end, each other and across the lines the windows are cut at; some with
// CRLF line ends, some without a last line break), the
// sparse scan says clean only when Detect finds nothing; and it does say
// clean of most texts without a credential, with keywords on many lines.
func TestSparseCleanOnlyWithoutLeaks(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	g := sc.(gitleaksScanner)
	s := g.sparseOf()
	if s == nil {
		t.Fatal("no rule is scanned sparsely")
	}
	r := rand.New(rand.NewPCG(1, 2))
	text := func(n int) []string {
		lines := make([]string, n)
		for i := range lines {
			lines[i] = sourceLines[r.IntN(len(sourceLines))]
		}
		return lines
	}
	var clean, leakFree int
	for round := range 300 {
		lines := text(1 + r.IntN(120))
		planted := round%3 != 0
		if planted {
			for range 1 + r.IntN(2) {
				i := r.IntN(len(lines) + 1)
				lines = slices.Insert(lines, i, plants[r.IntN(len(plants))])
			}
		}
		if round%5 == 0 {
			lines = append(lines, "// é, ü and ñ: a text not all ASCII")
		}
		text := strings.Join(lines, "\n") + "\n"
		if round%7 == 3 {
			text = strings.ReplaceAll(text, "\n", "\r\n")
		}
		if round%4 == 1 {
			text = strings.TrimRight(text, "\r\n")
		}
		content := []byte(text)
		leaks := g.scan("src/app.go", content)
		got := s.clean("src/app.go", content)
		if got && len(leaks) > 0 {
			t.Fatalf("round %d: clean, but Detect finds %s on line %d in:\n%s", round, leaks[0].Rule, leaks[0].StartLine, content)
		}
		// (With CRLF, the plant over blank lines has too much white space
		// for generic-api-key: gitleaks finds nothing there, rightly.)
		if planted && len(leaks) == 0 && round%7 != 3 {
			t.Fatalf("round %d: the planted credential is not found:\n%s", round, content)
		}
		if len(leaks) == 0 {
			leakFree++
			if got {
				clean++
			}
		}
	}
	if clean < leakFree*9/10 {
		t.Errorf("clean in %d of %d texts without a leak", clean, leakFree)
	}
	// What Scan reports is Detect's, whichever way it went.
	for _, p := range plants {
		content := []byte(strings.Join(text(30), "\n") + "\n" + p + "\n" + strings.Join(text(30), "\n"))
		if got, want := sc.Scan("src/other.go", content), g.scan("src/other.go", content); len(got) == 0 || len(got) != len(want) {
			t.Errorf("%q: Scan finds %d leaks, Detect %d", p, len(got), len(want))
		}
		if got, want := ScanDense(sc, "src/dense.go", content), g.scan("src/dense.go", content); len(got) == 0 || len(got) != len(want) {
			t.Errorf("%q: ScanDense finds %d leaks, Detect %d", p, len(got), len(want))
		}
	}
	// Each plant alone among lines with no keyword: its keyword's lines
	// (quiet) must reach the value below it.
	for _, p := range plants {
		content := []byte("x := 1\n" + p + "\ny := 2\n")
		if s.clean("src/app.go", content) {
			t.Errorf("%q: clean", p)
		}
	}
	// ſ, which (?i)s matches and ToLower keeps, is never clean sparsely.
	if s.clean("src/app.go", []byte("\u017fecret = nothing here\n")) {
		t.Error("a text with ſ is clean")
	}
}

// TestWindowsCoverMatchEnds: every line a match with a keyword on one of
// the keyword lines can end on lies in a chunk, and its window holds the
// lines such a match may start on.
func TestWindowsCoverMatchEnds(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		n := 1 + r.IntN(150)
		lineStarts := make([]int, n+1)
		for i := 1; i <= n; i++ {
			lineStarts[i] = lineStarts[i-1] + 1 + r.IntN(40)
		}
		var lines []int
		for l := range n {
			if r.IntN(12) == 0 {
				lines = append(lines, l)
			}
		}
		ws := windows(lineStarts, lines)
		for _, l := range lines {
			for end := l; end <= min(n-1, l+PieceBreaks); end++ {
				i := slices.IndexFunc(ws, func(w Window) bool { return w.Start <= lineStarts[end] && lineStarts[end] < w.End })
				if i < 0 {
					t.Fatalf("keyword on line %d: line %d is in no chunk of %v", l, end, ws)
				}
				if start := lineStarts[max(0, end-PieceBreaks)]; start < ws[i].From || lineStarts[end+1] > ws[i].To {
					t.Fatalf("keyword on line %d: a match over lines %d-%d is not inside window %+v", l, end-PieceBreaks, end, ws[i])
				}
			}
		}
		for i := 1; i < len(ws); i++ {
			if ws[i].From < ws[i-1].To {
				t.Fatalf("windows overlap: %+v", ws)
			}
		}
	}
}

// TestScanConcurrent: many goroutines scanning texts at once — the rule
// detectors made on first use, the memo of clean files, the entries of
// leaky ones — get what one scan alone gets (go test -race looks on).
func TestScanConcurrent(t *testing.T) {
	t.Setenv("TEAMREVIEW_CACHE_DIR", t.TempDir())
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	g := sc.(gitleaksScanner)
	r := rand.New(rand.NewPCG(5, 6))
	var texts [][]byte
	for i := range 24 {
		lines := make([]string, 150+r.IntN(100))
		for j := range lines {
			lines[j] = sourceLines[r.IntN(len(sourceLines))]
		}
		if i%3 == 0 {
			lines[r.IntN(len(lines))] = plants[i%len(plants)]
		}
		texts = append(texts, []byte(strings.Join(lines, "\n")+"\n"))
	}
	want := make([]int, len(texts))
	for i, text := range texts {
		want[i] = len(g.scan(fmt.Sprintf("src/f%d.go", i), text))
	}
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for k := range texts {
				i := (k + w) % len(texts)
				if got := len(sc.Scan(fmt.Sprintf("src/f%d.go", i), texts[i])); got != want[i] {
					t.Errorf("worker %d, text %d: %d leaks, want %d", w, i, got, want[i])
				}
			}
		})
	}
	wg.Wait()
	cache.FlushMemos()
}

// TestAnywhereMatchesWhereTheRuleDoes: for every rule of the scanner, the
// expression quiet runs matches somewhere in a text exactly when the
// rule's does — on code, on planted credentials, and on every tail of
// them, which cut the leading parts anywhere leaves out at each place,
// and on them in upper case — and it does leave generic-api-key's leading
// [\w.-]{0,50}? out, and looks for its keywords first.
func TestAnywhereMatchesWhereTheRuleDoes(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	g := sc.(gitleaksScanner)
	texts := append(slices.Clone(plants), "password := \"hunter22hunter22\"", "x.y-z_key = 'abcdefghijk'", "\tSECRET_TOKEN: abcdefghijklmnop\n")
	tails := slices.Clone(sourceLines)
	for _, text := range texts {
		tails = append(tails, "\n"+text+"\n", strings.ToUpper(text))
		for i := range len(text) {
			tails = append(tails, text[i:])
		}
	}
	changed := 0
	for id, r := range g.d.Config.Rules {
		if r.Regex == nil {
			continue
		}
		a := anywhere(r.Regex)
		if a.re == r.Regex {
			continue // the rule's own expression, tried in place
		}
		changed++
		if id == "generic-api-key" && (a.re == r.Regex || strings.HasPrefix(a.re.String(), `(?i)[\w.-]`) || a.starts == nil) {
			t.Errorf("generic-api-key: anywhere keeps %s (words first: %v)", a.re, a.starts != nil)
		}
		for _, text := range tails {
			if got, want := a.match([]byte(text)), r.Regex.MatchString(text); got != want {
				t.Fatalf("%s on %q: anywhere's expression %s matches: %v, the rule's: %v", id, text, a.re, got, want)
			}
		}
	}
	if changed == 0 {
		t.Error("anywhere changed no rule")
	}
}
