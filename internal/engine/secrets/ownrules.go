package secrets

import (
	_ "embed"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/viper"
	"github.com/zricethezav/gitleaks/v8/config"
)

// ownRulesTOML are credentials gitleaks' default rules do not look for,
// written in gitleaks' own configuration format and run by the same
// detector, so that everything downstream of a Scanner — the engine, the
// redaction of what the tool prints and sends, the guard on fixes — knows
// them too. Their ids carry no mark of their own: the engine names every
// rule of the detector gitleaks/….
//
//go:embed own_rules.toml
var ownRulesTOML string

// ownRules are own_rules.toml's rules in file order, translated as
// gitleaks translates a configuration file (its allowlists with
// targetRules joined to those rules).
func ownRules() ([]config.Rule, error) {
	cfg, err := translate("own_rules.toml", ownRulesTOML)
	if err != nil {
		return nil, err
	}
	if len(cfg.Allowlists) > 0 {
		return nil, fmt.Errorf("own_rules.toml: an [[allowlists]] without targetRules would apply to gitleaks' rules too")
	}
	out := make([]config.Rule, 0, len(cfg.OrderedRules))
	for _, id := range cfg.OrderedRules {
		out = append(out, cfg.Rules[id])
	}
	return out, nil
}

// translate reads a gitleaks configuration as detect.NewDetectorDefaultConfig
// reads the default one. gitleaks compiles the regular expressions with
// MustCompile; one that does not compile is this file's error, not a panic.
func translate(name, data string) (cfg config.Config, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: %v", name, r)
		}
	}()
	v := viper.New()
	v.SetConfigType("toml")
	if err := v.ReadConfig(strings.NewReader(data)); err != nil {
		return config.Config{}, fmt.Errorf("%s: %w", name, err)
	}
	var vc config.ViperConfig
	if err := v.Unmarshal(&vc); err != nil {
		return config.Config{}, fmt.Errorf("%s: %w", name, err)
	}
	cfg, err = vc.Translate()
	if err != nil {
		return config.Config{}, fmt.Errorf("%s: %w", name, err)
	}
	return cfg, nil
}

// withOwnRules returns cfg with ownRules added, validated as gitleaks
// validates the rules of a configuration file.
func withOwnRules(cfg config.Config) (config.Config, error) {
	own, err := ownRules()
	if err != nil {
		return cfg, err
	}
	cfg.Rules = maps.Clone(cfg.Rules)
	cfg.Keywords = maps.Clone(cfg.Keywords)
	cfg.OrderedRules = slices.Clone(cfg.OrderedRules)
	for _, r := range own {
		if _, ok := cfg.Rules[r.RuleID]; ok {
			return cfg, fmt.Errorf("rule %s: gitleaks has a rule of that name now", r.RuleID)
		}
		for _, a := range r.Allowlists {
			if err := a.Validate(); err != nil {
				return cfg, fmt.Errorf("rule %s: %w", r.RuleID, err)
			}
		}
		if err := r.Validate(); err != nil {
			return cfg, err
		}
		for _, k := range r.Keywords {
			cfg.Keywords[strings.ToLower(k)] = struct{}{}
		}
		cfg.Rules[r.RuleID] = r
		cfg.OrderedRules = append(cfg.OrderedRules, r.RuleID)
	}
	return cfg, nil
}

// placeholderRule is the own rule whose allowlists hold the placeholders
// every password rule of own_rules.toml shares (targetRules).
const placeholderRule = "config-file-password"

// placeholders are the regular expressions of the shared placeholder
// allowlist: a template's reference to a password, or a word that stands
// for one (changeme, mypassword, ${DB_PASSWORD}).
var placeholders = sync.OnceValue(func() []*regexp.Regexp {
	own, err := ownRules()
	if err != nil {
		return nil
	}
	for _, r := range own {
		if r.RuleID != placeholderRule {
			continue
		}
		for _, a := range r.Allowlists {
			if strings.HasPrefix(a.Description, "placeholders") {
				return a.Regexes
			}
		}
	}
	return nil
})

// Placeholder reports whether v, a password's whole value, is one the
// password rules take for a placeholder and never report: the same test
// for a value the specialist has decoded (a Kubernetes Secret's base64
// data) as for one written in plain text.
func Placeholder(v string) bool {
	for _, re := range placeholders() {
		if re.MatchString(v) {
			return true
		}
	}
	return false
}
