package yamlrules

import (
	"bytes"
	"regexp"
	"strings"
)

// templateGuarded reports whether the text at offset off of a Go-template
// YAML file (a Helm chart's template) lies in the then-branch of a
// {{ if }} whose condition names the setting word (hostNetwork in
// {{- if .Values.prometheusOperator.hostNetwork }}): the chart writes the
// setting only when the user's values ask for it, and the values file,
// reviewed on its own, is where its default is chosen. A condition that
// negates (if not .Values.x) and the else branch are no such guard.
func templateGuarded(src []byte, off int, word string) bool {
	if off > len(src) || word == "" || !bytes.Contains(src[:off], []byte("{{")) {
		return false
	}
	named := regexp.MustCompile(`(?:^|[^A-Za-z0-9_])` + regexp.QuoteMeta(word) + `(?:$|[^A-Za-z0-9_])`)
	type block struct {
		cond  string
		guard bool
	}
	var open []block
	for _, a := range actionsBefore(src[:off]) {
		switch head, rest, _ := strings.Cut(a, " "); head {
		case "if":
			open = append(open, block{rest, !strings.HasPrefix(rest, "not ")})
		case "with", "range", "define", "block":
			open = append(open, block{})
		case "else":
			if len(open) > 0 {
				// else if X guards by X; a plain else runs when the
				// test failed
				cond, isIf := strings.CutPrefix(rest, "if ")
				open[len(open)-1] = block{cond, isIf && !strings.HasPrefix(cond, "not ")}
			}
		case "end":
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	for _, b := range open {
		if b.guard && named.MatchString(b.cond) {
			return true
		}
	}
	return false
}

// actionsBefore are the {{ ... }} actions of src, trimmed of their
// delimiters, dashes and spaces; comments are left out.
func actionsBefore(src []byte) []string {
	var out []string
	for i := 0; ; {
		k := bytes.Index(src[i:], []byte("{{"))
		if k < 0 {
			return out
		}
		start := i + k + 2
		e := bytes.Index(src[start:], []byte("}}"))
		if e < 0 {
			return out
		}
		a := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(string(src[start:start+e]), "-"), "-"))
		if !strings.HasPrefix(a, "/*") {
			out = append(out, a)
		}
		i = start + e + 2
	}
}
