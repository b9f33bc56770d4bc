package redact

import (
	"bytes"
	"cmp"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/secrets"
)

// cleanWord is in every report: the memo must never hold it.
const cleanWord = "quixotic-zebra-lantern"

// report is a text like the verdicts and reports teamreview writes, of
// about n bytes and with no credential in it: indented JSON findings with
// code and prose that name passwords, tokens and secrets, and markdown.
func report(n int, seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 1))
	pkgs := []string{"detect", "config", "report", "sources", "cmd/scan", "internal/" + cleanWord}
	titles := []string{
		"Error returned without context",
		"The token is compared with == instead of a constant-time compare",
		"Possible generic secret: rotate it if it was ever real",
		"Unchecked error from Close",
		"password := cfg.Password is logged at debug level",
	}
	codes := []string{
		`if err := validate(cfg.Token); err != nil {\n\treturn fmt.Errorf(\"validating: %w\", err)\n}`,
		`password := os.Getenv(\"DB_PASSWORD\")`,
		`url := \"postgres://app:${DB_PASSWORD}@db/orders\"`,
		`secret: ${{ secrets.API_TOKEN }}`,
		`for i, line := range strings.Split(fragment.Raw, \"\\n\") {`,
	}
	var b strings.Builder
	b.WriteString("{\n  \"reviewId\": \"51755fd9\",\n  \"timestamp\": \"2026-11-25T03:07:30Z\",\n  \"findings\": [\n")
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "    {\n      \"id\": \"f-%04d\",\n      \"file\": \"%s/file%d.go\",\n      \"line\": %d,\n", i, pkgs[r.IntN(len(pkgs))], r.IntN(40), 1+r.IntN(900))
		fmt.Fprintf(&b, "      \"title\": %q,\n      \"code\": \"%s\",\n", titles[r.IntN(len(titles))], codes[r.IntN(len(codes))])
		fmt.Fprintf(&b, "      \"message\": \"Seen by %d reviewers in %s; the secret scanner found nothing here.\"\n    },\n", 1+r.IntN(3), cleanWord)
		if i%7 == 6 {
			fmt.Fprintf(&b, "## %s\n\n- **%s** in `%s`\n\n```go\npassword := cfg.Password\nreturn token.Valid()\n```\n\n", titles[r.IntN(len(titles))], cleanWord, pkgs[r.IntN(len(pkgs))])
		}
	}
	b.WriteString("  ]\n}\n")
	return b.String()
}

