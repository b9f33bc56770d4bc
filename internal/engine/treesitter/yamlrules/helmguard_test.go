package yamlrules

import "testing"

func TestTemplateGuarded(t *testing.T) {
	src := `spec:
  {{- if .Values.prometheusOperator.hostNetwork }}
  hostNetwork: true
  {{- end }}
  {{- if .Values.other }}
  hostPID: true
  {{- else }}
  hostIPC: true
  {{- end }}
  {{- if not .Values.hostNetwork }}
  hostNetwork: true
  {{- end }}
  {{- with .Values.x }}{{ if .hostNetwork }}
  hostNetwork: true
  {{- end }}{{ end }}
  hostNetwork: true
`
	at := func(line int) int {
		n := 0
		for i, c := range src {
			if n == line-1 {
				return i + 2
			}
			if c == '\n' {
				n++
			}
		}
		return len(src)
	}
	for _, c := range []struct {
		line int
		word string
		want bool
	}{
		{3, "hostNetwork", true},
		{6, "hostPID", false},      // guarded by another value
		{8, "hostIPC", false},      // the else branch
		{11, "hostNetwork", false}, // a negated test
		{14, "hostNetwork", true},  // nested in a with
		{16, "hostNetwork", false}, // after every block closed
	} {
		if got := templateGuarded([]byte(src), at(c.line), c.word); got != c.want {
			t.Errorf("line %d %s: %v, want %v", c.line, c.word, got, c.want)
		}
	}
}
