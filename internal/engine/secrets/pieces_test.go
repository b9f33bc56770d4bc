package secrets

import (
	"strings"
	"testing"
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
