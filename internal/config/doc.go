// Package config turns the built-in defaults and the project file
// (.teamreview.yaml, or the file named by --config) into one validated
// Config. Reading is strict: an unknown key or a bad value is an error that
// names the key and the file, so a typo never silently changes a review.
//
// It imports only internal/finding.
package config
