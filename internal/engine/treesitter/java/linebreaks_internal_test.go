package java

import "testing"

func TestRegexRemovesLineBreaks(t *testing.T) {
	for re, want := range map[string]bool{
		`[\r\n]`:       true,
		`[\n\r]+`:      true,
		"[\r\n]":       true, // the characters themselves, as "[\r\n]" writes them
		`\r|\n`:        true,
		`(\r\n|\r|\n)`: true,
		`\s+`:          true,
		`[\x00-\x1f]`:  true,
		`\r\n`:         false, // only a CR followed by an LF
		`\n`:           false,
		`[^\r\n]`:      false,
		`^[\r\n]`:      false,
		`[\r\n]$`:      false,
		`\b[\r\n]`:     false,
		`\R`:           false, // Java's line-break matcher: Go cannot read it, so it is not trusted
		`(?<=a)\n`:     false,
	} {
		if got := regexRemovesLineBreaks(re); got != want {
			t.Errorf("regexRemovesLineBreaks(%q) = %v, want %v", re, got, want)
		}
	}
}
