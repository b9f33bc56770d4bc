package python

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

var newlineRE = regexp.MustCompile(`[\r\n]`)

// methodCall evaluates recv.method(args) on a value: the request's own
// members, then the rows of the receiver's type (from what built it, or
// its text: receiver-names), the containers and constants whose contents
// are known, the rows without type, and the default (the result carries
// the receiver's and the arguments' data).
func (fr *frame) methodCall(n, recvN *syntax.Node, recv *val, method string, a *args, st *state) *val {
	typ := recv.kind
	if typ == "" && recvN != nil {
		typ = fr.c.models.receiverType(fr.c.text(recvN))
	}
	fr.settings(n, "", typ, method, a)
	if v := fr.requestMethod(n, recv, method, a); v != nil {
		return v
	}
	tabs := fr.c.models
	if v := fr.modelCall(n, tabs.typedRows(typ, method), recvN, recv, a, st); v != nil {
		return v
	}
	if m := tabs.types[typ]; m != nil && m.Closed {
		return clean
	}
	if v := fr.container(n, recvN, recv, method, a, st); v != nil {
		return v
	}
	if recv.hasC {
		if v := strMethod(recv, tabs.strShapes[method], a); v != nil {
			return v
		}
	}
	if v := fr.modelCall(n, tabs.untypedRows(method), recvN, recv, a, st); v != nil {
		return v
	}
	return fr.valueMethod(n, recv, method, a)
}

// requestMethod: the request object's own methods (request.get_json())
// and those of what other files make of it; nil for other receivers.
func (fr *frame) requestMethod(n *syntax.Node, recv *val, method string, a *args) *val {
	switch {
	case recv.kind == "request":
		return fr.requestMember(n, recv, method)
	case recv.kind == "reqobj" && reqObjGetter(method):
		return fr.requestPart(n, &val{})
	}
	return nil
}

// valueMethod is a method no row models: string rewriting that makes a
// value safe, and otherwise the receiver's and arguments' data.
func (fr *frame) valueMethod(n *syntax.Node, recv *val, method string, a *args) *val {
	replace := fr.c.models.strShapes[method] == shapeStrReplace
	if replace && len(a.pos) == 2 {
		if cs, fact := quoteEscape(a.pos[0], a.pos[1]); cs != 0 || fact != 0 {
			v := &val{t: union(recv.tt(), a.pos[1].tt()).sanitize(cs), rnd: union(recv.rr(), a.all.rnd)}
			return withFact(v, fact)
		}
	}
	if replace && len(a.pos) >= 1 && newlineRE.MatchString(str0(a.pos[0])) {
		return &val{t: union(recv.tt(), a.taint()).sanitize(cLog | cHeader), rnd: union(recv.rr(), a.all.rnd)}
	}
	out := &val{t: union(recv.tt(), a.taint()), rnd: union(recv.rr(), a.all.rnd)}
	if out.t != nil && hostArg(a) {
		out.t = out.t.sanitize(cRedirect | cSSRF)
	}
	if out.t == nil && a.req {
		return reqObject()
	}
	// a method of a constant with constant arguments ("x".encode("utf-8")) is fixed too
	out.constish = (recv.hasC || recv.constish) && out.t == nil && len(a.kw) == 0
	for _, v := range a.pos {
		out.constish = out.constish && (v.hasC || v.constish)
	}
	if recv.kind == "xml" {
		out.kind = recv.kind
	}
	return out
}

func str0(v *val) string {
	s, _ := str(v)
	return s
}

// setVar updates the variable an expression names, if it names one.
func (fr *frame) setVar(n *syntax.Node, v *val, st *state) {
	if n == nil {
		return
	}
	switch n.Kind {
	case "identifier":
		st.env[fr.c.text(n)] = v
	case "attribute":
		if o := n.Child("object"); o.Kind == "identifier" && fr.c.text(o) == "self" {
			st.env[fr.c.text(n)] = v
		}
	}
}

// container handles the methods of lists, dicts and config objects whose
// elements are known exactly, by the summary rows with container: a row
// of type list names a method of a list or tuple, one of type dict a
// method of a mapping (or a config object, kept by section and option),
// and its container field what the method does to the elements.
func (fr *frame) container(n, recvN *syntax.Node, recv *val, method string, a *args, st *state) *val {
	var f containerFunc
	switch {
	case recv.seq && recv.t == nil:
		f = listOps[fr.c.models.containers[containerList+"."+method]]
	case recv.dict:
		f = dictOps[fr.c.models.containers[containerDict+"."+method]]
	}
	if f == nil {
		return nil
	}
	v, changed := f(fr, recv.clone(), recv, a)
	if changed != nil {
		fr.setVar(recvN, changed, st)
	}
	return v
}

// containerFunc is a container operation: what the call returns (nil when
// it does not know), and the container it leaves (nil when unchanged).
type containerFunc func(fr *frame, nv, recv *val, a *args) (out, changed *val)

var none = func() *val { return konst(noneT{}) }

// The receivers of a Python container row (its type): the values whose
// elements the analysis knows in order, and those it knows by key.
const (
	containerList = "list"
	containerDict = "dict"
)

