package php

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

func sprintf(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// sanitizers: what a function's result is safe for.
var sanitizers = map[string]class{
	"intval": cAll, "floatval": cAll, "boolval": cAll, "abs": cAll, "count": cAll, "strlen": cAll, "mb_strlen": cAll,
	"is_numeric": cAll, "ctype_digit": cAll, "ctype_alnum": cAll, "ctype_alpha": cAll, "in_array": cAll,
	"array_key_exists": cAll, "isset": cAll, "empty": cAll, "md5": cAll, "sha1": cAll, "hash": cAll, "crc32": cAll,
	"hash_hmac": cAll, "bin2hex": cAll, "password_hash": cAll, "password_verify": cAll, "round": cAll, "ceil": cAll,
	"floor": cAll, "max": cAll, "min": cAll, "absint": cAll, "sanitize_key": cAll, "sanitize_title": cAll,
	"sanitize_hex_color": cAll, "wp_verify_nonce": cAll, "is_email": cAll, "preg_match": cAll, "array_search": cAll,
	"strpos": cAll, "stripos": cAll, "strcmp": cAll, "is_array": cAll, "is_string": cAll, "is_int": cAll,
	"file_exists": cAll, "is_file": cAll, "is_dir": cAll, "time": cAll, "uniqid": cAll, "date": cAll, "mktime": cAll,
	"strtotime": cAll, "number_format": cAll, "gettype": cAll, "ord": cAll, "uuid": cAll, "random_int": cAll,
	"random_bytes": cAll, "spl_object_hash": cAll, "base64_encode": cAll &^ cCode,
	"htmlspecialchars": cXSS, "htmlentities": cXSS, "esc_html": cXSS, "esc_attr": cXSS, "esc_textarea": cXSS,
	"esc_js": cXSS, "esc_html__": cXSS, "esc_attr__": cXSS, "strip_tags": cXSS, "wp_kses": cXSS, "wp_kses_post": cXSS,
	"wp_kses_data": cXSS, "e": cXSS, "json_encode": cXSS, "wp_json_encode": cXSS, "sanitize_text_field": cXSS | cHeader,
	"sanitize_textarea_field": cXSS, "esc_url": cXSS | cHeader, "esc_url_raw": cHeader,
	"urlencode": cAll &^ (cRedirect | cSSRF | cCode), "rawurlencode": cAll &^ (cRedirect | cSSRF | cCode),
	"http_build_query": cAll &^ (cRedirect | cSSRF | cCode),
	"escapeshellarg":   cCmd, "escapeshellcmd": cCmd,
	"basename": cPath | cInc, "sanitize_file_name": cPath | cInc, "pathinfo": 0,
	"ldap_escape": cLDAP, "sanitize_email": cXSS | cHeader | cCmd | cPath | cInc | cLDAP | cXPath,
	"wp_validate_redirect": cRedirect, "wp_sanitize_redirect": cHeader,
	"pg_escape_literal": cSQL, "pg_escape_identifier": cSQL,
}

// sqlEscapes are safe for SQL inside quotes only.
var sqlEscapes = map[string]bool{
	"mysqli_real_escape_string": true, "mysql_real_escape_string": true, "mysql_escape_string": true,
	"pg_escape_string": true, "addslashes": true, "esc_sql": true, "sqlite_escape_string": true, "real_escape_string": true,
	"escape_string": true, "sqlsrv_escape": true,
}

// funcSink is a function whose argument reaches a sink.
type funcSink struct {
	rule *analysis.Rule
	cls  class
	args []int // -1: the last argument
}

var funcSinks = map[string]funcSink{
	"mysqli_query": {ruleSQL, cSQL, []int{1}}, "mysqli_multi_query": {ruleSQL, cSQL, []int{1}},
	"mysqli_real_query": {ruleSQL, cSQL, []int{1}}, "mysqli_prepare": {ruleSQL, cSQL, []int{1}},
	"mysql_query": {ruleSQL, cSQL, []int{0}}, "pg_query": {ruleSQL, cSQL, []int{-1}}, "pg_send_query": {ruleSQL, cSQL, []int{1}},
	"pg_prepare": {ruleSQL, cSQL, []int{2}}, "sqlite_query": {ruleSQL, cSQL, []int{0, 1}}, "sqlite_exec": {ruleSQL, cSQL, []int{0, 1}},
	"odbc_exec": {ruleSQL, cSQL, []int{1}}, "sqlsrv_query": {ruleSQL, cSQL, []int{1}}, "db2_exec": {ruleSQL, cSQL, []int{1}},
	"mssql_query": {ruleSQL, cSQL, []int{0}}, "oci_parse": {ruleSQL, cSQL, []int{1}},
	"system": {ruleCmd, cCmd, []int{0}}, "exec": {ruleCmd, cCmd, []int{0}}, "shell_exec": {ruleCmd, cCmd, []int{0}},
	"passthru": {ruleCmd, cCmd, []int{0}}, "popen": {ruleCmd, cCmd, []int{0}}, "proc_open": {ruleCmd, cCmd, []int{0}},
	"pcntl_exec": {ruleCmd, cCmd, []int{0}},
	"eval":       {ruleCode, cCode, []int{0}}, "create_function": {ruleCode, cCode, []int{0, 1}},
	"call_user_func": {ruleCode, cCode, []int{0}}, "call_user_func_array": {ruleCode, cCode, []int{0}},
	"fopen": {rulePath, cPath, []int{0}}, "file_get_contents": {rulePath, cPath, []int{0}},
	"file_put_contents": {rulePath, cPath, []int{0}}, "readfile": {rulePath, cPath, []int{0}}, "unlink": {rulePath, cPath, []int{0}},
	"copy": {rulePath, cPath, []int{0, 1}}, "rename": {rulePath, cPath, []int{0, 1}}, "mkdir": {rulePath, cPath, []int{0}},
	"rmdir": {rulePath, cPath, []int{0}}, "file": {rulePath, cPath, []int{0}}, "opendir": {rulePath, cPath, []int{0}},
	"scandir": {rulePath, cPath, []int{0}}, "parse_ini_file": {rulePath, cPath, []int{0}}, "highlight_file": {rulePath, cPath, []int{0}},
	"show_source": {rulePath, cPath, []int{0}}, "move_uploaded_file": {rulePath, cPath, []int{1}}, "touch": {rulePath, cPath, []int{0}},
	"gzopen": {rulePath, cPath, []int{0}}, "simplexml_load_file": {rulePath, cPath, []int{0}},
	"printf": {ruleXSS, cXSS, nil}, "vprintf": {ruleXSS, cXSS, nil}, "print_r": {ruleXSS, cXSS, []int{0}},
	"die": {ruleXSS, cXSS, []int{0}}, "exit": {ruleXSS, cXSS, []int{0}},
	"wp_redirect": {ruleRedirect, cRedirect, []int{0}}, "redirect": {ruleRedirect, cRedirect, []int{0}},
	"unserialize": {ruleDeser, cDeser, []int{0}}, "maybe_unserialize": {ruleDeser, cDeser, []int{0}},
	"curl_init": {ruleSSRF, cSSRF, []int{0}}, "wp_remote_get": {ruleSSRF, cSSRF, []int{0}},
	"wp_remote_post": {ruleSSRF, cSSRF, []int{0}}, "wp_remote_request": {ruleSSRF, cSSRF, []int{0}},
	"wp_remote_head": {ruleSSRF, cSSRF, []int{0}}, "get_headers": {ruleSSRF, cSSRF, []int{0}},
	"ldap_search": {ruleLDAP, cLDAP, []int{2}}, "ldap_list": {ruleLDAP, cLDAP, []int{2}}, "ldap_read": {ruleLDAP, cLDAP, []int{2}},
}

// methodSinks: methods whose first argument reaches a sink, whatever the
// receiver (Laravel's query builder, PDO, mysqli, $wpdb).
var methodSinks = map[string]funcSink{
	"query": {ruleSQL, cSQL, []int{0}}, "exec": {ruleSQL, cSQL, []int{0}}, "multi_query": {ruleSQL, cSQL, []int{0}},
	"real_query": {ruleSQL, cSQL, []int{0}}, "unbuffered_query": {ruleSQL, cSQL, []int{0}}, "prepare": {ruleSQL, cSQL, []int{0}},
	"whereraw": {ruleSQL, cSQL, []int{0}}, "orwhereraw": {ruleSQL, cSQL, []int{0}}, "selectraw": {ruleSQL, cSQL, []int{0}},
	"orderbyraw": {ruleSQL, cSQL, []int{0}}, "havingraw": {ruleSQL, cSQL, []int{0}}, "groupbyraw": {ruleSQL, cSQL, []int{0}},
	"fromraw": {ruleSQL, cSQL, []int{0}}, "orhavingraw": {ruleSQL, cSQL, []int{0}},
	"get_results": {ruleSQL, cSQL, []int{0}}, "get_var": {ruleSQL, cSQL, []int{0}}, "get_row": {ruleSQL, cSQL, []int{0}},
	"get_col":     {ruleSQL, cSQL, []int{0}},
	"createquery": {ruleSQL, cSQL, []int{0}}, "executequery": {ruleSQL, cSQL, []int{0}}, "executestatement": {ruleSQL, cSQL, []int{0}},
	"xpath": {ruleXPath, cXPath, []int{0}},
}

var staticSinks = map[string]funcSink{
	"db::select": {ruleSQL, cSQL, []int{0}}, "db::selectone": {ruleSQL, cSQL, []int{0}}, "db::statement": {ruleSQL, cSQL, []int{0}},
	"db::unprepared": {ruleSQL, cSQL, []int{0}}, "db::raw": {ruleSQL, cSQL, []int{0}}, "db::insert": {ruleSQL, cSQL, []int{0}},
	"db::update": {ruleSQL, cSQL, []int{0}}, "db::delete": {ruleSQL, cSQL, []int{0}}, "db::affectingstatement": {ruleSQL, cSQL, []int{0}},
	"redirect::to": {ruleRedirect, cRedirect, []int{0}}, "redirect::away": {ruleRedirect, cRedirect, []int{0}},
	"http::get": {ruleSSRF, cSSRF, []int{0}}, "http::post": {ruleSSRF, cSSRF, []int{0}}, "http::put": {ruleSSRF, cSSRF, []int{0}},
	"http::delete": {ruleSSRF, cSSRF, []int{0}}, "http::head": {ruleSSRF, cSSRF, []int{0}},
}

// cleanFuncs return values that carry no request data.
var cleanFuncs = map[string]bool{
	"mysqli_fetch_assoc": true, "mysqli_fetch_array": true, "mysqli_fetch_row": true, "mysqli_num_rows": true,
	"mysql_fetch_assoc": true, "pg_fetch_assoc": true, "get_option": true, "get_post_meta": true, "wp_create_nonce": true,
	"current_user_can": true, "get_current_user_id": true, "is_user_logged_in": true, "admin_url": true, "home_url": true,
	"site_url": true, "plugins_url": true, "plugin_dir_path": true, "get_template_directory": true, "config": true,
	"env": true, "getenv": true, "sys_get_temp_dir": true, "tempnam": true, "dirname": true, "auth": true,
	"route": true, "url": true, "asset": true, "view": true, "csrf_token": true, "session_id": true, "microtime": true,
	"rand": true, "mt_rand": true, "array_keys": false, "define": true, "defined": true, "function_exists": true,
	"class_exists": true, "method_exists": true, "is_callable": true, "setcookie": true, "header": true,
	"curl_exec": true, "curl_setopt": true, "file_exists": true, "error_log": true, "trigger_error": true,
}

// passFuncs carry the taint of every argument (and its elements).
func (fr *frame) args(n *syntax.Node, st *state) ([]*val, []*syntax.Node) {
	a := n.Child("arguments")
	if a == nil {
		return nil, nil
	}
	var vs []*val
	var ns []*syntax.Node
	for _, arg := range a.NamedChildren() {
		if arg.Kind != "argument" {
			continue
		}
		x := firstNamed(arg)
		for x != nil && x.Kind == "name" && x.Field == "name" { // named argument
			x = nil
			for _, c := range arg.NamedChildren() {
				if c.Field != "name" {
					x = c
				}
			}
		}
		if x == nil {
			continue
		}
		vs = append(vs, fr.expr(x, st))
		ns = append(ns, x)
	}
	return vs, ns
}

func unionArgs(vs []*val) *val {
	var t *taint
	for _, v := range vs {
		t = union(t, v.tt())
	}
	return tainted(t)
}

func bareName(s string) string {
	s = lower(strings.TrimPrefix(s, "\\"))
	if i := strings.LastIndex(s, "\\"); i >= 0 {
		s = s[i+1:]
	}
	return s
}

func (fr *frame) call(n *syntax.Node, st *state) *val {
	fnode := n.Child("function")
	vs, ns := fr.args(n, st)
	if fnode.Kind != "name" && fnode.Kind != "qualified_name" {
		// $fn(...): a callable chosen by a variable.
		fv := fr.expr(fnode, st)
		if fv.kind != "closure" {
			fr.sink(ruleCode, cCode, n, fv, fr.text(fnode)+"()")
		}
		return unionArgs(vs)
	}
	name := bareName(fr.text(fnode))
	arg := func(i int) *val {
		if i < len(vs) {
			return vs[i]
		}
		return clean
	}
	// Sources.
	switch name {
	case "filter_input", "filter_input_array":
		if len(vs) >= 3 {
			f := fr.text(ns[2])
			if strings.Contains(f, "INT") || strings.Contains(f, "FLOAT") || strings.Contains(f, "BOOL") || strings.Contains(f, "NUMBER") {
				return &val{num: true}
			}
			if strings.Contains(f, "SPECIAL_CHARS") || strings.Contains(f, "ENCODED") {
				return tainted(fr.source(n, fr.text(n)).t.sanitize(cXSS))
			}
		}
		return fr.source(n, fr.text(n))
	case "getallheaders", "apache_request_headers":
		return fr.source(n, fr.text(n))
	case "file_get_contents", "fopen", "stream_get_contents":
		if a := arg(0); a.hasC && strings.HasPrefix(a.c, "php://input") {
			return fr.source(n, fr.text(n))
		}
	case "request":
		if len(vs) == 0 {
			return &val{kind: "req"}
		}
		return fr.source(n, fr.text(n))
	case "filter_var":
		f := ""
		if len(ns) >= 2 {
			f = fr.text(ns[1])
		}
		switch {
		case strings.Contains(f, "INT") || strings.Contains(f, "FLOAT") || strings.Contains(f, "BOOL") || strings.Contains(f, "EMAIL") || strings.Contains(f, "IP"):
			return &val{num: true}
		case strings.Contains(f, "SPECIAL_CHARS"):
			return tainted(arg(0).tt().sanitize(cXSS))
		}
		return arg(0).flat()
	case "sprintf", "vsprintf":
		return fr.sprintfVal(vs)
	case "implode", "join":
		return unionArgs(vs)
	case "preg_replace":
		if a := arg(0); a.hasC && pregE(a.c) {
			fr.sink(ruleCode, cCode, n, joinVals(arg(1), arg(2)), "preg_replace /e")
		}
		return joinVals(arg(1), arg(2)).flat()
	case "assert":
		if a := arg(0); !a.num {
			fr.sink(ruleCode, cCode, n, a, "assert()")
		}
		return clean
	case "header":
		fr.header(n, arg(0))
		return clean
	case "unserialize", "maybe_unserialize":
		fr.unserialize(n, vs, ns)
		return arg(0).flat()
	case "simplexml_load_string":
		fr.xxe(n, arg(0), ns, 2)
		return arg(0).flat()
	case "curl_setopt":
		if len(ns) >= 3 && strings.HasSuffix(fr.text(ns[1]), "CURLOPT_URL") {
			fr.ssrf(n, arg(2), fr.text(n))
		}
		return clean
	case "setcookie", "setrawcookie":
		return clean
	case "realpath":
		v := arg(0).flat()
		v.normPath = true
		return v
	case "array_map":
		if len(vs) >= 2 {
			if s, ok := sanitizers[lower(arg(0).c)]; ok && arg(0).hasC {
				return tainted(arg(1).tt().sanitize(s))
			}
			return arg(1).flat()
		}
	case "compact", "extract":
		return unionArgs(vs)
	case "wp_unslash", "stripslashes", "trim", "strtolower", "strtoupper", "ltrim", "rtrim", "ucfirst", "urldecode",
		"rawurldecode", "base64_decode", "html_entity_decode", "htmlspecialchars_decode", "stripcslashes", "str_pad",
		"nl2br", "mb_strtolower", "mb_strtoupper", "substr", "mb_substr", "strrev", "json_decode", "str_repeat", "wordwrap":
		return arg(0).flat()
	case "str_replace", "str_ireplace", "preg_replace_callback":
		return joinVals(arg(1), arg(2)).flat()
	}
	if s, ok := sanitizers[name]; ok {
		v := unionArgs(vs)
		if s&cAll == cAll {
			return &val{num: name == "intval" || name == "floatval" || name == "absint" || name == "count" || name == "strlen"}
		}
		t := v.t.sanitize(s)
		if name == "basename" && len(vs) > 0 {
			t = arg(0).tt().sanitize(s)
		}
		return tainted(t)
	}
	if sqlEscapes[name] {
		a := arg(0)
		if strings.HasPrefix(name, "mysqli") && len(vs) >= 2 {
			a = arg(1)
		}
		if strings.HasPrefix(name, "pg_") && len(vs) >= 2 {
			a = arg(1)
		}
		return escaped(a)
	}
	if s, ok := funcSinks[name]; ok {
		fr.applySink(n, s, vs, ns, name)
		if name == "die" || name == "exit" {
			st.dead = true
		}
		return unionArgs(vs)
	}
	if cleanFuncs[name] {
		return clean
	}
	if f := fr.c.lookupFunc(name); f != nil {
		return fr.invoke(n, f, vs, nil)
	}
	return unionArgs(vs)
}

func escaped(a *val) *val {
	t := a.tt()
	if t == nil {
		return clean
	}
	c := *t
	c.escSQL = true
	return tainted(&c)
}

func pregE(p string) bool {
	if len(p) < 2 {
		return false
	}
	d := p[0]
	end := d
	switch d {
	case '(':
		end = ')'
	case '{':
		end = '}'
	case '[':
		end = ']'
	}
	i := strings.LastIndexByte(p, end)
	return i > 0 && strings.Contains(p[i+1:], "e")
}

func (fr *frame) sprintfVal(vs []*val) *val {
	if len(vs) == 0 {
		return clean
	}
	f := vs[0]
	var t *taint = f.tt()
	if !f.hasC {
		return unionArgs(vs)
	}
	// %d and friends turn a value into a number.
	verbs := sprintfRe.FindAllStringSubmatch(f.c, -1)
	text := f.c
	idx := sprintfRe.FindAllStringSubmatchIndex(f.c, -1)
	k := 1
	for j, m := range verbs {
		if m[1] == "%" {
			continue
		}
		if k >= len(vs) {
			break
		}
		a := vs[k].tt()
		k++
		if a == nil {
			continue
		}
		switch m[1] {
		case "d", "u", "f", "F", "e", "E", "g", "G", "x", "X", "o", "b", "c":
			continue
		}
		if a.escSQL && endsInQuote(text[:idx[j][0]]) {
			a = a.sanitize(cSQL)
		}
		t = union(t, a)
	}
	v := tainted(t)
	if i := strings.IndexByte(f.c, '%'); i >= 0 {
		v.lit = f.c[:i]
	}
	return v
}

// applySink checks a sink's arguments.
func (fr *frame) applySink(n *syntax.Node, s funcSink, vs []*val, ns []*syntax.Node, what string) {
	idx := s.args
	if idx == nil {
		for i := range vs {
			idx = append(idx, i)
		}
	}
	for _, i := range idx {
		if i < 0 {
			i = len(vs) - 1
		}
		if i < 0 || i >= len(vs) {
			continue
		}
		v := vs[i]
		switch s.rule {
		case rulePath:
			if v.hasC && strings.HasPrefix(v.c, "php://") {
				continue
			}
			if isHTTP(v.lit) {
				fr.ssrf(n, v, what+"()")
				continue
			}
		case ruleCmd:
			if v.arr && what == "proc_open" {
				continue
			}
		case ruleDeser:
			continue
		case ruleRedirect:
			if hostPinned(v.lit) {
				continue
			}
		case ruleSSRF:
			if hostPinned(v.lit) {
				continue
			}
		case ruleCode:
			if v.kind == "closure" || v.arr {
				continue
			}
		}
		fr.sink(s.rule, s.cls, n, v, what+"()")
	}
}

func isHTTP(lit string) bool {
	l := lower(lit)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "ftp://")
}

