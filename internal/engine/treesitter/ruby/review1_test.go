package ruby_test

import "testing"

// An element written under a variable key after one written under a
// constant key may be any key: a later read by another constant key holds
// its taint.
func TestSessionVariableKeyAfterConstant(t *testing.T) {
	src := `class LoginController < ApplicationController
  def login
    session[:u] = params[:name]
    session[params[:k]] = params[:v]
    redirect_to session[:redirect_to]
  end
end
`
	got := review(t, map[string]string{"app/controllers/login_controller.rb": src}, "app/controllers/login_controller.rb")
	if n := countOf(got, "ruby/open-redirect"); n != 1 {
		t.Errorf("open-redirect reported %d times (%q); want 1: session[params[:k]] may be session[:redirect_to]", n, got)
	}
}

// One helper file that defines a method twice (in two modules) does not say
// which one runs: the call stays unknown and carries its argument's taint.
func TestHelperDefinedTwiceInOneFile(t *testing.T) {
	files := map[string]string{
		"app/helpers/fmt_helper.rb": `module RawFmt
  def fmt(p)
    p
  end
end

module NumFmt
  def fmt(p)
    p.to_i
  end
end
`,
		"app/controllers/s_controller.rb": `class SController < ApplicationController
  include RawFmt
  def index
    q = fmt(params[:q])
    Story.where("title = '#{q}'")
  end
end
`,
	}
	if n := countOf(review(t, files, "app/controllers/s_controller.rb"), "ruby/sql-injection"); n != 1 {
		t.Errorf("sql-injection reported %d times; want 1: fmt is defined twice, which one runs is unknown", n)
	}
}

// A helper whose rest parameter takes the request data in a later position
// returns it.
func TestHelperRestParameter(t *testing.T) {
	files := map[string]string{
		"app/helpers/q_helper.rb": `module QHelper
  def cond(*parts)
    parts.join(" AND ")
  end
end
`,
		"app/controllers/s_controller.rb": `class SController < ApplicationController
  def index
    q = cond("a = 1", params[:q])
    Story.where(q)
  end
end
`,
	}
	if n := countOf(review(t, files, "app/controllers/s_controller.rb"), "ruby/sql-injection"); n != 1 {
		t.Errorf("sql-injection reported %d times; want 1: params[:q] is in *parts", n)
	}
}

// A method a parent controller defines (outside the helper directories) is
// what a receiver-less call in a subclass runs: a helper file's method of
// the same name says nothing about it, so the call stays unknown.
func TestHelperNameAlsoInController(t *testing.T) {
	files := map[string]string{
		"lib/formatter.rb":                         "class Formatter\n  def fmt(p)\n    p.to_i\n  end\nend\n",
		"app/controllers/admin/base_controller.rb": "class Admin::BaseController < ApplicationController\n  def fmt(p)\n    p\n  end\nend\n",
		"app/controllers/admin/users_controller.rb": `class Admin::UsersController < Admin::BaseController
  def index
    q = fmt(params[:q])
    User.where("name = '#{q}'")
  end
end
`,
	}
	if n := countOf(review(t, files, "app/controllers/admin/users_controller.rb"), "ruby/sql-injection"); n != 1 {
		t.Errorf("sql-injection reported %d times; want 1: fmt runs Admin::BaseController's, not lib/formatter.rb's", n)
	}
}
