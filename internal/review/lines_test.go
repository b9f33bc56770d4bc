package review

import (
	"reflect"
	"strings"
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
		{"same", base, nil},
		{"reindented only", "a\n  b\nc\nd\ne\n", nil},
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

func TestLineHashesHoldNoText(t *testing.T) {
	h := LineHashes([]byte("token = \"ghp_secretvalue\"\n"))
	if len(h) != 1 || strings.Contains(h[0], "ghp_") || len(h[0]) != 10 {
		t.Errorf("hashes %v", h)
	}
}
