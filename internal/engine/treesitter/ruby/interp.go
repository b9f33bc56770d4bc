package ruby

import (
	"bytes"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

type checker struct {
	nest analysis.Nesting // recursion into expressions, bounded
	pass *analysis.Pass
	t    *tables
	tree *syntax.Tree
	// methods are the file's methods by name; singleton methods (def
	// self.x) are under "self." + name.
	methods map[string]*syntax.Node
	depth   int
	// rets collects the values of return statements of the method being
	// inlined.
	rets *[]val
	// others are checkers of other project files whose methods a call
	// of this file runs (otherFile), by path; nil for one that cannot be
	// parsed.
	others map[string]*checker
	// helpers are the project's helper files by the methods they define
	// (helperIndex), nil until a call needs them.
	helpers map[string][]string
	// scriptCalls are the script's receiverless calls by name, true when
	// each passes only literals (receiverlessCalls), nil until needed.
	scriptCalls map[string]bool
	// railsRefuses: the application's Rails refuses redirects to other
	// hosts (openredirect.go), nil until a redirect_to asks.
	railsRefuses *bool
}

func newChecker(pass *analysis.Pass, t *tables) *checker {
	c := &checker{pass: pass, t: t, tree: pass.Tree, methods: map[string]*syntax.Node{}}
	pass.Tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "method":
			if name := n.Child("name"); name != nil {
				c.methods[c.text(name)] = n
			}
		case "singleton_method":
			if name := n.Child("name"); name != nil {
				c.methods["self."+c.text(name)] = n
			}
		}
		return true
	})
	return c
}

func (c *checker) text(n *syntax.Node) string { return c.tree.Text(n) }

func (c *checker) run() {
	// Top-level code and blocks outside methods: scripts, Sinatra routes.
	c.execStmts(c.tree.Root.NamedChildren(), env{})
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "method", "singleton_method":
			e := c.classSeed(n)
			if c.literalCallers(n) {
				// Each call runs the body with its own literals.
				bindParamsTo(c, n, e, val{})
			} else {
				bindParams(c, n, e)
			}
			if p := lambdaEvent(c, n); p != nil {
				e[c.text(p)] = c.source(p, false)
			}
			c.execBody(n, e)
			return false
		}
		return true
	})
}

// lambdaEvent is the event parameter of an AWS Lambda handler, or nil:
// the Ruby runtime calls a handler with the keywords event and context
// (def handler(event:, context:)), and event is the invocation's payload,
// an API Gateway request's body, query and headers included.
func lambdaEvent(c *checker, m *syntax.Node) *syntax.Node {
	ps := m.Child("parameters")
	if ps == nil {
		return nil
	}
	var event *syntax.Node
	context := false
	for _, p := range ps.NamedChildren() {
		if p.Kind != "keyword_parameter" {
			continue
		}
		switch name := p.Child("name"); {
		case name == nil:
		case c.text(name) == "event":
			event = name
		case c.text(name) == "context":
			context = true
		}
	}
	if !context {
		return nil
	}
	return event
}

// classSeed runs the callbacks (callback rows: before_action) of the method's class and
// returns the instance variables they set.
func (c *checker) classSeed(m *syntax.Node) env {
	e := env{}
	class := m.Ancestor("class")
	if class == nil {
		return e
	}
	body := class.Child("body")
	if body == nil {
		return e
	}
	for _, st := range body.NamedChildren() {
		if st.Kind != "call" || st.Child("receiver") != nil {
			continue
		}
		if !c.t.callback(c.text(st.Child("method"))) {
			continue
		}
		args := st.Child("arguments")
		if args == nil {
			continue
		}
		for _, a := range args.NamedChildren() {
			if a.Kind != "simple_symbol" {
				continue
			}
			cb := c.methods[strings.TrimPrefix(c.text(a), ":")]
			if cb == nil || cb == m {
				continue
			}
			ce := env{}
			c.execBody(cb, ce)
			for k, v := range ce {
				if strings.HasPrefix(k, "@") {
					e[k] = v
				}
			}
		}
	}
	return e
}

