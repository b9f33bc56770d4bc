package gosource

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

// A //go:embed directive takes in a file or a directory above it, relative
// to its Go file, quoted or not, with all: or not; every Go file that
// embeds one is named, in the files' order.
func TestEmbeddedBy(t *testing.T) {
	f := Analyze([]*scope.File{
		{Path: "assets/assets.go", Content: []byte("package assets\n\nimport \"embed\"\n\n//go:embed fixtures/*.json \"static dir\"\nvar FS embed.FS\n")},
		{Path: "assets/assets_test.go", Content: []byte("package assets\n\nimport \"embed\"\n\n//go:embed all:fixtures\nvar testFS embed.FS\n")},
		{Path: "web/web.go", Content: []byte("package web\n\nimport _ \"embed\"\n\n//go:embed `index.html`\nvar index string\n")},
		// in a var block the directive is indented (a search for it at the
		// start of a line missed it)
		{Path: "mail/mail.go", Content: []byte("package mail\n\nimport _ \"embed\"\n\nvar (\n\t//go:embed welcome.tmpl\n\twelcome string\n)\n")},
	}, nil)
	for p, want := range map[string][]string{
		"assets/fixtures/seed.json":  {"assets/assets.go", "assets/assets_test.go"},
		"assets/fixtures/a/b.txt":    {"assets/assets_test.go"},
		"assets/static dir/logo.svg": {"assets/assets.go"},
		"web/index.html":             {"web/web.go"},
		"web/other.html":             nil,
		"mail/welcome.tmpl":          {"mail/mail.go"},
		"fixtures/seed.json":         nil,
	} {
		if got := f.EmbeddedBy(p); !slices.Equal(got, want) {
			t.Errorf("%s: embedded by %q, want %q", p, got, want)
		}
	}
	var none *Facts
	if none.EmbeddedBy("web/index.html") != nil || none.BuildIgnored("tools/gen.go") {
		t.Error("nil facts know something")
	}
}

// Only directives count: a generator whose template holds a //go:embed or
// a //go:build ignore line in a string embeds nothing and is built (a
// search of the text for those lines, as security did, raised a
// credential in its fixtures to system-breaking and called the generator
// excluded from every build).
func TestDirectivesNotStrings(t *testing.T) {
	const gen = "package gen\n\nconst header = `//go:build ignore\n\npackage main\n\nimport \"embed\"\n\n//go:embed testdata\nvar fs embed.FS\n`\n"
	f := Analyze([]*scope.File{
		{Path: "gen/gen.go", Content: []byte(gen)},
		{Path: "tools/ignored.go", Content: []byte("// Command ignored is run by go generate.\n\n//go:build ignore\n\npackage main\n")},
		{Path: "tools/tagged.go", Content: []byte("//go:build ignore && linux\n\npackage main\n")},
	}, nil)
	if got := f.EmbeddedBy("gen/testdata/key.pem"); got != nil {
		t.Errorf("embedded by %q", got)
	}
	if f.BuildIgnored("gen/gen.go") {
		t.Error("gen/gen.go: a string's //go:build ignore read as the file's constraint")
	}
	if !f.BuildIgnored("tools/ignored.go") {
		t.Error("tools/ignored.go: its //go:build ignore was not read")
	}
	if f.BuildIgnored("tools/tagged.go") {
		t.Error("tools/tagged.go: a constraint that is not ignore alone read as ignore")
	}
}
