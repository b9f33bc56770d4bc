package python

import (
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/finding"
)

var (
	pathSinks = map[string]bool{"exists": true, "is_file": true, "is_dir": true, "stat": true, "lstat": true,
		"is_symlink": true, "open": true, "read_text": true, "read_bytes": true, "write_text": true, "write_bytes": true,
		"unlink": true, "rmdir": true, "mkdir": true, "touch": true, "rename": true, "replace": true, "iterdir": true,
		"symlink_to": true, "hardlink_to": true, "chmod": true, "rglob": true, "glob": true}
	xmlFind  = map[string]bool{"find": true, "findall": true, "iterfind": true, "findtext": true}
	mutators = map[string]bool{"append": true, "extend": true, "insert": true, "add": true, "update": true, "setdefault": true,
		"set": true, "put": true, "write": true, "writelines": true, "appendleft": true, "push": true, "add_section": true,
		"__setitem__": true, "setFeature": true, "setProperty": true}
	newlineRE = regexp.MustCompile(`[\r\n]`)
	// digestMethod: a digest (user.get_session_auth_hash(), h.hexdigest())
	// is hex or bytes of fixed length, whatever was hashed
	digestMethod = regexp.MustCompile(`(?i)(^|_)(hash|hexdigest|digest)$`)
)

