package ruby_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/ruby"
)

// A user's models for an invented framework: a request object known by
// its name, a source method on it, and an SQL sink on a class.
func TestUserModels(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: ruby\nframework: Acme\nmodels:\n"+
		"  - kind: type\n    name: Acme::Request\n    receiver-names: '^req$'\n"+
		"  - kind: source\n    type: Acme::Request\n    methods: [param]\n    source: remote\n"+
		"  - kind: sink\n    type: Acme::DB\n    methods: [raw]\n    args: [0]\n    sink: sql-injection\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := ruby.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `class Reports
  def show
    day = req.param("day")
    Acme::DB.raw("SELECT * FROM sales WHERE day = '#{day}'")
    Acme::DB.raw("SELECT * FROM sales WHERE day = ?", day)
  end
end
`
	rules := func(a *analysis.Analyzer) map[int]string {
		out := map[int]string{}
		for _, d := range analysistest.Diagnostics(t, "app.rb", syntax.Ruby, []byte(src), []*analysis.Analyzer{a}) {
			out[d.Lines.Start] = d.Rule
		}
		return out
	}
	if got := rules(a); got[4] != "ruby/sql-injection" || got[5] != "" {
		t.Errorf("with the model: %v; want ruby/sql-injection on line 4 alone", got)
	}
	if got := rules(ruby.Analyzer); got[4] == "ruby/sql-injection" {
		t.Errorf("without the model: %v", got)
	}
}

// A sink kind the Ruby analysis has no rule for is refused, naming the
// row.
func TestUserModelUnknownSink(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: ruby\nframework: Acme\nmodels:\n"+
		"  - kind: sink\n    type: Acme::Dir\n    methods: [search]\n    sink: ldap-injection\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = ruby.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field sink") {
		t.Errorf("error %v; want it to name the row and field", err)
	}
}

// A barrier row's args and keywords are what its result still carries:
// the shipped route-helper rows pass url_for's String and a *_url
// helper's host: through, and a user's row says so of its own helper.
func TestBarrierPassThroughRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `class ReturnsController < ApplicationController
  def show
    redirect_to url_for(params[:next])
    redirect_to root_url(host: params[:host])
    redirect_to root_path(params[:id])
    redirect_to cdn_link(params[:next])
  end
end
`
	lines := func(a *analysis.Analyzer) map[int]bool {
		out := map[int]bool{}
		for _, d := range analysistest.Diagnostics(t, "app/controllers/returns_controller.rb", syntax.Ruby, []byte(src), []*analysis.Analyzer{a}) {
			if d.Rule == "ruby/open-redirect" {
				out[d.Lines.Start] = true
			}
		}
		return out
	}
	f, err := models.Parse("acme.yml", []byte("language: ruby\nframework: Acme\nmodels:\n"+
		"  - kind: barrier\n    methods: [cdn_link]\n"+
		"  - kind: barrier\n    methods: [cdn_link_for]\n    args: [0]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := ruby.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); !got[3] || !got[4] || got[5] || got[6] {
		t.Errorf("with a barrier row for cdn_link: open-redirect on lines %v; want 3 and 4", got)
	}
	src = strings.ReplaceAll(src, "cdn_link(", "cdn_link_for(")
	if got := lines(a); !got[3] || !got[4] || got[5] || !got[6] {
		t.Errorf("with a barrier row for cdn_link_for that passes argument 0: open-redirect on lines %v; want 3, 4 and 6", got)
	}
}

// A summary row's key-arg says which argument of a request-reading method
// names the key: Model.new of what it read is a form's parameters when
// the key names the model, one value otherwise. A user's row says so of
// an invented form object; without key-arg nothing says which argument
// is the key, and both are a mass assignment.
func TestUserKeyArgRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `class UsersController < ApplicationController
  def create
    User.new(form.take(:account, :user))
    Searcher.new(form.take(:user, :query))
  end
end
`
	lines := func(keyArg string) map[int]bool {
		f, err := models.Parse("acme.yml", []byte("language: ruby\nframework: Acme\nmodels:\n"+
			"  - kind: type\n    name: Acme::Form\n    receiver-names: '^form$'\n    source: remote\n"+
			"  - kind: summary\n    type: Acme::Form\n    methods: [take]\n    flow: receiver -> return\n    returns: receiver\n"+keyArg))
		if err != nil {
			t.Fatal(err)
		}
		a, err := ruby.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test" + keyArg})
		if err != nil {
			t.Fatal(err)
		}
		out := map[int]bool{}
		for _, d := range analysistest.Diagnostics(t, "app/controllers/users_controller.rb", syntax.Ruby, []byte(src), []*analysis.Analyzer{a}) {
			if d.Rule == "ruby/mass-assignment" {
				out[d.Lines.Start] = true
			}
		}
		return out
	}
	if got := lines("    key-arg: last\n"); !got[3] || got[4] {
		t.Errorf("with key-arg last: mass-assignment on lines %v; want 3 alone", got)
	}
	if got := lines(""); !got[3] || !got[4] {
		t.Errorf("without key-arg: mass-assignment on lines %v; want 3 and 4", got)
	}
	if got := lines("    key-arg: first\n"); got[3] || got[4] {
		t.Errorf("with key-arg first (:account, :user): mass-assignment on lines %v; want none", got)
	}
}

// A key-arg that is neither first nor last, or on a row that reads no
// key, is refused naming the file, row and field.
func TestKeyArgErrors(t *testing.T) {
	for _, tc := range []struct{ row, want string }{
		{"  - kind: summary\n    methods: [take]\n    flow: receiver -> return\n    key-arg: 2\n", "acme.yml: row 1 (line 4): field key-arg: \"2\" is not one of first, last"},
		{"  - kind: sink\n    methods: [take]\n    sink: xss\n    key-arg: first\n", "acme.yml: row 1 (line 4): field key-arg: not a field of a sink row"},
	} {
		_, err := models.Parse("acme.yml", []byte("language: ruby\nframework: Acme\nmodels:\n"+tc.row))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want %q", tc.row, err, tc.want)
		}
	}
	_, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [take]\n    flow: receiver -> return\n    key-arg: first\n"))
	if err == nil || !strings.Contains(err.Error(), "field key-arg: the python analysis does not read it yet (ruby do)") {
		t.Errorf("python key-arg: error %v", err)
	}
}
