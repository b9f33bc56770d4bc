package llm

import (
	"cmp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/secrets"
)

// Withheld replaces text that cannot be checked for credentials because the
// secrets scanner failed to start: redaction fails closed.
const Withheld = "[content withheld by teamreview: the secrets scanner is unavailable]"

// Redact replaces every credential the secrets engine finds in text with its
// redacted form (a public type marker such as AKIA or ghp_, then asterisks),
// before the text is sent to a model.
func Redact(text string) string { return RedactFile("", text) }

// RedactFile is Redact for the content of a file: some scanner rules look
// at the file's name.
func RedactFile(path, text string) string {
	sc, err := secrets.Gitleaks()
	if err != nil {
		return Withheld
	}
	return redactWith(sc, path, text)
}

func redactWith(sc secrets.Scanner, path, text string) string {
	leaks := sc.Scan(path, []byte(text))
	if len(leaks) == 0 {
		return text
	}
	var found []string
	for _, l := range leaks {
		if l.Secret != "" {
			found = append(found, l.Secret)
		}
	}
	// Longest first, so a secret that contains another is replaced whole.
	slices.SortFunc(found, func(a, b string) int { return cmp.Or(cmp.Compare(len(b), len(a)), strings.Compare(a, b)) })
	found = slices.Compact(found)
	pairs := make([]string, 0, 2*len(found))
	for _, s := range found {
		pairs = append(pairs, s, secrets.Redact(s))
	}
	return strings.NewReplacer(pairs...).Replace(text)
}
