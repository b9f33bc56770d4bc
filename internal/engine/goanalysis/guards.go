package goanalysis

import (
	"fmt"
	"go/ast"
	exact "go/constant"
	"go/token"
	"go/types"
	bigmath "math/big"
	"slices"
	"strings"

	gosec "github.com/securego/gosec/v2/goanalysis"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/ssa"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// gosecAnalyzer is gosec with two judgments of ours on top. First, an integer
// conversion (G115) or an index or slice expression (G602) that a
// comparison already keeps in range, on every path that reaches it, is not
// reported. gosec's own range analysis follows one SSA value; it misses a
// bound checked on an expression that the code then evaluates again
// (len(b), s.N, xs[0]), the range the language gives a value (a rune from
// ranging over a string is never negative), an index written from the
// length it was checked against (a[n-1] after n := len(a); n > 0), and
// what the callers of a helper only its package calls pass it.
//
// Such a finding is dropped, not kept as suppressed: the code is right as
// it stands, gosec drops the guarded conversions it can see in the same
// way, and a finding a person cannot act on is noise. What is dropped is
// what guards.guarded proves; anything it cannot prove is reported as gosec
// reported it. Second, an insecure-cookie finding (G124) on a cookie whose
// attributes are chosen by the caller or set from values is dropped
// (cookieChosenElsewhere). Third, a file opened by the name the Go runtime
// gives of the program's own source (runtime.Caller's file) is no file
// inclusion (G304, runtimePath).
var gosecAnalyzer = &analysis.Analyzer{
	Name:     gosec.Analyzer.Name,
	Doc:      gosec.Analyzer.Doc,
	URL:      gosec.Analyzer.URL,
	Requires: gosec.Analyzer.Requires,
	Run: func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Files = withoutDirectives(pass.Files)
		if res, _ := pass.ResultOf[buildssa.Analyzer].(*buildssa.SSA); res != nil {
			report := pass.Report
			g := &guards{funcs: res.SrcFuncs, own: rowsOf(pass).ownPaths}
			p.Report = func(d analysis.Diagnostic) {
				switch rule := gosecRuleID(&d); {
				case (rule == "G115" || rule == "G602") && g.guarded(d.Pos):
					return
				case rule == "G124" && cookieChosenElsewhere(pass, d.Pos):
					return
				case rule == "G304" && g.runtimePath(pass.Files, d.Pos):
					return
				}
				report(d)
			}
		}
		return gosec.Analyzer.Run(&p)
	},
}

// withoutDirectives are files as gosec is shown them: without the comments
// that hold its own suppressions (#nosec, //gosec:disable). gosec drops
// what they cover without a trace; the review honours them in
// consolidate, where each suppressed finding is kept in the verdict with
// its reason and listed in the reports, and a Blocker is not waived by a
// comment the reviewed change adds. A file with no such comment is shared
// as it is; one with some is a shallow copy with a shorter comment list.
func withoutDirectives(files []*ast.File) []*ast.File {
	out := files
	for i, f := range files {
		if !slices.ContainsFunc(f.Comments, holdsGosecDirective) {
			continue
		}
		if len(out) > 0 && &out[0] == &files[0] {
			out = slices.Clone(files)
		}
		cp := *f
		cp.Comments = slices.DeleteFunc(slices.Clone(f.Comments), holdsGosecDirective)
		out[i] = &cp
	}
	return out
}

func holdsGosecDirective(g *ast.CommentGroup) bool {
	for _, c := range g.List {
		if strings.Contains(c.Text, "#nosec") || strings.HasPrefix(c.Text, "//gosec:disable") {
			return true
		}
	}
	return false
}

// guards answers, for the functions of one package, whether the
// conversions or index expressions at a position are kept in range.
type guards struct {
	funcs []*ssa.Function
	// own are the rows of source own-path: names the program chose
	// itself (runtimePath).
	own []*models.Model
	// calls holds, for each function of the package whose every caller is
	// a direct call in it, those calls; built on first use.
	calls map[*ssa.Function][]*ssa.Call
}

