// Package performance compares strings case-insensitively.
package performance

import "strings"

// Same lowers both strings to compare them.
func Same(a, b string) bool {
	return strings.ToLower(a) == strings.ToLower(b) // want `^performance Medium staticcheck/SA6005 should use strings.EqualFold`
}

// SameFold compares without allocating.
func SameFold(a, b string) bool {
	return strings.EqualFold(a, b)
}
