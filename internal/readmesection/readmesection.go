// Package readmesection keeps a generated section of README.md equal to
// the code it documents: tests render the section from the code, and
// Check compares it with the README's text between two marker lines, or
// rewrites it when asked (go test -update-readme).
package readmesection

import (
	"os"
	"strings"
	"testing"
)

// Check compares README.md's text between begin and end (the marker
// lines, kept) with body. With update it rewrites the README instead of
// failing; how fails the test with the command that updates it.
func Check(t *testing.T, readme, begin, end, body string, update bool, how string) {
	t.Helper()
	data, err := os.ReadFile(readme)
	if err != nil {
		t.Skipf("no README beside the package (%v)", err)
	}
	doc := string(data)
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("README.md lacks the markers %q … %q", begin, end)
	}
	want := begin + "\n" + body + end
	if doc[i:j+len(end)] == want {
		return
	}
	if update {
		if err := os.WriteFile(readme, []byte(doc[:i]+want+doc[j+len(end):]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Error("README.md differs from the code it documents; run " + how)
}