// callers indexes the calls of the package's functions that nothing but
// direct calls refer to: unexported functions, not methods, whose value
// is never taken (stored, passed, returned, deferred…), so that the
// package's calls are all their calls.
func (g *guards) callers() map[*ssa.Function][]*ssa.Call {
	if g.calls != nil {
		return g.calls
	}
	g.calls = map[*ssa.Function][]*ssa.Call{}
	escaped := map[*ssa.Function]bool{}
	funcs := g.funcs
	if len(funcs) > 0 && funcs[0].Pkg != nil {
		// The package initializer stores functions in package variables;
		// it is not a source function.
		if init := funcs[0].Pkg.Func("init"); init != nil {
			funcs = append(funcs[:len(funcs):len(funcs)], init)
		}
	}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, _ := instr.(*ssa.Call)
				var ops []*ssa.Value
				for _, op := range instr.Operands(ops) {
					callee, ok := (*op).(*ssa.Function)
					if !ok {
						continue
					}
					if call != nil && op == &call.Call.Value {
						g.calls[callee] = append(g.calls[callee], call)
					} else {
						escaped[callee] = true
					}
				}
			}
		}
	}
	for fn := range g.calls {
		if escaped[fn] || fn.Signature.Recv() != nil || fn.Parent() != nil || fn.Object() == nil || fn.Object().Exported() {
			delete(g.calls, fn)
		}
	}
	return g.calls
}

// paramRange is the hull of what the calls of fn pass as its i-th
// parameter, from what the language says of each argument; false when
// fn's callers are not all known.
func (g *guards) paramRange(p *ssa.Parameter) (interval, bool) {
	fn := p.Parent()
	idx := -1
	for i, q := range fn.Params {
		if q == p {
			idx = i
		}
	}
	calls := g.callers()[fn]
	if idx < 0 || len(calls) == 0 {
		return interval{}, false
	}
	typ, ok := intRange(p.Type())
	if !ok {
		return interval{}, false
	}
	var r *interval
	for _, c := range calls {
		if idx >= len(c.Call.Args) {
			return interval{}, false
		}
		arg := c.Call.Args[idx]
		v := typ
		if k, ok := intConst(arg); ok {
			v = interval{k, k}
		} else if a, ok := valueRange(arg); ok {
			v = typ.meet(a)
		}
		if r == nil {
			r = &v
		} else {
			h := r.hull(v)
			r = &h
		}
	}
	return *r, true
}

// guarded reports whether every conversion, index or slice instruction at
// pos (gosec reports a conversion at its parenthesis, an index at its
// bracket) is proved in range. No instruction found is not guarded, and
// neither is one whose analysis fails: gosec's finding then stands.
func (g *guards) guarded(pos token.Pos) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	found := false
	for _, fn := range g.funcs {
		for _, b := range fn.Blocks {
			for i, instr := range b.Instrs {
				if instr.Pos() != pos {
					continue
				}
				ok, relevant := g.useInRange(fn, b, i)
				if !relevant {
					continue
				}
				if !ok {
					return false
				}
				found = true
			}
		}
	}
	return found
}

// useInRange checks the instruction b.Instrs[i]; relevant is false for an
// instruction that is neither an integer conversion nor an index or slice.
func (g *guards) useInRange(fn *ssa.Function, b *ssa.BasicBlock, i int) (ok, relevant bool) {
	switch instr := b.Instrs[i].(type) {
	case *ssa.Convert:
		dst, ok := intRange(instr.Type())
		if !ok {
			return false, false
		}
		if _, ok := intRange(instr.X.Type()); !ok {
			return false, false
		}
		f := g.newFlow(fn)
		x := f.term(instr.X)
		if x == nil {
			return false, true
		}
		st := f.before(b, i)
		return st != nil && dst.contains(st.value(x)), true
	case *ssa.IndexAddr:
		return g.boundsInRange(fn, b, i, instr.X, instr.Index, false), true
	case *ssa.Index:
		return g.boundsInRange(fn, b, i, instr.X, instr.Index, false), true
	case *ssa.Slice:
		for _, v := range []ssa.Value{instr.Low, instr.High, instr.Max} {
			if v != nil && !g.boundsInRange(fn, b, i, instr.X, v, true) {
				return false, true
			}
		}
		return true, true
	}
	return false, false
}

// boundsInRange checks 0 <= idx < len(seq), or idx <= len(seq) for a
// slice bound (len, not cap: a sufficient condition).
func (g *guards) boundsInRange(fn *ssa.Function, b *ssa.BasicBlock, i int, seq, idx ssa.Value, bound bool) bool {
	f := g.newFlow(fn)
	n := f.lenTerm(seq)
	x := f.term(idx)
	c, isConst := intConst(idx)
	if x == nil && !isConst {
		return false
	}
	st := f.before(b, i)
	if st == nil {
		return false
	}
	nv := st.value(n)
	limit := bigmath.NewInt(-1) // idx - len <= -1
	if bound {
		limit = bigmath.NewInt(0)
	}
	if isConst {
		return c.Sign() >= 0 && new(bigmath.Int).Sub(c, nv.lo).Cmp(limit) <= 0
	}
	xv := st.value(x)
	if xv.lo.Sign() < 0 {
		return false
	}
	// idx and len are the same expression apart from their offsets.
	if x.key == n.key {
		return new(bigmath.Int).Sub(x.off, n.off).Cmp(limit) <= 0
	}
	// A comparison of the two, or their ranges, keep idx below len.
	if d, ok := st.rel[relKey(x.key, n.key)]; ok {
		if new(bigmath.Int).Add(d, new(bigmath.Int).Sub(x.off, n.off)).Cmp(limit) <= 0 {
			return true
		}
	}
	return new(bigmath.Int).Sub(xv.hi, nv.lo).Cmp(limit) <= 0
}

