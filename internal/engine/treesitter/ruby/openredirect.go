package ruby

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// Rails refuses to redirect to another host since 7.0's defaults: with
// config.action_controller.raise_on_open_redirects (true for
// config.load_defaults 7.0 and later, "Configuring Rails Applications"),
// redirect_to raises ActionController::Redirecting::UnsafeRedirectError
// for a URL whose host is not the request's, unless the call passes
// allow_other_host: true. Request data given to such a redirect_to can
// fail the request, not send the user elsewhere.
// https://guides.rubyonrails.org/configuring.html#config-action-controller-raise-on-open-redirects
var (
	loadDefaults = regexp.MustCompile(`(?m)^\s*config\.load_defaults\s*\(?\s*["']?(\d+)\.(\d+)`)
	// a configuration that turns the check off, or only logs it
	redirectsAllowed = regexp.MustCompile(`raise_on_open_redirects\s*=\s*false|action_on_open_redirect\s*=\s*:(?:log|notify)`)
)

// refusedRedirect reports a redirect_to that Rails itself refuses to send
// to another host: the application loads 7.0's defaults or later, no
// configuration file turns the check off, and the call does not pass
// allow_other_host (or passes false).
func (c *checker) refusedRedirect(ci *callInfo) bool {
	if ci.m != "redirect_to" || c.allowsOtherHost(ci) {
		return false
	}
	if c.railsRefuses == nil {
		refuses := c.railsRefusesOtherHosts()
		c.railsRefuses = &refuses
	}
	return *c.railsRefuses
}

// allowsOtherHost reports an allow_other_host: option that is not false.
func (c *checker) allowsOtherHost(ci *callInfo) bool {
	for _, a := range ci.args {
		pairs := a.pairs
		if a.node.Kind == "hash" {
			pairs = a.node.NamedChildren()
		}
		for _, p := range pairs {
			if p.Kind != "pair" {
				continue
			}
			if k, _ := c.constKey(p.Child("key"), ci.e); k == "s:allow_other_host" && c.text(p.Child("value")) != "false" {
				return true
			}
		}
		if a.node.Kind == "hash_splat_argument" {
			return true // options passed on: they may allow it
		}
	}
	return false
}

// railsRefusesOtherHosts reads the application's configuration.
func (c *checker) railsRefusesOtherHosts() bool {
	p := c.pass.Project
	if p == nil {
		return false
	}
	app, ok := p.ReadFile("config/application.rb")
	if !ok {
		return false
	}
	m := loadDefaults.FindSubmatch(app)
	if m == nil {
		return false
	}
	if major, _ := strconv.Atoi(string(m[1])); major < 7 {
		return false
	}
	for _, rel := range p.Files(syntax.Ruby) {
		if !strings.HasPrefix(rel, "config/") {
			continue
		}
		if data, ok := p.ReadFile(rel); ok && redirectsAllowed.Match(data) {
			return false
		}
	}
	return true
}
