package ruby

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

func set(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

var (
	requestMethods = set("params", "query_parameters", "request_parameters", "parameters", "path_parameters", "body",
		"raw_post", "headers", "cookies", "query_string", "referer", "referrer", "url", "original_url", "fullpath",
		"original_fullpath", "path", "user_agent", "env", "host", "form_data", "POST", "GET", "raw_body")
	// cleaning returns a value that carries no request text.
	cleaning = set("to_i", "to_f", "to_r", "to_c", "size", "length", "count", "present?", "blank?", "nil?", "empty?",
		"include?", "is_a?", "kind_of?", "start_with?", "end_with?", "match?", "zero?", "positive?", "negative?",
		"any?", "none?", "all?", "exists?", "hash", "digest", "hexdigest", "bytesize", "to_bool", "==", "eql?",
		"Integer", "Float", "Rational", "id", "object_id", "class", "hexdigest", "base64digest", "key?", "has_key?")
	sqlSinks = set("where", "not", "rewhere", "find_by_sql", "count_by_sql", "select", "order", "reorder", "group",
		"having", "joins", "from", "pluck", "lock", "exists?", "find_by", "delete_all", "update_all", "destroy_all",
		"execute", "exec_query", "exec_update", "exec_delete", "exec_insert", "select_all", "select_one", "select_value",
		"select_values", "select_rows", "calculate", "average", "sum", "minimum", "maximum", "exec", "exec_params",
		"query", "async_exec", "in_order_of", "distinct_on")
	cmdKernel   = set("system", "exec", "spawn", "syscall", "`")
	cmdModules  = set("Open3", "IO", "Kernel", "Process", "PTY")
	cmdMethods  = set("popen", "popen2", "popen2e", "popen3", "capture2", "capture2e", "capture3", "pipeline", "pipeline_r", "pipeline_w", "system", "exec", "spawn")
	codeSinks   = set("eval", "instance_eval", "class_eval", "module_eval", "instance_exec", "class_exec")
	reflectArgs = set("send", "__send__", "public_send", "try", "try!", "method", "const_get", "instance_variable_get", "instance_variable_set", "define_method")
	fileModules = set("File", "IO", "FileUtils", "Dir", "Pathname")
	fileMethods = set("read", "open", "new", "readlines", "foreach", "binread", "write", "binwrite", "delete", "unlink",
		"rm", "rm_rf", "rm_r", "rm_f", "cp", "cp_r", "mv", "glob", "entries", "children", "each_child", "readlink",
		"symlink", "rename", "chmod", "mkdir", "mkdir_p", "rmdir", "touch", "copy_file", "remove", "remove_file", "truncate")
	httpClients = set("HTTParty", "Faraday", "RestClient", "Excon", "HTTP", "Typhoeus", "HTTPClient")
	httpVerbs   = set("get", "post", "put", "patch", "delete", "head", "options", "request", "new", "get_response",
		"post_form", "start", "get_content", "open", "run")
	massMethods = set("new", "create", "create!", "update", "update!", "update_attributes", "update_attributes!",
		"assign_attributes", "attributes=", "build", "first_or_create", "find_or_create_by", "find_or_initialize_by",
		"insert", "upsert", "where")
	modelBuilders = set("new", "create", "create!", "build", "find_or_create_by", "find_or_create_by!", "find_or_initialize_by")
	valueClasses  = set("URI", "Pathname", "String", "Array", "Hash", "Set", "StringIO", "ERB", "OpenStruct", "Struct",
		"File", "Tempfile", "Regexp", "Addressable::URI", "URI::HTTP", "URI::HTTPS", "Net::HTTP", "Net::HTTP::Get",
		"Net::HTTP::Post", "ActiveSupport::SafeBuffer", "Faraday", "HTTPClient", "Logger", "CSV", "Nokogiri", "Date", "Time")
	arFinders = set("find", "find_by", "find_by!", "first", "last", "take", "all", "find_each", "find_or_create_by",
		"where", "order", "limit", "includes", "exists?", "count", "pluck", "ids")
)

func (c *checker) call(n *syntax.Node, e env) val {
	recvN := n.Child("receiver")
	mN := n.Child("method")
	m := ""
	if mN != nil {
		m = c.text(mN)
	}
	args := argsOf(n)
	recvText := ""
	if recvN != nil {
		recvText = c.text(recvN)
	}
	// Same-file methods: self.x / x(...) and Klass.x for def self.x.
	if recvN == nil || recvN.Kind == "self" {
		if md := c.methods[m]; md != nil {
			return c.withBlock(n, c.inline(md, args, n, e), e)
		}
	} else if recvN.Kind == "constant" {
		if md := c.methods["self."+m]; md != nil {
			return c.withBlock(n, c.inline(md, args, n, e), e)
		}
	}

	var recv val
	if recvN != nil {
		if recvN.Kind == "identifier" && recvText == "request" {
			if _, bound := e["request"]; !bound && requestMethods[m] {
				return c.withBlock(n, c.source(n, false), e)
			}
		}
		recv = c.eval(recvN, e)
	}
	var av []val
	var all val
	for _, a := range args {
		v := c.eval(a, e)
		av = append(av, v)
		if a.Kind != "block_argument" {
			all = join(all, v)
		}
	}
	first := val{}
	var firstN *syntax.Node
	if len(args) > 0 {
		first, firstN = av[0], args[0]
	}

	c.sinks(n, recvN, recvText, m, recv, args, av, first, firstN, e)

	out := c.result(n, recvN, recvText, m, recv, args, av, all, e)
	return c.withBlock(n, out, e)
}

// withBlock runs the block of a call: its parameters take the value the
// call was made on (items.each { |i| ... }).
func (c *checker) withBlock(n *syntax.Node, out val, e env) val {
	b := n.Child("block")
	if b == nil {
		return out
	}
	be := e.clone()
	var recv val
	if r := n.Child("receiver"); r != nil {
		recv = c.eval(r, e)
		recv.elems, recv.hash, recv.k = nil, false, ""
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
	c.sinatraRoute(n, bv, b)
	if m := n.Child("method"); m != nil {
		switch c.text(m) {
		case "map", "collect", "flat_map", "filter_map", "each_with_object", "inject", "reduce", "sum", "join":
			return join(out, bv)
		}
	}
	return out
}

// sinatraRoute reports a Sinatra route block that returns request data as
// the HTML body.
func (c *checker) sinatraRoute(n *syntax.Node, body val, b *syntax.Node) {
	if n.Child("receiver") != nil || n.Ancestor("method", "singleton_method") != nil {
		return
	}
	switch c.text(n.Child("method")) {
	case "get", "post", "put", "patch", "delete":
	default:
		return
	}
	args := argsOf(n)
	if len(args) == 0 || args[0].Kind != "string" || !strings.HasPrefix(c.text(args[0]), `"/`) && !strings.HasPrefix(c.text(args[0]), `'/`) {
		return
	}
	if body.taintedFor(sXSS) {
		at := b
		if bb := b.Child("body"); bb != nil {
			for _, k := range bb.NamedChildren() {
				if k.Kind != "comment" {
					at = k
				}
			}
		}
		c.sinkCheck(ruleXSS, sXSS, body, at)
	}
}

// result is the value a call returns.
func (c *checker) result(n, recvN *syntax.Node, recvText, m string, recv val, args []*syntax.Node, av []val, all val, e env) val {
	first := val{}
	if len(av) > 0 {
		first = av[0]
	}
	if cleaning[m] {
		return val{}
	}
	if strings.HasSuffix(m, "_path") || strings.HasSuffix(m, "_url") && recvN == nil || m == "url_for" {
		return val{}
	}
	safeFor := func(v val, s sink) val {
		v = v.with(n.Line, c.text(n))
		v.safe |= s
		v.elems, v.hash, v.k = nil, false, ""
		return v
	}
	switch {
	case recvText == "ERB::Util" || recvText == "CGI" && (m == "escapeHTML" || m == "escape_html") || recvText == "Rack::Utils" && m == "escape_html":
		if m == "url_encode" || m == "escape" || m == "escape_uri_path" {
			return safeFor(first, sAll&^(sRedirect|sURL))
		}
		return safeFor(first, sXSS)
	case recvN == nil && (m == "h" || m == "html_escape" || m == "sanitize" || m == "strip_tags" || m == "escape_javascript" || m == "j" || m == "json_escape"):
		return safeFor(first, sXSS)
	case m == "to_json":
		return safeFor(recv, sXSS)
	case recvText == "Shellwords" && (m == "escape" || m == "shellescape" || m == "join" || m == "shelljoin"):
		return safeFor(first, sCmd)
	case m == "shellescape" || m == "shelljoin":
		return safeFor(recv, sCmd)
	case strings.HasPrefix(m, "sanitize_sql") && m != "sanitize_sql_like" || m == "quote" || m == "quote_string" || m == "quote_column_name" || m == "quote_table_name":
		v := first
		if m == "sanitize_sql_array" || m == "sanitize_sql" || m == "sanitize_sql_for_conditions" {
			// The array form binds its values.
			v = val{}
			for _, x := range av {
				if x.tainted() && x.elems == nil {
					v = join(v, x)
				}
			}
			if len(args) == 1 && args[0].Kind == "array" {
				if el := args[0].NamedChildren(); len(el) > 0 {
					v = c.eval(el[0], e)
				}
			}
		}
		return safeFor(v, sSQL)
	case recvText == "File" && (m == "basename" || m == "extname"):
		return safeFor(first, sPath|sCmd|sCode)
	case recvText == "CGI" && m == "escape" || recvText == "URI" && (m == "encode_www_form_component" || m == "encode_uri_component"):
		return safeFor(first, sAll&^(sRedirect|sURL))
	case recvN == nil && (m == "Integer" || m == "Float"):
		return val{}
	}
	// A lookup in a constant table is an allow-list: TYPES.fetch(params[:t]).
	if recvN != nil && (recvN.Kind == "constant" || recvN.Kind == "scope_resolution") && (m == "fetch" || m == "dig" || m == "[]" || m == "key" || m == "values_at") {
		return val{}
	}
	// Active Record finders return records from the database, and a
	// model built from parameters is a record, not a string: redirect_to
	// @post is safe. Value classes (URI, Pathname, String...) keep the
	// text they wrap.
	if recvN != nil && recvN.Kind == "constant" && (arFinders[m] || modelBuilders[m] && !valueClasses[recvText]) {
		return val{open: true}
	}
	// Strong parameters: permit filters the keys, still request data.
	if recv.tainted() {
		switch m {
		case "permit":
			v := recv.with(n.Line, c.text(n))
			v.raw, v.hash = false, true
			return v
		case "require", "fetch", "dig", "[]", "to_unsafe_h", "to_h", "slice", "except", "values_at", "merge":
			v := recv.with(n.Line, c.text(n))
			if m == "to_h" {
				v.raw = false
			}
			return v
		}
	}
	out := join(recv, all)
	out.raw = recv.raw && (m == "to_unsafe_h" || m == "permit!")
	out.open = true
	return out.with(n.Line, c.text(n))
}

func (c *checker) sinks(n, recvN *syntax.Node, recvText, m string, recv val, args []*syntax.Node, av []val, first val, firstN *syntax.Node, e env) {
	// Mass assignment.
	if m == "permit!" && recv.tainted() {
		c.pass.ReportFlow(ruleMass, n, ruleMass.Severity, append(append([]analysisStep{}, recv.flow...), step(n.Line, c.text(n))))
	}
	if massMethods[m] && firstN != nil && first.raw && first.tainted() && (recvN == nil || recvN.Kind == "constant" || m != "new" && m != "where") && m != "where" {
		c.sinkCheck(ruleMass, sAll+1, first, n)
	}
	switch {
	case recvN == nil && cmdKernel[m] || recvN != nil && cmdModules[recvText] && cmdMethods[m]:
		i := 0
		for i < len(args) && (args[i].Kind == "hash" || av[i].hash && !av[i].tainted()) {
			i++
		}
		if i < len(args) && args[i].Kind != "array" {
			c.sinkCheck(ruleCmd, sCmd, av[i], n)
			c.patternCheck(ruleBacktick, sCmd, av[i], args[i], n)
		}
	case sqlSinks[m] && firstN != nil:
		if recvN == nil && (m == "select" || m == "exec" || m == "sum" || m == "count" || m == "query" || m == "from") {
			break
		}
		if recvN != nil && recvN.Kind == "constant" && (m == "exec" || m == "query") && recvText != "ActiveRecord::Base" {
			break
		}
		switch firstN.Kind {
		case "pair", "hash", "simple_symbol", "array", "hash_splat_argument", "block_argument":
			return
		}
		if first.hash {
			return
		}
		// exists?("5") and pluck(:a) take ids and column names; only a
		// string built in place is SQL.
		if m == "exists?" && firstN.Kind != "string" && firstN.Kind != "binary" {
			return
		}
		c.sinkCheck(ruleSQL, sSQL, first, n)
		c.patternCheck(ruleSQLBuild, sSQL, first, firstN, n)
	case codeSinks[m] && firstN != nil || m == "eval" && recvText == "binding":
		c.sinkCheck(ruleCode, sCode, first, n)
		if m != "instance_exec" && m != "class_exec" {
			c.patternCheck(ruleEval, sCode, first, firstN, n)
		}
	case reflectArgs[m] && firstN != nil:
		if recvN != nil && recvN.Kind == "identifier" && (recvText == "params" || recvText == "cookies") {
			return
		}
		c.sinkCheck(ruleReflect, sCode, first, n)
	case (m == "constantize" || m == "safe_constantize") && recvN != nil:
		c.sinkCheck(ruleReflect, sCode, recv, n)
	case m == "html_safe" && recvN != nil:
		c.sinkCheck(ruleXSS, sXSS, recv, n)
	case recvN == nil && (m == "raw") && firstN != nil:
		c.sinkCheck(ruleXSS, sXSS, first, n)
	case recvN == nil && m == "render":
		for i, a := range args {
			if a.Kind != "pair" {
				continue
			}
			k, _ := c.constKey(a.Child("key"), e)
			v := c.eval(a.Child("value"), e)
			_ = i
			switch k {
			case "s:inline", "s:html", "s:text":
				c.sinkCheck(ruleXSS, sXSS, v, n)
			case "s:file", "s:template":
				c.sinkCheck(rulePath, sPath, v, n)
			}
		}
	case recvN == nil && (m == "redirect_to" || m == "redirect") && firstN != nil:
		if firstN.Kind == "hash" || first.hash {
			return
		}
		c.sinkCheck(ruleRedirect, sRedirect, first, n)
	case recvN != nil && fileModules[recvText] && fileMethods[m] && firstN != nil:
		c.sinkCheck(rulePath, sPath, first, n)
		if (m == "cp" || m == "mv" || m == "rename" || m == "symlink" || m == "write") && len(av) > 1 && m != "write" {
			c.sinkCheck(rulePath, sPath, av[1], n)
		}
	case recvN == nil && (m == "send_file" || m == "open") && firstN != nil:
		c.sinkCheck(rulePath, sPath, first, n)
	case recvN != nil && (recvText == "Marshal" || recvText == "::Marshal") && (m == "load" || m == "restore"),
		recvN != nil && (recvText == "YAML" || recvText == "Psych") && (m == "load" || m == "unsafe_load" || m == "load_documents"),
		recvN != nil && recvText == "Oj" && (m == "load" || m == "object_load"):
		if firstN == nil {
			return
		}
		if t := c.text(argsNode(n)); strings.Contains(t, "permitted_classes") || strings.Contains(t, ":strict") || strings.Contains(t, ":compat") || strings.Contains(t, ":json") || strings.Contains(t, ":rails") || strings.Contains(t, ":null") {
			return
		}
		c.sinkCheck(ruleDeser, sDeser, first, n)
	case recvN != nil && (recvText == "Net::HTTP" && httpVerbs[m] || recvText == "URI" && m == "open" || httpClients[recvText] && httpVerbs[m]):
		if firstN == nil {
			return
		}
		if firstN.Kind == "hash" || firstN.Kind == "pair" {
			for _, a := range args {
				if a.Kind == "pair" {
					if k, _ := c.constKey(a.Child("key"), e); k == "s:url" {
						c.sinkCheck(ruleSSRF, sURL, c.eval(a.Child("value"), e), n)
					}
				}
			}
			return
		}
		c.sinkCheck(ruleSSRF, sURL, first, n)
	case recvN != nil && m == "open" && recv.tainted() && strings.HasPrefix(c.text(recvN), "URI"):
		c.sinkCheck(ruleSSRF, sURL, recv, n)
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