// A term is a value as base + off, where base is an expression key: two
// evaluations of the same expression (len(b) twice, s.N twice) share a
// key. Keys that read memory are marked: a write between the comparison
// and the use forgets what is known of them.
type term struct {
	key    string
	off    *bigmath.Int
	typ    interval // the range of the value's type
	memory bool
	leaves []ssa.Value // the SSA values the key is built on
	base   ssa.Value   // one evaluation of the base, for its intrinsic range
}

// interval is a closed range of mathematical integers.
type interval struct{ lo, hi *bigmath.Int }

func (r interval) contains(s interval) bool { return r.lo.Cmp(s.lo) <= 0 && s.hi.Cmp(r.hi) <= 0 }

func (r interval) hull(s interval) interval {
	lo, hi := r.lo, r.hi
	if s.lo.Cmp(lo) < 0 {
		lo = s.lo
	}
	if s.hi.Cmp(hi) > 0 {
		hi = s.hi
	}
	return interval{lo, hi}
}

func (r interval) meet(s interval) interval {
	lo, hi := r.lo, r.hi
	if s.lo.Cmp(lo) > 0 {
		lo = s.lo
	}
	if s.hi.Cmp(hi) < 0 {
		hi = s.hi
	}
	return interval{lo, hi}
}

func (r interval) shift(d *bigmath.Int) interval {
	return interval{new(bigmath.Int).Add(r.lo, d), new(bigmath.Int).Add(r.hi, d)}
}

func (r interval) equal(s interval) bool { return r.lo.Cmp(s.lo) == 0 && r.hi.Cmp(s.hi) == 0 }

// intRange is the range of an integer type.
func intRange(t types.Type) (interval, bool) {
	bt, ok := t.Underlying().(*types.Basic)
	if !ok || bt.Info()&types.IsInteger == 0 {
		return interval{}, false
	}
	size := map[types.BasicKind]uint{
		types.Int8: 8, types.Uint8: 8, types.Int16: 16, types.Uint16: 16,
		types.Int32: 32, types.Uint32: 32, types.Int64: 64, types.Uint64: 64,
		types.Int: 64, types.Uint: 64, types.Uintptr: 64,
	}[bt.Kind()]
	if size == 0 {
		return interval{}, false
	}
	one := bigmath.NewInt(1)
	if bt.Info()&types.IsUnsigned != 0 {
		return interval{bigmath.NewInt(0), new(bigmath.Int).Sub(new(bigmath.Int).Lsh(one, size), one)}, true
	}
	half := new(bigmath.Int).Lsh(one, size-1)
	return interval{new(bigmath.Int).Neg(half), new(bigmath.Int).Sub(half, one)}, true
}

// flow is a forward must-analysis over one function's blocks: what every
// path that reaches a block has established about the terms of one use.
type flow struct {
	g     *guards
	fn    *ssa.Function
	terms []*term
	ids   map[ssa.Value]int
}

func (g *guards) newFlow(fn *ssa.Function) *flow {
	return &flow{fn: fn, ids: map[ssa.Value]int{}, g: g}
}

// state is what is known at a point: a range per term key and, per pair
// of keys, the largest that base(a) - base(b) can be.
type state struct {
	vals map[string]interval
	rel  map[string]*bigmath.Int
	f    *flow
}

func relKey(a, b string) string { return a + "\x00" + b }

// base is the range of t's base at this point.
func (s *state) base(t *term) interval {
	if r, ok := s.vals[t.key]; ok {
		return r
	}
	return s.f.intrinsic(t)
}

// value is the range of t at this point.
func (s *state) value(t *term) interval {
	v := s.base(t).shift(t.off)
	if !t.typ.contains(v) { // base + off may wrap around
		return t.typ
	}
	return v
}

// term registers v's expression as a term of the analysis.
func (f *flow) term(v ssa.Value) *term {
	typ, ok := intRange(v.Type())
	if !ok {
		return nil
	}
	off := offsetOf(v)
	v = stripOffset(v)
	if _, ok := v.(*ssa.Const); ok {
		return nil
	}
	t := &term{off: off, typ: typ, base: v}
	var sb strings.Builder
	f.key(&sb, v, t)
	t.key = sb.String()
	for _, u := range f.terms {
		if u.key == t.key {
			return t
		}
	}
	f.terms = append(f.terms, t)
	return t
}

