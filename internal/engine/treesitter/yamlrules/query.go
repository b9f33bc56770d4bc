package yamlrules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A pattern is one parenthesized node, anonymous token, wildcard or
// alternation of a compiled query.
type pattern struct {
	// kind is the node kind; "" with wild set is `_` or `(_)`.
	kind  string
	named bool // (kind) or (_), as opposed to "token" or _
	wild  bool
	alts  []*pattern // an alternation [ ... ]
	// field is the field this pattern must fill in its parent, or "".
	field    string
	negated  []string // !field: the node has no child in that field
	children []*pattern
	// min and max repeat a child pattern: ? * + quantifiers.
	min, max int
	// anchored: the pattern must match the first named child, or the named
	// child right after the previous pattern's (the `.` anchor).
	anchored bool
	// anchorEnd: the last child pattern must match the last named child.
	anchorEnd bool
	captures  []string
	// preds are the query's predicates written inside this pattern: they
	// apply when this pattern (this branch of an alternation) matched.
	preds []int
	// eager are the predicates on this pattern's own captures that are
	// in force whenever it matches (written in it or an enclosing pattern)
	// and need no other capture: they are checked as soon as the node is,
	// which prunes the search early.
	eager []*predicate
}

// predicate is one #name? clause of a query.
type predicate struct {
	name    string // eq?, not-eq?, match?, not-match?, any-of?, not-any-of?
	capture string
	other   string // eq? against a second capture
	text    string
	re      *regexp.Regexp
	set     map[string]bool
	// integer is the test of #bits-any?, #bits-all? and #bits-none?.
	integer *intTest
}

// query is a compiled query: alternative top-level patterns that share the
// predicates written in them.
type query struct {
	src      string
	patterns []*pattern
	preds    []predicate
	captures map[string]bool
}

const unbounded = -1

type qparser struct {
	src   string
	pos   int
	q     *query
	kinds *grammar // nil: no kind check
}

// parseQuery compiles a query in tree-sitter's query syntax. g, when not
// nil, checks every kind and field against the grammar.
func parseQuery(src string, g *grammar) (*query, error) {
	p := &qparser{src: src, q: &query{src: src, captures: map[string]bool{}}, kinds: g}
	for {
		p.space()
		if p.pos >= len(p.src) {
			break
		}
		pat, err := p.pattern(true)
		if err != nil {
			return nil, err
		}
		if pat == nil {
			if len(p.q.patterns) == 0 {
				return nil, p.errorf("a predicate before any pattern")
			}
			last := p.q.patterns[len(p.q.patterns)-1]
			last.preds = append(last.preds, len(p.q.preds)-1)
			continue
		}
		p.q.patterns = append(p.q.patterns, pat)
	}
	if len(p.q.patterns) == 0 {
		return nil, fmt.Errorf("empty query")
	}
	for _, pat := range p.q.patterns {
		pat.setEager(p.q, nil)
	}
	for _, pr := range p.q.preds {
		for _, c := range []string{pr.capture, pr.other} {
			if c != "" && !p.q.captures[c] {
				return nil, fmt.Errorf("predicate #%s names @%s, which the query does not capture", pr.name, c)
			}
		}
	}
	return p.q, nil
}

func (p *qparser) errorf(format string, args ...any) error {
	line := 1 + strings.Count(p.src[:min(p.pos, len(p.src))], "\n")
	return fmt.Errorf("query line %d: %s", line, fmt.Sprintf(format, args...))
}

// space skips white space and ; comments.
func (p *qparser) space() {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.pos++
		case c == ';':
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.pos++
			}
		default:
			return
		}
	}
}

