package consolidate

import (
	"slices"
	"testing"
)

func TestSentences(t *testing.T) {
	got := Sentences("Use a query, e.g. Query(q, v). See https://cwe.mitre.org/data/definitions/89.html The text is built from x. Done? Yes")
	want := []string{"Use a query, e.g. Query(q, v).", "See https://cwe.mitre.org/data/definitions/89.html", "The text is built from x.", "Done?", "Yes"}
	if !slices.Equal(got, want) {
		t.Errorf("Sentences = %q, want %q", got, want)
	}
}

func TestMergeAdviceSaysEachSentenceOnce(t *testing.T) {
	gosec := "Use a parameterized query: placeholders (?, $1) in a constant SQL string and the values as arguments to Query/Exec. See https://cwe.mitre.org/data/definitions/89.html"
	judged := "The text is built from r.FormValue(\"q\"), which any client controls. Use a parameterized query: placeholders (?, $1) in a constant SQL string and the values as arguments to Query/Exec; take identifiers only from a fixed allow-list."
	got := mergeAdvice(gosec, judged)
	want := "Use a parameterized query: placeholders (?, $1) in a constant SQL string and the values as arguments to Query/Exec; take identifiers only from a fixed allow-list. " +
		"See https://cwe.mitre.org/data/definitions/89.html The text is built from r.FormValue(\"q\"), which any client controls."
	if got != want {
		t.Errorf("mergeAdvice =\n%s\nwant\n%s", got, want)
	}
	if again := mergeAdvice(got, judged); again != got {
		t.Errorf("merging the same advice twice changed it:\n%s", again)
	}
}
