package design

import (
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

// A package's published, minified stylesheet (Laravel Horizon's under
// public/vendor/) declares Bootstrap's :root palette: those are not the
// project's tokens, so a #ffffff in the project's own sheet names none of
// them. The same :root written in the project's sheet still does.
func TestBundleTokensAreNotTheProjects(t *testing.T) {
	bundle := ":root{--white:#fff;--light:#f8f9fa;--primary:#7746ec}" + strings.Repeat(".c{color:#111827;padding:0}", 200) + "\n"
	vendor := &scope.File{Path: "public/vendor/horizon/app.css", Content: []byte(bundle)}
	mail := &scope.File{Path: "resources/views/vendor/mail/html/themes/default.css", Content: []byte(".body {\n    background-color: #ffffff;\n}\n")}
	if got := review(t, nil, vendor, mail)["design/use-token"]; len(got) != 0 {
		t.Errorf("tokens of a bundle reported at lines %v", got)
	}
	own := &scope.File{Path: "resources/css/app.css", Content: []byte(":root {\n  --white: #fff;\n}\n")}
	if got := review(t, nil, vendor, own, mail)["design/use-token"]; !slices.Equal(got, []int{2}) {
		t.Errorf("the project's own token: reported at lines %v, want [2]", got)
	}
}
