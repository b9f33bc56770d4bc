package java

import (
	"regexp"
	resyntax "regexp/syntax"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// removesLineBreaks reports whether a String.replaceAll or replace call,
// with the calls of either it is chained on (s.replace("\r", "").replace(
// "\n", "")), leaves its receiver's text without a carriage return or a
// line feed: what a header value needs to stay one header.
//
// replaceAll(regex, replacement) removes every match of a regular
// expression; it removes every CR and LF when the expression matches each
// alone, asserts nothing about its context (no ^, $ or \b, which would
// limit where it matches), and the replacement is a constant that puts
// neither back (no CR, LF, or $ and \ that bring back the text matched).
// replace(target, replacement) replaces a literal: "\r" or '\r' removes
// carriage returns, "\n" line feeds.
func (f *frame) removesLineBreaks(n *syntax.Node) bool {
	var cr, lf bool
	for n != nil && n.Kind == "method_invocation" {
		name := f.c.text(n.Child("name"))
		args := n.Child("arguments").NamedChildren()
		if len(args) != 2 || (name != "replaceAll" && name != "replace") {
			break
		}
		target, ok1 := f.literal(args[0])
		repl, ok2 := f.literal(args[1])
		if !ok1 || !ok2 || strings.ContainsAny(repl, "\r\n") {
			break
		}
		if name == "replaceAll" {
			if strings.ContainsAny(repl, `$\`) || !regexRemovesLineBreaks(target) {
				break
			}
			cr, lf = true, true
		} else {
			cr = cr || target == "\r"
			lf = lf || target == "\n"
		}
		n = n.Child("object")
	}
	return cr && lf
}

// literal is the constant text (or character) of an argument the analysis
// can read without running it again: a literal, a constant, a variable.
func (f *frame) literal(n *syntax.Node) (string, bool) {
	switch n.Kind {
	case "string_literal", "character_literal", "identifier", "field_access":
	default:
		return "", false
	}
	v := f.eval(n)
	if s, ok := v.str(); ok {
		return s, true
	}
	if n.Kind == "character_literal" {
		if r, ok := v.num(); ok {
			return string(rune(r)), true
		}
	}
	return "", false
}

// regexRemovesLineBreaks reports whether every CR and every LF of a text
// is inside a match of the Java regular expression re (read with Go's
// syntax, which shares Java's for the classes and escapes used here; an
// expression it cannot read is not trusted).
func regexRemovesLineBreaks(re string) bool {
	parsed, err := resyntax.Parse(re, resyntax.Perl)
	if err != nil || hasAssertion(parsed) {
		return false
	}
	full, err := regexp.Compile(`^(?:` + re + `)$`)
	return err == nil && full.MatchString("\r") && full.MatchString("\n")
}

// hasAssertion reports whether a regular expression holds only at some
// positions (^, $, \A, \z, \b, \B).
func hasAssertion(re *resyntax.Regexp) bool {
	switch re.Op {
	case resyntax.OpBeginLine, resyntax.OpEndLine, resyntax.OpBeginText, resyntax.OpEndText,
		resyntax.OpWordBoundary, resyntax.OpNoWordBoundary:
		return true
	}
	for _, s := range re.Sub {
		if hasAssertion(s) {
			return true
		}
	}
	return false
}
