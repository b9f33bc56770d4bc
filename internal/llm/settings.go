package llm

import (
	"fmt"

	"github.com/teamreview/teamreview/internal/config"
)

// supports says which of a role's settings each provider can send: a
// setting it cannot is said once, not dropped without a word.
var supports = map[string]struct{ model, effort bool }{
	"anthropic": {model: true},
	"openai":    {model: true, effort: true},
	"command":   {},
}

// whyNot is the reason a provider cannot send a setting.
var whyNot = map[string]string{
	"anthropic/effort": "the anthropic provider asks for no reasoning effort",
	"command/model":    "the command provider runs the same command for every role",
	"command/effort":   "the command provider runs the same command for every role",
}

// UnsupportedSettings lists, one line each, the llm.roles settings of the
// given roles that the configured provider does not send, naming the key
// that set each: a role's own entry, or "default". A setting set once for
// several roles is named once.
func UnsupportedSettings(cfg *config.Config, roles ...string) []string {
	can, ok := supports[cfg.LLM.Provider]
	if !ok {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	say := func(key, value, setting string) {
		if value == "" || seen[key] {
			return
		}
		seen[key] = true
		out = append(out, fmt.Sprintf("%s (%s) is not sent: %s", key, value, whyNot[cfg.LLM.Provider+"/"+setting]))
	}
	for _, role := range roles {
		own, def := cfg.LLM.Roles[role], cfg.LLM.Roles["default"]
		if !can.model {
			if own.Model != "" {
				say("llm.roles."+role+".model", own.Model, "model")
			} else {
				say("llm.roles.default.model", def.Model, "model")
			}
		}
		if !can.effort {
			if own.Effort != "" {
				say("llm.roles."+role+".effort", own.Effort, "effort")
			} else {
				say("llm.roles.default.effort", def.Effort, "effort")
			}
		}
	}
	return out
}
