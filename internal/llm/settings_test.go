package llm

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
)

func TestUnsupportedSettingsAreSaid(t *testing.T) {
	roles := map[string]config.LLMRole{
		"default":  {Model: "m-small", Effort: "low"},
		"security": {Model: "m-large", Effort: "high"},
		"fixer":    {Model: "m-fix"},
	}
	for _, tc := range []struct {
		provider string
		want     []string
	}{
		{"openai", nil},
		{"anthropic", []string{
			"llm.roles.security.effort (high) is not sent: the anthropic provider asks for no reasoning effort",
			"llm.roles.default.effort (low) is not sent: the anthropic provider asks for no reasoning effort",
		}},
		{"command", []string{
			"llm.roles.security.model (m-large) is not sent: the command provider runs the same command for every role",
			"llm.roles.security.effort (high) is not sent: the command provider runs the same command for every role",
			"llm.roles.default.model (m-small) is not sent: the command provider runs the same command for every role",
			"llm.roles.default.effort (low) is not sent: the command provider runs the same command for every role",
			"llm.roles.fixer.model (m-fix) is not sent: the command provider runs the same command for every role",
		}},
	} {
		cfg := config.Default()
		cfg.LLM.Provider = tc.provider
		cfg.LLM.Roles = roles
		got := UnsupportedSettings(&cfg, "security", "correctness", "maintainability", "fixer")
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.provider, got, tc.want)
		}
	}
}
