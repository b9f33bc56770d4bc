// Package performance is the specialist for wasted work: staticcheck's
// SA6xxx checks and the rule packs' performance rules. Its deterministic
// checks cost nothing and run in the default review template; its model
// persona joins only when review.include_performance is set.
package performance

import "github.com/teamreview/teamreview/internal/specialist"

// Specialist reviews performance.
var Specialist = specialist.Router{Domain: "performance", Uses: []string{"go", "treesitter", "rulepack", "external"}}