// lenTerm is the term of len(seq).
func (f *flow) lenTerm(seq ssa.Value) *term {
	t := &term{off: bigmath.NewInt(0), base: nil}
	t.typ, _ = intRange(types.Typ[types.Int])
	var sb strings.Builder
	sb.WriteString("len(")
	f.key(&sb, seq, t)
	sb.WriteString(")")
	t.key = sb.String()
	if n, ok := constLen(seq); ok {
		// An array, or a slice made with a constant length: len is known.
		t.base = ssa.NewConst(exact.MakeInt64(n), types.Typ[types.Int])
	} else {
		t.base = &lenOf{seq}
	}
	for _, u := range f.terms {
		if u.key == t.key {
			return t
		}
	}
	f.terms = append(f.terms, t)
	return t
}

// lenOf stands for len(X) where the code never evaluates it itself (the
// bound check of an index).
type lenOf struct{ ssa.Value }

func constLen(seq ssa.Value) (int64, bool) {
	t := seq.Type().Underlying()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem().Underlying()
	}
	if a, ok := t.(*types.Array); ok {
		return a.Len(), true
	}
	switch seq := seq.(type) {
	case *ssa.MakeSlice:
		if c, ok := intConst(seq.Len); ok && c.IsInt64() {
			return c.Int64(), true
		}
	case *ssa.Slice:
		// a[lo:hi] with constant bounds, of an array or a constant length.
		lo, hi := int64(0), int64(-1)
		if seq.Low != nil {
			c, ok := intConst(seq.Low)
			if !ok || !c.IsInt64() {
				return 0, false
			}
			lo = c.Int64()
		}
		if seq.High != nil {
			c, ok := intConst(seq.High)
			if !ok || !c.IsInt64() {
				return 0, false
			}
			hi = c.Int64()
		} else if n, ok := constLen(seq.X); ok {
			hi = n
		}
		if hi >= lo {
			return hi - lo, true
		}
	case *ssa.Const:
		if seq.Value == nil { // a nil slice
			return 0, true
		}
	}
	return 0, false
}

// key writes the expression key of v: pure operations and loads are keyed
// by structure, everything else by identity.
func (f *flow) key(sb *strings.Builder, v ssa.Value, t *term) {
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			sb.WriteString("nil")
		} else {
			sb.WriteString(v.Value.ExactString())
		}
		return
	case *ssa.Call:
		if b, ok := v.Call.Value.(*ssa.Builtin); ok && (b.Name() == "len" || b.Name() == "cap") && len(v.Call.Args) == 1 {
			arg := v.Call.Args[0].Type().Underlying()
			if _, ok := arg.(*types.Map); ok {
				t.memory = true // a map grows in place
			}
			if _, ok := arg.(*types.Chan); ok && b.Name() == "len" {
				break // another goroutine changes it any time: never the same
			}
			sb.WriteString(b.Name() + "(")
			f.key(sb, v.Call.Args[0], t)
			sb.WriteString(")")
			return
		}
	case *ssa.UnOp:
		if v.Op == token.MUL {
			t.memory = true
			sb.WriteString("*(")
			f.key(sb, v.X, t)
			sb.WriteString(")")
			return
		}
	case *ssa.FieldAddr:
		f.key(sb, v.X, t)
		fmt.Fprintf(sb, ".&%d", v.Field)
		return
	case *ssa.Field:
		f.key(sb, v.X, t)
		fmt.Fprintf(sb, ".%d", v.Field)
		return
	case *ssa.IndexAddr:
		f.key(sb, v.X, t)
		sb.WriteString("&[")
		f.key(sb, v.Index, t)
		sb.WriteString("]")
		return
	case *ssa.Index:
		f.key(sb, v.X, t)
		sb.WriteString("[")
		f.key(sb, v.Index, t)
		sb.WriteString("]")
		return
	}
	id, ok := f.ids[v]
	if !ok {
		id = len(f.ids)
		f.ids[v] = id
	}
	t.leaves = append(t.leaves, v)
	fmt.Fprintf(sb, "#%d", id)
}

// intrinsic is what the language says of a term's base whatever the code
// checks: a length is not negative, a rune from ranging over a string is a
// code point, a constant is itself, a conversion from a narrower type
// keeps that type's range.
func (f *flow) intrinsic(t *term) interval {
	// base + off has the type of base: t.typ is the base's range too.
	if r, ok := valueRange(t.base); ok {
		return t.typ.meet(r)
	}
	if p, ok := t.base.(*ssa.Parameter); ok && f.g != nil {
		// A helper only this package calls takes what its calls pass.
		if r, ok := f.g.paramRange(p); ok {
			return t.typ.meet(r)
		}
	}
	return t.typ
}

