package ruby_test

import (
	"strings"
	"testing"
)

// Rails' generated bin/setup wraps system in system!(*args) and calls it
// with literal commands only: its parameters hold those strings, so the
// wrapper is no command built from values the analysis cannot see. The
// same wrapper called with a variable, defined in a library file (no #!)
// or in a class another file may call, stays reported.
func TestScriptMethodCalledWithLiterals(t *testing.T) {
	setup := `#!/usr/bin/env ruby
require "fileutils"

APP_ROOT = File.expand_path("..", __dir__)

def system!(*args)
  system(*args, exception: true)
end

FileUtils.chdir APP_ROOT do
  puts "== Installing dependencies =="
  system("bundle check") || system!("bundle install")
  system! "bin/rails db:prepare"
end
`
	if got := review(t, map[string]string{"bin/setup.rb": setup}, "bin/setup.rb"); countOf(got, "ruby/backtick-interpolation") != 0 {
		t.Errorf("bin/setup's system! reported: %q", got)
	}
	withVariable := setup + "system! \"git checkout #{ENV['BRANCH']}\"\n"
	if got := review(t, map[string]string{"bin/setup.rb": withVariable}, "bin/setup.rb"); countOf(got, "ruby/backtick-interpolation") != 1 {
		t.Errorf("system! called with interpolated text: %q, want the wrapper reported", got)
	}
	// a library file's top-level helper (no #!): another file may call it with anything
	library := strings.TrimPrefix(setup, "#!/usr/bin/env ruby\n")
	if got := review(t, map[string]string{"lib/setup_helpers.rb": library}, "lib/setup_helpers.rb"); countOf(got, "ruby/backtick-interpolation") != 1 {
		t.Errorf("a library's top-level method: %q, want it reported (other files may call it)", got)
	}
	inClass := "class Tasks\n  def run!(cmd)\n    system(cmd, exception: true)\n  end\nend\n\nTasks.new.run!(\"make\")\n"
	if got := review(t, map[string]string{"lib/tasks.rb": inClass}, "lib/tasks.rb"); countOf(got, "ruby/backtick-interpolation") != 1 {
		t.Errorf("a class's method: %q, want it reported (other files may call it)", got)
	}
}
