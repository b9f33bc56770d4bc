package secrets

import (
	"strings"
	"testing"
)

// Only Devise's own line, commented out, in its initializer is the
// generator's sample: the same key uncommented, in another file, after
// other code on the line, or of another shape is not.
func TestGeneratorCommentOnlyCommented(t *testing.T) {
	hex := strings.Repeat("b8008800973c064e", 8)
	for _, c := range []struct {
		file, line string
		want       bool
	}{
		{"config/initializers/devise.rb", "  # config.secret_key = '" + hex + "'", true},
		{"engines/admin/config/initializers/devise.rb", "  # config.secret_key = \"" + hex + "\"\r", true},
		{"config/initializers/devise.rb", "  config.secret_key = '" + hex + "'", false},
		{"config/initializers/devise.rb", "  config.secret_key = '" + hex + "' # config.secret_key = '" + hex + "'", false},
		{"config/initializers/auth.rb", "  # config.secret_key = '" + hex + "'", false},
		{"config/initializers/devise.rb", "  # config.secret_key = '" + hex[:127] + "Z'", false},
		{"config/initializers/devise.rb", "  # config.secret_key = 'sk_live_" + hex[:120] + "'", false},
		{"config/initializers/not_devise.rb", "  # config.secret_key = '" + hex + "'", false},
	} {
		if got := generatorComment(nil, c.file, c.line) != ""; got != c.want {
			t.Errorf("generatorComment(%q, %q) = %t, want %t", c.file, c.line, got, c.want)
		}
	}
}