// listOps are the container operations (models.ContainerOps) on a list's
// known elements.
var listOps = map[string]containerFunc{
	"add":          listAdd,
	"add-all":      listAddAll,
	"remove":       listPop,
	"remove-value": listRemove,
	"reverse": func(_ *frame, nv, _ *val, _ *args) (*val, *val) {
		for i, j := 0, len(nv.items)-1; i < j; i, j = i+1, j-1 {
			nv.items[i], nv.items[j] = nv.items[j], nv.items[i]
		}
		return none(), nv
	},
	"clear": func(_ *frame, nv, _ *val, _ *args) (*val, *val) {
		nv.items = nil
		return none(), nv
	},
	"copy": func(_ *frame, nv, _ *val, _ *args) (*val, *val) { return nv, nil },
}

// listAdd adds its one argument at the end, or its second at the index
// the first gives.
func listAdd(_ *frame, nv, _ *val, a *args) (*val, *val) {
	switch len(a.pos) {
	case 1:
		nv.items = append(nv.items, a.pos[0])
	case 2:
		i, isInt, ok := num(a.pos[0])
		if !ok || !isInt {
			return nil, nil
		}
		idx := max(0, min(int(i), len(nv.items)))
		nv.items = append(nv.items[:idx], append([]*val{a.pos[1]}, nv.items[idx:]...)...)
	default:
		return nil, nil
	}
	return none(), nv
}

// listAddAll adds the elements of its argument: known ones one by one,
// else the list's elements are no longer known.
func listAddAll(_ *frame, nv, recv *val, a *args) (*val, *val) {
	if len(a.pos) != 1 {
		return nil, nil
	}
	if e := a.pos[0]; e.seq && e.t == nil {
		nv.items = append(nv.items, e.items...)
	} else {
		nv.seq, nv.items, nv.t = false, nil, union(recv.tt(), e.tt())
	}
	return none(), nv
}

func listPop(_ *frame, nv, _ *val, a *args) (*val, *val) {
	if len(nv.items) == 0 {
		return clean, nil
	}
	idx := len(nv.items) - 1
	if len(a.pos) == 1 {
		i, isInt, ok := num(a.pos[0])
		if !ok || !isInt {
			return nil, nil
		}
		idx = int(i)
		if idx < 0 {
			idx += len(nv.items)
		}
		if idx < 0 || idx >= len(nv.items) {
			return clean, nil
		}
	}
	out := nv.items[idx]
	nv.items = append(nv.items[:idx:idx], nv.items[idx+1:]...)
	return out, nv
}

func listRemove(_ *frame, nv, _ *val, a *args) (*val, *val) {
	if len(a.pos) != 1 || !a.pos[0].hasC {
		return nil, nil
	}
	for i, it := range nv.items {
		if it.hasC && it.c == a.pos[0].c {
			nv.items = append(nv.items[:i:i], nv.items[i+1:]...)
			break
		}
	}
	return none(), nv
}

// dictOps are the container operations (models.ContainerOps) on a
// mapping's known keys.
var dictOps = map[string]containerFunc{
	"get":        dictGet(false),
	"remove":     dictGet(true),
	"put":        dictSet(false),
	"put-absent": dictSet(true),
	"put-all":    dictUpdate,
	"keep":       func(_ *frame, _, _ *val, _ *args) (*val, *val) { return none(), nil },
	"add": func(_ *frame, nv, _ *val, a *args) (*val, *val) {
		nv.t = union(nv.t, a.taint())
		return none(), nv
	},
	"copy": func(_ *frame, nv, _ *val, _ *args) (*val, *val) { return nv, nil },
	"view": dictView,
}

func dictView(_ *frame, _, recv *val, _ *args) (*val, *val) {
	return &val{t: recv.tt(), rnd: recv.rr()}, nil
}

// dictKey is the key the values make: one, or a config's (section, option).
func dictKey(vs []*val) (string, bool) {
	var parts []string
	for _, v := range vs {
		k, ok := v.key()
		if !ok {
			return "", false
		}
		parts = append(parts, k)
	}
	return strings.Join(parts, "\x00"), true
}

// dictGet is get or pop: d.get(key, default), config.get(section, option).
func dictGet(pop bool) containerFunc {
	return func(fr *frame, nv, recv *val, a *args) (*val, *val) {
		if len(a.pos) == 0 {
			return nil, nil
		}
		ks, dflt := a.pos, (*val)(nil)
		if len(a.pos) == 2 && (pop || !fr.isConfig(recv)) {
			ks, dflt = a.pos[:1], a.pos[1]
		}
		k, ok := dictKey(ks)
		if !ok {
			return &val{t: union(recv.tt(), a.taint())}, nil
		}
		e, found := recv.keys[k]
		var changed *val
		if pop {
			delete(nv.keys, k)
			changed = nv
		}
		if !found {
			e = dflt
			if e == nil {
				e = none()
			}
		}
		if recv.t == nil {
			return e, changed
		}
		return join(e, tainted(recv.t)), changed
	}
}

