package ruby_test

import (
	"slices"
	"testing"
)

// With Rails 7.0's defaults or later, redirect_to refuses another host
// (raise_on_open_redirects): request data given to it is no open redirect
// unless the call passes allow_other_host: true, the configuration turns
// the check off, or the application loads older defaults.
func TestRailsRefusesOpenRedirects(t *testing.T) {
	controller := `class OauthController < ApplicationController
  def create
    redirect_to request.env["omniauth.origin"].presence || root_path
  end

  def back
    redirect_to params[:next], allow_other_host: true
  end
end
`
	app := func(version string) string {
		return "module App\n  class Application < Rails::Application\n    config.load_defaults " + version + "\n  end\nend\n"
	}
	for _, c := range []struct {
		name  string
		files map[string]string
		want  int
	}{
		{"8.1 defaults", map[string]string{"config/application.rb": app("8.1")}, 1},
		{"7.0 defaults", map[string]string{"config/application.rb": app("7.0")}, 1},
		{"6.1 defaults", map[string]string{"config/application.rb": app("6.1")}, 2},
		{"turned off", map[string]string{"config/application.rb": app("7.1"),
			"config/initializers/redirects.rb": "Rails.application.config.action_controller.raise_on_open_redirects = false\n"}, 2},
		{"no application", map[string]string{}, 2},
	} {
		files := map[string]string{"app/controllers/oauth_controller.rb": controller}
		for k, v := range c.files {
			files[k] = v
		}
		got := review(t, files, "app/controllers/oauth_controller.rb")
		n := len(slices.DeleteFunc(got, func(r string) bool { return r != "ruby/open-redirect" }))
		if n != c.want {
			t.Errorf("%s: %d open redirects (%v), want %d", c.name, n, got, c.want)
		}
	}
}
