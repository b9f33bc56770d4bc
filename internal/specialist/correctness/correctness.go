// Package correctness is the specialist for code that does the wrong thing:
// go vet's passes and staticcheck's SA checks.
package correctness

import "github.com/teamreview/teamreview/internal/specialist"

// Specialist reviews correctness.
var Specialist = specialist.Router{Domain: "correctness", Uses: []string{"go", "rulepack", "external"}}
