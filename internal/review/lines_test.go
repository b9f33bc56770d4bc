package review

import (
	"reflect"
	"regexp"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func hashes(s string) []string { return LineHashes([]byte(s)) }

func TestChangedLines(t *testing.T) {
	base := "a\nb\nc\nd\ne\n"
	tests := []struct {
		name, cur string
		want      []finding.LineRange
	}{
		{"same", base, []finding.LineRange{}}, // empty, not nil: nil is "every line"
		{"reindented only", "a\n  b\nc\nd\ne\n", []finding.LineRange{}},
		{"one line changed", "a\nb\nX\nd\ne\n", []finding.LineRange{finding.Lines(3, 3)}},
		{"lines inserted", "a\nN1\nN2\nb\nc\nd\ne\n", []finding.LineRange{finding.Lines(2, 3)}},
		{"two places", "X\nb\nc\nd\nY\n", []finding.LineRange{finding.Lines(1, 1), finding.Lines(5, 5)}},
		{"deletion only", "a\nb\nd\ne\n", []finding.LineRange{finding.Lines(2, 2)}},
		// Either half of a swap is a valid answer; this LCS keeps the first.
		{"moved block", "c\nd\na\nb\ne\n", []finding.LineRange{finding.Lines(3, 4)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ChangedLines(hashes(base), hashes(tt.cur))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestLineHashes(t *testing.T) {
	h := LineHashes([]byte("a := 1\n\t  a := 1  \nb := 2\n"))
	if len(h) != 3 {
		t.Fatalf("%d hashes for 3 lines", len(h))
	}
	if h[0] != h[1] {
		t.Error("indentation changed a line's hash: re-indenting is not a change")
	}
	if h[0] == h[2] {
		t.Error("different lines share a hash")
	}
	if !regexp.MustCompile(`^[0-9a-f]{10}$`).MatchString(h[0]) {
		t.Errorf("hash %q is not 10 hex digits", h[0])
	}
	if n := len(LineHashes([]byte("no final newline"))); n != 1 {
		t.Errorf("%d hashes for one unterminated line", n)
	}
}

func TestFileLineHashesMaskCredentials(t *testing.T) {
	pat := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	other := "ghp_" + "Z9mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	a := FileLineHashes("a_test.go", []byte("token := \""+pat+"\"\n"))
	b := FileLineHashes("a_test.go", []byte("token := \""+other+"\"\n"))
	if a[0] != b[0] {
		t.Error("the hash depends on the credential's value: it was not masked")
	}
	if a[0] == FileLineHashes("a_test.go", []byte("other := 1\n"))[0] {
		t.Error("different lines share a hash")
	}
}
