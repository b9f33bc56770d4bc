package python

import (
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// modelCall applies the model rows that match a call: its sinks are
// checked, and the first row that says what the call returns decides its
// value (nil when none does). recv is nil for a call by qualified name.
func (fr *frame) modelCall(n *syntax.Node, rows []*models.Model, recvN *syntax.Node, recv *val, a *args, st *state) *val {
	var held []*models.Model
	for _, m := range rows {
		if fr.holds(m, a) {
			held = append(held, m)
		}
	}
	var sunk *models.Model
	for _, m := range held {
		switch m.Kind {
		case models.KindSink:
			fr.rowSinks(n, m, recvN, recv, a)
			sunk = m
		case models.KindSummary:
			fr.intoReceiver(m, recvN, recv, a, st)
			if m.Becomes != "" && st != nil {
				fr.setVar(recvN, &val{kind: m.Becomes}, st)
			}
			if m.Callback >= 0 {
				if v := fr.callback(n, m.Callback, a, st); v != nil {
					return v
				}
			}
		}
	}
	for _, kind := range resultOrder {
		for _, m := range held {
			if m.Kind == kind {
				if v := rowResult[kind](fr, n, m, recv, a); v != nil {
					return v
				}
			}
		}
	}
	if sunk != nil {
		return fr.sinkResult(sunk, a)
	}
	return nil
}

// intoReceiver applies a summary's flows into the receiver
// (list.append(x), parser.feed(data)).
func (fr *frame) intoReceiver(m *models.Model, recvN *syntax.Node, recv *val, a *args, st *state) {
	if recv == nil || recvN == nil || st == nil {
		return
	}
	for _, f := range m.Flows {
		if f.To == "receiver" && f.From == "args" {
			nv := recv.clone()
			nv.t = union(nv.t, a.taint())
			nv.rnd = union(nv.rnd, a.all.rnd)
			fr.setVar(recvN, nv, st)
			return
		}
	}
}

// callback evaluates the call of argument i with the arguments after it
// (loop.run_in_executor(None, os.system, cmd) runs os.system(cmd)): its
// sinks are checked at those arguments, and its result is the call's.
func (fr *frame) callback(n *syntax.Node, i int, a *args, st *state) *val {
	if i >= len(a.posN) || st == nil || a.posN[i] == nil {
		return nil
	}
	sub := &args{pos: a.pos[i+1:], posN: a.posN[i+1:], kw: a.kw, kwN: a.kwN, splat: a.splat, all: clean, callNod: n}
	for _, v := range sub.pos {
		sub.all = join(sub.all, v.flat())
	}
	for _, v := range sub.kw {
		sub.all = join(sub.all, v.flat())
	}
	switch f := a.posN[i]; f.Kind {
	case "attribute":
		if q := fr.qual(f, st); q != "" {
			return fr.qualifiedCall(n, q, sub, st)
		}
		recvN := f.Child("object")
		return fr.valueCall(n, recvN, fr.expr(recvN, st), fr.c.text(f.Child("attribute")), sub, st)
	case "identifier":
		if _, local := st.env[fr.c.text(f)]; !local {
			return fr.nameCall(n, fr.c.text(f), sub, st)
		}
	}
	return nil
}

// resultOrder is the order in which rows decide a call's value.
var resultOrder = []models.Kind{models.KindSource, models.KindSanitizer, models.KindBarrier, models.KindSummary}

// rowResult is what a row of each kind makes a call return.
var rowResult = map[models.Kind]func(fr *frame, n *syntax.Node, m *models.Model, recv *val, a *args) *val{
	models.KindSource: func(fr *frame, n *syntax.Node, m *models.Model, recv *val, a *args) *val {
		return fr.modelSource(n, m, a)
	},
	models.KindSanitizer: func(fr *frame, n *syntax.Node, m *models.Model, recv *val, a *args) *val {
		if m.Guard != "" {
			return nil // a check: what it makes safe is the condition's business
		}
		t, rnd := a.taint(), a.all.rnd
		if recv != nil {
			t, rnd = union(recv.tt(), t), union(recv.rr(), rnd)
		}
		// the application's own value made safe is no longer free-form text
		return &val{t: t.sanitize(sanitizes(m)), rnd: rnd, constish: t == nil}
	},
	models.KindBarrier: func(fr *frame, n *syntax.Node, m *models.Model, recv *val, a *args) *val {
		if m.Guard != "" {
			return nil // a check: what it makes safe is the condition's business
		}
		if recv != nil {
			return clean
		}
		return &val{rnd: a.all.rnd, constish: true}
	},
	models.KindSummary: func(fr *frame, n *syntax.Node, m *models.Model, recv *val, a *args) *val {
		if m.Returns == noReturn || m.Returns == "" && !m.None && !toReturn(m) {
			return nil // it only fills the receiver: the default result
		}
		t, rnd := flowsOf(m, recv, a)
		typ := m.Returns
		if typ == "receiver" && recv != nil {
			typ = recv.kind
		}
		return fr.typed(typ, t, rnd, a, recv)
	},
}

// holds says whether a row's condition on an argument holds for a call.
func (fr *frame) holds(m *models.Model, a *args) bool {
	if m.IfTrue >= 0 {
		v, _ := a.arg(m.IfTrue)
		if b, ok := truth(v); !ok || !b {
			return false
		}
	}
	if len(m.ConstIn)+len(m.ConstNot) == 0 {
		return true
	}
	v, vn := a.arg(m.ConstArg, m.ConstKeywords...)
	if m.Kind == models.KindBarrier && v != nil && !v.hasC && m.ConstArg >= 0 {
		// a key chosen at run time may be any key; a keyword-only
		// option (type=int) is matched by its text
		return false
	}
	return m.ArgHolds(fr.condValue(v, vn, m.ConstDefault))
}

// condValue is the text a row's condition matches for an argument: its
// constant as Python writes it, else the type row of the object it is,
// else its constant text, else its source; def when it is not passed.
func (fr *frame) condValue(v *val, vn *syntax.Node, def string) string {
	switch {
	case v == nil || vn == nil:
		return def
	case v.hasC:
		return pyRepr(v.c)
	case v.kind != "":
		return v.kind
	case v.lit != "":
		return v.lit
	}
	return fr.c.text(vn)
}

func pyRepr(c any) string {
	switch x := c.(type) {
	case string:
		return x
	case bool:
		if x {
			return "True"
		}
		return "False"
	case noneT:
		return "None"
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	}
	return ""
}

func toReturn(m *models.Model) bool {
	for _, f := range m.Flows {
		if f.To == "return" {
			return true
		}
	}
	return false
}

// flowsOf is the data a summary row carries to the call's result.
func flowsOf(m *models.Model, recv *val, a *args) (t, rnd *taint) {
	for _, f := range m.Flows {
		if f.To != "return" {
			continue
		}
		switch {
		case f.From == "receiver" && recv != nil:
			t, rnd = union(t, recv.tt()), union(rnd, recv.rr())
		case f.From == "args":
			t, rnd = union(t, a.taint()), union(rnd, a.all.rnd)
		default:
			if i, err := strconv.Atoi(f.From[len("arg"):]); err == nil && i < len(a.pos) {
				t, rnd = union(t, a.pos[i].tt()), union(rnd, a.pos[i].rr())
			}
		}
	}
	return t, rnd
}

// typedVals make the objects of the types whose values the analysis
// follows in their own way, by the type row's name.
var typedVals = map[string]func(fr *frame, t, rnd *taint, a *args, recv *val) *val{
	"config": func(*frame, *taint, *taint, *args, *val) *val { return &val{dict: true, keys: map[string]*val{}} },
	"app_url": func(_ *frame, _, _ *taint, a *args, _ *val) *val {
		return &val{rnd: a.all.rnd, constish: true, hostURL: true}
	},
	"url_parts": func(fr *frame, t, _ *taint, a *args, _ *val) *val {
		v := &val{t: t}
		if len(a.posN) > 0 && a.posN[0].Kind == "identifier" {
			v.urlOf = fr.c.text(a.posN[0])
		}
		return v
	},
	"normalized_path": func(_ *frame, t, rnd *taint, _ *args, recv *val) *val {
		v := &val{t: t, rnd: rnd, normPath: true}
		if recv != nil && recv.kind == "path" {
			v.kind = "path" // Path(p).resolve() is still a Path
		}
		return v
	},
}

// typed is an object of type typ (a type row's name, "" for none)
// holding t.
func (fr *frame) typed(typ string, t, rnd *taint, a *args, recv *val) *val {
	if mk := typedVals[typ]; mk != nil {
		return mk(fr, t, rnd, a, recv)
	}
	return &val{kind: typ, t: t, rnd: rnd}
}

// modelSource is the data a source row's call returns.
func (fr *frame) modelSource(n *syntax.Node, m *models.Model, a *args) *val {
	what := fr.c.text(n)
	switch m.Source {
	case "weak-random":
		return &val{t: a.taint(), rnd: &taint{flow: analysis.Flow{{Line: n.Line, What: fr.c.label(what)}}, sev: finding.Medium}}
	case "console":
		// whoever runs the program chooses its arguments: a risk only
		// when it runs with more rights than its caller
		return fr.source(n, what, finding.Low, "")
	}
	return fr.requestPart(n, &val{})
}

// argRef is an argument a sink row reads: a position, and the names it
// may be passed by instead.
type argRef struct {
	pos int
	kw  []string
}

// sinkArgs are the arguments a sink row reads: args paired with keywords
// when both have the same length, else each position with any of the
// keywords; without args, every argument.
func sinkArgs(m *models.Model, a *args) []argRef {
	var out []argRef
	switch {
	case m.Args == nil:
		for i := range a.pos {
			out = append(out, argRef{pos: i})
		}
		for k := range a.kw {
			out = append(out, argRef{pos: -1, kw: []string{k}})
		}
	case len(m.Keywords) == len(m.Args):
		for i, p := range m.Args {
			out = append(out, argRef{pos: p, kw: m.Keywords[i : i+1]})
		}
	default:
		for _, p := range m.Args {
			out = append(out, argRef{pos: p, kw: m.Keywords})
		}
	}
	return out
}

// rowSinks checks what reaches the arguments (or the receiver) a sink row
// reads.
func (fr *frame) rowSinks(n *syntax.Node, m *models.Model, recvN *syntax.Node, recv *val, a *args) {
	for _, k := range m.Sinks {
		r := sinkRules[k]
		switch {
		case m.Argv != "":
			fr.argvSink(n, m, a)
		case m.Receiver:
			fr.sinkValue(n, r, recvN, recv)
		default:
			done := map[*syntax.Node]bool{}
			for _, ar := range sinkArgs(m, a) {
				v, vn := a.arg(ar.pos, ar.kw...)
				if m.Shape == shapeModuleName && v != nil && vn != nil {
					// the name of a module: request data only
					fr.c.sinkCall(vn, n)
					fr.sink(r, vn, v)
					continue
				}
				if vn == nil || done[vn] || !fr.sinkValue(n, r, vn, v) {
					continue
				}
				done[vn] = true
				if m.Args == nil {
					break // one finding for a call that reads every argument
				}
			}
		}
	}
}

// sinkValue checks a value reaching a sink of rule r at vn; for the kinds
// whose rules also report values of unknown origin, those too (the
// ported literal-free rules).
func (fr *frame) sinkValue(call *syntax.Node, r *analysis.Rule, vn *syntax.Node, v *val) bool {
	if v == nil || vn == nil {
		return false
	}
	fr.c.sinkCall(vn, call)
	if f := sinkChecks[r]; f != nil {
		return f(fr, call, vn, v)
	}
	return fr.sink(r, vn, v)
}

// sinkChecks are the sink kinds checked in their own way.
var sinkChecks = map[*analysis.Rule]func(fr *frame, call, vn *syntax.Node, v *val) bool{
	ruleCode:       func(fr *frame, _, vn *syntax.Node, v *val) bool { return fr.sinkOrWeak(ruleCode, vn, v, false) },
	ruleWeakPwHash: func(fr *frame, call, vn *syntax.Node, _ *val) bool { return fr.passwordHashed(call, vn) },
	ruleCmd:        func(fr *frame, _, vn *syntax.Node, v *val) bool { return fr.sinkOrWeak(ruleCmd, vn, v, false) },
	ruleDeser: func(fr *frame, _, vn *syntax.Node, v *val) bool {
		return fr.sinkOrWeak(ruleDeser, vn, v, true)
	},
	ruleTemplate: func(fr *frame, _, vn *syntax.Node, v *val) bool {
		if fr.sink(ruleTemplate, vn, v) {
			return true
		}
		if v.lit != "" && !v.hasC {
			fr.weakReport(ruleTemplate, vn, finding.High, 0.7, "Template source built with string formatting (server-side template injection)")
		}
		return false
	},
	ruleSQL: func(fr *frame, _, vn *syntax.Node, v *val) bool { return fr.sqlSink(vn, v) },
	ruleXSS: func(fr *frame, _, vn *syntax.Node, v *val) bool {
		if v.seq && v.t == nil && len(v.items) > 0 {
			// a (body, status, headers) tuple: only the body is HTML
			for _, it := range v.items[1:] {
				if it.dict || it.seq {
					fr.sink(ruleHeader, vn, it)
				}
			}
			v = v.items[0]
		}
		return fr.sink(ruleXSS, vn, v)
	},
	ruleTrust: func(fr *frame, call, vn *syntax.Node, v *val) bool {
		fr.randSink(vn, v, fr.c.text(call))
		return fr.sink(ruleTrust, vn, v)
	},
	ruleRandom: func(fr *frame, call, vn *syntax.Node, v *val) bool {
		fr.randSink(vn, v, fr.c.text(call))
		return false
	},
	ruleLDAP: func(fr *frame, _, vn *syntax.Node, v *val) bool { return fr.sink(ruleLDAP, vn, v) },
}

// sinkResult is what a sink call returns when no row says: a query text
// reported here is not reported again where it runs; a page or a
// redirect is a response.
func (fr *frame) sinkResult(m *models.Model, a *args) *val {
	for _, k := range m.Sinks {
		switch sinkRules[k] {
		case ruleSQL:
			if v, _ := a.arg(0); v != nil {
				return &val{t: v.tt().sanitize(cSQL)}
			}
		case ruleXSS, ruleRedirect:
			return &val{kind: "response"}
		}
	}
	return nil
}

// argvSink checks an argument vector: a list, or the positional
// arguments, whose first element is the program. A string is a command
// line; a list runs its program directly, a command only when the
// program is one of the row's shells or the client's.
func (fr *frame) argvSink(call *syntax.Node, m *models.Model, a *args) {
	var cmd *val
	var cn *syntax.Node
	if m.Argv == "spread" {
		// the vector starts at the row's first arg when it names one
		// (loop.subprocess_exec(protocol_factory, program, *args))
		from := 0
		if len(m.Args) > 0 {
			from = m.Args[0]
		}
		if len(a.pos) <= from {
			return
		}
		cmd, cn = &val{seq: true, items: a.pos[from:]}, a.posN[from]
		if a.splat {
			cmd = &val{t: a.taint()}
		}
	} else {
		p := 0
		if len(m.Args) > 0 {
			p = m.Args[0]
		}
		cmd, cn = a.arg(p, m.Keywords...)
	}
	if cmd == nil || cn == nil {
		return
	}
	fr.c.sinkCall(cn, call)
	if !cmd.seq {
		fr.sink(ruleCmd, cn, cmd)
		return
	}
	if len(cmd.items) == 0 {
		return
	}
	shell := cmd.items[0].tt() != nil
	for _, c := range cmd.items[0].choices() {
		if prog, ok := c.(string); ok && slices.ContainsFunc(m.Shells, func(s string) bool { return strings.EqualFold(s, prog) }) {
			shell = true
		}
	}
	if shell {
		fr.sink(ruleCmd, cn, cmd)
	}
}