// hostPinned: a URL prefix that fixes the host (and the path starts), or a
// path on this site.
func hostPinned(lit string) bool {
	l := lower(lit)
	for _, p := range []string{"http://", "https://", "//"} {
		if strings.HasPrefix(l, p) {
			rest := l[len(p):]
			i := strings.IndexAny(rest, "/?#")
			return i > 0
		}
	}
	if strings.HasPrefix(l, "/") && len(l) > 1 && l[1] != '/' && l[1] != '\\' {
		return true
	}
	if strings.HasPrefix(l, "location:") {
		return hostPinned(strings.TrimSpace(lit[len("location:"):]))
	}
	return false
}

func (fr *frame) header(n *syntax.Node, v *val) {
	l := strings.TrimSpace(lower(v.lit))
	if strings.HasPrefix(l, "location:") || strings.HasPrefix(l, "refresh:") {
		rest := strings.TrimSpace(v.lit[strings.IndexByte(v.lit, ':')+1:])
		if strings.HasPrefix(l, "refresh:") {
			if i := strings.Index(lower(rest), "url="); i >= 0 {
				rest = rest[i+4:]
			} else {
				return
			}
		}
		if !hostPinned(rest) {
			fr.sink(ruleRedirect, cRedirect, n, v, "header()")
		}
		return
	}
	fr.sink(ruleHeader, cHeader, n, v, "header()")
}

