package ruby_test

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/ruby"
)

// review runs the Ruby analysis on main with the other files as its project.
func review(t *testing.T, files map[string]string, main string) []string {
	t.Helper()
	tree, err := syntax.Parse(context.Background(), syntax.Ruby, []byte(files[main]))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: ruby.Analyzer, Path: main, Tree: tree,
		Report:  func(d engine.Diagnostic) { got = append(got, d.Rule) },
		Project: &analysistest.MapProject{T: t, Contents: files, Self: main}}
	if err := ruby.Analyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	return got
}

const intervalHelper = `module IntervalHelper
  UNITS = {"d" => "Day", "w" => "Week"}.freeze

  def time_interval(param)
    if (m = param.to_s.match(/\A(\d+)([dw])\z/))
      {dur: m[1].to_i, intv: UNITS[m[2]]}
    else
      {dur: 7, intv: "Day"}
    end
  end

  def passthrough(param)
    "x #{param}"
  end
end
`

const modController = `class ModController < ApplicationController
  def index
    length = time_interval(params[:period])
    Story.where("created_at >= datetime('now', '-#{length[:dur]} #{length[:intv]}')")
  end

  def raw
    q = passthrough(params[:q])
    Story.where("title = '#{q}'")
  end

  def unknown
    q = not_defined_anywhere(params[:q])
    Story.where("title = '#{q}'")
  end
end
`

// A method of a Rails helper file that a controller calls without a
// receiver runs with the call's arguments: what it returns is what its code
// returns (numbers and constants here, so no SQL injection), and one that
// returns the parameter keeps it tainted. A method no helper defines stays
// an unknown call that carries its arguments' taint.
func TestHelperInOtherFile(t *testing.T) {
	files := map[string]string{
		"app/helpers/interval_helper.rb":    intervalHelper,
		"app/controllers/mod_controller.rb": modController,
	}
	got := review(t, files, "app/controllers/mod_controller.rb")
	if n := countOf(got, "ruby/sql-injection"); n != 2 {
		t.Errorf("sql-injection reported %d times (%q); want 2: raw and unknown, not index", n, got)
	}
	// The same helper defined twice: which one runs is unknown.
	files["lib/other_interval.rb"] = "module Other\n  def time_interval(p)\n    p\n  end\nend\n"
	if n := countOf(review(t, files, "app/controllers/mod_controller.rb"), "ruby/sql-injection"); n != 3 {
		t.Errorf("with two definitions of time_interval: %d sql-injection; want 3", n)
	}
}

// A session element written from request data taints that element, not the
// keys the code never wrote.
func TestSessionElementByKey(t *testing.T) {
	src := `class LoginController < ApplicationController
  def login
    user = User.find_by(name: params[:name])
    user.password = params[:password].to_s
    session[:u] = user.session_token
    if (rd = session[:redirect_to]).present?
      return redirect_to rd
    end
    redirect_to session[:u]
  end
end
`
	got := review(t, map[string]string{"app/controllers/login_controller.rb": src}, "app/controllers/login_controller.rb")
	if n := countOf(got, "ruby/open-redirect"); n != 1 {
		t.Errorf("open-redirect reported %d times (%q); want 1, for session[:u] only", n, got)
	}
}

func countOf(got []string, rule string) int {
	n := 0
	for _, g := range got {
		if g == rule {
			n++
		}
	}
	return n
}

// Only the helper directories and the class's own superclasses (where
// Rails' autoloader finds them) are read for a helper: a model's method of
// the same name is not the controller's, and an edit to an unrelated model
// leaves the controller's cached analysis standing.
func TestHelperNotShadowedByUnrelatedClass(t *testing.T) {
	files := map[string]string{
		"app/helpers/num_helper.rb": "module NumHelper\n  def num(p)\n    p.to_i\n  end\nend\n",
		"app/models/post.rb":        "class Post < ApplicationRecord\n  def num(p)\n    p\n  end\nend\n",
		"app/controllers/posts_controller.rb": `class PostsController < ApplicationController
  def index
    Post.where("id = #{num(params[:id])}")
  end
end
`,
	}
	if got := review(t, files, "app/controllers/posts_controller.rb"); countOf(got, "ruby/sql-injection") != 0 {
		t.Errorf("got %q; want no sql-injection: num is the helper's, which returns a number", got)
	}
}

// A project row says where the helpers are: with a user's row naming
// app/support/, a helper kept there is run like one in app/helpers/.
func TestProjectRows(t *testing.T) {
	files := map[string]string{
		"app/support/interval_helper.rb":    intervalHelper,
		"app/controllers/mod_controller.rb": modController,
	}
	if n := countOf(review(t, files, "app/controllers/mod_controller.rb"), "ruby/sql-injection"); n != 3 {
		t.Errorf("shipped rows: %d sql-injection; want 3 (app/support/ is no helper directory of Rails)", n)
	}
	f, err := models.Parse("acme.yml", []byte("language: ruby\nframework: Acme\nmodels:\n  - kind: project\n    helpers: [app/support/]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := ruby.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	main := "app/controllers/mod_controller.rb"
	tree, err := syntax.Parse(context.Background(), syntax.Ruby, []byte(files[main]))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: main, Tree: tree,
		Report:  func(d engine.Diagnostic) { got = append(got, d.Rule) },
		Project: &analysistest.MapProject{T: t, Contents: files, Self: main}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	if n := countOf(got, "ruby/sql-injection"); n != 2 {
		t.Errorf("with the user's row: %d sql-injection; want 2 (the helper's numbers are no injection)", n)
	}
	if _, err := models.Parse("acme.yml", []byte("language: ruby\nframework: Acme\nmodels:\n  - kind: project\n    autoload: [app/models]\n")); err == nil ||
		!strings.Contains(err.Error(), "row 1 (line 4): field autoload: \"app/models\" is not one of directories") {
		t.Errorf("an autoload directory without its /: %v", err)
	}
}
