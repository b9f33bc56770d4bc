// Package performance is the specialist for wasted work: staticcheck's
// SA6xxx checks.
package performance

import "github.com/teamreview/teamreview/internal/specialist"

// Specialist reviews performance.
var Specialist = specialist.Router{Domain: "performance", Uses: []string{"go", "treesitter", "rulepack", "external"}}
