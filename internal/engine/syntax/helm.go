package syntax

import "bytes"

// Helm charts (and other Go-template YAML: kustomize-free manifests written
// through gomplate or consul-template) are YAML with {{ … }} actions in it.
// The YAML grammar reads an action as a flow mapping, or gives up on the
// whole document when a line holds only `{{- if .Values.x }}`, so nothing in
// the chart's templates would be reviewed. MaskHelm hides the actions, as
// MaskTemplate does for HTML: offsets, lines and columns stay the file's own
// and Tree.Src keeps the original text, so a rule still sees
// "{{ .Values.image.tag }}" where it reads a value.

// HasGoTemplate reports whether a YAML file holds {{ … }} actions other
// than GitHub's ${{ … }} expressions.
func HasGoTemplate(src []byte) bool {
	for i := 0; ; {
		k := bytes.Index(src[i:], []byte("{{"))
		if k < 0 {
			return false
		}
		if i+k == 0 || src[i+k-1] != '$' {
			return true
		}
		i += k + 2
	}
}

// MaskHelm returns a copy of src whose {{ … }} actions are masked: an action
// alone on its line (with other actions, or whitespace) becomes spaces, so
// `{{- if .Values.x }}` and `{{- toYaml .Values.resources | nindent 12 }}`
// leave the structure around them as it is; an action inside a line becomes
// x's, a plain scalar (`name: {{ include "app.fullname" . }}`) or part of
// one. GitHub's ${{ … }} expressions are left alone: they are valid YAML
// scalars, and the workflow rules read them.
func MaskHelm(src []byte) []byte {
	out := bytes.Clone(src)
	type span struct{ start, end int }
	var spans []span
	for i := 0; i < len(src); {
		k := bytes.Index(src[i:], []byte("{{"))
		if k < 0 {
			break
		}
		start := i + k
		if start > 0 && src[start-1] == '$' {
			i = start + 2
			continue
		}
		e := bytes.Index(src[start+2:], []byte("}}"))
		if e < 0 {
			// an opening with no close is text ("use {{ to open"), not an action
			break
		}
		end := start + 2 + e + 2
		spans = append(spans, span{start, end})
		i = end
	}
	for _, s := range spans {
		// alone on its line: only whitespace and actions from the line's
		// start to the action, and after it to the line's end
		ls := bytes.LastIndexByte(src[:s.start], '\n') + 1
		le := len(src)
		if e := bytes.IndexByte(src[s.end:], '\n'); e >= 0 {
			le = s.end + e
		}
		mask := byte('x')
		if blankOutside(out, src, ls, le, s.start, s.end) {
			mask = ' '
		}
		for i := s.start; i < s.end; i++ {
			if c := out[i]; c != '\n' && c != '\r' {
				out[i] = mask
			}
		}
	}
	return out
}

// blankOutside reports whether the line [ls, le) holds nothing but
// whitespace and template actions apart from [start, end): the actions
// before it are masked already (out), the ones after it are not (src).
func blankOutside(out, src []byte, ls, le, start, end int) bool {
	for i := ls; i < start; i++ {
		if c := out[i]; c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	rest := src[end:le]
	for len(rest) > 0 {
		switch {
		case rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\r':
			rest = rest[1:]
		case bytes.HasPrefix(rest, []byte("{{")):
			e := bytes.Index(rest, []byte("}}"))
			if e < 0 {
				return true
			}
			rest = rest[e+2:]
		default:
			return false
		}
	}
	return true
}