// methodCall evaluates recv.method(args) on a value.
func (fr *frame) methodCall(n, recvN *syntax.Node, recv *val, method string, a *args, st *state) *val {
	c := fr.c
	fr.tlsCheck(n, "", method, a)
	// sources on the request object itself: request.get_json(), request.get_data()
	if recv.kind == "request" {
		if _, ok := requestNotData[method]; ok {
			return clean
		}
		if samePath[method] {
			return fr.requestPath(n, recv)
		}
		return fr.requestPart(n, recv)
	}
	if recv.kind == "reqobj" && reqObjGetters.MatchString(method) {
		return fr.requestPart(n, &val{})
	}
	if recv.kind == "meta" && method == "get" && len(a.pos) > 0 {
		if k, ok := a.pos[0].c.(string); ok && !clientMeta(k) {
			return clean
		}
	}
	switch recv.kind {
	case "sysrand", "hash":
		return &val{t: nil}
	case "weakrand":
		if randFuncs[method] {
			return &val{rnd: fr.source(n, c.text(n), 0, "").t, t: a.taint()}
		}
	case "session":
		if method == "update" || method == "setdefault" || method == "__setitem__" {
			for i, v := range a.pos {
				fr.sink(ruleTrust, a.posN[i], v)
				fr.randSink(a.posN[i], v, c.text(n))
			}
			for k, v := range a.kw {
				fr.sink(ruleTrust, a.kwN[k], v)
			}
		}
		return clean
	case "http":
		if httpVerbs[method] {
			v, vn := a.arg(0, "url")
			fr.sink(ruleSSRF, vn, v)
		} else if method == "request" || method == "stream" || method == "urlopen" {
			v, vn := a.arg(1, "url")
			fr.sink(ruleSSRF, vn, v)
		}
		return &val{t: a.taint()}
	case "saxparser":
		if method == "setFeature" && len(a.posN) == 2 {
			f := c.text(a.posN[0])
			if b, ok := truth(a.pos[1]); ok && b && (strings.Contains(f, "external_ges") || strings.Contains(f, "external_pes") ||
				strings.Contains(f, "external-general-entities") || strings.Contains(f, "external-parameter-entities")) {
				fr.setVar(recvN, &val{kind: "xxeparser"}, st)
			}
		}
		return clean
	case "xxeparser":
		if method == "parse" || method == "feed" || method == "parseString" {
			v, vn := a.arg(0, "source")
			fr.sink(ruleXXE, vn, v)
		}
		return clean
	case "logger":
		if logMethods[method] {
			fr.logSink(a)
			return clean
		}
	case "xml":
		if xmlFind[method] {
			v, vn := a.arg(0, "path", "match")
			fr.sink(ruleXPath, vn, v)
		}
		if method == "getroot" || xmlFind[method] || method == "getroottree" {
			return &val{t: union(recv.tt(), a.taint()), kind: "xml"}
		}
	case "path":
		if pathSinks[method] {
			fr.sink(rulePath, recvN, recv)
			if method == "rename" || method == "replace" {
				v, vn := a.arg(0, "target")
				fr.sink(rulePath, vn, v)
			}
		}
		if cleanMethods[method] || method == "stat" || method == "lstat" {
			return clean // metadata, not the name
		}
		return &val{t: union(recv.tt(), a.taint()), kind: "path", normPath: method == "resolve" || method == "absolute" && recv.normPath}
	}
	recvText := c.text(recvN)
	switch method {
	case "execute", "executemany", "executescript", "mogrify", "exec_driver_sql":
		v, vn := a.arg(0, "sql", "operation", "query", "statement")
		fr.sqlSink(vn, v)
		return &val{t: recv.tt()}
	case "raw", "extra":
		fr.rawSQL(method, a)
	case "search":
		if recv.kind == "ldap" {
			for i := range min(len(a.pos), 3) {
				fr.sink(ruleLDAP, a.posN[i], a.pos[i])
			}
		} else {
			for i := 1; i < len(a.pos) && i <= 2; i++ {
				if ldapLike.MatchString(a.pos[i].lit+str0(a.pos[i])) || i == 1 && len(a.pos) >= 2 && strings.Contains(strings.ToLower(c.text(a.posN[1])), "filter") {
					fr.sink(ruleLDAP, a.posN[i], a.pos[i])
				}
			}
		}
		for _, k := range []string{"search_filter", "filterstr"} {
			if v, ok := a.kw[k]; ok {
				fr.sink(ruleLDAP, a.kwN[k], v)
			}
		}
	case "search_s", "search_st", "search_ext", "search_ext_s":
		// python-ldap: (base, scope, filterstr, ...)
		for i, kw := range []string{"base", "", "filterstr"} {
			if kw == "" {
				continue
			}
			if v, vn := a.arg(i, kw); vn != nil {
				fr.sink(ruleLDAP, vn, v)
			}
		}
	case "xpath":
		v, vn := a.arg(0, "_path")
		fr.sink(ruleXPath, vn, v)
	case "from_string":
		v, vn := a.arg(0, "source")
		if !fr.sink(ruleTemplate, vn, v) && v != nil && v.lit != "" {
			fr.weakReport(ruleTemplate, vn, ruleTemplate.Severity-1, 0.7, "Template source built with string formatting (server-side template injection)")
		}
	case "set_cookie":
		fr.cookieCheck(n, a)
		v, vn := a.arg(1, "value")
		if vn != nil {
			fr.randSink(vn, v, c.text(n))
		}
	case "run":
		if v, ok := a.kw["debug"]; ok && v.hasC && v.c == true && regexp.MustCompile(`(?i)app$`).MatchString(recvText) {
			c.pass.Reportf(ruleFlaskDebug, n, "")
		}
	case "add", "set", "setdefault", "__setitem__", "extend":
		if recv.kind == "headers" || strings.HasSuffix(recvText, ".headers") {
			if len(a.pos) >= 2 {
				fr.sink(ruleHeader, a.posN[1], a.pos[1])
				fr.randSink(a.posN[1], a.pos[1], c.text(n))
			}
		}
	}
	if logMethods[method] && loggerRE.MatchString(recvText) {
		fr.logSink(a)
		return clean
	}
	if cleanMethods[method] || digestMethod.MatchString(method) {
		return clean
	}
	// containers and string methods
	if v := fr.container(n, recvN, recv, method, a, st); v != nil {
		return v
	}
	if recv.hasC {
		if v := strMethod(recv, method, a); v != nil {
			return v
		}
	}
	if method == "replace" && len(a.pos) == 2 {
		if cs, fact := quoteEscape(a.pos[0], a.pos[1]); cs != 0 || fact != 0 {
			v := &val{t: union(recv.tt(), a.pos[1].tt()).sanitize(cs), rnd: union(recv.rr(), a.all.rnd)}
			return withFact(v, fact)
		}
	}
	if method == "replace" && len(a.pos) >= 1 && newlineRE.MatchString(str0(a.pos[0])) {
		return &val{t: union(recv.tt(), a.taint()).sanitize(cLog | cHeader), rnd: union(recv.rr(), a.all.rnd)}
	}
	if sqlQuoters.MatchString(method) {
		// connection.ops.quote_name(table): an identifier quoted for SQL
		return &val{t: union(recv.tt(), a.taint()).sanitize(cSQL), rnd: union(recv.rr(), a.all.rnd), constish: true}
	}
	if method == "urlencode" {
		// QueryDict.urlencode(): every "/" and ":" percent-encoded
		return &val{t: union(recv.tt(), a.taint()).sanitize(fr.c.models.sanitizers["urllib.parse.urlencode"]), rnd: union(recv.rr(), a.all.rnd)}
	}
	if ormQuery(recvText) || ormMethods[method] {
		// rows the database holds, looked up by the arguments: stored
		// data, not the request's
		return clean
	}
	if fr.c.django && method == "render" || method == "render_to_string" {
		// Django's templates escape what they are given
		return &val{t: union(recv.tt(), a.taint()).sanitize(cXSS), rnd: union(recv.rr(), a.all.rnd)}
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
	if recv.kind == "xml" || recv.kind == "file" && method == "read" {
		out.kind = recv.kind
		if method == "read" {
			out.kind = ""
		}
	}
	if escapeName.MatchString(method) && !strings.Contains(strings.ToLower(method), "unescape") {
		out.t = out.t.sanitize(cXSS)
	}
	if mutators[method] && recvN != nil {
		nv := recv.clone()
		nv.t = union(nv.t, a.taint())
		nv.rnd = union(nv.rnd, a.all.rnd)
		fr.setVar(recvN, nv, st)
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
// elements are known exactly.
func (fr *frame) container(n, recvN *syntax.Node, recv *val, method string, a *args, st *state) *val {
	switch {
	case recv.seq && recv.t == nil:
		nv := recv.clone()
		switch method {
		case "append":
			if len(a.pos) == 1 {
				nv.items = append(nv.items, a.pos[0])
				fr.setVar(recvN, nv, st)
				return konst(noneT{})
			}
		case "extend":
			if len(a.pos) == 1 {
				if e := a.pos[0]; e.seq && e.t == nil {
					nv.items = append(nv.items, e.items...)
				} else {
					nv.seq, nv.items, nv.t = false, nil, union(recv.tt(), e.tt())
				}
				fr.setVar(recvN, nv, st)
				return konst(noneT{})
			}
		case "insert":
			if len(a.pos) == 2 {
				if i, isInt, ok := num(a.pos[0]); ok && isInt {
					idx := max(0, min(int(i), len(nv.items)))
					nv.items = append(nv.items[:idx], append([]*val{a.pos[1]}, nv.items[idx:]...)...)
					fr.setVar(recvN, nv, st)
					return konst(noneT{})
				}
			}
		case "pop":
			if len(nv.items) == 0 {
				return clean
			}
			idx := len(nv.items) - 1
			if len(a.pos) == 1 {
				i, isInt, ok := num(a.pos[0])
				if !ok || !isInt {
					break
				}
				idx = int(i)
				if idx < 0 {
					idx += len(nv.items)
				}
				if idx < 0 || idx >= len(nv.items) {
					return clean
				}
			}
			out := nv.items[idx]
			nv.items = append(nv.items[:idx:idx], nv.items[idx+1:]...)
			fr.setVar(recvN, nv, st)
			return out
		case "remove":
			if len(a.pos) == 1 && a.pos[0].hasC {
				for i, it := range nv.items {
					if it.hasC && it.c == a.pos[0].c {
						nv.items = append(nv.items[:i:i], nv.items[i+1:]...)
						break
					}
				}
				fr.setVar(recvN, nv, st)
				return konst(noneT{})
			}
		case "reverse":
			for i, j := 0, len(nv.items)-1; i < j; i, j = i+1, j-1 {
				nv.items[i], nv.items[j] = nv.items[j], nv.items[i]
			}
			fr.setVar(recvN, nv, st)
			return konst(noneT{})
		case "clear":
			nv.items = nil
			fr.setVar(recvN, nv, st)
			return konst(noneT{})
		case "copy":
			return nv
		}
	case recv.dict:
		nv := recv.clone()
		keyOf := func(vs []*val) (string, bool) {
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
		switch method {
		case "get", "pop":
			if len(a.pos) == 0 {
				break
			}
			ks, dflt := a.pos, (*val)(nil)
			if len(a.pos) == 2 && method != "get" || len(a.pos) == 2 && method == "get" && !fr.isConfig(recv) {
				ks, dflt = a.pos[:1], a.pos[1]
			}
			if k, ok := keyOf(ks); ok {
				e, found := recv.keys[k]
				if method == "pop" {
					delete(nv.keys, k)
					fr.setVar(recvN, nv, st)
				}
				if !found {
					e = dflt
					if e == nil {
						e = konst(noneT{})
					}
				}
				if recv.t == nil {
					return e
				}
				return join(e, tainted(recv.t))
			}
			return &val{t: union(recv.tt(), a.taint())}
		case "set", "setdefault", "__setitem__":
			if len(a.pos) >= 2 {
				if k, ok := keyOf(a.pos[:len(a.pos)-1]); ok {
					if _, exists := nv.keys[k]; method != "setdefault" || !exists {
						nv.keys[k] = a.pos[len(a.pos)-1]
					}
				} else {
					nv.t = union(nv.t, a.taint())
				}
				fr.setVar(recvN, nv, st)
				return konst(noneT{})
			}
		case "update":
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
			fr.setVar(recvN, nv, st)
			return konst(noneT{})
		case "add_section", "read", "read_string":
			return konst(noneT{})
		case "add":
			nv.t = union(nv.t, a.taint())
			fr.setVar(recvN, nv, st)
			return konst(noneT{})
		case "copy":
			return nv
		case "keys", "values", "items":
			return &val{t: recv.tt(), rnd: recv.rr()}
		}
	}
	return nil
}

// isConfig tells a config object (get(section, option)) from a dict
// (get(key, default)): its keys are made of two parts.
func (fr *frame) isConfig(v *val) bool {
	for k := range v.keys {
		return strings.Contains(k, "\x00")
	}
	return false
}

// strMethod folds the common string methods on constants.
func strMethod(recv *val, method string, a *args) *val {
	s, ok := recv.c.(string)
	if !ok {
		return nil
	}
	for _, v := range a.pos {
		if !v.hasC && !(method == "join" && v.seq) && !(method == "format") {
			return nil
		}
	}
	switch method {
	case "lower":
		return konst(strings.ToLower(s))
	case "upper":
		return konst(strings.ToUpper(s))
	case "strip":
		if len(a.pos) == 0 {
			return konst(strings.TrimSpace(s))
		}
	case "split":
		if len(a.pos) == 1 && len(a.kw) == 0 {
			if sep, ok := a.pos[0].c.(string); ok && sep != "" {
				v := &val{seq: true}
				for _, p := range strings.Split(s, sep) {
					v.items = append(v.items, konst(p))
				}
				return v
			}
		}
	case "replace":
		if len(a.pos) == 2 {
			return konst(strings.ReplaceAll(s, str0(a.pos[0]), str0(a.pos[1])))
		}
	case "join":
		if len(a.pos) == 1 && a.pos[0].seq && a.pos[0].t == nil {
			var parts []*val
			for i, it := range a.pos[0].items {
				if i > 0 {
					parts = append(parts, konst(s))
				}
				parts = append(parts, it)
			}
			if len(parts) == 0 {
				return konst("")
			}
			return concat(parts)
		}
		if len(a.pos) == 1 {
			return &val{t: a.pos[0].tt(), rnd: a.pos[0].rr(), lit: s + " "}
		}
	case "format":
		out := concat(formatParts(s, a))
		if out.hasC {
			return &val{lit: s + " "}
		}
		return out
	}
	return nil
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

// ormMethods look a model instance up (ContentType's and managers').
var ormMethods = map[string]bool{"get_object_for_this_type": true, "get_for_id": true, "get_for_model": true,
	"get_by_natural_key": true, "get_all_objects_for_this_type": true}

// sqlQuoters quote identifiers or literals for SQL (Django's
// connection.ops.quote_name, schema_editor.quote_value, psycopg's
// quote_ident, MySQLdb's escape_string).
var sqlQuoters = regexp.MustCompile(`^(quote_name|quote_name_unless_alias|quote_value|quote_ident|quote_identifier|escape_string|escape_identifier|_quote_params_for_last_executed_query)$`)

var ormRE = regexp.MustCompile(`(^|\.)(objects|_default_manager|_base_manager)(\.|$)|^ContentType\.objects`)

// rawSQL checks the SQL a Django manager or queryset is given as text:
// raw(raw_query, params) runs it, extra(select=, where=, tables=,
// order_by=) splices its strings into the query. "Always use params
// rather than formatting" (Django's documentation on raw and extra).
func (fr *frame) rawSQL(method string, a *args) {
	if method == "raw" {
		if v, vn := a.arg(0, "raw_query"); vn != nil {
			fr.sqlSink(vn, v)
		}
		return
	}
	for _, k := range []string{"where", "select", "tables", "order_by"} {
		v, ok := a.kw[k]
		if !ok {
			continue
		}
		if fr.sink(ruleSQL, a.kwN[k], v) {
			continue
		}
		// Formatted SQL among the strings (each is SQL: a condition, a
		// column expression), where no source is seen.
		parts := append(slices.Clone(v.items), slices.Collect(maps.Values(v.keys))...)
		for _, it := range parts {
			if !it.hasC && !it.constish && it.lit != "" && (it.tt() == nil || it.tt().safe&cSQL == 0) {
				fr.weakReport(ruleSQL, a.kwN[k], finding.Medium, 0.5, "SQL built with string formatting and passed to extra() (SQL injection risk)")
				break
			}
		}
	}
}

// ormQuery says whether a method's receiver is a Django model manager or
// queryset reached from it (Item.objects, Item.objects.filter(...)).
func ormQuery(recvText string) bool { return ormRE.MatchString(recvText) }

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
