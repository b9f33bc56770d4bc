// Package maintainability has code that could be simpler.
package maintainability

import "errors"

// Any reports whether any value is set.
func Any(values []bool) bool {
	for _, v := range values {
		if v == true { // want `^maintainability Low staticcheck/S1002 should omit comparison to bool constant`
			return true
		}
	}
	return false
}

// All reports whether every value is set.
func All(values []bool) bool {
	for _, v := range values {
		if !v {
			return false
		}
	}
	return true
}

// Check fails with a message styled like a sentence.
func Check() error {
	return errors.New("Something failed.") // want `^maintainability Info staticcheck/ST1005 error strings should not be capitalized$` `^maintainability Info staticcheck/ST1005 error strings should not end with punctuation`
}