func valueRange(v ssa.Value) (interval, bool) {
	zero := bigmath.NewInt(0)
	maxInt, _ := intRange(types.Typ[types.Int])
	switch v := v.(type) {
	case *ssa.Const:
		if c, ok := intConst(v); ok {
			return interval{c, c}, true
		}
	case *lenOf:
		return interval{zero, maxInt.hi}, true
	case *ssa.Call:
		if b, ok := v.Call.Value.(*ssa.Builtin); ok && (b.Name() == "len" || b.Name() == "cap") {
			return interval{zero, maxInt.hi}, true
		}
	case *ssa.Extract:
		if next, ok := v.Tuple.(*ssa.Next); ok && next.IsString {
			switch v.Index {
			case 1: // the byte offset
				return interval{zero, maxInt.hi}, true
			case 2: // the rune: utf8.RuneError for a bad encoding
				return interval{zero, bigmath.NewInt(0x10FFFF)}, true
			}
		}
	case *ssa.Convert:
		src, ok := intRange(v.X.Type())
		dst, ok2 := intRange(v.Type())
		if ok && ok2 && dst.contains(src) {
			return src, true
		}
	}
	return interval{}, false
}

func intConst(v ssa.Value) (*bigmath.Int, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != exact.Int {
		return nil, false
	}
	switch x := exact.Val(c.Value).(type) {
	case int64:
		return bigmath.NewInt(x), true
	case *bigmath.Int:
		return new(bigmath.Int).Set(x), true
	}
	return nil, false
}

// before is the state just before b.Instrs[i], or nil when the analysis
// did not settle.
func (f *flow) before(b *ssa.BasicBlock, i int) *state {
	in := f.solve()
	if in == nil || in[b.Index] == nil {
		return nil
	}
	st := in[b.Index].copy()
	f.apply(st, b.Instrs[:i])
	return st
}

// solve computes the state at the entry of every block: the hull, over
// the edges into it that are reached, of what each edge establishes (a
// must-analysis). A φ's range is the hull of its operands' ranges on
// their edges, so a loop counter that starts at 0 and only grows is known
// not to be negative; a range that keeps changing round a loop is widened
// to its type's, which ends the iteration.
func (f *flow) solve() []*state {
	blocks := f.fn.Blocks
	if len(blocks) == 0 {
		return nil
	}
	in := make([]*state, len(blocks))
	edges := make([]map[int]*state, len(blocks)) // by target, then predecessor
	visits := make([]int, len(blocks))
	in[0] = f.top()
	work := []*ssa.BasicBlock{blocks[0]}
	queued := make([]bool, len(blocks))
	queued[0] = true
	for steps := 0; len(work) > 0; steps++ {
		if steps > 64*len(blocks) {
			return nil
		}
		b := work[0]
		work = work[1:]
		queued[b.Index] = false
		out := f.transfer(b, in[b.Index])
		for k, succ := range b.Succs {
			if edges[succ.Index] == nil {
				edges[succ.Index] = map[int]*state{}
			}
			edges[succ.Index][b.Index] = f.refine(b, k, out)
			next := f.entry(succ, edges[succ.Index])
			if old := in[succ.Index]; old != nil {
				// Only ever widen: an edge not yet revisited still holds
				// what an earlier round knew.
				next = old.join(next)
				if next.equal(old) {
					continue
				}
				// Widen at loop heads only: every cycle passes one, and a
				// block inside the loop keeps what its branch narrowed.
				if !loopHead(succ) {
				} else if visits[succ.Index]++; visits[succ.Index] > 16 {
					next.widen(old)
				} else if visits[succ.Index] > 8 {
					next.widenToEdge(old)
				}
			}
			in[succ.Index] = next
			if !queued[succ.Index] {
				queued[succ.Index] = true
				work = append(work, succ)
			}
		}
	}
	return in
}

// loopHead reports whether an edge into b comes back from a block b
// dominates.
func loopHead(b *ssa.BasicBlock) bool {
	for _, p := range b.Preds {
		if b.Dominates(p) {
			return true
		}
	}
	return false
}

