package redact

import (
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/zricethezav/gitleaks/v8/detect"

	"github.com/teamreview/teamreview/internal/engine/secrets"
)

// TestOverlapCoversRules checks, on the rules compiled into this build,
// the two facts that let a chunk be scanned for secrets on its own with
// overlapLines lines around it: a match of a rule holds at most
// maxBreaks line breaks, or contains one of fullScanMarkers; and a
// match of a rule with keywords contains one of them (gitleaks runs such a
// rule only on text with one of its keywords, and a chunk's window holds
// the match, not the rest of the text), or each of its keywords contains
// one of fullScanMarkers.
func TestOverlapCoversRules(t *testing.T) {
	if _, err := secrets.Gitleaks(); err != nil { // builds gitleaks' configuration first: it is not safe concurrently
		t.Fatal(err)
	}
	d, err := detect.NewDetectorDefaultConfig()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Config.Rules) < 100 {
		t.Fatalf("only %d rules", len(d.Config.Rules))
	}
	// Detect judges a match by its text, its lines and the path alone as
	// long as it decodes nothing and no rule needs another's finding
	// nearby.
	if d.MaxDecodeDepth != 0 {
		t.Errorf("gitleaks decodes %d levels deep", d.MaxDecodeDepth)
	}
	for id, r := range d.Config.Rules {
		if len(r.RequiredRules) > 0 {
			t.Errorf("%s requires other rules' findings", id)
		}
	}
	widest, unbounded := 0, 0
	for id, r := range d.Config.Rules {
		if r.Regex == nil {
			continue
		}
		re, err := syntax.Parse(r.Regex.String(), syntax.Perl)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		re = re.Simplify()
		if n := newlines(re); n > maxBreaks {
			unbounded++
			if id == "private-key" && strings.HasPrefix(r.Regex.String(), `(?i)-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY`) {
				continue // needsFullScan looks for -----BEGIN and PRIVATE KEY on one line
			}
			if !containsAny(re, fullScanMarkers) {
				t.Errorf("%s: a match may hold %s line breaks and no marker of fullScanMarkers: %s", id, count(n), r.Regex)
			}
		} else {
			widest = max(widest, n)
		}
		if len(r.Keywords) > 0 && !containsAny(re, lowered(r.Keywords)) {
			for _, k := range lowered(r.Keywords) {
				if !slices.ContainsFunc(fullScanMarkers, func(m string) bool { return strings.Contains(k, m) }) {
					t.Errorf("%s: a match may hold none of its keywords, and keyword %q holds no marker of fullScanMarkers: %s", id, k, r.Regex)
				}
			}
		}
	}
	if widest != maxBreaks || unbounded == 0 {
		t.Errorf("the widest bounded rule holds %d line breaks (maxBreaks %d); %d rules need the whole text", widest, maxBreaks, unbounded)
	}
	if !strings.HasPrefix(keyBlockRE.String(), `-----BEGIN[A-Z ]*PRIVATE KEY`) {
		t.Errorf("needsFullScan does not cover keyBlockRE %s", keyBlockRE)
	}
	// The checks themselves.
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

const infinite = 1 << 20

func count(n int) string {
	if n >= infinite {
		return "any number of"
	}
	return strconv.Itoa(n)
}

func lowered(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strings.ToLower(s)
	}
	return out
}

// newlines bounds the number of line breaks in a match of re.
func newlines(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return strings.Count(string(re.Rune), "\n")
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
				return 1
			}
		}
		return 0
	case syntax.OpAnyChar:
		return 1
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			n += newlines(s)
		}
		return min(n, infinite)
	case syntax.OpAlternate:
		n := 0
		for _, s := range re.Sub {
			n = max(n, newlines(s))
		}
		return n
	case syntax.OpCapture, syntax.OpQuest:
		return newlines(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		if newlines(re.Sub[0]) > 0 {
			return infinite
		}
		return 0
	case syntax.OpRepeat:
		n := newlines(re.Sub[0])
		if n > 0 && re.Max < 0 {
			return infinite
		}
		return min(n*max(re.Max, 0), infinite)
	}
	return 0
}

