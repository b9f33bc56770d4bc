package javascript

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// constEval folds an expression to a constant (string, float64, bool)
// when its value is known: literals, constants bound in scope, and
// arithmetic, comparison and logic over them.
func (c *checker) constEval(n *syntax.Node, e *env) (any, bool) {
	if n == nil {
		return nil, false
	}
	if f := constKinds[n.Kind]; f != nil {
		return f(c, n, e)
	}
	return nil, false
}

// constKinds fold expressions by node kind.
var constKinds map[string]func(c *checker, n *syntax.Node, e *env) (any, bool)

func init() {
	constKinds = map[string]func(c *checker, n *syntax.Node, e *env) (any, bool){
		"string":          func(c *checker, n *syntax.Node, e *env) (any, bool) { return unquote(c.text(n)), true },
		"number":          (*checker).constNumber,
		"true":            func(*checker, *syntax.Node, *env) (any, bool) { return true, true },
		"false":           func(*checker, *syntax.Node, *env) (any, bool) { return false, true },
		"template_string": (*checker).constTemplate,
		"identifier":      (*checker).constIdent,
		"parenthesized_expression": func(c *checker, n *syntax.Node, e *env) (any, bool) {
			return c.constEval(n.FirstNamed(""), e)
		},
		"member_expression":  (*checker).constLength,
		"unary_expression":   (*checker).constUnary,
		"call_expression":    (*checker).constCall,
		"ternary_expression": (*checker).constTernary,
		"binary_expression":  (*checker).constBinary,
	}
}

func (c *checker) constNumber(n *syntax.Node, e *env) (any, bool) {
	s := strings.ReplaceAll(c.text(n), "_", "")
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return f, true
	}
	if i, err := strconv.ParseInt(s, 0, 64); err == nil {
		return float64(i), true
	}
	return nil, false
}

func (c *checker) constTemplate(n *syntax.Node, e *env) (any, bool) {
	var b strings.Builder
	for _, x := range n.NamedChildren() {
		if x.Kind != "template_substitution" {
			b.WriteString(c.text(x))
			continue
		}
		v, ok := c.constEval(x.FirstNamed(""), e)
		if !ok {
			return nil, false
		}
		b.WriteString(jsString(v))
	}
	return b.String(), true
}

func (c *checker) constIdent(n *syntax.Node, e *env) (any, bool) {
	if e == nil {
		return nil, false
	}
	if v, ok := e.lookup(c.text(n)); ok && v != nil && v.konst != nil && v.t == nil {
		return v.konst, true
	}
	return nil, false
}

// constLength: "abc".length.
func (c *checker) constLength(n *syntax.Node, e *env) (any, bool) {
	if c.text(n.Child("property")) == "length" {
		if v, ok := c.constEval(n.Child("object"), e); ok {
			if s, ok := v.(string); ok {
				return float64(len(s)), true
			}
		}
	}
	return nil, false
}

func (c *checker) constUnary(n *syntax.Node, e *env) (any, bool) {
	v, ok := c.constEval(n.Child("argument"), e)
	if !ok {
		return nil, false
	}
	switch op := c.text(n.Child("operator")); op {
	case "!":
		return !truthy(v), true
	case "-":
		if f, ok := v.(float64); ok {
			return -f, true
		}
	case "+":
		if f, ok := v.(float64); ok {
			return f, true
		}
	}
	return nil, false
}

func (c *checker) constTernary(n *syntax.Node, e *env) (any, bool) {
	cv, ok := c.constEval(n.Child("condition"), e)
	if !ok {
		return nil, false
	}
	if truthy(cv) {
		return c.constEval(n.Child("consequence"), e)
	}
	return c.constEval(n.Child("alternative"), e)
}

func (c *checker) constBinary(n *syntax.Node, e *env) (any, bool) {
	op := c.text(n.Child("operator"))
	l, lok := c.constEval(n.Child("left"), e)
	switch {
	case op == "&&" && lok && !truthy(l), op == "||" && lok && truthy(l):
		return l, true
	}
	r, rok := c.constEval(n.Child("right"), e)
	if !lok || !rok {
		return nil, false
	}
	return binop(op, l, r)
}

func (c *checker) constBool(n *syntax.Node, e *env) (bool, bool) {
	v, ok := c.constEval(n, e)
	if !ok {
		return false, false
	}
	return truthy(v), true
}

func unquote(s string) string {
	if len(s) >= 2 {
		s = s[1 : len(s)-1]
	}
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	if u, err := strconv.Unquote(`"` + strings.ReplaceAll(s, `"`, `\"`) + `"`); err == nil {
		return u
	}
	return s
}

