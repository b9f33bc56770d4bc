package team

import (
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/specialist/secrets"
)

// Specialists is the registry: adding a specialist is one line here.
var Specialists = []specialist.Specialist{
	secrets.Specialist{},
}

// Engines builds the engine of a name. Adding an engine is one line here.
var Engines = map[string]engine.Constructor{
	secretsengine.Name: func(engine.Env) (engine.Engine, error) {
		sc, err := secretsengine.Gitleaks()
		if err != nil {
			return nil, fmt.Errorf("starting the secrets engine: %w", err)
		}
		return &secretsengine.Engine{Scanner: sc}, nil
	},
}

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
func Select(template string) ([]specialist.Specialist, error) {
	names, ok := config.Templates[template]
	if !ok {
		return nil, fmt.Errorf("unknown template %q (known: %s)", template, strings.Join(config.TemplateNames(), ", "))
	}
	var out []specialist.Specialist
	for _, n := range names {
		if s, ok := Lookup(n); ok {
			out = append(out, s)
		}
	}
	return out, nil
}
