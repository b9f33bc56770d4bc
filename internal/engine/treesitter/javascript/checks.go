package javascript

import (
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

var (
	secretName     = regexp.MustCompile(`(?i:token|secret|passw|pwd|nonce|remember|salt|api_?key|csrf|xsrf|credential|private_?key|secret_?key|access_?key|signing|captcha|session_?id|session_?key|uuid|guid)|(?i:^|_)(?i:sid|otp|pin|iv|auth)$|(^|[a-z_])(Sid|Otp|Pin|Auth|Session)([A-Z_]|$)|(?i:^auth)($|[^o])|(?i:reset|verif\w*|invite)_?(?i:code|token|key|link)`)
	passwordName   = regexp.MustCompile(`(?i)^["']?(\w*_)?(password|passwd|pwd|passphrase)["']?$|^["']?[a-z][a-zA-Z0-9]*(Password|Passwd|Pwd|Passphrase)["']?$`)
	passwordValue  = regexp.MustCompile(`^["'][^"'{}\s<>$%]{4,}["']$`)
	placeholderPwd = regexp.MustCompile(`(?i)changeme|change[-_]me|example|placeholder|your[-_]?password|xxx|\*\*\*|dummy|redacted|^["'][a-z_.-]*(password|passwd)["']$`)
)

// syntactic runs the rules that need no data flow.
func (c *checker) syntactic(root *syntax.Node) {
	c.consts = c.stringConsts(root)
	root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "call_expression", "new_expression":
			c.cryptoCall(n)
		case "pair":
			c.pairRules(n)
		case "variable_declarator", "public_field_definition", "field_definition", "assignment_expression":
			// const password = '...', a class field (private password = '...'),
			// and an assignment (this.password = '...', config.db.password = '...')
			name, value := n.Child("name"), n.Child("value")
			switch n.Kind {
			case "field_definition":
				name = n.Child("property")
			case "assignment_expression":
				name, value = n.Child("left"), n.Child("right")
				if name != nil && name.Kind == "member_expression" {
					name = name.Child("property")
				}
			}
			if name != nil && value != nil && value.Kind == "string" && passwordName.MatchString(c.text(name)) &&
				passwordValue.MatchString(c.text(value)) && !placeholderPwd.MatchString(c.text(value)) {
				c.reportf(rulePassword, n, "")
			}
		case "await_expression":
			if !c.minified {
				c.awaitInLoop(n)
			}
		}
		return true
	})
	if !c.minified {
		c.floatingAsync(root)
		c.unusedNames(root)
	}
}

func (c *checker) firstArg(n *syntax.Node) *syntax.Node {
	if a := n.Child("arguments"); a != nil {
		return a.FirstNamed("")
	}
	return nil
}

// stringConsts are the file's names bound once, by const, to a string:
// const ALGORITHM = 'des-ede3-cbc'.
func (c *checker) stringConsts(root *syntax.Node) map[string]string {
	out := map[string]string{}
	seen := map[string]int{}
	root.Walk(func(n *syntax.Node) bool {
		if n.Kind == "enum_declaration" {
			// enum Algo { Weak = 'md5' }: Algo.Weak is 'md5'
			c.enumConsts(n, out, seen)
			return false
		}
		if n.Kind != "variable_declarator" {
			return true
		}
		name := n.Child("name")
		if name == nil || name.Kind != "identifier" {
			return true
		}
		seen[c.text(name)]++
		d := n.Parent
		v := n.Child("value")
		for v != nil && (v.Kind == "as_expression" || v.Kind == "satisfies_expression" || v.Kind == "type_assertion" || v.Kind == "parenthesized_expression") {
			// const HASH = 'sha1' as const
			v = lastNamedExpr(v)
		}
		if v != nil && v.Kind == "string" && d != nil && d.Kind == "lexical_declaration" && d.HasChild("const") {
			out[c.text(name)] = unquote(c.text(v))
		}
		return true
	})
	for k := range out {
		if seen[k] > 1 {
			delete(out, k)
		}
	}
	return out
}

