package team

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/engine/changes"
	"github.com/teamreview/teamreview/internal/engine/external"
	"github.com/teamreview/teamreview/internal/engine/goanalysis"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/engine/iac"
	"github.com/teamreview/teamreview/internal/engine/rulepack"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/engine/templates"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/specialist/correctness"
	"github.com/teamreview/teamreview/internal/specialist/design"
	"github.com/teamreview/teamreview/internal/specialist/maintainability"
	"github.com/teamreview/teamreview/internal/specialist/performance"
	"github.com/teamreview/teamreview/internal/specialist/secrets"
	"github.com/teamreview/teamreview/internal/specialist/security"
)

// Specialists is the registry: adding a specialist is one line here.
var Specialists = []specialist.Specialist{
	correctness.Specialist,
	security.New(),
	secrets.Specialist{},
	performance.Specialist,
	maintainability.Specialist{},
	design.Specialist{},
}

// Engines builds the engine of a name. Adding an engine is one line here.
var Engines = map[string]engine.Constructor{
	rulepack.Name:  rulepack.New,
	external.Name:  external.New,
	iac.Name:       iac.New,
	changes.Name:   changes.New,
	gosource.Name:  gosource.New,
	templates.Name: templates.New,
	treesitter.Name: func(env engine.Env) (engine.Engine, error) {
		e, err := treesitter.New(env)
		if err != nil {
			return nil, err
		}
		e.(*treesitter.Engine).CacheDir = cache.DefaultDir()
		e.(*treesitter.Engine).HasSecret = secretsengine.Guard()
		return e, nil
	},
	goanalysis.Name: func(env engine.Env) (engine.Engine, error) {
		e, err := goanalysis.New(env)
		if err != nil {
			return nil, err
		}
		return &cache.Engine{Inner: e, Env: env, Key: cache.GoKey, Dir: cache.DefaultDir(), HasSecret: secretsengine.Guard()}, nil
	},
	secretsengine.Name: func(engine.Env) (engine.Engine, error) {
		sc, err := secretsengine.Gitleaks()
		if err != nil {
			return nil, fmt.Errorf("starting the secrets engine: %w", err)
		}
		return &secretsengine.Engine{Scanner: sc}, nil
	},
}

// dimensionAliases are the short names --dimensions accepts: the seeds'
// (sec, cor, prf, mnt) and the longer ones people type.
var dimensionAliases = map[string]string{
	"sec": "security", "cor": "correctness", "prf": "performance", "perf": "performance",
	"mnt": "maintainability", "maint": "maintainability",
}

// Dimensions resolves --dimensions values (names or short names)
// to registered specialists, in the order given.
func Dimensions(names []string) ([]specialist.Specialist, error) {
	var out []specialist.Specialist
	for _, n := range names {
		n = strings.TrimSpace(strings.ToLower(n))
		if full, ok := dimensionAliases[n]; ok {
			n = full
		}
		s, ok := Lookup(n)
		if !ok {
			known := make([]string, 0, len(Specialists))
			for _, s := range Specialists {
				known = append(known, s.Name())
			}
			return nil, fmt.Errorf("unknown dimension %q (known: %s; short: sec, cor, prf or perf, mnt or maint)", n, strings.Join(known, ", "))
		}
		if !slices.ContainsFunc(out, func(x specialist.Specialist) bool { return x.Name() == s.Name() }) {
			out = append(out, s)
		}
	}
	return out, nil
}

// OptionalEngines add to what their specialists see: when one fails, the
// specialists still review with the others and a note says what is
// missing. Any other engine is primary: without it the specialist is
// unavailable.
var OptionalEngines = map[string]bool{rulepack.Name: true, external.Name: true, iac.Name: true, templates.Name: true, treesitter.Name: true, changes.Name: true, gosource.Name: true}

// Lookup returns the registered specialist of a name.
func Lookup(name string) (specialist.Specialist, bool) {
	for _, s := range Specialists {
		if s.Name() == name {
			return s, true
		}
	}
	return nil, false
}

// Select returns the registered specialists of a template, in its order.
// Built-in templates may name specialists a later version brings; those are
// skipped. A configured template that names an unknown specialist is an
// error: it is a typo.
func Select(cfg *config.Config, template string) ([]specialist.Specialist, error) {
	names, ok := cfg.Template(template)
	if !ok {
		return nil, fmt.Errorf("unknown template %q (known: %s)", template, strings.Join(cfg.TemplateNames(), ", "))
	}
	if _, custom := cfg.Templates[template]; custom {
		return Dimensions(names)
	}
	var out []specialist.Specialist
	for _, n := range names {
		if s, ok := Lookup(n); ok {
			out = append(out, s)
		}
	}
	return out, nil
}
