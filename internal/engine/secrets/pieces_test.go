package secrets

import (
	"os"
	"path/filepath"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
	"unicode"
)

func TestScanPieceExact(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	p := sc.(Pieces)
	context := strings.Repeat("some context line\n", 5)
	// generic-api-key matches from "abc_key" and again from "bc_key", "c_key"
	// …, over the line break into the part asked about; gitleaks discards
	// it (the value is not random enough), but in a larger text a scan
	// could start at any of them.
	straddling := context + "abc_key =\n" + "  valuevaluevaluevalue\n"
	start := len(context) + len("abc_key =\n")
	if leaks, exact := p.ScanPiece("r.json", []byte(straddling), start, len(straddling)); len(leaks) != 0 || exact {
		t.Errorf("a discarded match over the start: %d leaks, exact %v", len(leaks), exact)
	}
	// The same lines, all asked about: no scan can enter them elsewhere.
	if leaks, exact := p.ScanPiece("r.json", []byte(straddling), 0, len(straddling)); len(leaks) != 0 || !exact {
		t.Errorf("all lines asked about: %d leaks, exact %v", len(leaks), exact)
	}
	// Such matches wholly before the start are the concern of the lines
	// they end in.
	before := "abc_key = valuevaluevaluevalue\n" + context
	if leaks, exact := p.ScanPiece("r.json", []byte(before), len(before)-len(context), len(before)); len(leaks) != 0 || !exact {
		t.Errorf("a discarded match before the start: %d leaks, exact %v", len(leaks), exact)
	}
	// Keywords and no match of their rules at all: clean and exact by
	// quietPieces alone; the straddling lines are not quiet.
	quietText := context + "the key and the token are read from the vault\n" + context
	if leaks, exact := p.ScanPiece("r.json", []byte(quietText), len(context)+4, len(quietText)); len(leaks) != 0 || !exact {
		t.Errorf("no match at all: %d leaks, exact %v", len(leaks), exact)
	}
	s := sc.(gitleaksScanner).sparseOf()
	if !s.quietPieces([]byte(quietText)) || s.quietPieces([]byte(straddling)) {
		t.Errorf("quietPieces: %v for keywords without a match, %v for a match", s.quietPieces([]byte(quietText)), s.quietPieces([]byte(straddling)))
	}
	if leaks, exact := p.ScanPiece("r.json", []byte("token = \"ghp_"+"R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi\"\n"), 0, 0); len(leaks) == 0 || !exact {
		t.Errorf("a token: %d leaks, exact %v", len(leaks), exact)
	}
}

func TestPathKey(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	p := sc.(Pieces)
	a, b := p.PathKey(".code-review/review-latest.json"), p.PathKey("out/o.json")
	if a != b || a == "" {
		t.Errorf("two JSON reports are keyed apart")
	}
	if p.PathKey("go.sum") == a || p.PathKey("") == a {
		t.Errorf("go.sum (allowlisted) or no path is keyed like a report")
	}
}