// containsAny reports whether every match of re contains, lowered, one of
// words (which are lower case). It may say false when it is true, never
// the other way round.
func containsAny(re *syntax.Regexp, words []string) bool {
	hit := func(ss []string) bool {
		for _, s := range ss {
			if !slices.ContainsFunc(words, func(w string) bool { return strings.Contains(s, w) }) {
				return false
			}
		}
		return len(ss) > 0
	}
	if ss, ok := spellings(re); ok && hit(ss) {
		return true
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return containsAny(re.Sub[0], words)
	case syntax.OpRepeat:
		return re.Min > 0 && containsAny(re.Sub[0], words)
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !containsAny(s, words) {
				return false
			}
		}
		return true
	case syntax.OpConcat:
		// Any run of parts spelled in few ways, all with a word.
		for i := range re.Sub {
			if containsAny(re.Sub[i], words) {
				return true
			}
			acc := []string{""}
			for j := i; j < len(re.Sub); j++ {
				ss, ok := spellings(re.Sub[j])
				if !ok {
					break
				}
				acc = product(acc, ss)
				if acc == nil {
					break
				}
				if hit(acc) {
					return true
				}
			}
		}
	}
	return false
}

const maxSpellings = 4096

// spellings lists, lowered, every text re matches, if they are few.
func spellings(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpNoWordBoundary,
		syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
		return []string{""}, true
	case syntax.OpLiteral:
		return []string{strings.ToLower(string(re.Rune))}, true
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] > 64 {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, strings.ToLower(string(r)))
			}
		}
		slices.Sort(out)
		return slices.Compact(out), true
	case syntax.OpCapture:
		return spellings(re.Sub[0])
	case syntax.OpQuest:
		ss, ok := spellings(re.Sub[0])
		return append(ss, ""), ok
	case syntax.OpAlternate:
		var out []string
		for _, s := range re.Sub {
			ss, ok := spellings(s)
			if !ok || len(out)+len(ss) > maxSpellings {
				return nil, false
			}
			out = append(out, ss...)
		}
		return out, true
	case syntax.OpConcat:
		acc := []string{""}
		for _, s := range re.Sub {
			ss, ok := spellings(s)
			if !ok {
				return nil, false
			}
			if acc = product(acc, ss); acc == nil {
				return nil, false
			}
		}
		return acc, true
	case syntax.OpRepeat:
		if re.Max < 0 || re.Max > 8 {
			return nil, false
		}
		ss, ok := spellings(re.Sub[0])
		if !ok {
			return nil, false
		}
		var out []string
		acc := []string{""}
		for n := 0; n <= re.Max; n++ {
			if n >= re.Min {
				out = append(out, acc...)
			}
			if acc = product(acc, ss); acc == nil {
				return nil, false
			}
		}
		return out, len(out) <= maxSpellings
	}
	return nil, false
}

func product(a, b []string) []string {
	if len(a)*len(b) > maxSpellings {
		return nil
	}
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return out
}

func TestNeedsFullScan(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"a report with nothing of the kind", false},
		{"title: private-key -----BEGIN************\nIdentified a Private Key", false},
		{"x\n-----BEGIN RSA PRIVATE KEY-----\nMII", true}, // gitleaks:allow (a dummy for the test)
		{"x -----begin openssh private key-----", true},
		{"CURL -u", true},
		{"\"\u017fecret_\u212aey\" => 'sk_x'", true}, // folds to secret_key, as (?i) does
		{"apiVersion: v1\nKIND: Secret", true},
		{"url = https://hooks.slack.com/services/x", true},
	} {
		if got := needsFullScan(tt.text); got != tt.want {
			t.Errorf("needsFullScan(%q) = %v", tt.text, got)
		}
	}
}