func (c *checker) execBody(m *syntax.Node, e env) val {
	body := m.Child("body")
	if body == nil {
		return val{}
	}
	return c.execStmts(body.NamedChildren(), e)
}

// execStmts runs statements in order and returns the last one's value.
func (c *checker) execStmts(stmts []*syntax.Node, e env) val {
	var last val
	for _, s := range stmts {
		if s.Kind == "comment" {
			continue
		}
		last = c.exec(s, e)
	}
	return last
}

func (c *checker) exec(n *syntax.Node, e env) val {
	switch n.Kind {
	case "comment", "method", "singleton_method", "class", "module":
		if n.Kind == "class" || n.Kind == "module" {
			// Class bodies: constants and class-level calls.
			if b := n.Child("body"); b != nil {
				for _, s := range b.NamedChildren() {
					if s.Kind != "method" && s.Kind != "singleton_method" {
						c.exec(s, env{})
					}
				}
			}
		}
		return val{}
	case "if", "unless", "elsif":
		return c.execIf(n, e)
	case "if_modifier", "unless_modifier":
		cond := n.Child("condition")
		body := n.Child("body")
		want := n.Kind == "if_modifier"
		if k, ok := c.fold(cond, e); ok {
			if k == want {
				return c.exec(body, e)
			}
			return val{}
		}
		c.eval(cond, e)
		if exits(c, body) {
			// return unless LIST.include?(x): x is clean afterwards.
			c.guard(cond, !want, e)
			c.exec(body, e.clone())
			return val{}
		}
		be := e.clone()
		c.guard(cond, want, be)
		v := c.exec(body, be)
		e.merge(e.clone(), be)
		return v
	case "case":
		return c.execCase(n, e)
	case "while", "until", "for":
		if b := n.Child("body"); b != nil {
			be := e.clone()
			c.execStmts(b.NamedChildren(), be)
			c.execStmts(b.NamedChildren(), be)
			e.merge(e.clone(), be)
		}
		return val{}
	case "return", "next", "break":
		var v val
		for _, a := range n.NamedChildren() {
			if a.Kind == "argument_list" {
				for _, x := range a.NamedChildren() {
					v = join(v, c.eval(x, e))
				}
			}
		}
		if n.Kind == "return" && c.rets != nil {
			*c.rets = append(*c.rets, v)
		}
		return v
	case "begin", "body_statement", "then", "else", "ensure", "block_body", "do", "parenthesized_statements":
		var last val
		for _, s := range n.NamedChildren() {
			if s.Kind == "comment" {
				continue
			}
			if s.Kind == "rescue" {
				if b := s.Child("body"); b != nil {
					c.execStmts(b.NamedChildren(), e.clone())
				}
				continue
			}
			last = c.exec(s, e)
		}
		return last
	}
	return c.eval(n, e)
}

// exits reports whether a statement leaves the method or the request:
// return, next, break, or a call a summary row says exits (raise,
// redirect_to, halt).
func exits(c *checker, n *syntax.Node) bool {
	switch n.Kind {
	case "return", "next", "break":
		return true
	case "identifier":
		return c.t.exits(c.text(n))
	case "call":
		return n.Child("receiver") == nil && c.t.exits(c.text(n.Child("method")))
	case "binary":
		// head :bad_request and return
		return exits(c, n.Child("right")) || exits(c, n.Child("left"))
	case "then", "begin", "body_statement", "parenthesized_statements":
		kids := n.NamedChildren()
		return len(kids) > 0 && exits(c, kids[len(kids)-1])
	}
	return false
}

func (c *checker) execIf(n *syntax.Node, e env) val {
	cond := n.Child("condition")
	then := n.Child("consequence")
	alt := n.Child("alternative")
	want := n.Kind != "unless"
	runPart := func(p *syntax.Node, pe env) val {
		if p == nil {
			return val{}
		}
		return c.exec(p, pe)
	}
	if k, ok := c.fold(cond, e); ok {
		if k == want {
			return runPart(then, e)
		}
		return runPart(alt, e)
	}
	c.eval(cond, e)
	te, ae := e.clone(), e.clone()
	c.guard(cond, want, te)
	c.guard(cond, !want, ae)
	tv := runPart(then, te)
	av := runPart(alt, ae)
	switch {
	case then != nil && exits(c, then):
		for k := range e {
			delete(e, k)
		}
		for k, v := range ae {
			e[k] = v
		}
	case alt != nil && exits(c, alt):
		for k := range e {
			delete(e, k)
		}
		for k, v := range te {
			e[k] = v
		}
	default:
		e.merge(te, ae)
	}
	return join(tv, av)
}