// TestSplitRules checks the split of the rules compiled into this build:
// the few rules a piece could miss see the whole text, and all the others,
// the costly bounded ones among them, are piece rules.
func TestSplitRules(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	d := sc.(gitleaksScanner).d
	if len(d.Config.Rules) < 100 {
		t.Fatalf("only %d rules", len(d.Config.Rules))
	}
	piece, whole := splitRules(d)
	if len(piece)+len(whole) != len(d.Config.Rules) || slices.ContainsFunc(piece, func(id string) bool { return slices.Contains(whole, id) }) {
		t.Fatalf("%d piece and %d whole rules of %d", len(piece), len(whole), len(d.Config.Rules))
	}
	// A match of these may span any number of lines, or hold none of the
	// rule's keywords, which gitleaks looks for anywhere in the text.
	for _, id := range []string{"curl-auth-header", "curl-auth-user", "private-key", "kubernetes-secret-yaml", "jwt-base64",
		"nuget-config-password", "freemius-secret-key", "slack-webhook-url", "sourcegraph-access-token", "facebook-access-token"} {
		if !slices.Contains(whole, id) {
			t.Errorf("%s is a piece rule", id)
		}
	}
	// The costliest rules over a verdict, all bounded and with a keyword
	// in every match.
	for _, id := range []string{"generic-api-key", "atlassian-api-token", "cisco-meraki-api-key", "hashicorp-tf-password", "github-pat", "aws-access-token"} {
		if !slices.Contains(piece, id) {
			t.Errorf("%s is a whole rule", id)
		}
	}
	if len(whole) > 20 {
		t.Errorf("%d whole rules: %v", len(whole), whole)
	}
	widest := 0
	for _, id := range piece {
		re, err := syntax.Parse(d.Config.Rules[id].Regex.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		widest = max(widest, newlines(re.Simplify()))
	}
	if widest != PieceBreaks {
		t.Errorf("the widest piece rule holds %d line breaks (PieceBreaks %d)", widest, PieceBreaks)
	}
	if sp := sc.(gitleaksScanner).split(); len(sp.piece.Config.Rules) != len(piece) || len(sp.whole.Config.Rules) != len(whole) ||
		sp.pieceIDs != strings.Join(piece, ",") {
		t.Errorf("the split detectors do not hold the split")
	}
	// The analysis itself.
	for _, tt := range []struct {
		re   string
		nl   int
		kw   []string
		want bool
	}{
		{`(?i)[\w.-]{0,50}?(?:access|auth|key)[\s'"]{0,3}=([a-z]{10})(?:\s|$)`, 4, []string{"access", "auth", "key"}, true},
		{`(?i)[\w.-]{0,50}?(?:access|auth|key)[\s'"]{0,3}=([a-z]{10})(?:\s|$)`, 4, []string{"access", "auth"}, false},
		{`\bAKIA[A-Z0-9]{16}`, 0, []string{"akia"}, true},
		{`(?:A3T[A-Z0-9]|AKIA|ASIA)[A-Z0-9]{16}`, 0, []string{"akia", "asia"}, false},
		{`x\s*=\s*y`, infinite, []string{"x"}, true},
		{`[^"]{3,9}`, 9, []string{"a"}, false},
		{`(?s:.)`, 1, []string{"a"}, false},
		// (?i)s matches ſ, which lowers to itself: such a window is not
		// exact (ScanPiece), so the analysis may leave it out.
		{`(?i)secret=x`, 0, []string{"secret"}, true},
		{`[Ssſ]ecret=x`, 0, []string{"secret"}, true},
		// Other letters outside ASCII are not listed under (?i).
		{`(?i)clé=x`, 0, []string{"clé"}, false},
		{`clé=x`, 0, []string{"clé"}, true},
	} {
		re, err := syntax.Parse(tt.re, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		re = re.Simplify()
		if got := newlines(re); got != tt.nl {
			t.Errorf("newlines(%s) = %d, want %d", tt.re, got, tt.nl)
		}
		if got := containsAny(re, tt.kw); got != tt.want {
			t.Errorf("containsAny(%s, %q) = %v", tt.re, tt.kw, got)
		}
	}
}

// TestFoldsLowerAlike checks what spellings assumes of (?i) literals: every
// letter that folds to an ASCII letter lowers as that letter does, but ſ.
func TestFoldsLowerAlike(t *testing.T) {
	for a := 'a'; a <= 'z'; a++ {
		for r := unicode.SimpleFold(a); r != a; r = unicode.SimpleFold(r) {
			if r != longS && unicode.ToLower(r) != a {
				t.Errorf("%q folds to %q and lowers to %q", r, a, unicode.ToLower(r))
			}
		}
	}
	if unicode.ToLower(longS) == 's' || strings.ToLower("ſecret") == "secret" {
		t.Error("ſ lowers to s: longS need not be left out")
	}
}

// TestPiecesCoverScan: on texts with a leak of a piece rule, of a whole
// rule, of both and of none, ScanWhole and ScanPiece over the whole text
// find a leak exactly when Scan does.
func TestPiecesCoverScan(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	p := sc.(Pieces)
	filler := strings.Repeat("a line of a report about curl and kind: Deployment\n", 20)
	piece := "token = \"ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi\"\n"
	whole := "curl -H 'Authorization: Bearer " + "k7Fq2Zr9XvB4nLw8Tp3Yh6Md1Sc5Gj0Ue'\n"
	for _, tt := range []struct {
		name         string
		text         string
		inPiece, inW bool
	}{
		{"none", filler, false, false},
		{"piece", filler + piece + filler, true, false},
		{"whole", filler + whole + filler, false, true},
		{"both", whole + filler + piece, true, true},
	} {
		content := []byte(tt.text)
		pl, exact := p.ScanPiece("r.json", content, 0, len(content))
		wl := p.ScanWhole("r.json", content)
		if (len(pl) > 0) != tt.inPiece || (len(wl) > 0) != tt.inW || !exact {
			t.Errorf("%s: %d piece leaks (exact %v), %d whole leaks", tt.name, len(pl), exact, len(wl))
		}
		if all := sc.Scan("r.json", content); (len(all) > 0) != (tt.inPiece || tt.inW) {
			t.Errorf("%s: Scan finds %d leaks", tt.name, len(all))
		}
	}
	// A window with ſ is not exact: its (?i) matches may hold no keyword.
	longS := "a line\n\u017fecret_key = nothing here\n"
	if _, exact := p.ScanPiece("r.json", []byte(longS), 0, len(longS)); exact {
		t.Error("a window with ſ is exact")
	}
}

// TestRememberedSplit checks that the split kept in the cache directory is
// splitRules', that a later call reads it instead of analyzing the rules,
// and that a stored split that does not name every rule once is worked
// out again.
func TestRememberedSplit(t *testing.T) {
	t.Setenv("TEAMREVIEW_CACHE_DIR", t.TempDir())
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	d := sc.(gitleaksScanner).d
	wantPiece, wantWhole := splitRules(d)
	piece, whole := rememberedSplit(d)
	if !slices.Equal(piece, wantPiece) || !slices.Equal(whole, wantWhole) {
		t.Fatalf("first call: %d piece and %d whole rules, want %d and %d", len(piece), len(whole), len(wantPiece), len(wantWhole))
	}
	stored, _ := filepath.Glob(filepath.Join(os.Getenv("TEAMREVIEW_CACHE_DIR"), "self", "*"))
	if len(stored) != 1 {
		t.Fatalf("%d files stored, want 1", len(stored))
	}
	// What is stored is what is read: a piece rule moved to the whole
	// rules in the file comes back so (the analysis would not do that).
	moved := wantPiece[0]
	data, _ := os.ReadFile(stored[0])
	edited := strings.Replace(string(data), "piece "+moved+"\n", "whole "+moved+"\n", 1)
	if err := os.WriteFile(stored[0], []byte(edited), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, whole := rememberedSplit(d); !slices.Contains(whole, moved) {
		t.Errorf("the stored split was not read: %s is not a whole rule", moved)
	}
	for name, bad := range map[string]string{
		"a rule missing":  strings.Replace(string(data), "piece "+moved+"\n", "", 1),
		"a rule twice":    string(data) + "whole " + moved + "\n",
		"an unknown rule": string(data) + "whole no-such-rule\n",
		"an unknown kind": strings.Replace(string(data), "piece "+moved+"\n", "half "+moved+"\n", 1),
	} {
		if err := os.WriteFile(stored[0], []byte(bad), 0o600); err != nil {
			t.Fatal(err)
		}
		piece, whole := rememberedSplit(d)
		if !slices.Equal(piece, wantPiece) || !slices.Equal(whole, wantWhole) {
			t.Errorf("%s: the split is not worked out again", name)
		}
	}
}