func gitleaks(t testing.TB) secrets.Scanner {
	t.Helper()
	sc, err := secrets.Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// Values of planted credentials, built so that this file holds none.
var (
	ghToken = "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	awsKey  = "AKIA" + "Q3VX7NRT4KJZ2PLW"
	pw      = "Zx9" + "vQ2mLp7rT"
	genKey  = "k7Fq2" + "Zr9XvB4nLw8Tp3Yh6Md1Sc5Gj0Ue"
)

// smallChunks makes chunks smaller for a test, for more boundaries in a
// text quick to scan.
func smallChunks(t *testing.T) {
	oldMin, oldMax, oldEvery := minChunk, maxChunk, hashEvery
	minChunk, maxChunk, hashEvery = 2<<10, 16<<10, 16
	t.Cleanup(func() { minChunk, maxChunk, hashEvery = oldMin, oldMax, oldEvery })
}

// knownCleanInChunks checks that base, which redaction leaves as it is,
// is found clean in at least four chunks with small chunk sizes, and
// returns the scanner and the memo that now knows them.
func knownCleanInChunks(t *testing.T, path, base string) (secrets.Scanner, *memo) {
	t.Helper()
	smallChunks(t)
	sc := gitleaks(t)
	m := newMemo(filepath.Join(t.TempDir(), "clean"))
	if got := withAll(sc, path, base); got != base {
		t.Fatal("the report is not clean to begin with")
	}
	if !knownClean(m, sc, path, base) || len(m.Keys()) < 4 {
		t.Fatalf("the report is not found clean in chunks (%d keys)", len(m.Keys()))
	}
	return sc, m
}

func TestWithMemoMatchesWholeRedaction(t *testing.T) {
	const path = ".code-review/review-latest.json"
	base := report(16<<10, 1)
	sc, m := knownCleanInChunks(t, path, base)
	// A line the chunker may end a chunk after, followed by the rest of a
	// generic-api-key match: the chunk after it sees the name only in the
	// lines before it.
	split := ""
	for i := 0; split == ""; i++ {
		if n := fmt.Sprintf("signing_key_%d", i); lineHash(n+"\n")%hashEvery == 0 {
			split = n + "\n"
		}
	}
	plants := []struct{ name, text, secret string }{
		{"generic split at a boundary", split + ",  " + genKey + "\n", genKey},
		{"github token", `      "code": "token = \"` + ghToken + `\"",` + "\n", ghToken[4:]},
		{"aws key", "aws_access_key_id = " + awsKey + "\n", awsKey[4:]},
		{"password over lines", "password =\n\n\n   \"" + pw + "\"\n", pw},
		{"json-escaped", `      "code": "password = \"` + pw + `\"",` + "\n", pw},
		{"dsn", "      \"code\": \"postgres://app:" + pw + "@db.internal:5432/orders\",\n", pw},
		{"generic over lines", "api_key\n\n\n=\n\n\n\n\"" + genKey + "\"\n", genKey},
		{"private key", "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + genKey + "\n-----END RSA PRIVATE KEY-----\n", genKey}, // gitleaks:allow (a dummy for the test)
	}
	// Where to plant: the start, the end, at the first, a middle and the
	// last boundary of the report's chunks, and a line before one.
	cs := chunks(base)
	if len(cs) < 4 {
		t.Fatalf("%d chunks", len(cs))
	}
	mid := cs[len(cs)/2].start
	at := []int{0, len(base), cs[1].start, mid, cs[len(cs)-1].start, strings.LastIndexByte(base[:mid-1], '\n') + 1}
	splitSeen := false
	for j, p := range plants {
		where := spread(at, j)
		if j == 0 {
			where = at // the split plant needs every boundary
		}
		for _, i := range where {
			text := base[:i] + p.text + base[i:]
			if p.text[:len(split)] == split {
				for _, c := range chunks(text) {
					splitSeen = splitSeen || c.start == i+len(split)
				}
			}
			want := withAll(sc, path, text)
			if want == text || strings.Contains(want, p.secret) {
				t.Fatalf("%s at %d: the whole redaction does not mask it", p.name, i)
			}
			for round := range 2 {
				if got := withMemo(m, sc, path, text); got != want {
					t.Errorf("%s at %d, round %d: the memo changes the redaction", p.name, i, round)
				}
			}
		}
	}
	if !splitSeen {
		t.Error("no chunk started inside the split match")
	}
	// The report, warm, is answered from the memo alone.
	scans := &counting{piecesScanner: sc.(piecesScanner)}
	if got := withMemo(m, scans, path, base); got != base || scans.n.Load() != 0 {
		t.Errorf("warm: %d pieces scanned", scans.n.Load())
	}
}

// spread is half of the places at, for plant j: every other place,
// starting at j's parity, so that each place still gets half the plants.
// Every pair of plant and place costs a whole redaction under -race; half
// of the pairs show the same for half the time.
func spread(at []int, j int) []int {
	var out []int
	for k := j % 2; k < len(at); k += 2 {
		out = append(out, at[k])
	}
	return out
}

type piecesScanner interface {
	secrets.Scanner
	secrets.Pieces
}

// counting counts the pieces it scans.
type counting struct {
	piecesScanner
	n, bytes atomic.Int64
}

func (c *counting) ScanPiece(path string, content []byte, start, stop int) ([]secrets.Leak, bool) {
	c.n.Add(1)
	c.bytes.Add(int64(len(content)))
	return c.piecesScanner.ScanPiece(path, content, start, stop)
}

// TestHeadChunkAloneRescanned: a review's id and time, in a text's first
// lines, are a chunk of their own (headChunk, headLines), so a text that
// differs from one known clean only there is answered by scanning that
// head with the lines after it, less than the smallest content-defined
// chunk (minChunk), which would hold it otherwise.
func TestHeadChunkAloneRescanned(t *testing.T) {
	sc := gitleaks(t)
	const path = ".code-review/review-latest.json"
	first := report(64<<10, 3)
	second := strings.Replace(first, `"reviewId": "51755fd9"`, `"reviewId": "0c2e77aa"`, 1)
	if first == second {
		t.Fatal("the report has no review id to change")
	}
	m := newMemo("")
	if !knownClean(m, sc, path, first) {
		t.Fatal("the report is not found clean")
	}
	scans := &counting{piecesScanner: sc.(piecesScanner)}
	if !knownClean(m, scans, path, second) {
		t.Fatal("the report with another id is not found clean")
	}
	if n, b := scans.n.Load(), scans.bytes.Load(); n != 1 || b >= int64(minChunk) {
		t.Errorf("another review id: %d pieces of %d bytes scanned, want 1 of less than %d", n, b, minChunk)
	}
	t.Logf("%d bytes scanned", scans.bytes.Load())
}

// TestChunksPatternsMatchWhole: Patterns over each chunk alone yields
// exactly what it yields over the whole text, whatever the lines.
func TestChunksPatternsMatchWhole(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	bits := []string{"password", "dbPass", "api_key", "token", "x", "compass", "\"", "'", "\\\"", "=", ":", ":=", "=>",
		" ", "\t", "", "Zx9vQ2", "cfg.Password", "${X}", "-", "+", ";", ",", "{", "postgres://u:", "@h/db", "\n", "\n\n", "secret", "value"}
	for n := range 250 {
		var b strings.Builder
		for b.Len() < 3000 {
			for range 1 + r.IntN(6) {
				b.WriteString(bits[r.IntN(len(bits))])
			}
			b.WriteByte('\n')
		}
		text := b.String()
		var parts strings.Builder
		cs := cut(text, 32, 200)
		for _, c := range cs {
			parts.WriteString(Patterns(text[c.start:c.end]))
		}
		if want := Patterns(text); parts.String() != want {
			t.Fatalf("text %d (%d chunks): chunk by chunk differs from whole:\n%q", n, len(cs), text)
		}
	}
}

func TestMemoFile(t *testing.T) {
	sc := gitleaks(t)
	dir := t.TempDir()
	p := filepath.Join(dir, "redact", "clean")
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte("not a memo at all\x00\x01"), 0o600); err != nil {
		t.Fatal(err)
	}
	base := report(20<<10, 2)
	text := base + "token = \"" + ghToken + "\"\n"
	m := newMemo(p)
	if got, want := withMemo(m, sc, "r.json", text), withAll(sc, "r.json", text); got != want {
		t.Error("with a garbage memo file, the redaction differs")
	}
	if got := withMemo(m, sc, "r.json", base); got != base {
		t.Error("the clean report was changed")
	}
	// (When the keys are written is cache.Memo's: TestMemoFile there.)
	m.Flush()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	body, ok := bytes.CutPrefix(data, []byte(memoMagic))
	if !ok || len(body) == 0 || len(body)%32 != 0 {
		t.Fatalf("memo file: %d bytes, magic %v", len(data), ok)
	}
	for _, s := range []string{ghToken, ghToken[4:], cleanWord, "findings"} {
		if bytes.Contains(data, []byte(s)) {
			t.Errorf("the memo file holds %q", s)
		}
	}
	// A new process reads it: the report is answered without a scan.
	scans := &counting{piecesScanner: sc.(piecesScanner)}
	if got := withMemo(newMemo(p), scans, "r.json", base); got != base || scans.n.Load() != 0 {
		t.Errorf("from the file: %d pieces scanned", scans.n.Load())
	}
}

func BenchmarkRedactWhole(b *testing.B) { benchRedact(b, "whole", report) }
func BenchmarkRedactCold(b *testing.B)  { benchRedact(b, "cold", report) }
func BenchmarkRedactWarm(b *testing.B)  { benchRedact(b, "warm", report) }

// The same with the whole rules' keywords in the report, as in a verdict
// on gitleaks' own repository.
func BenchmarkRedactMarkersCold(b *testing.B) { benchRedact(b, "cold", markerReport) }
func BenchmarkRedactMarkersWarm(b *testing.B) { benchRedact(b, "warm", markerReport) }

func benchRedact(b *testing.B, mode string, report func(int, uint64) string) {
	sc := gitleaks(b)
	text := report(250<<10, 3)
	warm := newMemo("")
	withMemo(warm, sc, "review-latest.json", text)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	i := 0
	for b.Loop() {
		i++
		var got string
		switch mode {
		case "whole":
			// A new name each time: the secrets engine remembers what it
			// found in a file's content under its name.
			got = withAll(sc, fmt.Sprintf("review-latest-%d.json", i), text)
		case "cold":
			got = withMemo(newMemo(""), sc, "review-latest.json", text)
		case "warm":
			got = withMemo(warm, sc, "review-latest.json", text)
		}
		if got != text {
			b.Fatal("changed")
		}
	}
}

func TestMemoConcurrent(t *testing.T) {
	sc := gitleaks(t)
	base := report(6<<10, 4)
	dirty := base + "token = \"" + ghToken + "\"\n"
	want := withAll(sc, "r.json", dirty)
	m := newMemo(filepath.Join(t.TempDir(), "clean"))
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			text, w := base, base
			if i%2 == 1 {
				text, w = dirty, want
			}
			if got := withMemo(m, sc, "r.json", text); got != w {
				t.Errorf("goroutine %d: the redaction differs", i)
			}
		})
	}
	wg.Wait()
}