func (c *checker) execCase(n *syntax.Node, e env) val {
	subject := n.Child("value")
	var sv val
	var skey string
	var sconst bool
	if subject != nil {
		sv = c.eval(subject, e)
		skey, sconst = c.constKey(subject, e)
	}
	var out val
	var branches []env
	matched := false
	for _, w := range n.NamedChildren() {
		if matched {
			break
		}
		var body *syntax.Node
		switch w.Kind {
		case "when":
			body = w.Child("body")
			if sconst {
				hit := false
				for _, p := range w.ChildrenOf("pattern") {
					for _, pk := range p.NamedChildren() {
						if k, ok := c.constKey(pk, e); ok && k == skey {
							hit = true
						}
					}
				}
				if !hit {
					continue
				}
				matched = true
			}
		case "else":
			body = w
			if sconst {
				matched = true
			}
		default:
			continue
		}
		be := e.clone()
		if body != nil {
			out = join(out, c.exec(body, be))
		}
		branches = append(branches, be)
	}
	_ = sv
	if len(branches) == 0 {
		return out
	}
	acc := branches[0]
	for _, b := range branches[1:] {
		m := env{}
		m.merge(acc, b)
		acc = m
	}
	if !matched {
		// No else: the subject may match nothing.
		m := env{}
		m.merge(acc, e.clone())
		acc = m
	}
	for k := range e {
		delete(e, k)
	}
	for k, v := range acc {
		e[k] = v
	}
	return out
}

// guard cleans the variable an allow-list or anchored-regexp check tests,
// in the branch where the check is (truth).
func (c *checker) guard(cond *syntax.Node, truth bool, e env) {
	if cond == nil {
		return
	}
	for cond.Kind == "parenthesized_statements" && len(cond.NamedChildren()) == 1 {
		cond = cond.NamedChildren()[0]
	}
	switch {
	case cond.Kind == "unary" && (cond.HasChild("!") || cond.HasChild("not")):
		if op := cond.Child("operand"); op != nil {
			c.guard(op, !truth, e)
		}
	case cond.Kind == "binary":
		c.guardBinary(cond, truth, e)
	case cond.Kind == "call" && truth:
		c.guardCall(cond, e)
	}
}

func (c *checker) guardBinary(cond *syntax.Node, truth bool, e env) {
	op := c.opText(cond)
	l, r := cond.Child("left"), cond.Child("right")
	switch {
	case (op == "&&" || op == "and") && truth, (op == "||" || op == "or") && !truth:
		c.guard(l, truth, e)
		c.guard(r, truth, e)
	case op == "=~" && truth && anchored(c.text(r)):
		c.clean(l, e)
	case op == "==" && truth && isLiteral(r):
		c.clean(l, e)
	case op == "==" && truth && isLiteral(l):
		c.clean(r, e)
	case op == "==" && truth:
		c.guardHost(l, r, e)
		c.guardHost(r, l, e)
	}
}

// guardHost: where u.host == other holds (a host-check row's method) and
// other is not request data (a literal, a constant, the application's
// configured domain), the URI u
// points at that host, so redirecting to it or requesting it stays there:
// u is clean for redirects and server-side requests, not for the rest of
// its text (its path may still carry anything into SQL or HTML).
func (c *checker) guardHost(h, other *syntax.Node, e env) {
	if h.Kind != "call" || len(argsOf(h)) != 0 || c.eval(other, e).tainted() {
		return
	}
	safe, recv := c.t.hostCheck[c.text(h.Child("method"))], h.Child("receiver")
	if safe == 0 || recv == nil || recv.Kind != "identifier" && recv.Kind != "instance_variable" {
		return
	}
	if v, ok := e[c.text(recv)]; ok && v.tainted() {
		v.safe |= safe
		e[c.text(recv)] = v
	}
}

