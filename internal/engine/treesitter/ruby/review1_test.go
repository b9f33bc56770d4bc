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