func (fr *frame) unserialize(n *syntax.Node, vs []*val, ns []*syntax.Node) {
	if len(vs) == 0 {
		return
	}
	for _, a := range ns[1:] {
		if strings.Contains(fr.text(a), "allowed_classes") {
			return
		}
	}
	if len(vs) > 1 && vs[1].arr {
		if ac, ok := vs[1].keys["allowed_classes"]; ok && ac != nil {
			return
		}
	}
	v := vs[0]
	if t := v.tt(); t != nil && t.safe&cDeser == 0 {
		if fr.sink(ruleDeser, cDeser, n, v, "unserialize()") {
			return
		}
	}
	if ns[0].Kind == "string" || v.hasC || fr.f.foreign(fr.c) {
		return
	}
	// Not request data as far as this file shows: still an object
	// injection risk when the value comes from outside (cookies, cache,
	// database).
	if v.tt() == nil && (v.num || v.arr) {
		return
	}
	fr.c.report(ruleDeser, n, nil, "")
}

func (fr *frame) xxe(n *syntax.Node, data *val, ns []*syntax.Node, opt int) {
	if opt >= len(ns) {
		return
	}
	o := fr.text(ns[opt])
	if !strings.Contains(o, "LIBXML_NOENT") && !strings.Contains(o, "LIBXML_DTDLOAD") {
		return
	}
	if data.hasC {
		return
	}
	if !fr.sink(ruleXXE, cXXE, n, data, "LIBXML_NOENT") && !fr.f.foreign(fr.c) {
		fr.c.report(ruleXXE, n, nil, "XML parsed with LIBXML_NOENT: external entities are substituted (XXE)")
	}
}