// entry is the state at b's entry from the states on the edges into it
// reached so far.
func (f *flow) entry(b *ssa.BasicBlock, edges map[int]*state) *state {
	var st *state
	for _, p := range b.Preds {
		if e := edges[p.Index]; e != nil {
			if st == nil {
				st = e.copy()
			} else {
				st = st.join(e)
			}
		}
	}
	if b.Index == 0 {
		st = f.top() // the function's entry: nothing is known
	}
	// b's φs are new values: what held of the old ones (a previous
	// iteration's) no longer does, except what their operands say.
	var phis []*ssa.Phi
	for _, instr := range b.Instrs {
		if phi, ok := instr.(*ssa.Phi); ok {
			phis = append(phis, phi)
		}
	}
	f.kill(st, func(v ssa.Value) bool { _, ok := v.(*ssa.Phi); return ok && v.(*ssa.Phi).Block() == b })
	for _, phi := range phis {
		var sb strings.Builder
		t := &term{}
		f.key(&sb, phi, t)
		pt := f.find(sb.String())
		if pt == nil {
			continue
		}
		var r *interval
		for i, p := range b.Preds {
			e := edges[p.Index]
			if e == nil || i >= len(phi.Edges) {
				continue
			}
			v := e.valueOf(phi.Edges[i])
			if r == nil {
				r = &v
			} else {
				h := r.hull(v)
				r = &h
			}
		}
		if r != nil && pt.typ.contains(*r) {
			st.vals[pt.key] = *r
		}
		// And how it stands to the other terms: i := len(a)-1, then i-1
		// round the loop, stays below len(a).
		for _, u := range f.terms {
			if u == pt || slices.Contains(u.leaves, ssa.Value(phi)) {
				continue
			}
			if d, ok := f.phiRel(b, phi, edges, u); ok {
				st.rel[relKey(pt.key, u.key)] = d
			}
		}
	}
	return st
}

// phiRel is the largest phi - u can be on entry to b: the largest, over
// the edges reached, of operand - u, where the operand is u plus a
// constant, or a term whose distance to u the edge knows, plus one.
func (f *flow) phiRel(b *ssa.BasicBlock, phi *ssa.Phi, edges map[int]*state, u *term) (*bigmath.Int, bool) {
	var d *bigmath.Int
	for i, p := range b.Preds {
		e := edges[p.Index]
		if e == nil || i >= len(phi.Edges) {
			continue
		}
		v := phi.Edges[i]
		var sb strings.Builder
		f.key(&sb, stripOffset(v), &term{})
		k, off := sb.String(), offsetOf(v)
		var di *bigmath.Int
		if k == u.key {
			di = off
		} else if r, ok := e.rel[relKey(k, u.key)]; ok {
			di = new(bigmath.Int).Add(r, off)
		} else {
			return nil, false
		}
		// Without wrap: the operand's base plus off stays in its type.
		if t := f.find(k); t == nil || !t.typ.contains(e.base(t).shift(off)) {
			return nil, false
		}
		if d == nil || di.Cmp(d) > 0 {
			d = di
		}
	}
	return d, d != nil
}

// valueOf is the range of any integer value at this point: a term's, a
// constant's, or what the language says of it.
func (s *state) valueOf(v ssa.Value) interval {
	typ, ok := intRange(v.Type())
	if !ok {
		return interval{}
	}
	if c, ok := intConst(v); ok {
		return interval{c, c}
	}
	var sb strings.Builder
	t := &term{}
	base := stripOffset(v)
	s.f.key(&sb, base, t)
	if known := s.f.find(sb.String()); known != nil {
		r := s.base(known).shift(offsetOf(v))
		if typ.contains(r) {
			return r
		}
		return typ
	}
	if r, ok := valueRange(v); ok {
		return typ.meet(r)
	}
	return typ
}

// widenToEdge moves a bound still moving after many rounds of a loop to
// one short of its type's end: a counter that keeps growing is taken to
// grow that far, which its +1 does not wrap. The iteration goes on until
// nothing changes, so whatever bound this picks is checked; if it does not
// hold, widen drops the range.
func (s *state) widenToEdge(old *state) {
	one := bigmath.NewInt(1)
	for k, v := range s.vals {
		o, ok := old.vals[k]
		t := s.f.find(k)
		if !ok || t == nil || o.equal(v) {
			continue
		}
		lo, hi := v.lo, v.hi
		if v.hi.Cmp(o.hi) > 0 {
			hi = new(bigmath.Int).Sub(t.typ.hi, one)
		}
		if v.lo.Cmp(o.lo) < 0 {
			lo = new(bigmath.Int).Add(t.typ.lo, one)
		}
		if lo.Cmp(v.lo) > 0 || hi.Cmp(v.hi) < 0 {
			delete(s.vals, k) // already past the edge: drop it
			continue
		}
		s.vals[k] = interval{lo, hi}
	}
	for k, v := range s.rel {
		if o, ok := old.rel[k]; !ok || o.Cmp(v) != 0 {
			delete(s.rel, k)
		}
	}
}