// enumConsts records a TypeScript enum's string members by their
// qualified names (Algo.Weak).
func (c *checker) enumConsts(n *syntax.Node, out map[string]string, seen map[string]int) {
	name, body := n.Child("name"), n.Child("body")
	if name == nil || body == nil {
		return
	}
	for _, m := range body.NamedChildren() {
		if m.Kind != "enum_assignment" {
			continue
		}
		k, v := m.Child("name"), m.Child("value")
		if k == nil || v == nil || v.Kind != "string" {
			continue
		}
		key := c.text(k)
		if k.Kind == "string" {
			key = unquote(key)
		}
		q := c.text(name) + "." + key
		seen[q]++
		out[q] = unquote(c.text(v))
	}
}

func (c *checker) literalString(n *syntax.Node) (string, bool) {
	if n == nil {
		return "", false
	}
	switch n.Kind {
	case "as_expression", "satisfies_expression", "non_null_expression", "parenthesized_expression", "type_assertion":
		// 'md5' as const, <string>'md5': the type says nothing of the value
		return c.literalString(lastNamedExpr(n))
	case "identifier", "member_expression":
		// a const, or an enum's member (Algo.Weak)
		s, ok := c.consts[c.text(n)]
		return s, ok
	case "string":
		return unquote(c.text(n)), true
	case "template_string":
		if n.FirstNamed("template_substitution") == nil {
			return strings.Trim(c.text(n), "`"), true
		}
	}
	return "", false
}

// lastNamedExpr is the expression a TypeScript cast or a parenthesis
// wraps: the first named child, or for <T>x (type_assertion, whose type
// comes first) the last.
func lastNamedExpr(n *syntax.Node) *syntax.Node {
	kids := n.NamedChildren()
	if len(kids) == 0 {
		return nil
	}
	if n.Kind == "type_assertion" {
		return kids[len(kids)-1]
	}
	return kids[0]
}

// cryptoCall reports the calls that are a weakness whatever data reaches
// them (the sink rows with always: createHash('md5'), createCipheriv with
// a broken cipher, CryptoJS.MD5, libxmljs's parseXml with noent), and
// Math.random where its value is a secret.
func (c *checker) cryptoCall(n *syntax.Node) {
	f := n.Child("function")
	if f == nil {
		f = n.Child("constructor")
	}
	if f == nil {
		return
	}
	name := c.text(f)
	if name == "Math.random" {
		c.insecureRandom(n)
		return
	}
	if n.Kind != "call_expression" {
		return
	}
	method := last(name)
	recv := strings.TrimSuffix(strings.TrimSuffix(name, method), ".")
	for _, r := range c.models.always {
		if !r.m.MatchMethod(method) || !r.receiver(recv) {
			continue
		}
		why, ok := c.alwaysHolds(n, r.m)
		switch {
		case !ok || r.rule == ruleWeakHash && c.nonSecurityHash(n):
			continue
		case why == "":
			c.reportf(r.rule, n, "")
		default:
			c.reportf(r.rule, n, why, name, r.rule.Title, method)
		}
		return
	}
}

// alwaysHolds says whether a row with always holds for the call n: its
// const-arg is a literal string among const-in (createHash('md5')), or an
// options object among the arguments sets one of its keywords to true
// (parseXml(xml, { noent: true })), or it has no condition; why is the
// message, with %[1]s for the call's name, %[2]s for the rule's title and
// %[3]s for the method's; "" for the rule's title alone.
func (c *checker) alwaysHolds(n *syntax.Node, m *models.Model) (why string, ok bool) {
	var args []*syntax.Node
	if a := n.Child("arguments"); a != nil {
		args = a.NamedChildren()
	}
	switch {
	case len(m.Keywords) > 0:
		for _, x := range args {
			for _, k := range m.Keywords {
				if v := objectHas(x, c, k); v != nil && v.Kind == "true" {
					return "%[3]s with " + k + ": true " + alwaysWhy[m.Sinks[0]], true
				}
			}
		}
		return "", false
	case len(m.ConstIn)+len(m.ConstNot) > 0:
		if m.ConstArg >= len(args) {
			return "", false
		}
		v, isStr := c.literalString(args[m.ConstArg])
		if !isStr || !m.ArgHolds(v) {
			return "", false
		}
		return "%[2]s: " + strings.ReplaceAll(v, "%", "%%") + alwaysWhy[m.Sinks[0]], true
	}
	if m.Sinks[0] == "insecure-random" {
		return "%[1]s is not cryptographically strong", true
	}
	return "", true
}