func (fr *frame) ssrf(n *syntax.Node, v *val, what string) {
	if hostPinned(v.lit) {
		return
	}
	fr.sink(ruleSSRF, cSSRF, n, v, what)
}

// sink reports v reaching a sink of class cls, or records it in the
// summary when it is a parameter. It says whether request data reached it.
func (fr *frame) sink(r *analysis.Rule, cls class, n *syntax.Node, v *val, what string) bool {
	t := v.tt()
	if t == nil || t.safe&cls != 0 {
		return false
	}
	if t.params != 0 && fr.sum != nil {
		fr.sum.sinks = append(fr.sum.sinks, psink{rule: r, cls: cls, params: t.params, safe: t.safe, node: n, line: n.Line, what: what, path: fr.f.path})
	}
	if t.flow == nil || fr.f.foreign(fr.c) {
		return false
	}
	fr.c.report(r, n, t.flow, what)
	return true
}

func (c *checker) report(r *analysis.Rule, n *syntax.Node, flow analysis.Flow, what string) {
	if flow == nil {
		if what == "" {
			c.pass.Reportf(r, n, "")
		} else {
			c.pass.Reportf(r, n, "%s", what)
		}
		return
	}
	f := append(analysis.Flow{}, flow...)
	f = append(f, analysis.Step{Line: n.Line, What: what})
	sev := r.Severity
	if r == ruleDeser {
		sev = finding.Blocker // request data: object injection
	}
	c.pass.ReportFlow(r, n, sev, f)
}