// inexactScanner says of every piece that a larger text might find more.
type inexactScanner struct{ piecesScanner }

func (s inexactScanner) ScanPiece(path string, content []byte, start, stop int) ([]secrets.Leak, bool) {
	leaks, _ := s.piecesScanner.ScanPiece(path, content, start, stop)
	return leaks, false
}

func TestInexactPieceIsNotClean(t *testing.T) {
	sc := inexactScanner{gitleaks(t).(piecesScanner)}
	m := newMemo("")
	if knownClean(m, sc, "r.json", report(8<<10, 5)) || len(m.Keys()) != 0 {
		t.Errorf("a piece that is not exact counted clean (%d keys)", len(m.Keys()))
	}
}

// markerLines are lines of a verdict about a repository such as gitleaks'
// own, clean, but with the keywords of the rules that must see the whole
// text (secrets.Pieces): such a text used to be redacted whole every time.
var markerLines = []string{
	`      "title": "curl-auth-header: Identified a curl command with an authorization header",` + "\n",
	`      "code": "kind: Deployment",` + "\n",
	`      "code": "token: xoxb-************",` + "\n",
	`      "title": "private-key -----BEGIN************",` + "\n",
	`      "message": "Webhooks are posted to hooks.slack.com; sourcegraph and facebook tokens are checked too.",` + "\n",
	"See curl(1) and `kind: Secret` in the Kubernetes docs.\n",
}