func isIdent(c byte) bool {
	return c == '_' || c == '-' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// ident reads a kind or field name.
func (p *qparser) ident() string {
	start := p.pos
	for p.pos < len(p.src) && isIdent(p.src[p.pos]) {
		p.pos++
	}
	return p.src[start:p.pos]
}

// captureName reads a capture name, which may contain dots: @func.name.
func (p *qparser) captureName() string {
	start := p.pos
	for p.pos < len(p.src) && (isIdent(p.src[p.pos]) || p.src[p.pos] == '.') {
		p.pos++
	}
	return p.src[start:p.pos]
}

func (p *qparser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

// pattern parses one pattern with its quantifier and captures. It returns
// nil, nil for a predicate, which it records.
func (p *qparser) pattern(top bool) (*pattern, error) {
	p.space()
	var pat *pattern
	switch c := p.peek(); {
	case c == '(':
		p.pos++
		p.space()
		switch c := p.peek(); {
		case c == '#':
			return nil, p.predicate()
		case c == '(' || c == '[' || c == '"':
			// A group: one pattern and its predicates.
			inner, err := p.pattern(false)
			if err != nil {
				return nil, err
			}
			if inner == nil {
				return nil, p.errorf("a group must start with a pattern")
			}
			for {
				p.space()
				if p.peek() == ')' {
					p.pos++
					break
				}
				if p.peek() == 0 {
					return nil, p.errorf("unclosed (")
				}
				more, err := p.pattern(false)
				if err != nil {
					return nil, err
				}
				if more != nil {
					return nil, p.errorf("groups of sibling patterns are not supported; wrap them in their parent's pattern")
				}
				inner.preds = append(inner.preds, len(p.q.preds)-1)
			}
			pat = inner
		default:
			var err error
			if pat, err = p.node(); err != nil {
				return nil, err
			}
		}
	case c == '[':
		p.pos++
		pat = &pattern{}
		for {
			p.space()
			if p.peek() == ']' {
				p.pos++
				break
			}
			if p.peek() == 0 {
				return nil, p.errorf("unclosed [")
			}
			alt, err := p.pattern(false)
			if err != nil {
				return nil, err
			}
			if alt == nil {
				return nil, p.errorf("a predicate inside an alternation; put it after the alternation")
			}
			if alt.field != "" {
				return nil, p.errorf("a field inside an alternation; put it before the [")
			}
			pat.alts = append(pat.alts, alt)
		}
		if len(pat.alts) == 0 {
			return nil, p.errorf("empty alternation")
		}
	case c == '"':
		s, err := p.str()
		if err != nil {
			return nil, err
		}
		if err := p.checkKind(s, false); err != nil {
			return nil, err
		}
		pat = &pattern{kind: s}
	case c == '_':
		p.pos++
		pat = &pattern{wild: true}
	case isIdent(c):
		word := p.ident()
		return nil, p.errorf("unexpected %q: write a node kind as (%s) and a token in quotes", word, word)
	default:
		return nil, p.errorf("unexpected %q", string(c))
	}
	pat.min, pat.max = 1, 1
	switch p.peek() {
	case '?':
		pat.min, pat.max = 0, 1
		p.pos++
	case '*':
		pat.min, pat.max = 0, unbounded
		p.pos++
	case '+':
		pat.min, pat.max = 1, unbounded
		p.pos++
	}
	if top && pat.max != 1 {
		return nil, p.errorf("a quantifier on a top-level pattern")
	}
	for {
		p.space()
		if p.peek() != '@' {
			break
		}
		p.pos++
		name := p.captureName()
		if name == "" {
			return nil, p.errorf("@ without a capture name")
		}
		pat.captures = append(pat.captures, name)
		p.q.captures[name] = true
	}
	return pat, nil
}

// node parses the inside of (kind children...).
func (p *qparser) node() (*pattern, error) {
	pat := &pattern{named: true}
	if p.peek() == '_' && (p.pos+1 >= len(p.src) || !isIdent(p.src[p.pos+1])) {
		p.pos++
		pat.wild = true
	} else {
		pat.kind = p.ident()
		if pat.kind == "" {
			return nil, p.errorf("expected a node kind after (")
		}
		if err := p.checkKind(pat.kind, true); err != nil {
			return nil, err
		}
	}
	anchor := false
	for {
		p.space()
		switch c := p.peek(); {
		case c == ')':
			p.pos++
			if anchor {
				if len(pat.children) == 0 {
					return nil, p.errorf("an anchor . with no child pattern")
				}
				pat.anchorEnd = true
			}
			return pat, nil
		case c == 0:
			return nil, p.errorf("unclosed (%s", pat.kind)
		case c == '.':
			p.pos++
			anchor = true
		case c == '!':
			p.pos++
			f := p.ident()
			if err := p.checkField(f); err != nil {
				return nil, err
			}
			pat.negated = append(pat.negated, f)
		default:
			field := ""
			save := p.pos
			if isIdent(c) && c != '_' || c == '_' && p.pos+1 < len(p.src) && isIdent(p.src[p.pos+1]) {
				name := p.ident()
				p.space()
				if p.peek() == ':' {
					p.pos++
					field = name
					if err := p.checkField(field); err != nil {
						return nil, err
					}
				} else {
					p.pos = save
					return nil, p.errorf("unexpected %q in (%s ...): a child is a pattern in ( ), [ ] or quotes", name, pat.kind)
				}
			}
			child, err := p.pattern(false)
			if err != nil {
				return nil, err
			}
			if child == nil {
				if field != "" {
					return nil, p.errorf("a field %s: before a predicate", field)
				}
				pat.preds = append(pat.preds, len(p.q.preds)-1)
				continue
			}
			child.field = field
			child.anchored = anchor
			anchor = false
			pat.children = append(pat.children, child)
		}
	}
}

// predicate parses (#name? args...) after the (.
func (p *qparser) predicate() error {
	p.pos++ // #
	start := p.pos
	for p.pos < len(p.src) && (isIdent(p.src[p.pos]) || p.src[p.pos] == '?') {
		p.pos++
	}
	name := p.src[start:p.pos]
	var args []string // "@cap" or a quoted string's value
	for {
		p.space()
		switch c := p.peek(); {
		case c == ')':
			p.pos++
			return p.addPredicate(name, args)
		case c == 0:
			return p.errorf("unclosed (#%s", name)
		case c == '@':
			p.pos++
			args = append(args, "@"+p.captureName())
		case c == '"':
			s, err := p.str()
			if err != nil {
				return err
			}
			args = append(args, "\x00"+s)
		default:
			return p.errorf("unexpected %q in #%s: arguments are @captures and \"strings\"", string(c), name)
		}
	}
}

func (p *qparser) addPredicate(name string, args []string) error {
	capt := func(i int) (string, bool) {
		if i < len(args) && strings.HasPrefix(args[i], "@") {
			return args[i][1:], true
		}
		return "", false
	}
	lit := func(i int) (string, bool) {
		if i < len(args) && strings.HasPrefix(args[i], "\x00") {
			return args[i][1:], true
		}
		return "", false
	}
	c, ok := capt(0)
	if !ok {
		return p.errorf("#%s: the first argument must be a @capture", name)
	}
	pr := predicate{name: name, capture: c}
	switch name {
	case "eq?", "not-eq?":
		if len(args) != 2 {
			return p.errorf("#%s takes a capture and a capture or a string", name)
		}
		if o, ok := capt(1); ok {
			pr.other = o
		} else {
			pr.text, _ = lit(1)
		}
	case "match?", "not-match?":
		s, ok := lit(1)
		if !ok || len(args) != 2 {
			return p.errorf("#%s takes a capture and a \"regexp\"", name)
		}
		re, err := regexp.Compile(s)
		if err != nil {
			return p.errorf("#%s: bad regexp %q: %v", name, s, err)
		}
		pr.re = re
	case "any-of?", "not-any-of?":
		if len(args) < 2 {
			return p.errorf("#%s takes a capture and one or more strings", name)
		}
		pr.set = map[string]bool{}
		for i := 1; i < len(args); i++ {
			s, ok := lit(i)
			if !ok {
				return p.errorf("#%s: argument %d is not a string", name, i+1)
			}
			pr.set[s] = true
		}
	case "bits-any?", "bits-all?", "bits-none?":
		s, ok := lit(1)
		v, read := specValue(s)
		if !ok || !read || len(args) != 2 {
			return p.errorf("#%s takes a capture and a \"number\" (0o002, 0x1ff, 511)", name)
		}
		pr.integer = bitsPredicate(name, v)
	default:
		return p.errorf("unknown predicate #%s (want #eq?, #not-eq?, #match?, #not-match?, #any-of?, #not-any-of?, #bits-any?, #bits-all? or #bits-none?)", name)
	}
	p.q.preds = append(p.q.preds, pr)
	return nil
}

// str parses a double-quoted string with \" \\ \n \t escapes.
func (p *qparser) str() (string, error) {
	p.pos++ // "
	var b strings.Builder
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch c {
		case '"':
			p.pos++
			return b.String(), nil
		case '\\':
			p.pos++
			if p.pos >= len(p.src) {
				break
			}
			switch e := p.src[p.pos]; e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case '0':
				b.WriteByte(0)
			default:
				b.WriteByte(e)
			}
			p.pos++
		default:
			b.WriteByte(c)
			p.pos++
		}
	}
	return "", p.errorf("unclosed string")
}