// invoke applies a function's summary at a call.
func (fr *frame) invoke(n *syntax.Node, f *fn, vs []*val, this *val) *val {
	if fr.depth > 4 {
		return unionArgs(vs)
	}
	s := fr.c.summarize(f)
	sub := func(t *taint) *taint {
		if t == nil {
			return nil
		}
		var out *taint
		if t.flow != nil {
			out = &taint{flow: t.flow, safe: t.safe}
		}
		for i := 0; i < len(vs) && i < 64; i++ {
			if t.params&(1<<uint(i)) != 0 {
				a := vs[i].tt()
				if a == nil {
					continue
				}
				a = a.step(n.Line, fr.text(n))
				if t.safe != 0 {
					a = a.sanitize(t.safe)
				}
				out = union(out, a)
			}
		}
		return out
	}
	for _, ps := range s.sinks {
		var at *taint
		for i := 0; i < len(vs) && i < 64; i++ {
			if ps.params&(1<<uint(i)) != 0 {
				at = union(at, vs[i].tt())
			}
		}
		if at == nil || at.safe&ps.cls != 0 || ps.safe&ps.cls != 0 {
			continue
		}
		if at.params != 0 && fr.sum != nil {
			fr.sum.sinks = append(fr.sum.sinks, psink{rule: ps.rule, cls: ps.cls, params: at.params, node: n, line: n.Line, what: fr.text(n), path: fr.f.path})
		}
		if at.flow == nil || fr.f.foreign(fr.c) {
			continue
		}
		flow := at.step(n.Line, fr.text(n)).flow
		if f.foreign(fr.c) {
			fr.c.report(ps.rule, n, flow, ps.what+" in "+ps.path+" line "+itoa(ps.line))
		} else {
			fr.c.report(ps.rule, ps.node, flow, ps.what)
		}
	}
	r := s.ret
	if r == nil {
		return clean
	}
	if r.t == nil && len(r.keys) == 0 {
		return r
	}
	out := *r
	out.t = sub(r.t)
	if r.keys != nil {
		out.keys = map[string]*val{}
		for k, e := range r.keys {
			ec := *e
			ec.t = sub(e.tt())
			ec.keys = nil
			out.keys[k] = &ec
		}
	}
	return &out
}

