// Package security is the specialist for vulnerabilities: gosec's rules,
// with injections fed by an HTTP request rated by the engine's taint check.
package security

import "github.com/teamreview/teamreview/internal/specialist"

// Specialist reviews security.
var Specialist = specialist.Router{Domain: "security", Uses: []string{"go"}}