// widen forgets what changed since old: a range still moving after many
// rounds of a loop is taken as its type's.
func (s *state) widen(old *state) {
	for k, v := range s.vals {
		if o, ok := old.vals[k]; !ok || !o.equal(v) {
			delete(s.vals, k)
		}
	}
	for k, v := range s.rel {
		if o, ok := old.rel[k]; !ok || o.Cmp(v) != 0 {
			delete(s.rel, k)
		}
	}
}

// find is the registered term with key, or nil.
func (f *flow) find(key string) *term {
	for _, t := range f.terms {
		if t.key == key {
			return t
		}
	}
	return nil
}

// top is what is known at the function's entry: nothing but the terms'
// intrinsic ranges (kept implicitly: a missing key means intrinsic).
func (f *flow) top() *state {
	return &state{vals: map[string]interval{}, rel: map[string]*bigmath.Int{}, f: f}
}

func (s *state) copy() *state {
	c := s.f.top()
	for k, v := range s.vals {
		c.vals[k] = v
	}
	for k, v := range s.rel {
		c.rel[k] = v
	}
	return c
}

// join is the hull of two states: a fact holds after a merge only if it
// held on both sides.
func (s *state) join(o *state) *state {
	c := s.f.top()
	for _, t := range s.f.terms {
		a, b := s.vals[t.key], o.vals[t.key]
		_, okA := s.vals[t.key]
		_, okB := o.vals[t.key]
		if okA && okB {
			c.vals[t.key] = a.hull(b)
		}
	}
	for k, a := range s.rel {
		if b, ok := o.rel[k]; ok {
			if a.Cmp(b) < 0 {
				a = b
			}
			c.rel[k] = a
		}
	}
	return c
}

func (s *state) equal(o *state) bool {
	if len(s.vals) != len(o.vals) || len(s.rel) != len(o.rel) {
		return false
	}
	for k, a := range s.vals {
		if b, ok := o.vals[k]; !ok || !a.equal(b) {
			return false
		}
	}
	for k, a := range s.rel {
		if b, ok := o.rel[k]; !ok || a.Cmp(b) != 0 {
			return false
		}
	}
	return true
}

// forget drops what is known of terms matching drop.
func (s *state) forget(drop func(*term) bool) {
	for _, t := range s.f.terms {
		if drop(t) {
			delete(s.vals, t.key)
			for _, u := range s.f.terms {
				delete(s.rel, relKey(t.key, u.key))
				delete(s.rel, relKey(u.key, t.key))
			}
		}
	}
}

func (s *state) forgetMemory() { s.forget(func(t *term) bool { return t.memory }) }

// transfer is the block's effect: a value it defines anew (a loop's next
// iteration) is no longer the one checked before, and a write may change
// what a memory term reads.
func (f *flow) transfer(b *ssa.BasicBlock, in *state) *state {
	out := in.copy()
	f.apply(out, b.Instrs)
	return out
}

// apply forgets, in st, what instrs may change: the terms built on a
// value they define anew (a loop's next iteration; φs are the entry's
// business) and, after a write, the terms that read memory.
func (f *flow) apply(st *state, instrs []ssa.Instruction) {
	defined := map[ssa.Value]bool{}
	write := false
	for _, instr := range instrs {
		if v, ok := instr.(ssa.Value); ok {
			if _, phi := v.(*ssa.Phi); !phi {
				defined[v] = true
			}
		}
		write = write || writes(instr)
	}
	f.kill(st, func(v ssa.Value) bool { return defined[v] })
	if write {
		st.forgetMemory()
	}
}

// kill forgets the terms built on a value that redefined reports.
func (f *flow) kill(st *state, redefined func(ssa.Value) bool) {
	st.forget(func(t *term) bool {
		for _, l := range t.leaves {
			if redefined(l) {
				return true
			}
		}
		return false
	})
}

// writes reports an instruction that may change memory a load reads.
func writes(instr ssa.Instruction) bool {
	switch instr := instr.(type) {
	case *ssa.Store, *ssa.MapUpdate, *ssa.Go, *ssa.RunDefers, *ssa.Select:
		return true
	case *ssa.UnOp:
		return instr.Op == token.ARROW // another goroutine may have written
	case *ssa.Call:
		b, ok := instr.Call.Value.(*ssa.Builtin)
		if !ok {
			return true
		}
		switch b.Name() {
		case "len", "cap", "min", "max", "real", "imag", "complex":
			return false
		}
		return true
	}
	return false
}

