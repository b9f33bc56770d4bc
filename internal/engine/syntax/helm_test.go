package syntax_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

func TestMaskHelm(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// an action alone on its line becomes spaces; one in a value, x's
		{"spec:\n  {{- if .Values.x }}\n  replicas: {{ .Values.n }}\n  {{- end }}\n",
			"spec:\n                     \n  replicas: xxxxxxxxxxxxxxx\n            \n"},
		// several actions on one line, and one inside quotes
		{"  {{- with .Values.a }}{{ toYaml . }}\nimage: \"{{ .Values.r }}:{{ .Values.t }}\"\n",
			"                                     \nimage: \"xxxxxxxxxxxxxxx:xxxxxxxxxxxxxxx\"\n"},
		// GitHub's expressions stay, and so does an opening that never closes
		{"run: echo ${{ github.sha }}\n", "run: echo ${{ github.sha }}\n"},
		{"a: {{ .Values.a }}\nb: \"use {{ to open\"\nc: 1\n", "a: xxxxxxxxxxxxxxx\nb: \"use {{ to open\"\nc: 1\n"},
	} {
		if got := string(syntax.MaskHelm([]byte(c.in))); got != c.want {
			t.Errorf("MaskHelm(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	if syntax.HasGoTemplate([]byte("run: ${{ github.sha }}")) || !syntax.HasGoTemplate([]byte("a: ${{ x }}\nb: {{ .Values.b }}")) {
		t.Error("HasGoTemplate: GitHub expressions are not Go templates; Helm's actions are")
	}
}

// A chart's template parses as the YAML it renders to: the privileged:
// true under a values switch is a mapping pair, not lost in an ERROR.
func TestHelmTemplateParses(t *testing.T) {
	src := "spec:\n  {{- if .Values.enabled }}\n  template:\n    spec:\n      containers:\n        - name: {{ .Chart.Name }}\n          securityContext:\n            privileged: true\n  {{- end }}\n"
	tree := parse(t, syntax.YAML, src)
	if len(tree.Errors) > 0 {
		t.Fatalf("errors in a masked chart template: %v", tree.Errors)
	}
	found := false
	var walk func(n *syntax.Node)
	walk = func(n *syntax.Node) {
		if n.Kind == "block_mapping_pair" && tree.Text(n) == "privileged: true" {
			found = true
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(tree.Root)
	if !found {
		t.Error("privileged: true is not a mapping pair of the parsed template")
	}
	if got := tree.Text(tree.Root); got != src {
		t.Error("Tree.Src is not the original text")
	}
}
