package redact

import (
	"strings"
	"testing"
)

// TestKeyBlockIsFoundWhole checks what knownClean assumes of keyBlockRE,
// which spans any number of lines: every match starts with a run of one
// line that needs nothing before it, and then matches to the end of the
// text if it finds no end, so a chunk holds a match only if the whole text
// does.
func TestKeyBlockIsFoundWhole(t *testing.T) {
	re := keyBlockRE.String()
	if !strings.HasPrefix(re, `-----BEGIN[A-Z ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?(`) || !strings.HasSuffix(re, `|\z)`) {
		t.Errorf("keyBlockRE %s", re)
	}
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"a report with nothing of the kind", false},
		{"title: private-key -----BEGIN************\nIdentified a Private Key", false},
		{"x\n-----BEGIN RSA PRIVATE KEY-----\nMII", true}, // gitleaks:allow (a dummy for the test)
		{"x -----begin openssh private key-----", false},  // gitleaks' rule (a whole rule) finds it
	} {
		if got := keyBlockRE.MatchString(tt.text); got != tt.want {
			t.Errorf("keyBlockRE.MatchString(%q) = %v", tt.text, got)
		}
	}
}