func (c *checker) lookupFunc(name string) *fn { return c.funcs[name] }

func (c *checker) propVal(class, name string) *val { return clean }

var reqTainted = map[string]bool{
	"input": true, "get": true, "query": true, "post": true, "all": true, "cookie": true, "header": true, "file": true,
	"route": true, "json": true, "string": true, "str": true, "only": true, "except": true, "getcontent": true,
	"getquerystring": true, "getrequesturi": true, "geturi": true, "getpathinfo": true, "toarray": true, "collect": true,
	"keys": true, "validated": false, "safe": false, "getqueryparams": true, "getparsedbody": true, "getbody": true,
	"getcookieparams": true, "getheader": true, "getheaderline": true, "getheaders": true, "getuploadedfiles": true,
	"getget": true, "getpost": true, "getvar": true, "getcookie": true, "getjson": true, "getrawinput": true,
	"getgetpost": true, "getpostget": true, "fullurl": true, "url": false, "path": true, "segment": true, "segments": true,
	"getattribute": true, "offsetget": true, "__get": true, "getclientoriginalname": true, "toarrayrecursive": true,
}

func (fr *frame) methodCall(n *syntax.Node, st *state) *val {
	objN := n.Child("object")
	name := lower(fr.text(n.Child("name")))
	obj := fr.expr(objN, st)
	vs, ns := fr.args(n, st)
	arg := func(i int) *val {
		if i < len(vs) {
			return vs[i]
		}
		return clean
	}
	switch obj.kind {
	case "req":
		if reqTainted[name] {
			return fr.source(n, fr.text(n))
		}
		switch name {
		case "integer", "boolean", "float", "has", "filled", "ismethod", "method", "user", "ip", "expectsjson",
			"ajax", "wantsjson", "issecure", "getmethod", "getclientip", "hasfile", "validate":
			return clean
		}
		return clean
	case "bag":
		switch name {
		case "getint", "getboolean", "has", "count", "getdigits", "getalnum", "getalpha":
			return clean
		}
		return fr.source(n, fr.text(n))
	case "sbag":
		if a := arg(0); a.hasC && !clientServerKey(a.c) {
			return clean
		}
		return fr.source(n, fr.text(n))
	case "wpdb":
		switch name {
		case "prepare":
			if f := arg(0); !f.hasC {
				fr.sink(ruleSQL, cSQL, n, f, "$wpdb->prepare()")
			}
			return clean
		case "esc_like", "_real_escape", "_escape":
			return escaped(arg(0))
		case "insert", "update", "delete", "replace":
			return clean
		}
	case "xpath":
		if name == "query" || name == "evaluate" {
			fr.sink(ruleXPath, cXPath, n, arg(0), "->"+name+"()")
			return clean
		}
	case "dom":
		if name == "loadxml" || name == "load" {
			fr.xxe(n, arg(0), ns, 1)
			return clean
		}
	case "http":
		switch name {
		case "get", "post", "put", "delete", "head", "patch", "getasync", "postasync":
			fr.ssrf(n, arg(0), "->"+name+"()")
			return clean
		case "request", "requestasync":
			fr.ssrf(n, arg(1), "->"+name+"()")
			return clean
		}
	case "pdo":
		if name == "quote" {
			return tainted(arg(0).tt().sanitize(cSQL))
		}
	}
	if objN.Kind == "function_call_expression" && bareName(fr.text(objN.Child("function"))) == "redirect" && (name == "away" || name == "to") {
		fr.ssrfOrRedirect(n, arg(0), ruleRedirect, cRedirect, "redirect()->"+name+"()")
		return clean
	}
	if name == "quote" || name == "real_escape_string" || name == "escape_string" || name == "escape" {
		if name == "quote" {
			return tainted(arg(0).tt().sanitize(cSQL))
		}
		return escaped(arg(0))
	}
	if name == "redirect" && objN.Kind == "variable_name" && fr.text(objN) == "$this" {
		fr.ssrfOrRedirect(n, arg(0), ruleRedirect, cRedirect, "$this->redirect()")
		return clean
	}
	if name == "bind_param" || name == "bindparam" || name == "bindvalue" || name == "execute" {
		return clean
	}
	// The file's own methods: $this->m(), or a local instance's.
	cls := ""
	if strings.HasPrefix(obj.kind, "inst:") {
		cls = obj.kind[5:]
	}
	if cls != "" {
		if f := fr.c.method(cls, name); f != nil {
			return fr.invoke(n, f, vs, obj)
		}
	}
	if s, ok := methodSinks[name]; ok && !(obj.kind == "xpath") {
		if !(name == "prepare" && obj.kind == "wpdb") {
			if name == "query" && obj.kind == "" && fr.queryBuilder(objN) {
				// Eloquent's Model::query() and $builder->query() take no SQL.
			} else if !(name == "exec" && len(vs) == 0) {
				fr.applySink(n, s, vs, ns, "->"+name)
			}
		}
	}
	if name == "fetch" || name == "fetchall" || name == "fetch_assoc" || name == "fetchcolumn" || name == "first" || name == "paginate" {
		return clean
	}
	return joinVals(obj.flat(), unionArgs(vs))
}

