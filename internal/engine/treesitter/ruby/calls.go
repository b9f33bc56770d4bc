package ruby

import (
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// argItem is one argument of a call as Ruby passes it: trailing key:
// value pairs are one hash argument.
type argItem struct {
	node  *syntax.Node
	pairs []*syntax.Node
	v     val
}

// options reports whether the argument is a hash: options, not text.
func (a argItem) options() bool {
	return a.pairs != nil || a.node.Kind == "hash" || a.node.Kind == "hash_splat_argument" || a.v.hash
}

// text is the argument's source text.
func (c *checker) argText(a argItem) string {
	if a.pairs == nil {
		return c.text(a.node)
	}
	var parts []string
	for _, p := range a.pairs {
		parts = append(parts, c.text(p))
	}
	return strings.Join(parts, ", ")
}

// callInfo is a call with its receiver and arguments evaluated.
type callInfo struct {
	n, recvN *syntax.Node
	m        string
	recv     val
	ri       recvInfo
	args     []argItem
	all      val // the arguments' values joined
	block    val // the block's value
	e        env // the caller's variables, for what result reads again
}

func (c *checker) call(n *syntax.Node, e env) val {
	recvN := n.Child("receiver")
	m := ""
	if mN := n.Child("method"); mN != nil {
		m = c.text(mN)
	}
	if md := c.sameFile(recvN, m); md != nil {
		v := c.inline(md, argsOf(n), n, e)
		c.runBlock(n, e)
		return v
	}
	if c.isSource(recvN, m, e) {
		v := c.source(n, false)
		c.runBlock(n, e)
		return v
	}
	ci := &callInfo{n: n, recvN: recvN, m: m, e: e}
	if recvN != nil {
		ci.recv = c.eval(recvN, e)
	}
	ci.ri = c.receiverOf(recvN, ci.recv)
	c.evalArgs(ci, e)
	ci.block = c.runBlock(n, e)
	c.sinks(ci, e)
	if sent := c.sent(ci, e); sent != nil {
		c.sinks(sent, e)
	}
	if v, ok := c.fromOtherFile(ci, e); ok {
		return v
	}
	return c.result(ci)
}

// sent is the call that send(:name, ...), __send__ and public_send make
// when the method's name is a constant (Object#send: "Invokes the method
// identified by symbol, passing it any arguments specified"): the same
// receiver, that method, the arguments after the name. nil otherwise.
func (c *checker) sent(ci *callInfo, e env) *callInfo {
	if ci.m != "send" && ci.m != "__send__" && ci.m != "public_send" || len(ci.args) == 0 {
		return nil
	}
	k, ok := c.constKey(ci.args[0].node, e)
	if !ok || !strings.HasPrefix(k, "s:") || ci.args[0].pairs != nil {
		return nil
	}
	out := *ci
	out.m, out.args = strings.TrimPrefix(k, "s:"), ci.args[1:]
	return &out
}

// sameFile is the method of this file a call runs: self.x / x(...), and
// Klass.x for def self.x.
func (c *checker) sameFile(recvN *syntax.Node, m string) *syntax.Node {
	switch {
	case recvN == nil || recvN.Kind == "self":
		return c.methods[m]
	case recvN.Kind == "constant":
		return c.methods["self."+m]
	}
	return nil
}

// isSource reports whether a call returns request data by a source row
// (request.query_string). A variable of the method is not the object
// whose name a type row's receiver-names match.
func (c *checker) isSource(recvN *syntax.Node, m string, e env) bool {
	if recvN == nil {
		return c.t.row(models.KindSource, m, recvInfo{named: true}) != nil
	}
	v, bound := e[c.text(recvN)]
	// A variable a summary typed (req = Rack::Request.new(env)) is
	// matched by its type.
	ri := recvInfo{text: strings.TrimPrefix(c.text(recvN), "::"), typ: v.typ, named: recvN.Kind != "identifier" || !bound}
	return c.t.row(models.KindSource, m, ri) != nil
}

func (c *checker) evalArgs(ci *callInfo, e env) {
	for _, a := range argsOf(ci.n) {
		v := c.eval(a, e)
		if a.Kind == "block_argument" {
			continue
		}
		ci.all = join(ci.all, v)
		if a.Kind == "pair" {
			if k := len(ci.args) - 1; k >= 0 && ci.args[k].pairs != nil {
				ci.args[k].pairs = append(ci.args[k].pairs, a)
				ci.args[k].v = join(ci.args[k].v, v)
				continue
			}
			ci.args = append(ci.args, argItem{node: a, pairs: []*syntax.Node{a}, v: v})
			continue
		}
		ci.args = append(ci.args, argItem{node: a, v: v})
	}
}

// runBlock runs the block of a call and returns its value: its
// parameters take the value the call was made on (items.each { |i| ... }).
func (c *checker) runBlock(n *syntax.Node, e env) val {
	b := n.Child("block")
	if b == nil {
		return val{}
	}
	be := e.clone()
	var recv val
	if r := n.Child("receiver"); r != nil {
		recv = c.eval(r, e)
		recv.elems, recv.hash, recv.k, recv.typ = nil, false, "", ""
	}
	if ps := b.Child("parameters"); ps != nil {
		for _, p := range ps.NamedChildren() {
			if p.Kind == "identifier" {
				be[c.text(p)] = recv.with(p.Line, c.text(p))
			}
		}
	}
	var bv val
	if body := b.Child("body"); body != nil {
		bv = c.exec(body, be)
	}
	// Variables assigned in the block that existed before keep their taint.
	for k, v := range be {
		if old, ok := e[k]; ok && v.tainted() && !old.tainted() {
			e[k] = v
		}
	}
	c.route(n, bv, b)
	return bv
}

// route reports a route block (a handler row: Sinatra's get "/x" do ...
// end) whose value, the response body, carries request data to the
// handler's return-sink.
func (c *checker) route(n *syntax.Node, body val, b *syntax.Node) {
	if n.Child("receiver") != nil || n.Ancestor("method", "singleton_method") != nil {
		return
	}
	h := c.t.handler(c.text(n.Child("method")))
	args := argsOf(n)
	if h == nil || len(args) == 0 || args[0].Kind != "string" || !strings.HasPrefix(strings.Trim(c.text(args[0]), `"'`), "/") {
		return
	}
	if body.hash || body.elems != nil {
		// A hash or an array is not the String body the handler returns.
		return
	}
	at := b
	if bb := b.Child("body"); bb != nil {
		for _, k := range bb.NamedChildren() {
			if k.Kind != "comment" {
				at = k
			}
		}
	}
	k := sinkKinds[h.ReturnSink]
	c.sinkCheck(k.rule, k.bit, body, at)
}

// result is the value a call returns: a barrier's nothing, a sanitizer's
// escaped value, a summary's flows, or else its receiver's and
// arguments' data.
func (c *checker) result(ci *callInfo) val {
	if row := c.t.row(models.KindBarrier, ci.m, ci.ri); row != nil {
		if v, ok := c.passThrough(ci, row); ok {
			return v
		}
		return val{}
	}
	if row := c.t.row(models.KindSanitizer, ci.m, ci.ri); row != nil {
		return c.sanitized(ci, row)
	}
	if ci.recvN != nil && c.wordOnly(ci) {
		v := ci.recv.with(ci.n.Line, c.text(ci.n))
		v.safe |= sAll
		v.elems, v.hash, v.k, v.typ = nil, false, "", ""
		return v
	}
	for _, row := range c.t.rows(models.KindSummary, ci.m, ci.ri) {
		if row.None {
			return val{open: true}
		}
		if len(row.Flows) > 0 {
			return c.summarized(ci, row)
		}
	}
	out := join(ci.recv, ci.all)
	out.raw = false
	out.open = true
	// sql.strip is still the built string; a call that only takes it as
	// an argument returns something else.
	out.built = ci.recv.built
	return out.with(ci.n.Line, c.text(ci.n))
}

// sanitized is the first argument (the receiver of a call without one)
// made safe for the row's sink kinds; an SQL escaper's array argument is
// a template and the values it binds, and only the template is text.
func (c *checker) sanitized(ci *callInfo, row *models.Model) val {
	v := ci.recv
	if len(ci.args) > 0 {
		v = ci.args[0].v
	}
	var bits sink
	for _, k := range row.Sanitizes {
		bits |= sinkKinds[k].bit
		if sinkKinds[k].arrays && len(ci.args) > 0 && ci.args[0].node.Kind == "array" {
			v = ci.args[0].v.elems["i:0"]
		}
	}
	v = v.with(ci.n.Line, c.text(ci.n))
	v.safe |= bits
	v.elems, v.hash, v.k, v.typ = nil, false, "", ""
	return v
}

// summarized is the value a summary row's flows give the call's result.
func (c *checker) summarized(ci *callInfo, row *models.Model) val {
	var vs []val
	for _, f := range row.Flows {
		if f.To == "return" {
			vs = append(vs, c.flowFrom(ci, f.From))
		}
	}
	var v val
	if len(vs) == 1 {
		v = vs[0]
	}
	if len(vs) > 1 {
		for _, x := range vs {
			v = join(v, x)
		}
		v.open = true
	}
	v = v.with(ci.n.Line, c.text(ci.n))
	// A printf format (Kernel#format) with a value the analysis cannot
	// see builds text as "..." % x does.
	if f := row.Format; f >= 0 && f < len(ci.args) && ci.args[f].node.Kind == "string" && v.open {
		v.built = true
	}
	v.typ = returnsType(row, ci.recv.typ)
	v.raw = c.t.whole(v.typ)
	if v.typ == "Hash" {
		v.hash = true
	}
	return v
}

// returnsType is the type of what a summary returns.
func returnsType(row *models.Model, recvTyp string) string {
	if row.Returns == "receiver" {
		return recvTyp
	}
	return row.Returns
}

// flowFrom is the value at one end of a summary's flow.
func (c *checker) flowFrom(ci *callInfo, from string) val {
	switch from {
	case "receiver":
		return ci.recv
	case "args":
		return ci.all
	case "block":
		return ci.block
	}
	if i, ok := atoi("i:" + strings.TrimPrefix(from, "arg")); ok && i < len(ci.args) {
		return ci.args[i].v
	}
	return val{}
}

// sinks checks the call against the sink rows it matches, once per sink
// kind.
func (c *checker) sinks(ci *callInfo, e env) {
	seen := map[string]bool{}
	own := c.t.ownRows(ci.m, ci.ri)
	for _, row := range c.t.rows(models.KindSink, ci.m, ci.ri) {
		if own && row.Type != "" && c.t.level(row, ci.ri) != 0 {
			continue
		}
		for _, kind := range row.Sinks {
			// A row that reads only options reads other arguments than a
			// positional row of the same kind: both apply.
			key := kind
			if row.Args == nil && row.Keywords != nil {
				key += " options"
			}
			if seen[key] || !c.holds(ci, row) || kind == "open-redirect" && c.refusedRedirect(ci) {
				continue
			}
			seen[key] = true
			c.sinkRow(ci, row, sinkKinds[kind], kind == "command-injection", e)
		}
	}
}

// holds checks a row's condition on an argument's text (YAML.load with
// permitted_classes: is not a sink).
func (c *checker) holds(ci *callInfo, row *models.Model) bool {
	if row.ConstIn == nil && row.ConstNot == nil {
		return true
	}
	text := ""
	if row.ConstArg >= 0 && row.ConstArg < len(ci.args) {
		text = c.argText(ci.args[row.ConstArg])
	}
	return row.ArgHolds(text)
}

func (c *checker) sinkRow(ci *callInfo, row *models.Model, k sinkKind, command bool, e env) {
	switch {
	case row.Receiver:
		if ci.recvN != nil {
			c.check(k, ci.recv, ci.recvN, ci.n)
		}
		return
	case command:
		c.commandLine(ci, k, e)
		return
	}
	idx := row.Args
	if idx == nil && row.Keywords == nil {
		for i := range ci.args {
			idx = append(idx, i)
		}
	}
	for _, i := range idx {
		if i >= len(ci.args) {
			continue
		}
		a := ci.args[i]
		switch {
		case a.options():
		case k.arrays && a.node.Kind == "array":
			c.template(k, a.node, ci.n, e)
		case k.bit == sMass && ci.m == "new" && !c.modelParams(ci.recvN, a.node, ci.e):
		default:
			c.check(k, a.v, a.node, ci.n)
		}
	}
	for _, kw := range row.Keywords {
		for _, a := range ci.args {
			c.keyword(ci, a, kw, k, e)
		}
	}
}

// keyword checks the value of key kw in an options argument.
func (c *checker) keyword(ci *callInfo, a argItem, kw string, k sinkKind, e env) {
	pairs := a.pairs
	if a.node.Kind == "hash" {
		pairs = a.node.NamedChildren()
	}
	for _, p := range pairs {
		if p.Kind != "pair" {
			continue
		}
		if key, _ := c.constKey(p.Child("key"), e); key == "s:"+kw {
			// A hash of conditions, or an array of SQL with placeholders
			// and its values, is bound by the library.
			switch v := p.Child("value"); {
			case v == nil || v.Kind == "hash":
			case k.arrays && v.Kind == "array":
				c.template(k, v, ci.n, e)
			default:
				c.check(k, c.eval(v, e), v, ci.n)
			}
		}
	}
}

// template checks the first element of an array of SQL and its bound
// values (where(["name = ?", x])): the values are bound, the template is
// SQL text.
func (c *checker) template(k sinkKind, arr, at *syntax.Node, e env) {
	if k.bit != sSQL {
		return
	}
	if elems := arr.NamedChildren(); len(elems) > 0 && elems[0].Kind != "array" {
		c.check(k, c.eval(elems[0], e), elems[0], at)
	}
}

// commandLine checks the command line of a command sink: the first
// argument that is not the environment hash; an array there, or more
// arguments after it, run the program without a shell. Without a shell,
// the program itself ([cmdname, argv0], IO.popen's argv array) is still
// checked, and so is the script a shell runs with -c (system("sh", "-c",
// cmd), IO.popen(["bash", "-c", cmd])): that argument is a command line.
func (c *checker) commandLine(ci *callInfo, k sinkKind, e env) {
	i := 0
	env := func(a argItem) bool {
		return a.pairs != nil || a.node.Kind == "hash" || a.v.hash && !a.v.tainted()
	}
	for i < len(ci.args) && env(ci.args[i]) {
		i++
	}
	if i >= len(ci.args) {
		return
	}
	first := ci.args[i].node
	if first.Kind != "array" {
		c.check(k, ci.args[i].v, first, ci.n)
		c.shellScript(k, first, ci.args[i+1:], nil, ci.n, e)
		return
	}
	elems := first.NamedChildren()
	if len(elems) == 0 {
		return
	}
	prog := elems[0]
	if prog.Kind == "array" { // IO.popen([[cmdname, argv0], arg, ...])
		if inner := prog.NamedChildren(); len(inner) > 0 {
			prog = inner[0]
		}
	}
	c.sinkCheck(k.rule, k.bit, c.eval(prog, e), ci.n)
	if len(ci.args) > i+1 || len(elems) == 2 && elems[0].Kind != "array" && !shellFlag(c.text(elems[1])) {
		// [cmdname, argv0]: argv0 is only the name the program sees.
		c.shellScript(k, prog, ci.args[i+1:], nil, ci.n, e)
		return
	}
	c.shellScript(k, prog, nil, elems[1:], ci.n, e)
}

// shellRE is the name of a POSIX shell, with or without its directory.
var shellRE = regexp.MustCompile(`^(/usr)?(/local)?(/bin/)?(ba|z|k|mk|da|a|c|tc|fi|yash|pdk)?sh$`)

// shellFlag reports whether a literal argument is a shell option that
// makes the next argument the script (-c, -lc, -ec, -xec).
func shellFlag(lit string) bool {
	t := strings.Trim(lit, `"'`)
	return strings.HasPrefix(t, "-") && !strings.HasPrefix(t, "--") && strings.ContainsRune(t, 'c')
}

// shellScript checks the argument after -c when prog names a shell; the
// arguments are call arguments (args) or array elements (elems).
func (c *checker) shellScript(k sinkKind, prog *syntax.Node, args []argItem, elems []*syntax.Node, at *syntax.Node, e env) {
	key, ok := c.constKey(prog, e)
	if !ok || !shellRE.MatchString(strings.TrimPrefix(key, "s:")) {
		return
	}
	items := make([]argItem, 0, len(elems)+len(args))
	for _, n := range elems {
		items = append(items, argItem{node: n})
	}
	items = append(items, args...)
	for j := 0; j+1 < len(items); j++ {
		if f, ok := c.constKey(items[j].node, e); ok && shellFlag(strings.TrimPrefix(f, "s:")) {
			script := items[j+1]
			if script.pairs != nil {
				return
			}
			v := script.v
			if j+1 < len(elems) {
				v = c.eval(script.node, e)
			}
			c.check(k, v, script.node, at)
			return
		}
	}
}

// check reports v reaching a sink of kind k at the call at: request data
// (unfiltered parameters for mass assignment), or a string built from
// values the analysis cannot see for the kinds with a pattern rule.
func (c *checker) check(k sinkKind, v val, arg, at *syntax.Node) {
	if k.bit == sMass {
		if v.raw {
			c.sinkCheck(k.rule, k.bit, v, at)
		}
		return
	}
	c.sinkCheck(k.rule, k.bit, v, at)
	if k.pattern != nil {
		c.patternCheck(k.pattern, k.bit, v, arg, at)
	}
}

func argsNode(n *syntax.Node) *syntax.Node {
	if a := n.Child("arguments"); a != nil {
		return a
	}
	return n
}

type analysisStep = analysis.Step

func step(line int, what string) analysis.Step { return analysis.Step{Line: line, What: what} }

// wordOnly reports whether the call deletes every character that is not a
// letter, a digit or _ from its receiver (s.gsub(/\W/, ""),
// s.gsub(/[^a-z0-9]+/i, ""), s.delete("^a-zA-Z0-9")): what is left can
// neither quote, separate, nor name another directory, in any sink.
func (c *checker) wordOnly(ci *callInfo) bool {
	switch ci.m {
	case "gsub", "gsub!":
		if len(ci.args) != 2 || !isEmptyString(c, ci.args[1].node) {
			return false
		}
		a := ci.args[0].node
		if a.Kind != "regex" || a.FirstNamed("interpolation") != nil {
			return false
		}
		return wordRegex(c.text(a))
	case "delete", "delete!":
		return len(ci.args) == 1 && ci.args[0].node.Kind == "string" && wordSet(strings.Trim(c.text(ci.args[0].node), `"'`), true)
	}
	return false
}

func isEmptyString(c *checker, n *syntax.Node) bool {
	t := c.text(n)
	return n.Kind == "string" && (t == `""` || t == "''")
}

// wordRegex reports whether a regular expression literal matches exactly
// the characters outside [A-Za-z0-9_]: /\W/, /\W+/, /[^\w]/, /[^a-z0-9_]/i.
func wordRegex(re string) bool {
	end := strings.LastIndex(re, "/")
	if !strings.HasPrefix(re, "/") || end <= 0 {
		return false
	}
	flags, body := re[end+1:], re[1:end]
	if strings.Trim(flags, "imx") != "" {
		return false
	}
	body = strings.TrimSuffix(strings.TrimSuffix(body, "+"), "*")
	if body == `\W` || body == `[\W]` {
		return true
	}
	if !strings.HasPrefix(body, "[^") || !strings.HasSuffix(body, "]") {
		return false
	}
	return wordSet(body[2:len(body)-1], false)
}

// wordSet reports whether a character class (a tr/delete set when negated
// is "^"-prefixed) keeps only word characters.
func wordSet(set string, tr bool) bool {
	if tr {
		if !strings.HasPrefix(set, "^") {
			return false
		}
		set = set[1:]
	}
	if set == "" {
		return false
	}
	for set != "" {
		switch {
		case strings.HasPrefix(set, `\w`), strings.HasPrefix(set, `\d`):
			set = set[2:]
		case strings.HasPrefix(set, "a-z"), strings.HasPrefix(set, "A-Z"), strings.HasPrefix(set, "0-9"):
			set = set[3:]
		case set[0] == '_' || set[0] >= 'a' && set[0] <= 'z' || set[0] >= 'A' && set[0] <= 'Z' || set[0] >= '0' && set[0] <= '9':
			if len(set) > 1 && set[1] == '-' {
				return false // a range other than the three above
			}
			set = set[1:]
		default:
			return false
		}
	}
	return true
}

// modelParams reports whether Klass.new(arg) is a model built from its
// form's parameters: arg is not one request parameter read by a key, or the
// key names the class (User.new(params[:user]), by Rails' form_with
// convention); ElasticSearcher.new(params[:query]) passes one value to a
// plain class.
func (c *checker) modelParams(recvN, arg *syntax.Node, e env) bool {
	var keyN *syntax.Node
	switch {
	case recvN == nil:
		return true
	case arg.Kind == "element_reference":
		// x[k], Ruby's own [], reads by its index.
		if keys := arg.NamedChildren(); len(keys) == 2 {
			keyN = keys[1]
		}
	case arg.Kind == "call":
		keyN = c.readKey(arg, e)
	}
	if keyN == nil {
		return true
	}
	k, ok := c.constKey(keyN, env{})
	if !ok || !strings.HasPrefix(k, "s:") {
		return true
	}
	key := strings.ToLower(k[2:])
	cls := c.text(recvN)
	if i := strings.LastIndex(cls, "::"); i >= 0 {
		cls = cls[i+2:]
	}
	s := snake(cls)
	return key == s || key == s+"s" || s == key+"s" || strings.HasSuffix(key, "_"+s) || strings.HasSuffix(s, "_"+key)
}

// readKey is the argument naming the key a call reads request data by,
// as its summary row's key-arg says (params.fetch(:user, {}):
// first; params.dig(:session, :password): last), or nil. The receiver is
// matched as a source's is: a variable by the type its value has.
func (c *checker) readKey(call *syntax.Node, e env) *syntax.Node {
	r, mN := call.Child("receiver"), call.Child("method")
	as := argsOf(call)
	if r == nil || mN == nil || len(as) == 0 {
		return nil
	}
	v, bound := e[c.text(r)]
	ri := recvInfo{text: strings.TrimPrefix(c.text(r), "::"), typ: v.typ, named: r.Kind != "identifier" || !bound}
	for _, row := range c.t.rows(models.KindSummary, c.text(mN), ri) {
		switch row.KeyArg {
		case "first":
			return as[0]
		case "last":
			return as[len(as)-1]
		}
	}
	return nil
}

// snake is a CamelCase name in snake_case (PasswordResetForm: password_reset_form).
func snake(name string) string {
	var b strings.Builder
	for i, r := range name {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('_')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// passThrough is what a barrier row's call returns of its arguments'
// data where the row says the result still carries it: the positional
// arguments at its args that are no Hash, Symbol or Array (a String given
// to Rails' url_for is returned as it is), and the options its keywords
// name (url_for's and a *_url helper's host:, which picks the host).
func (c *checker) passThrough(ci *callInfo, row *models.Model) (val, bool) {
	for _, i := range row.Args {
		if i >= len(ci.args) || ci.args[i].pairs != nil {
			continue
		}
		switch a := ci.args[i]; a.node.Kind {
		case "hash", "simple_symbol", "array":
		default:
			if a.v.taintedFor(sRedirect) {
				return a.v.with(ci.n.Line, c.text(ci.n)), true
			}
		}
	}
	for _, a := range ci.args {
		for _, p := range a.pairs {
			if k, ok := c.constKey(p.Child("key"), ci.e); ok && slices.Contains(row.Keywords, strings.TrimPrefix(k, "s:")) && strings.HasPrefix(k, "s:") {
				if v := c.eval(p.Child("value"), ci.e.clone()); v.taintedFor(sRedirect) {
					return v.with(ci.n.Line, c.text(ci.n)), true
				}
			}
		}
	}
	return val{}, false
}