// guardCall cleans what a check call (a row with guard) tests where it is
// true: an operand it names, when the other operand is not request data
// and, a regular expression literal, is anchored.
func (c *checker) guardCall(cond *syntax.Node, e env) {
	recv := cond.Child("receiver")
	args := argsOf(cond)
	if recv == nil || len(args) != 1 {
		return
	}
	m := c.text(cond.Child("method"))
	ri := c.receiverOf(recv, c.eval(recv, e))
	rows := append(c.t.rows(models.KindBarrier, m, ri), c.t.rows(models.KindSummary, m, ri)...)
	for _, row := range rows {
		for _, g := range row.Checks {
			checked, other := args[0], recv
			if g == "receiver" {
				checked, other = recv, args[0]
			}
			if c.eval(other, e).tainted() || other.Kind == "regex" && !anchored(c.text(other)) {
				continue
			}
			c.clean(checked, e)
		}
	}
}

func anchored(re string) bool {
	return strings.HasPrefix(re, `/\A`) && (strings.Contains(re, `\z/`) || strings.Contains(re, `\Z/`))
}

func isLiteral(n *syntax.Node) bool {
	switch n.Kind {
	case "integer", "float", "simple_symbol", "true", "false", "nil":
		return true
	case "string":
		return !n.HasChild("interpolation") && n.FirstNamed("interpolation") == nil
	}
	return false
}

// clean marks a checked variable (or params element) clean in e.
func (c *checker) clean(n *syntax.Node, e env) {
	if n == nil {
		return
	}
	switch n.Kind {
	case "identifier", "instance_variable":
		if v, ok := e[c.text(n)]; ok {
			v.flow = nil
			e[c.text(n)] = v
		} else {
			e[c.text(n)] = val{}
		}
	case "element_reference", "call":
		// params[:x] checked: later reads of the same expression are clean.
		e["expr:"+c.text(n)] = val{}
	}
}

func (c *checker) opText(n *syntax.Node) string {
	if op := n.Child("operator"); op != nil {
		return c.text(op)
	}
	return ""
}

func argsOf(call *syntax.Node) []*syntax.Node {
	a := call.Child("arguments")
	if a == nil {
		return nil
	}
	return a.NamedChildren()
}

// fold evaluates a condition that is constant.
func (c *checker) fold(n *syntax.Node, e env) (bool, bool) {
	if n == nil {
		return false, false
	}
	switch n.Kind {
	case "true":
		return true, true
	case "false", "nil":
		return false, true
	case "parenthesized_statements":
		if k := n.NamedChildren(); len(k) == 1 {
			return c.fold(k[0], e)
		}
	case "unary":
		if op := n.Child("operand"); op != nil && (n.HasChild("!") || n.HasChild("not")) {
			if b, ok := c.fold(op, e); ok {
				return !b, true
			}
		}
	case "binary":
		return c.foldBinary(n, e)
	case "identifier":
		return constTruth(e[c.text(n)].k)
	}
	return false, false
}

// constTruth is the truth of a constant key, when it is a boolean or nil.
func constTruth(k string) (bool, bool) {
	switch k {
	case "true":
		return true, true
	case "false", "nil":
		return false, true
	}
	return false, false
}

func (c *checker) foldBinary(n *syntax.Node, e env) (bool, bool) {
	op := c.opText(n)
	l, r := n.Child("left"), n.Child("right")
	switch op {
	case "&&", "and", "||", "or":
		return c.foldLogic(op == "&&" || op == "and", l, r, e)
	}
	lk, lok := c.constKey(l, e)
	rk, rok := c.constKey(r, e)
	if !lok || !rok {
		return false, false
	}
	switch op {
	case "==":
		return lk == rk, true
	case "!=":
		return lk != rk, true
	}
	li, lerr := atoi(lk)
	ri, rerr := atoi(rk)
	if !lerr || !rerr {
		return false, false
	}
	return compareInts(op, li, ri)
}