// alwaysWhy completes the message of a row with always, by sink kind:
// after the algorithm its condition read, or the option it found on.
var alwaysWhy = map[string]string{
	"weak-hash": " is broken for collision resistance; do not use it to protect passwords, tokens or signatures",
	"xxe":       "substitutes entities, external ones included: the XML can read local files or reach internal hosts",
}

// nonSecurityHash: a hash computed for a cache key, an ETag, a file
// name or the WebSocket handshake (which RFC 6455 fixes to SHA-1) is not
// a security use.
func (c *checker) nonSecurityHash(n *syntax.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if strings.HasSuffix(p.Kind, "statement") || p.Kind == "variable_declarator" || p.Kind == "pair" {
			if nonSecurityUse.MatchString(c.text(p)) {
				return true
			}
			break
		}
	}
	for p := n.Parent; p != nil; p = p.Parent {
		if isFunction(p) {
			return strings.Contains(c.text(p), "Sec-WebSocket") || nonSecurityUse.MatchString(c.functionName(p))
		}
	}
	return false
}

// insecureRandom reports Math.random when its value is stored under a
// name that says it is a secret (token, password, session id, nonce,
// remember-me key), is returned by a function whose name says so, or is
// set as a cookie or header; a variable with a plain name is followed to
// its uses in the same function, one step.
func (c *checker) insecureRandom(n *syntax.Node) {
	if why := c.randomUse(n, 1); why != "" {
		c.reportf(ruleRandom, n, "Math.random used for %s: its output is predictable, so the value can be guessed", why)
	}
}

func (c *checker) randomUse(n *syntax.Node, follow int) string {
	for prev, p := n, n.Parent; p != nil; prev, p = p, p.Parent {
		var name string
		switch p.Kind {
		case "jsx_attribute", "jsx_expression":
			return ""
		case "variable_declarator":
			name = c.text(p.Child("name"))
			if !secretName.MatchString(name) && follow > 0 && p.Child("name").Kind == "identifier" {
				return c.usesOf(p, name, follow-1)
			}
		case "assignment_expression", "augmented_assignment_expression":
			left := p.Child("left")
			name = c.text(left)
			if i := strings.LastIndexByte(name, '.'); i >= 0 {
				name = name[i+1:]
			}
			if !secretName.MatchString(name) && follow > 0 && left.Kind == "identifier" {
				return c.usesOf(p, name, follow-1)
			}
		case "pair":
			name = c.text(p.Child("key"))
		case "arguments":
			call := p.Parent
			if call != nil && call.Kind == "call_expression" {
				fn := c.text(call.Child("function"))
				if c.models.randomSink(fn, slices.Index(p.NamedChildren(), prev)) {
					return "a cookie or header value"
				}
				if i := strings.LastIndexByte(fn, '.'); i >= 0 {
					fn = fn[i+1:]
				}
				if !strings.HasPrefix(fn, "Math") && secretName.MatchString(fn) {
					// hashPassword(Math.random()...), createSession(...)
					return "an argument of " + fn
				}
			}
			continue
		case "return_statement", "arrow_function":
			fn := p
			if p.Kind == "return_statement" {
				for fn = p.Parent; fn != nil && !isFunction(fn); fn = fn.Parent {
				}
			}
			if fn == nil {
				return ""
			}
			name = c.functionName(fn)
			if name == "" {
				return ""
			}
		case "expression_statement", "statement_block", "program", "function_declaration", "method_definition", "class_body":
			return ""
		default:
			continue
		}
		if secretName.MatchString(name) && !quantityName.MatchString(name) &&
			(!uniqueOnlyName.MatchString(name) || nonceFor.MatchString(name) || c.madeText(n, p)) {
			return strings.TrimSpace(name)
		}
		return ""
	}
	return ""
}

// uniqueOnlyName matches the names a value goes by when it may only have
// to differ from the last one: a nonce is a "number used once" (a
// re-render marker, a version stamp), a UUID an identifier. They hold a
// secret when they are sent as text (a CSP or OAuth nonce, a session id
// in a header, an attribute or a URL); a bare number stored under such a
// name is a change marker.
var uniqueOnlyName = regexp.MustCompile(`(?i)^\W*(\w*_)?(nonce|uuid|guid)\W*$|^\W*[a-z]*(Nonce|Uuid|UUID|Guid|GUID)\W*$`)