func truthy(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case float64:
		return x != 0 && !math.IsNaN(x)
	case string:
		return x != ""
	}
	return false
}

func jsString(v any) string {
	if f, ok := v.(float64); ok {
		if f == math.Trunc(f) && math.Abs(f) < 1e15 {
			return strconv.FormatInt(int64(f), 10)
		}
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	return fmt.Sprint(v)
}

func toNum(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case bool:
		if x {
			return 1
		}
		return 0
	case string:
		if f, err := strconv.ParseFloat(strings.TrimSpace(x), 64); err == nil {
			return f
		}
		if strings.TrimSpace(x) == "" {
			return 0
		}
	}
	return math.NaN()
}

// maxConstString is the longest string constant folded.
const maxConstString = 1 << 16

func binop(op string, l, r any) (any, bool) {
	_, ls := l.(string)
	_, rs := r.(string)
	switch op {
	case "+":
		if ls || rs {
			a, b := jsString(l), jsString(r)
			if len(a)+len(b) > maxConstString {
				return nil, false // a generated blob: no check reads that much, and building it is quadratic
			}
			return a + b, true
		}
		return toNum(l) + toNum(r), true
	case "-":
		return toNum(l) - toNum(r), true
	case "*":
		return toNum(l) * toNum(r), true
	case "/":
		return toNum(l) / toNum(r), true
	case "%":
		return math.Mod(toNum(l), toNum(r)), true
	case "===":
		return l == r, true
	case "!==":
		return l != r, true
	case "==":
		if ls && rs {
			return l == r, true
		}
		return toNum(l) == toNum(r), true
	case "!=":
		if ls && rs {
			return l != r, true
		}
		return toNum(l) != toNum(r), true
	case "<", ">", "<=", ">=":
		if ls && rs {
			a, b := l.(string), r.(string)
			return map[string]bool{"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op], true
		}
		a, b := toNum(l), toNum(r)
		return map[string]bool{"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op], true
	case "&&":
		if !truthy(l) {
			return l, true
		}
		return r, true
	case "||":
		if truthy(l) {
			return l, true
		}
		return r, true
	case "??":
		return l, true
	}
	return nil, false
}

var anchored = regexp.MustCompile(`^/\^.*\$/[a-z]*$`)

// applyGuard narrows e by what holds when cond is truth: a value checked
// against an allow-list, an anchored pattern, a constant, or a type is
// clean there; a path that starts with a base is safe for file access.
func (c *checker) applyGuard(cond *syntax.Node, e *env, truth bool) {
	if cond == nil {
		return
	}
	switch cond.Kind {
	case "parenthesized_expression":
		c.applyGuard(cond.FirstNamed(""), e, truth)
	case "unary_expression":
		if c.text(cond.Child("operator")) == "!" {
			c.applyGuard(cond.Child("argument"), e, !truth)
		}
	case "binary_expression":
		c.binaryGuard(cond, e, truth)
	case "call_expression":
		if !truth {
			// x.includes('..') false: no parent steps in the path.
			c.negativeCheck(cond, e)
			return
		}
		c.callGuard(cond, e)
	}
}

func (c *checker) binaryGuard(cond *syntax.Node, e *env, truth bool) {
	op := c.text(cond.Child("operator"))
	l, r := cond.Child("left"), cond.Child("right")
	switch op {
	case "&&":
		if truth {
			c.applyGuard(l, e, true)
			c.applyGuard(r, e, true)
		}
	case "||":
		if !truth {
			c.applyGuard(l, e, false)
			c.applyGuard(r, e, false)
		} else if t := c.eqTarget(cond, e); t != nil {
			// x === 'a' || x === 'b': x is one of the constants.
			c.clean(t, e, sinkAll)
		}
	case "===", "==", "!==", "!=":
		c.equalityGuard(op == "===" || op == "==", l, r, e, truth)
	case ">", ">=":
		if truth {
			if rv, ok := c.constEval(r, e); ok && (rv == -1.0 && op == ">" || rv == 0.0 && op == ">=") {
				c.cleanIndexOf(l, e)
			}
		}
	}
}

func (c *checker) equalityGuard(eq bool, l, r *syntax.Node, e *env, truth bool) {
	if eq == truth && l.Kind == "call_expression" {
		// x.indexOf('..') === -1: no parent steps; x.indexOf(base) === 0:
		// x starts with base, as x.startsWith(base) says.
		if rv, ok := c.constEval(r, e); ok {
			switch rv {
			case -1.0:
				c.negativeCheck(l, e)
			case 0.0:
				c.indexPrefix(l, e)
			}
		}
	}
	if eq != truth {
		// x !== 'a' holding tells nothing, nor does indexOf(x) === -1.
		if rv, ok := c.constEval(r, e); ok && rv == -1.0 && !eq == truth {
			c.cleanIndexOf(l, e)
		}
		return
	}
	rv, ok := c.constEval(r, e)
	if !ok {
		if lv, ok := c.constEval(l, e); ok {
			c.setConst(r, lv, e)
		}
		return
	}
	if l.Kind == "unary_expression" && c.text(l.Child("operator")) == "typeof" {
		if rv == "number" || rv == "boolean" {
			c.clean(l.Child("argument"), e, sinkAll)
		}
		return
	}
	if rv != -1.0 {
		c.setConst(l, rv, e)
	}
	if _, isString := rv.(string); isString {
		c.hostPinned(l, e)
	}
}

// hostPinned: a URL's hostname, host or origin (host-check rows) checked against constants
// (u.hostname === 'example.com', ALLOWED_HOSTS.includes(u.host)) sends the
// URL to those hosts, whatever its path says.
func (c *checker) hostPinned(n *syntax.Node, e *env) {
	if n.Kind != "member_expression" {
		return
	}
	if safe := c.models.builtins.hostCheck[c.text(n.Child("property"))]; safe != 0 {
		c.clean(n.Child("object"), e, safe)
	}
}

// callGuard: a call that holds only for a safe value: membership in a
// constant collection, an anchored pattern, a prefix, or a guard row
// (validator.isInt(x)).
func (c *checker) callGuard(cond *syntax.Node, e *env) {
	f := cond.Child("function")
	args := cond.Child("arguments")
	if f == nil || args == nil {
		return
	}
	as := args.NamedChildren()
	name := c.qname(f, e)
	method := last(name)
	member := f.Kind == "member_expression"
	b := &c.models.builtins
	switch {
	case b.is("member-check", method) && len(as) == 1 && member:
		if rv := c.expr(f.Child("object"), e); rv == nil || rv.t == nil {
			c.clean(as[0], e, sinkAll)
			c.hostPinned(as[0], e)
		}
	case b.is("pattern-test", method) && member && anchored.MatchString(c.text(f.Child("object"))) && len(as) == 1:
		c.clean(as[0], e, sinkAll)
	case b.is("pattern-match", method) && len(as) == 1 && anchored.MatchString(c.text(as[0])) && member:
		c.clean(f.Child("object"), e, sinkAll)
	case b.is("prefix-check", method) && member:
		c.clean(f.Child("object"), e, c.prefixGuard(as, e))
	case len(as) >= 1:
		if safe, ok := c.models.guard(name, method); ok {
			c.clean(as[0], e, safe)
		}
	}
}

// prefixGuard is what x.startsWith(prefix) makes x safe for: a file
// path under a base; and a URL on a fixed host unless the prefix is a
// scheme and host without the slash that ends it ("https://example.com"
// admits https://example.com.evil.net).
func (c *checker) prefixGuard(as []*syntax.Node, e *env) sink {
	if len(as) > 0 {
		if v, ok := c.constEval(as[0], e); ok {
			if s, ok := v.(string); ok && strings.Contains(s, "://") && !fixesHost(s) {
				return sinkPath
			}
		}
	}
	return sinkPath | sinkRedirect | sinkSSRF
}

func (c *checker) cleanIndexOf(call *syntax.Node, e *env) {
	if call.Kind != "call_expression" {
		return
	}
	f := call.Child("function")
	if f == nil || f.Kind != "member_expression" || !c.models.builtins.is("index-check", c.text(f.Child("property"))) {
		return
	}
	if args := call.Child("arguments"); args != nil {
		if as := args.NamedChildren(); len(as) == 1 {
			if rv := c.expr(f.Child("object"), e); rv == nil || rv.t == nil {
				c.clean(as[0], e, sinkAll)
			}
		}
	}
}

// indexPrefix: x.indexOf(prefix) === 0 holds where x starts with prefix.
func (c *checker) indexPrefix(call *syntax.Node, e *env) {
	f := call.Child("function")
	args := call.Child("arguments")
	if f == nil || f.Kind != "member_expression" || args == nil || !c.models.builtins.is("index-check", c.text(f.Child("property"))) {
		return
	}
	if as := args.NamedChildren(); len(as) == 1 {
		c.clean(f.Child("object"), e, c.prefixGuard(as, e))
	}
}

// negativeCheck: a path that does not contain ".." is safe for files.
func (c *checker) negativeCheck(cond *syntax.Node, e *env) {
	f := cond.Child("function")
	args := cond.Child("arguments")
	if f == nil || f.Kind != "member_expression" || args == nil {
		return
	}
	as := args.NamedChildren()
	m := c.text(f.Child("property"))
	if c.models.builtins.is("substring-check", m) && len(as) == 1 {
		if s, ok := c.constEval(as[0], e); ok && strings.Contains(fmt.Sprint(s), "..") {
			c.clean(f.Child("object"), e, sinkPath)
		}
	}
}

func (c *checker) clean(n *syntax.Node, e *env, safe sink) {
	for n != nil && (n.Kind == "parenthesized_expression" || n.Kind == "as_expression" || n.Kind == "non_null_expression") {
		n = n.FirstNamed("")
	}
	if n == nil || n.Kind != "identifier" && !isPath(n) {
		return
	}
	name := c.text(n)
	var v *val
	if n.Kind == "identifier" {
		var ok bool
		if v, ok = e.lookup(name); !ok {
			return
		}
	} else {
		// state.returnUrl: remembered by its path for this branch.
		v = c.expr(n, e)
		e.declare(name, v)
	}
	if v == nil || v.t == nil {
		return
	}
	if safe == sinkAll {
		e.set(name, &val{})
		return
	}
	e.set(name, withTaint(v, v.t.with(func(t *taint) { t.safe |= safe })))
}

func (c *checker) setConst(n *syntax.Node, k any, e *env) {
	if n.Kind != "identifier" {
		if isPath(n) && c.expr(n, e).taint() != nil {
			e.declare(c.text(n), &val{konst: k})
		}
		return
	}
	if v, ok := e.lookup(c.text(n)); ok && v != nil && v.t != nil {
		e.set(c.text(n), &val{konst: k})
	}
}

// constCall folds string methods on constants: "ABC".charAt(1).
func (c *checker) constCall(n *syntax.Node, e *env) (any, bool) {
	f := n.Child("function")
	if f == nil || f.Kind != "member_expression" {
		return nil, false
	}
	recv, ok := c.constEval(f.Child("object"), e)
	if !ok {
		return nil, false
	}
	str, ok := recv.(string)
	if !ok {
		return nil, false
	}
	var args []float64
	if a := n.Child("arguments"); a != nil {
		for _, x := range a.NamedChildren() {
			v, ok := c.constEval(x, e)
			if !ok {
				return nil, false
			}
			f, ok := v.(float64)
			if !ok {
				return nil, false
			}
			args = append(args, f)
		}
	}
	idx := func(i int, def int) int {
		if i >= len(args) {
			return def
		}
		k := int(args[i])
		if k < 0 {
			k += len(str)
		}
		return max(0, min(k, len(str)))
	}
	b, method := c.models.builtins, c.text(f.Child("property"))
	switch {
	case b.is("char-at", method):
		i := idx(0, 0)
		if i >= len(str) {
			return "", true
		}
		return str[i : i+1], true
	case b.is("substring", method), b.is("slice", method):
		lo, hi := idx(0, 0), idx(1, len(str))
		if lo > hi {
			if b.is("slice", method) {
				return "", true
			}
			lo, hi = hi, lo
		}
		return str[lo:hi], true
	case b.is("upper-case", method):
		return strings.ToUpper(str), true
	case b.is("lower-case", method):
		return strings.ToLower(str), true
	case b.is("trim", method):
		return strings.TrimSpace(str), true
	}
	return nil, false
}

// isPath: a member chain of names, a.b.c, that a guard can narrow.
func isPath(n *syntax.Node) bool {
	for n.Kind == "member_expression" {
		if p := n.Child("property"); p == nil || p.Kind != "property_identifier" {
			return false
		}
		n = n.Child("object")
	}
	return n.Kind == "identifier"
}

// eqTarget returns x when cond is x === constant, or a disjunction of
// such comparisons of the same x.
func (c *checker) eqTarget(cond *syntax.Node, e *env) *syntax.Node {
	for cond != nil && cond.Kind == "parenthesized_expression" {
		cond = cond.FirstNamed("")
	}
	if cond == nil || cond.Kind != "binary_expression" {
		return nil
	}
	l, r := cond.Child("left"), cond.Child("right")
	switch c.text(cond.Child("operator")) {
	case "||":
		a, b := c.eqTarget(l, e), c.eqTarget(r, e)
		if a != nil && b != nil && c.text(a) == c.text(b) {
			return a
		}
	case "===", "==":
		if _, ok := c.constEval(r, e); ok && (l.Kind == "identifier" || isPath(l)) {
			return l
		}
		if _, ok := c.constEval(l, e); ok && (r.Kind == "identifier" || isPath(r)) {
			return r
		}
	}
	return nil
}