// dictSet is set(key, value) and setdefault, which keeps a value there.
func dictSet(setdefault bool) containerFunc {
	return func(_ *frame, nv, _ *val, a *args) (*val, *val) {
		if len(a.pos) < 2 {
			return nil, nil
		}
		if k, ok := dictKey(a.pos[:len(a.pos)-1]); ok {
			if _, exists := nv.keys[k]; !setdefault || !exists {
				nv.keys[k] = a.pos[len(a.pos)-1]
			}
		} else {
			nv.t = union(nv.t, a.taint())
		}
		return none(), nv
	}
}

func dictUpdate(_ *frame, nv, _ *val, a *args) (*val, *val) {
	if len(a.pos) == 1 && a.pos[0].dict {
		for k, v := range a.pos[0].keys {
			nv.keys[k] = v
		}
		nv.t = union(nv.t, a.pos[0].t)
	} else {
		nv.t = union(nv.t, a.taint())
	}
	for k, v := range a.kw {
		nv.keys["string:"+k] = v
	}
	return none(), nv
}

// isConfig tells a config object (get(section, option)) from a dict
// (get(key, default)): its keys are made of two parts.
func (fr *frame) isConfig(v *val) bool {
	for k := range v.keys {
		return strings.Contains(k, "\x00")
	}
	return false
}

// strMethod folds the common string methods on constants by the shape of
// the method's row (strShapes).
func strMethod(recv *val, shape string, a *args) *val {
	s, ok := recv.c.(string)
	if !ok {
		return nil
	}
	for _, v := range a.pos {
		if !v.hasC && !(shape == shapeStrJoin && v.seq) && shape != shapeStrFormat {
			return nil
		}
	}
	if v, ok := strShape(s, shape, a); ok {
		return v
	}
	switch shape {
	case shapeStrLower:
		return konst(strings.ToLower(s))
	case shapeStrUpper:
		return konst(strings.ToUpper(s))
	case shapeStrStrip:
		if len(a.pos) == 0 {
			return konst(strings.TrimSpace(s))
		}
	case shapeStrSplit:
		if len(a.pos) == 1 && len(a.kw) == 0 {
			if sep, ok := a.pos[0].c.(string); ok && sep != "" {
				v := &val{seq: true}
				for _, p := range strings.Split(s, sep) {
					v.items = append(v.items, konst(p))
				}
				return v
			}
		}
	}
	return nil
}

// strShape folds a str-replace, str-join or str-format call on the
// constant s; ok is false when shape is none of them.
func strShape(s, shape string, a *args) (*val, bool) {
	switch shape {
	case shapeStrReplace:
		if len(a.pos) == 2 {
			return konst(strings.ReplaceAll(s, str0(a.pos[0]), str0(a.pos[1]))), true
		}
	case shapeStrJoin:
		if len(a.pos) == 1 && a.pos[0].seq && a.pos[0].t == nil {
			var parts []*val
			for i, it := range a.pos[0].items {
				if i > 0 {
					parts = append(parts, konst(s))
				}
				parts = append(parts, it)
			}
			if len(parts) == 0 {
				return konst(""), true
			}
			return concat(parts), true
		}
		if len(a.pos) == 1 {
			// ",".join("?" * len(ids)): placeholders, the program's text
			return &val{t: a.pos[0].tt(), rnd: a.pos[0].rr(), lit: s + " ", constish: a.pos[0].constish && a.pos[0].tt() == nil}, true
		}
	case shapeStrFormat:
		out := concat(formatParts(s, a))
		if out.hasC {
			return &val{lit: s + " "}, true
		}
		return out, true
	default:
		return nil, false
	}
	return nil, true
}

// quoteEscape: s.replace(old, new) takes a quote out of a string (into an
// entity, or doubled as SQL escapes it), so the value cannot close the
// quoted literal it is put in.
func quoteEscape(old, new *val) (class, uint8) {
	o, ok1 := old.c.(string)
	n, ok2 := new.c.(string)
	if !ok1 || !ok2 || (o != "'" && o != `"`) {
		return 0, 0
	}
	fact := fNoSQuote
	if o == `"` {
		fact = fNoDQuote
	}
	switch {
	case !strings.Contains(n, o):
		return 0, fact
	case n == o+o:
		return cSQL, 0
	}
	return 0, 0
}

// hostArg says whether a call of another file's function is given a URL or
// path whose host the application fixed (add_query(reverse("list"),
// params), with_filters(request.path, filters)): what it returns is built
// on that URL, so the other arguments cannot choose the host.
func hostArg(a *args) bool {
	is := func(v *val) bool {
		if v == nil {
			return false
		}
		if s, ok := v.c.(string); ok {
			return (strings.HasPrefix(s, "/") || strings.Contains(s, "://")) && hostPinned(s)
		}
		t := v.tt()
		return v.hostURL || t != nil && t.flow != nil && t.safe&cRedirect != 0
	}
	for _, v := range a.pos {
		if is(v) {
			return true
		}
	}
	for _, v := range a.kw {
		if is(v) {
			return true
		}
	}
	return false
}