func (fr *frame) queryBuilder(objN *syntax.Node) bool {
	return objN.Kind == "scoped_call_expression"
}

func (fr *frame) ssrfOrRedirect(n *syntax.Node, v *val, r *analysis.Rule, cls class, what string) {
	if hostPinned(v.lit) {
		return
	}
	fr.sink(r, cls, n, v, what)
}

func (c *checker) method(cls, name string) *fn {
	if m := c.methods[cls]; m != nil {
		return m[name]
	}
	return nil
}

func (fr *frame) staticCall(n *syntax.Node, st *state) *val {
	scope := fr.text(n.Child("scope"))
	name := lower(fr.text(n.Child("name")))
	vs, ns := fr.args(n, st)
	sc := bareName(scope)
	switch sc {
	case "self", "static", "parent":
		if f := fr.c.method(fr.class, name); f != nil && sc != "parent" {
			return fr.invoke(n, f, vs, nil)
		}
	case "request", "input":
		if reqTainted[name] {
			return fr.source(n, fr.text(n))
		}
		return clean
	case "route":
		// Route::get('/x', function ($id) {...}): route values.
		for i, a := range ns {
			if a.Kind == "anonymous_function_creation_expression" || a.Kind == "arrow_function" {
				_ = i
				fr.closure(a, st, true)
			}
		}
		return clean
	}
	if s, ok := staticSinks[sc+"::"+name]; ok {
		if s.rule == ruleRedirect || s.rule == ruleSSRF {
			if len(vs) > 0 {
				fr.ssrfOrRedirect(n, vs[0], s.rule, s.cls, scope+"::"+name+"()")
			}
		} else {
			fr.applySink(n, s, vs, ns, scope+"::"+name)
		}
		if name == "raw" {
			return unionArgs(vs)
		}
		return clean
	}
	if s, ok := methodSinks[name]; ok && strings.HasSuffix(name, "raw") {
		fr.applySink(n, s, vs, ns, scope+"::"+name)
		return clean
	}
	if f := fr.c.method(sc, name); f != nil {
		return fr.invoke(n, f, vs, nil)
	}
	if f := fr.c.classMethod(fr, sc, name); f != nil {
		return fr.invoke(n, f, vs, nil)
	}
	return unionArgs(vs)
}

