package syntax

import "regexp"

// classModifiers are Dart 3's class modifiers (sealed, base, interface,
// final, and mixin before class), which the vendored grammar predates:
// `sealed class Shape {}` is an ERROR from there to the end of the class,
// and every rule inside it is lost. Group 1 is the run of modifiers
// between an optional abstract and the class or mixin keyword.
var classModifiers = regexp.MustCompile(`(?m)^[ \t]*(?:abstract[ \t]+)?((?:(?:sealed|base|interface|final|mixin)[ \t]+)+)(?:class|mixin)[ \t]`)

// MaskClassModifiers returns a copy of src with those modifiers blanked
// (`sealed class Shape` reads as `       class Shape`), or nil when it has
// none. What the modifiers say (who may extend or implement the class) is
// nothing a rule here reads.
func MaskClassModifiers(src []byte) []byte {
	return blankGroups(src, classModifiers)
}