// quantityName matches a name for a number about secrets, not one: how
// many sessions a day, how long a token lives, when to retry a login
// (getSessionCountForDay, tokenTtl, loginDelay). Random jitter or test
// volume there guesses nothing; a session or PIN number is an id, and
// stays one.
var quantityName = regexp.MustCompile(`(?i:session|token|auth|otp|pin|login)s?_?(?i:count|length|len|size|total|duration|timeout|ttl|delay|interval|limit)s?([A-Z_]|$)`)

// nonceFor names what a nonce guards when that is a secret's job: a
// content security policy, an OAuth or OpenID request, a cipher.
var nonceFor = regexp.MustCompile(`(?i)csp|script|style|oauth|oidc|openid|auth|login|crypt|cipher|aes|gcm|sign|hmac`)

// madeText reports whether the random number n is turned into text on
// its way to the node that names it: a text-method row's method
// (toString), a text-function row's function (String()), a template or
// concatenation, a replace callback (the UUID template idiom).
func (c *checker) madeText(n, named *syntax.Node) bool {
	for p := n.Parent; p != nil && p != named; p = p.Parent {
		switch p.Kind {
		case "template_string", "template_substitution":
			return true
		case "binary_expression":
			if op := p.Child("operator"); op != nil && c.text(op) == "+" {
				return true
			}
		case "member_expression":
			if c.models.builtins.is("text-method", c.text(p.Child("property"))) {
				return true
			}
		case "call_expression":
			if c.models.builtins.is("text-function", c.text(p.Child("function"))) {
				return true
			}
		}
	}
	return false
}

// usesOf follows a variable to its uses after its declaration.
func (c *checker) usesOf(decl *syntax.Node, name string, follow int) string {
	scope := decl.Parent
	for scope != nil && !isFunction(scope) && scope.Kind != "program" {
		scope = scope.Parent
	}
	if scope == nil {
		return ""
	}
	why := ""
	scope.Walk(func(x *syntax.Node) bool {
		if why != "" {
			return false
		}
		if (x.Kind == "identifier" || x.Kind == "shorthand_property_identifier") && x.Start > decl.End && c.text(x) == name {
			if x.Kind == "shorthand_property_identifier" && secretName.MatchString(name) {
				why = name
			} else {
				why = c.randomUse(x, follow)
			}
		}
		return true
	})
	return why
}

func (c *checker) functionName(fn *syntax.Node) string {
	if nm := fn.Child("name"); nm != nil {
		return c.text(nm)
	}
	if p := fn.Parent; p != nil && p.Kind == "variable_declarator" {
		return c.text(p.Child("name"))
	}
	if p := fn.Parent; p != nil && p.Kind == "pair" {
		return c.text(p.Child("key"))
	}
	return ""
}

func (c *checker) pairRules(n *syntax.Node) {
	value := n.Child("value")
	if value == nil {
		return
	}
	if passwordName.MatchString(c.text(n.Child("key"))) && value.Kind == "string" && passwordValue.MatchString(c.text(value)) &&
		!placeholderPwd.MatchString(c.text(value)) {
		c.reportf(rulePassword, n, "")
	}
}

// awaitInLoop: an await in the body of a for loop that runs to the end
// (no break or return) and does not pace itself. An await inside another
// one's operand (await (await res.blob()).text()) is the same wait, and
// reported once, at the outer one.
func (c *checker) awaitInLoop(n *syntax.Node) {
	if c.models.paced != nil && c.models.paced.MatchString(c.text(n)) {
		return
	}
	for p := n.Parent; p != nil; p = p.Parent {
		if isFunction(p) || p.Kind == "await_expression" {
			return
		}
		if p.Kind != "for_statement" && p.Kind != "for_in_statement" {
			continue
		}
		if p.HasChild("await") {
			return
		}
		body := p.Child("body")
		if body == nil || n.Start < body.Start {
			return
		}
		exits := false
		body.Walk(func(x *syntax.Node) bool {
			if isFunction(x) {
				return false
			}
			if x.Kind == "break_statement" || x.Kind == "return_statement" {
				exits = true
			}
			return !exits
		})
		if !exits {
			c.reportf(ruleAwaitLoop, n, "")
		}
		return
	}
}

var (
	nonSecurityUse = regexp.MustCompile(`(?i)etag|cache|checksum|dedup|filename|tmpname|tempname|pathsafe|fingerprint`)
)