// markerReport is report with a line of markerLines every 40 lines or so.
func markerReport(n int, seed uint64) string {
	lines := strings.SplitAfter(report(n, seed), "\n")
	var b strings.Builder
	for i, l := range lines {
		b.WriteString(l)
		if i%40 == 20 {
			b.WriteString(markerLines[(i/40)%len(markerLines)])
		}
	}
	return b.String()
}

// TestWithMemoMatchesWholeRedactionWithMarkers plants credentials of both
// kinds of rules in a clean text that holds the whole rules' keywords, and
// of the whole rules alone where no chunk sees them.
func TestWithMemoMatchesWholeRedactionWithMarkers(t *testing.T) {
	const path = ".code-review/review-latest.json"
	base := markerReport(12<<10, 11)
	sc, m := knownCleanInChunks(t, path, base)
	slackHook := "https://hooks-slack-com/services/" + "T0A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R8S9T0U1"
	privKey := "-----begin openssh private key-----\n" + strings.Repeat(genKey, 3) + "\n" + genKey + "\n-----end openssh private key-----\n" // gitleaks:allow (a dummy for the test)
	curlHeader := "curl https://api.example.com/v1 \\\n  -X POST \\\n  -H 'Authorization: Bearer " + genKey + "'\n"
	k8sValue := "c3VwZXJzZWNy" + "ZXRwYXNzd29yZA=="
	k8s := "kind: Secret\nmetadata:\n  name: db\ndata:\n  password: " + k8sValue + "\n"
	plants := []struct {
		name, text, secret string
		wholeOnly          bool   // found by the whole rules only: every chunk is clean
		path               string // if not the verdict's
	}{
		{"github token", `      "code": "token = \"` + ghToken + `\"",` + "\n", ghToken[4:], false, ""},
		{"generic over lines", "api_key\n\n\n=\n\n\n\n\"" + genKey + "\"\n", genKey, false, ""},
		// The rule's keyword is in the report's marker lines, far away;
		// the match holds none.
		{"slack webhook, keyword elsewhere", "      \"code\": \"post(" + slackHook + ")\",\n", slackHook[20:], true, ""},
		{"private key, lower case", privKey, genKey, true, ""},
		{"curl header over lines", curlHeader, genKey, false, ""},
		{"kubernetes secret", k8s, k8sValue, false, ""},
		// keyBlockRE's, to the end of the text: too short for gitleaks.
		{"private key block, short", "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE" + pw + "\n", pw, false, ""}, // gitleaks:allow (a dummy for the test)
		{"curl header and github token", curlHeader + strings.Repeat("filler line\n", 60) + "token = \"" + ghToken + "\"\n", genKey, false, ""},
		// A match over more lines than any window holds.
		{"kubernetes secret over 80 lines", "kind: Secret\n" + strings.Repeat("\n", 40) + "data:\n" + strings.Repeat("\n", 40) + "  blob: " + k8sValue + "\n", k8sValue, true, "deploy.yaml"},
	}
	cs := chunks(base)
	mid := cs[len(cs)/2].start
	at := []int{0, len(base), cs[1].start, mid, cs[len(cs)-1].start, strings.LastIndexByte(base[:mid-1], '\n') + 1}
	pc := sc.(secrets.Pieces)
	for j, p := range plants {
		path := cmp.Or(p.path, path)
		for _, i := range spread(at, j) {
			text := base[:i] + p.text + base[i:]
			want := withAll(sc, path, text)
			if want == text || strings.Contains(want, p.secret) {
				t.Fatalf("%s at %d: the whole redaction does not mask it", p.name, i)
			}
			if p.wholeOnly {
				for _, c := range chunks(text) {
					if !chunkClean(pc, path, text, c) {
						t.Fatalf("%s at %d: a chunk is not clean, so the test does not show the whole rules catching it", p.name, i)
					}
				}
			}
			for round := range 2 {
				if got := withMemo(m, sc, path, text); got != want {
					t.Errorf("%s at %d, round %d: the memo changes the redaction", p.name, i, round)
				}
			}
		}
	}
	// The report, warm, is answered from the memo and the whole rules.
	scans := &counting{piecesScanner: sc.(piecesScanner)}
	if got := withMemo(m, scans, path, base); got != base || scans.n.Load() != 0 {
		t.Errorf("warm: %d pieces scanned", scans.n.Load())
	}
}

