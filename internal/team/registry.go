package team

import (
	"fmt"
	"slices"
	"strings"

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

// Templates name which specialists review. Names without a registered
// specialist are skipped: they arrive with later versions.
var Templates = map[string][]string{
	"review": {"correctness", "security", "secrets", "maintainability"},
	"quick":  {"correctness", "security", "secrets"},
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
	names, ok := Templates[template]
	if !ok {
		known := make([]string, 0, len(Templates))
		for k := range Templates {
			known = append(known, k)
		}
		slices.Sort(known)
		return nil, fmt.Errorf("unknown template %q (known: %s)", template, strings.Join(known, ", "))
	}
	var out []specialist.Specialist
	for _, n := range names {
		if s, ok := Lookup(n); ok {
			out = append(out, s)
		}
	}
	return out, nil
}
