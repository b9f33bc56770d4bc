package suppression

import (
	"fmt"
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

func lines(ls []Line) []string {
	var out []string
	for _, l := range ls {
		out = append(out, fmt.Sprintf("%d %v %s", l.N, l.Only, l.Text))
	}
	return out
}

func TestGoComments(t *testing.T) {
	src := "package x\n\n// doc\nvar s = \"//nolint\" // trailing\n/* one\n   two */\nvar r = `\n// in a raw string\n`\n"
	want := []string{"3 true // doc", "4 false // trailing", "5 true /* one", "6 true    two */"}
	if got := lines(Comments("x.go", []byte(src))); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestParsedComments(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo: no parsers")
	}
	py := "x = '# not a comment'  # a comment\n# alone\ns = \"\"\"\n# in a docstring\n\"\"\"\n"
	if got, want := lines(Comments("a.py", []byte(py))), []string{"1 false # a comment", "2 true # alone"}; !slices.Equal(got, want) {
		t.Errorf("Python: got %q, want %q", got, want)
	}
	html := "<p>x</p>\n<!-- teamreview:ignore design/img-alt spacer -->\n"
	if got, want := lines(Comments("a.html", []byte(html))), []string{"2 true <!-- teamreview:ignore design/img-alt spacer -->"}; !slices.Equal(got, want) {
		t.Errorf("HTML: got %q, want %q", got, want)
	}
}

func TestLineCommentsWithoutAParser(t *testing.T) {
	sql := "-- teamreview:ignore sql/x why\nSELECT '-- no' FROM t;\n"
	if got, want := lines(Comments("a.sql", []byte(sql))), []string{"1 true -- teamreview:ignore sql/x why"}; !slices.Equal(got, want) {
		t.Errorf("SQL: got %q, want %q", got, want)
	}
}

func TestBody(t *testing.T) {
	for in, want := range map[string]string{
		"//nolint:errcheck // why":         "nolint:errcheck // why",
		"# teamreview:ignore R why":        "teamreview:ignore R why",
		"<!-- teamreview:ignore R why -->": "teamreview:ignore R why",
		"/* teamreview:ignore R why */":    "teamreview:ignore R why",
		"{# teamreview:ignore R why #}":    "teamreview:ignore R why",
		"-- teamreview:ignore R why":       "teamreview:ignore R why",
		"// #nosec G104 -- f cannot fail":  "#nosec G104 -- f cannot fail",
	} {
		if got := Body(in); got != want {
			t.Errorf("Body(%q) = %q, want %q", in, got, want)
		}
	}
}