// TestWorkersRememberInOrder: however many workers check the chunks, the
// memo learns the same keys in the same order.
func TestWorkersRememberInOrder(t *testing.T) {
	smallChunks(t)
	sc := gitleaks(t)
	text := markerReport(24<<10, 12)
	var orders [][]key
	for _, procs := range []int{1, 4} {
		old := runtime.GOMAXPROCS(procs)
		m := newMemo("")
		ok := knownClean(m, sc, "r.json", text)
		runtime.GOMAXPROCS(old)
		if !ok {
			t.Fatalf("GOMAXPROCS %d: not clean", procs)
		}
		orders = append(orders, m.Keys())
	}
	if len(orders[0]) < 4 || !slices.Equal(orders[0], orders[1]) {
		t.Errorf("%d keys with one worker, %d with four, or in another order", len(orders[0]), len(orders[1]))
	}
}

// TestPatternsPartsMatchWhole checks that Patterns, which runs its line-local
// expressions only on the parts of a text that may hold a match, masks
// exactly what those expressions over the whole text mask, on texts that
// mix names of credentials (in any case, and with ſ and the Kelvin sign,
// which fold to s and k), operators, quotes, white space and connection
// strings, with line breaks anywhere.
func TestPatternsPartsMatchWhole(t *testing.T) {
	whole := func(text string) string {
		return lineLocalPatterns(keyBlockRE.ReplaceAllString(text, "-----BEGIN PRIVATE KEY-----"+Mask+"-----END PRIVATE KEY-----"))
	}
	r := rand.New(rand.NewPCG(11, 3))
	bits := []string{"password", "PASSWORD", "dbPass", "db_pw", "pw", "Pw", "api_key", "ApiKey", "token", "TOKEN", "x", "compass",
		"paſſword", "toKen", "secret", "Bearer", "authorization", "credential", "private_key", "access-key",
		"\"", "'", "`", "\\\"", "=", ":", ":=", "=>", " ", "\t", "", "Zx9vQ2mLp7rT", "hunter22", "cfg.Password", "${X}",
		"-", "+", ";", ",", "{", "}", "(", "postgres://u:", "@h/db", "https://", "\n", "\n\n", "\r\n", "value", "é", "→", "\\", "_x."}
	for n := range 400 {
		var b strings.Builder
		for b.Len() < 2000 {
			for range 1 + r.IntN(7) {
				b.WriteString(bits[r.IntN(len(bits))])
			}
			b.WriteByte("\n \t"[r.IntN(3)])
		}
		text := b.String()
		if got, want := Patterns(text), whole(text); got != want {
			t.Fatalf("text %d: Patterns differs from its expressions over the whole text:\n%q\ngot  %q\nwant %q", n, text, got, want)
		}
	}
	// Names that hold a credential's word only once folded, and a name
	// in an escaped quote (JSON inside JSON), next to arrows.
	for _, text := range []string{"x\npaſſword = \"hunter22value\"\ny\n", "toKen: abcdefgh12\n", "{\n  \"aPI_KEY\": \"Zx9vQ2mLp7rT\"\n}\n",
		`  "code": "a → {\"password\": \"Zx9vQ2mLp7rT\"} → b",` + "\n"} {
		got, want := Patterns(text), whole(text)
		if got != want || got == text {
			t.Fatalf("%q: Patterns gives %q, its expressions over the whole text %q", text, got, want)
		}
	}
	for seed := range uint64(20) {
		text := report(20<<10, seed) + "\nexport DB_PASSWORD=" + pw + "\ntoken: \"" + genKey + "\"\nurl = postgres://app:" + pw + "@db/x\n"
		got, want := Patterns(text), whole(text)
		if got != want {
			t.Fatalf("report %d: Patterns differs from its expressions over the whole text", seed)
		}
		if strings.Contains(got, pw) || strings.Contains(got, genKey) {
			t.Fatalf("report %d: a planted credential is left", seed)
		}
	}
}