func (c *checker) foldLogic(and bool, l, r *syntax.Node, e env) (bool, bool) {
	lb, lok := c.fold(l, e)
	rb, rok := c.fold(r, e)
	switch {
	case lok && rok:
		if and {
			return lb && rb, true
		}
		return lb || rb, true
	case lok && and && !lb, rok && and && !rb:
		return false, true
	case lok && !and && lb, rok && !and && rb:
		return true, true
	}
	return false, false
}

func compareInts(op string, li, ri int) (bool, bool) {
	switch op {
	case "<":
		return li < ri, true
	case ">":
		return li > ri, true
	case "<=":
		return li <= ri, true
	case ">=":
		return li >= ri, true
	}
	return false, false
}

func atoi(k string) (int, bool) {
	if !strings.HasPrefix(k, "i:") {
		return 0, false
	}
	n, neg := 0, false
	s := k[2:]
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	}
	if s == "" {
		return 0, false
	}
	for _, ch := range s {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		n = n*10 + int(ch-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// constKey is the constant a literal (or a variable holding one) denotes:
// "i:3", "s:abc" (strings and symbols alike), "nil", "true", "false".
func (c *checker) constKey(n *syntax.Node, e env) (string, bool) {
	if n == nil {
		return "", false
	}
	switch n.Kind {
	case "integer":
		return "i:" + strings.ReplaceAll(c.text(n), "_", ""), true
	case "simple_symbol":
		return "s:" + strings.TrimPrefix(c.text(n), ":"), true
	case "hash_key_symbol":
		return "s:" + c.text(n), true
	case "string":
		if n.FirstNamed("interpolation") != nil {
			return "", false
		}
		t := c.text(n)
		if len(t) >= 2 {
			t = t[1 : len(t)-1]
		}
		return "s:" + t, true
	case "true", "false", "nil":
		return n.Kind, true
	case "identifier":
		if k := e[c.text(n)].k; k != "" {
			return k, true
		}
	}
	return "", false
}

// literalCallers reports whether m is a method of a script (a file that
// starts with #!, run rather than required, so no other file calls it,
// defined at its top) that the file calls, and only with literal
// arguments: Rails' generated bin/setup defines system!(*args) around
// system(*args, exception: true) and calls it with "bundle install" and
// the like, so its parameters hold nothing but those strings. Each call is
// analyzed with its own arguments where it is made.
func (c *checker) literalCallers(m *syntax.Node) bool {
	name := m.Child("name")
	if m.Kind != "method" || name == nil || m.Parent != c.tree.Root || !bytes.HasPrefix(c.tree.Src, []byte("#!")) {
		return false
	}
	if c.scriptCalls == nil {
		c.scriptCalls = c.receiverlessCalls()
	}
	lit, called := c.scriptCalls[c.text(name)]
	return called && lit
}

// receiverlessCalls says, for each name the file calls without a
// receiver, whether every such call passes only literal arguments and no
// block: one walk of the file for all of a script's methods.
func (c *checker) receiverlessCalls() map[string]bool {
	calls := map[string]bool{}
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if n.Kind != "call" || n.Child("receiver") != nil || n.Child("method") == nil {
			return true
		}
		name := c.text(n.Child("method"))
		literal, seen := calls[name]
		if !seen {
			literal = true
		}
		if args := n.Child("arguments"); args != nil {
			for _, a := range args.NamedChildren() {
				literal = literal && c.literalArg(a)
			}
		}
		calls[name] = literal && n.Child("block") == nil
		return true
	})
	return calls
}

// literalArg: a string without interpolation, a symbol, a number, true,
// false or nil, or a keyword argument (exception: true) whose value is one.
func (c *checker) literalArg(a *syntax.Node) bool {
	switch a.Kind {
	case "string":
		return a.FirstNamed("interpolation") == nil
	case "simple_symbol", "integer", "float", "true", "false", "nil":
		return true
	case "pair":
		v := a.Child("value")
		return v != nil && c.literalArg(v)
	}
	return false
}