func (p *qparser) checkKind(kind string, named bool) error {
	if p.kinds == nil || kind == "ERROR" || kind == "MISSING" {
		return nil
	}
	if p.kinds.has(kind, named) {
		return nil
	}
	if named {
		if p.kinds.has(kind, false) {
			return p.errorf("(%s) is an anonymous token in %s: write it as %s", kind, p.kinds.lang, strconv.Quote(kind))
		}
		return p.errorf("unknown node kind (%s) in %s's grammar", kind, p.kinds.lang)
	}
	if p.kinds.has(kind, true) {
		return p.errorf("%q is a named node in %s: write it as (%s)", kind, p.kinds.lang, kind)
	}
	return p.errorf("unknown token %q in %s's grammar", kind, p.kinds.lang)
}

func (p *qparser) checkField(f string) error {
	if f == "" {
		return p.errorf("expected a field name")
	}
	if p.kinds == nil || p.kinds.fields[f] {
		return nil
	}
	return p.errorf("unknown field %s: in %s's grammar", f, p.kinds.lang)
}

func (pat *pattern) setEager(q *query, inherited []int) {
	inherited = append(slices.Clip(inherited), pat.preds...)
	if len(pat.alts) == 0 {
		for _, c := range pat.captures {
			for _, i := range inherited {
				if pr := &q.preds[i]; pr.capture == c && pr.other == "" {
					pat.eager = append(pat.eager, pr)
				}
			}
		}
	}
	for _, a := range pat.alts {
		a.setEager(q, inherited)
	}
	for _, c := range pat.children {
		c.setEager(q, inherited)
	}
}

// rootKinds returns the kinds a top-level pattern can match, or nil when it
// matches any kind.
func (pat *pattern) rootKinds() []string {
	if pat.wild {
		return nil
	}
	if len(pat.alts) > 0 {
		var out []string
		for _, a := range pat.alts {
			ks := a.rootKinds()
			if ks == nil {
				return nil
			}
			out = append(out, ks...)
		}
		return out
	}
	return []string{pat.kind}
}