func (fr *frame) newObj(n *syntax.Node, st *state) *val {
	var cls string
	for _, c := range n.NamedChildren() {
		if c.Kind == "name" || c.Kind == "qualified_name" {
			cls = bareName(fr.text(c))
		}
	}
	vs, _ := fr.args(n, st)
	if vs == nil {
		if a := n.FirstNamed("arguments"); a != nil {
			for _, arg := range a.NamedChildren() {
				if x := firstNamed(arg); x != nil {
					vs = append(vs, fr.expr(x, st))
				}
			}
		}
	}
	switch cls {
	case "domxpath":
		return &val{kind: "xpath"}
	case "domdocument":
		return &val{kind: "dom"}
	case "client":
		return &val{kind: "http"}
	case "pdo":
		return &val{kind: "pdo"}
	case "redirectresponse":
		if len(vs) > 0 {
			fr.ssrfOrRedirect(n, vs[0], ruleRedirect, cRedirect, "new RedirectResponse()")
		}
		return clean
	case "simplexmlelement":
		if len(vs) >= 2 {
			if a := n.FirstNamed("arguments"); a != nil {
				fr.xxe(n, vs[0], a.NamedChildren(), 1)
			}
		}
	}
	if cls != "" {
		if m := fr.c.method(cls, "__construct"); m != nil {
			fr.invoke(n, m, vs, nil)
		} else if fr.c.methods[cls] == nil {
			fr.c.classMethod(fr, cls, "__construct")
		}
		if fr.c.methods[cls] != nil {
			return &val{kind: "inst:" + cls}
		}
	}
	return unionArgs(vs)
}

// closure analyzes an anonymous function where it is written, with the
// variables it captures; a route closure's parameters are route values.
func (fr *frame) closure(n *syntax.Node, st *state, route bool) {
	if fr.depth > 3 {
		return
	}
	f := &fn{node: n, tree: fr.tree, path: fr.f.path, class: fr.class, name: "{closure}", params: params(n), controller: route}
	sub := &frame{c: fr.c, f: f, tree: fr.tree, sum: &summary{}, class: fr.class, depth: fr.depth + 1}
	in := &state{vars: map[string]*val{}}
	if n.Kind == "arrow_function" {
		in = st.copy()
	}
	for _, u := range n.Find("anonymous_function_use_clause") {
		for _, v := range u.NamedChildren() {
			name := fr.text(v)
			if v.Kind == "by_ref" {
				name = strings.TrimPrefix(name, "&")
			}
			if x, ok := st.vars[name]; ok {
				in.vars[name] = x
			}
		}
		break
	}
	if t, ok := st.vars["$this"]; ok {
		in.vars["$this"] = t
	}
	for i, p := range f.params {
		v := sub.paramVal(f, p, i)
		if v.t != nil && v.t.flow == nil {
			v = clean
		}
		in.vars[f.tree.Text(p.Child("name"))] = v
	}
	body := n.Child("body")
	if body == nil {
		return
	}
	if body.Kind == "compound_statement" {
		sub.block(body, in)
	} else {
		sub.expr(body, in)
	}
}

var _ = regexp.MustCompile
