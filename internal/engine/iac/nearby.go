package iac

import (
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A row in: nginx or apache tests one directive's arguments; its when: and
// unless: conditions look at the directives around it, so that a check
// that is a directive, the values that are wrong and what else the
// configuration says is data too (a WebDAV location that writes with no
// authentication, a PHP location that passes every URL to FastCGI):
//
//	checks:
//	  - rule: iac/nginx-webdav-unauthenticated
//	    in: nginx
//	    directive: [dav_methods]
//	    match: (^|\s)({{nginx-dav-write-methods}})(\s|$)   # or present: true
//	    unless:
//	      - {directive: [auth_basic, deny], where: enclosing, not-match: (?i)^off$}
//	      - {head: ^limit_except, where: child}
//	    once: block                       # or file: the first it reports in each
//	    unless-file: <regular expression> # on the whole file, as in: setting rows
//
// A list's name in double braces in match is its words as alternatives in
// a group (a word ending in * a prefix: http_* is http_\w+), so that the
// names a project adds to the list are matched too. A condition names
// directives (with match or not-match on their arguments, or any
// arguments) or a block's head (a regular expression on the text before
// its {: location ~ \.php$; its named groups are the messages' too), and
// where to look; one with only match or not-match is a second test on the
// directive's own arguments:
//
//	block      the directive's own block (the default)
//	enclosing  its block or a block around it
//	inside     its block or a block in it, at any depth (directives only)
//	child      a block written directly in its block (head only)
//	file       anywhere in the file (directives only)
//
// Apache's sections (<Directory "/">, <Location /status>) are its blocks,
// their heads the section's name and arguments (Directory "/").
var wheres = map[bool][]string{true: {"block", "enclosing", "child"}, false: {"block", "enclosing", "inside", "file"}}

// compileDirective reads a row in: nginx or apache.
func (r *checkRow) compileDirective(s *checkSpec) (string, error) {
	r.directives = s.Directive
	switch {
	case len(s.Directive) == 0:
		return "directive", errors.New("missing")
	case s.Present == (s.Match != "" || s.NotMatch != ""):
		return "match", fmt.Errorf("want exactly one of match (with or without not-match), not-match or present: true")
	case s.Present:
		r.test.present = true
	default:
		if field, err := r.compileListMatch(s); err != nil {
			return field, err
		}
	}
	if s.Once != "" && s.Once != "block" && s.Once != "file" {
		return "once", fmt.Errorf("%q is not one of block, file", s.Once)
	}
	r.once = s.Once
	if s.UnlessFile != "" {
		if err := knownLists(s.UnlessFile); err != nil {
			return "unless-file", err
		}
		if namesLists(s.UnlessFile) {
			r.listUnlessFile = s.UnlessFile
		}
		var err error
		if r.unlessFile, err = regexp.Compile(listRef.ReplaceAllString(s.UnlessFile, "(?:x)")); err != nil {
			return "unless-file", err
		}
	}
	return r.compileConditions(s, func(cs condSpec) (condition, error) { return compileNear(cs, r.in) })
}

// listRef is a vocabulary list named in a match: {{nginx-request-variables}}.
var listRef = regexp.MustCompile(`\{\{([a-z0-9-]+)\}\}`)

// compileListMatch reads match and not-match; a list named in match
// ({{list}}) is its words as alternatives in a group, put in when the
// rows' vocabulary is known (listMatches).
func (r *checkRow) compileListMatch(s *checkSpec) (string, error) {
	if !namesLists(s.Match) {
		return r.compileText(s)
	}
	if err := knownLists(s.Match); err != nil {
		return "match", err
	}
	r.listMatch = s.Match
	checked := *s
	checked.Match = listRef.ReplaceAllString(s.Match, "(?:x)")
	return r.compileText(&checked)
}

func namesLists(re string) bool { return listRef.MatchString(re) }

// knownLists checks that the lists a regular expression names exist.
func knownLists(re string) error {
	for _, m := range listRef.FindAllStringSubmatch(re, -1) {
		if !slices.ContainsFunc(vocabLists, func(l vocabList) bool { return l.name == m[1] }) {
			return fmt.Errorf("{{%s}} is not a vocabulary list", m[1])
		}
	}
	return nil
}

// withWords puts the lists' words into a regular expression.
func withWords(re string, alt func(string) string) string {
	return listRef.ReplaceAllStringFunc(re, func(m string) string {
		return "(?:" + alt(listRef.FindStringSubmatch(m)[1]) + ")"
	})
}

// listMatches are the rows' matches (or, with unlessFile, unless-file
// expressions) with their lists' words put in.
func listMatches(rows []*checkRow, alt func(string) string, unlessFile bool) map[*checkRow]*regexp.Regexp {
	out := map[*checkRow]*regexp.Regexp{}
	for _, r := range rows {
		if re := map[bool]string{false: r.listMatch, true: r.listUnlessFile}[unlessFile]; re != "" {
			out[r] = regexp.MustCompile(withWords(re, alt))
		}
	}
	return out
}

// condTests are the tests of the rows' conditions that name lists, with
// their words put in.
func condTests(rows []*checkRow, alt func(string) string) map[*condition]valueTest {
	out := map[*condition]valueTest{}
	for _, r := range rows {
		for _, cs := range [][]condition{r.when, r.unless} {
			for i := range cs {
				if c := &cs[i]; c.listMatch != "" || c.listNotMatch != "" {
					t, err := compileTest(withWords(c.listMatch, alt), withWords(c.listNotMatch, alt), false, false)
					if err != nil {
						panic(err) // compileNear compiled it with a word in each list
					}
					out[c] = t
				}
			}
		}
	}
	return out
}

// compileArgsTest reads a condition's match and not-match.
func (c *condition) compileArgsTest(match, notMatch string) error {
	if err := cmp.Or(knownLists(match), knownLists(notMatch)); err != nil {
		return err
	}
	if namesLists(match) || namesLists(notMatch) {
		c.listMatch, c.listNotMatch = match, notMatch
		match, notMatch = listRef.ReplaceAllString(match, "(?:x)"), listRef.ReplaceAllString(notMatch, "(?:x)")
	}
	var err error
	c.test, err = compileTest(match, notMatch, false, false)
	return err
}

// compileNear reads a condition of a row in: nginx or apache.
func compileNear(c condSpec, in string) (condition, error) {
	byHead := c.Head != ""
	wheres := wheres[byHead]
	cond := condition{directives: c.Directive}
	var err error
	switch {
	case c.Property != "" || c.Present || c.Absent:
		return cond, fmt.Errorf("a condition of a row in %s names directive or head, not property, present or absent", in)
	case len(c.Directive) > 0 && byHead:
		return cond, fmt.Errorf("want directive or head, one of the two")
	case !byHead && len(c.Directive) == 0:
		// the directive's own arguments, a second test on them
		if c.Where != "" || c.Match == "" && c.NotMatch == "" {
			return cond, fmt.Errorf("a condition on the directive's own arguments has match or not-match and no where")
		}
		return cond, cond.compileArgsTest(c.Match, c.NotMatch)
	}
	cond.where = cmp.Or(c.Where, wheres[0])
	switch {
	case !slices.Contains(wheres, cond.where):
		return cond, fmt.Errorf("where: %q is not one of %s", cond.where, strings.Join(wheres, ", "))
	case byHead && (c.Match != "" || c.NotMatch != ""):
		return cond, fmt.Errorf("head is itself the test: no match or not-match")
	case byHead:
		cond.head, err = regexp.Compile(c.Head)
		return cond, err
	case c.Match != "" || c.NotMatch != "":
		err = cond.compileArgsTest(c.Match, c.NotMatch)
	}
	return cond, err
}

// nearby tells whether the row's when: conditions all hold of directive d
// and none of its unless: conditions does.
func (r *checkRow) nearby(d nginxDirective, all []nginxDirective, w *checkWords) bool {
	for i := range r.when {
		if !r.when[i].near(d, all, w) {
			return false
		}
	}
	for i := range r.unless {
		if r.unless[i].near(d, all, w) {
			return false
		}
	}
	return true
}

// near tells whether a condition holds of directive d among all.
func (c *condition) near(d nginxDirective, all []nginxDirective, w *checkWords) bool {
	if c.head != nil {
		return c.headNear(d, all)
	}
	t := c.test
	if c.listMatch != "" || c.listNotMatch != "" {
		t = w.condTests[c]
	}
	if c.directives == nil {
		return t.reportsText(d.args)
	}
	anyValue := t.match == nil && t.notMatch == nil
	for _, o := range all {
		if !slices.ContainsFunc(c.directives, func(n string) bool { return strings.EqualFold(n, o.name) }) ||
			!anyValue && !t.reportsText(o.args) {
			continue
		}
		if c.holdsAt(o.block, d.block) {
			return true
		}
	}
	return false
}

// holdsAt tells whether a directive in block b is where the condition
// looks from a directive in block at.
func (c *condition) holdsAt(b, at *nginxBlockInfo) bool {
	switch c.where {
	case "file":
		return true
	case "enclosing":
		for x := at; x != nil; x = x.parent {
			if b == x {
				return true
			}
		}
		return false
	case "inside":
		for x := b; x != nil; x = x.parent {
			if x == at {
				return true
			}
		}
		return false
	}
	return b == at
}

// headNear tells whether the head of d's block, a block around it, or a
// block in it (one with directives) matches.
func (c condition) headNear(d nginxDirective, all []nginxDirective) bool {
	_, ok := c.headAt(d, all)
	return ok
}

// headAt is the head that matches: of d's block, the nearest block around
// it, or the first block in it.
func (c condition) headAt(d nginxDirective, all []nginxDirective) (string, bool) {
	switch c.where {
	case "child":
		for _, o := range all {
			if o.block != nil && o.block.parent == d.block && c.head.MatchString(o.block.head) {
				return o.block.head, true
			}
		}
		return "", false
	case "enclosing":
		for b := d.block; b != nil; b = b.parent {
			if c.head.MatchString(b.head) {
				return b.head, true
			}
		}
		return "", false
	}
	if d.block != nil && c.head.MatchString(d.block.head) {
		return d.block.head, true
	}
	return "", false
}

// headGroup is a named group of the head a when: condition matched
// ({{loc}} of location (?P<loc>/\w+)), for the messages.
func (r *checkRow) headGroup(d nginxDirective, all []nginxDirective, name string) (string, bool) {
	for _, c := range r.when {
		if c.head == nil || c.head.SubexpIndex(name) < 0 {
			continue
		}
		if h, ok := c.headAt(d, all); ok {
			return group(c.head, h, name)
		}
	}
	return "", false
}
