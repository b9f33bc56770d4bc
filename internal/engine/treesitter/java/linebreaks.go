package java

import (
	"regexp"
	resyntax "regexp/syntax"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// lineBreaks says which line breaks a text no longer has.
type lineBreaks uint8

const (
	crGone lineBreaks = 1 << iota // no carriage return
	lfGone                        // no line feed
)

// lineBreaksRemoved is what a String.replaceAll or replace call, with the
// calls of either it is chained on and the variable they start from,
// removed of the carriage returns and line feeds of its receiver's text
// (s.replace("\r", "").replace("\n", "") removes both): text with
// neither stays one header line.
//
// replaceAll(regex, replacement) removes every match of a regular
// expression; it removes every CR and LF when the expression matches each
// alone, asserts nothing about its context (no ^, $ or \b, which would
// limit where it matches), and the replacement is a constant that puts
// neither back (no CR, LF, or $ and \ that bring back the text matched).
// replace(target, replacement) replaces a literal: "\r" or '\r' removes
// carriage returns, "\n" line feeds.
func (f *frame) lineBreaksRemoved(n *syntax.Node) lineBreaks {
	var gone lineBreaks
	for n != nil && n.Kind == "method_invocation" {
		name := f.c.text(n.Child("name"))
		args := n.Child("arguments").NamedChildren()
		regex := f.c.ix.regexReplace[name]
		if len(args) != 2 || !regex && !f.c.ix.literalReplace[name] {
			return gone
		}
		target, ok1 := f.literal(args[0])
		repl, ok2 := f.literal(args[1])
		if !ok1 || !ok2 || strings.ContainsAny(repl, "\r\n") {
			return gone
		}
		// A constant replacement without line breaks adds none; with $ or
		// \ a regular expression's may put back what it matched.
		switch {
		case regex && strings.ContainsAny(repl, `$\`):
			return gone
		case regex && regexRemovesLineBreaks(target):
			gone |= crGone | lfGone
		case target == "\r":
			gone |= crGone
		case target == "\n":
			gone |= lfGone
		}
		n = n.Child("object")
	}
	if n != nil && n.Kind == "identifier" {
		if v, ok := f.env[f.c.text(n)]; ok {
			gone |= v.breaks
		}
	}
	return gone
}

// addsLineBreaks reports whether a replace or replaceAll call's
// replacement may put a line break into the text: one the analysis does
// not know, one with CR or LF, or a regular expression's with $ or \
// (which bring back what it matched).
func (f *frame) addsLineBreaks(n *syntax.Node) bool {
	args := n.Child("arguments").NamedChildren()
	if len(args) != 2 {
		return false
	}
	repl, ok := f.literal(args[1])
	return !ok || strings.ContainsAny(repl, "\r\n") ||
		(f.c.ix.regexReplace[f.c.text(n.Child("name"))] && strings.ContainsAny(repl, `$\`))
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