// refine is out along b's k-th successor: the branch's condition holds
// (k == 0) or does not.
func (f *flow) refine(b *ssa.BasicBlock, k int, out *state) *state {
	if len(b.Instrs) == 0 {
		return out
	}
	iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	if !ok {
		return out
	}
	cmp, ok := iff.Cond.(*ssa.BinOp)
	if !ok || cmp.Block() != b {
		// A condition computed in another block may be stale by the
		// branch (a write since): nothing is learned from it.
		return out
	}
	op := cmp.Op
	if k == 1 {
		op = negate(op)
	}
	if op == token.ILLEGAL {
		return out
	}
	// A write after the comparison, before the branch, leaves memory terms
	// unproved: drop them rather than refine them.
	after := false
	for _, instr := range b.Instrs {
		if instr == cmp {
			after = true
		} else if after && writes(instr) {
			out = out.copy()
			out.forgetMemory()
			return out
		}
	}
	res := out.copy()
	res.constrain(cmp.X, op, cmp.Y)
	res.constrain(cmp.Y, flip(op), cmp.X)
	return res
}

// constrain records x op y when x is a term of the analysis.
func (s *state) constrain(x ssa.Value, op token.Token, y ssa.Value) {
	var sb strings.Builder
	tx := &term{}
	s.f.key(&sb, stripOffset(x), tx)
	key := sb.String()
	var t *term
	for _, u := range s.f.terms {
		if u.key == key {
			t = u
		}
	}
	if t == nil {
		return
	}
	xoff := offsetOf(x)
	cur := s.base(t)
	if !t.typ.contains(cur.shift(xoff)) {
		return // x = base + off may wrap: nothing follows from x op y
	}
	if c, ok := intConst(y); ok {
		// base op c - off
		c.Sub(c, xoff)
		r := cur
		one := bigmath.NewInt(1)
		switch op {
		case token.LSS:
			r = r.meet(interval{r.lo, new(bigmath.Int).Sub(c, one)})
		case token.LEQ:
			r = r.meet(interval{r.lo, c})
		case token.GTR:
			r = r.meet(interval{new(bigmath.Int).Add(c, one), r.hi})
		case token.GEQ:
			r = r.meet(interval{c, r.hi})
		case token.EQL:
			r = r.meet(interval{c, c})
		default:
			return
		}
		s.vals[t.key] = r
		return
	}
	// x op y with y another term: base(x) - base(y) <= d.
	for _, u := range s.f.terms {
		if u == t {
			continue
		}
		var sb strings.Builder
		ty := &term{}
		s.f.key(&sb, stripOffset(y), ty)
		if sb.String() != u.key {
			continue
		}
		yoff := offsetOf(y)
		if !u.typ.contains(s.base(u).shift(yoff)) {
			return // y = base + off may wrap
		}
		d := new(bigmath.Int).Sub(yoff, xoff) // x < y  <=>  bx - by < yoff - xoff
		switch op {
		case token.LSS:
			d.Sub(d, bigmath.NewInt(1))
		case token.LEQ:
		default:
			return
		}
		k := relKey(t.key, u.key)
		if old, ok := s.rel[k]; !ok || d.Cmp(old) < 0 {
			s.rel[k] = d
		}
		// The ranges follow: base(x) <= max base(y) + d, and the other way.
		bx, by := s.base(t), s.base(u)
		s.vals[t.key] = bx.meet(interval{bx.lo, new(bigmath.Int).Add(by.hi, d)})
		s.vals[u.key] = by.meet(interval{new(bigmath.Int).Sub(bx.lo, d), by.hi})
		return
	}
}

func stripOffset(v ssa.Value) ssa.Value {
	for {
		bin, ok := v.(*ssa.BinOp)
		if !ok || (bin.Op != token.ADD && bin.Op != token.SUB) {
			return v
		}
		if _, ok := intConst(bin.Y); !ok {
			return v
		}
		v = bin.X
	}
}

func offsetOf(v ssa.Value) *bigmath.Int {
	off := bigmath.NewInt(0)
	for {
		bin, ok := v.(*ssa.BinOp)
		if !ok || (bin.Op != token.ADD && bin.Op != token.SUB) {
			return off
		}
		c, ok := intConst(bin.Y)
		if !ok {
			return off
		}
		if bin.Op == token.SUB {
			c.Neg(c)
		}
		off.Add(off, c)
		v = bin.X
	}
}

func negate(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GEQ
	case token.LEQ:
		return token.GTR
	case token.GTR:
		return token.LEQ
	case token.GEQ:
		return token.LSS
	case token.EQL:
		return token.NEQ
	case token.NEQ:
		return token.EQL
	}
	return token.ILLEGAL
}

func flip(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.LEQ:
		return token.GEQ
	case token.GTR:
		return token.LSS
	case token.GEQ:
		return token.LEQ
	}
	return op
}
