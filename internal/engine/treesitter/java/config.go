package java

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// cookies reports cookies added to a response without the Secure or the
// HttpOnly flag. A flag set from a value the analysis cannot see counts as
// set.
func (c *checker) cookies() {
	for _, body := range c.tree.Root.Find("method_declaration", "constructor_declaration") {
		type cookie struct{ secure, httpOnly bool }
		vars := map[string]*cookie{}
		body.Walk(func(n *syntax.Node) bool {
			var name string
			var value *syntax.Node
			switch n.Kind {
			case "variable_declarator":
				name, value = c.text(n.Child("name")), n.Child("value")
			case "assignment_expression":
				if l := n.Child("left"); l != nil && l.Kind == "identifier" {
					name, value = c.text(l), n.Child("right")
				}
			}
			if value != nil && value.Kind == "object_creation_expression" && simpleType(c.text(value.Child("type"))) == "Cookie" {
				vars[name] = &cookie{}
			}
			return true
		})
		if len(vars) == 0 {
			continue
		}
		var adds []*syntax.Node
		for _, call := range body.Find("method_invocation") {
			name := c.text(call.Child("name"))
			obj := c.text(call.Child("object"))
			args := call.Child("arguments").NamedChildren()
			if len(args) != 1 {
				continue
			}
			switch name {
			case "setSecure", "setHttpOnly":
				ck := vars[obj]
				if ck == nil {
					continue
				}
				on := c.text(args[0]) != "false"
				if name == "setSecure" {
					ck.secure = on
				} else {
					ck.httpOnly = on
				}
			case "addCookie":
				adds = append(adds, call)
			}
		}
		for _, call := range adds {
			arg := c.text(call.Child("arguments").NamedChildren()[0])
			ck := vars[arg]
			if ck == nil {
				continue
			}
			if !ck.secure {
				c.report(ruleCookieSecure, call, ruleCookieSecure.Severity, "Cookie %s added without setSecure(true)", arg)
			}
			if !ck.httpOnly {
				c.report(ruleCookieHTTPOnly, call, ruleCookieHTTPOnly.Severity, "Cookie %s added without setHttpOnly(true)", arg)
			}
		}
	}
}

var (
	emptyBodyRE   = regexp.MustCompile(`^\{\s*((//[^\n]*|/\*([^*]|\*+[^*/])*\*+/)\s*)*\}$`)
	returnTrueRE  = regexp.MustCompile(`^\{\s*((//[^\n]*|/\*([^*]|\*+[^*/])*\*+/)\s*)*return\s+true\s*;\s*((//[^\n]*|/\*([^*]|\*+[^*/])*\*+/)\s*)*\}$`)
	lambdaTrueRE  = regexp.MustCompile(`^(true|\{\s*return\s+true\s*;\s*\})$`)
	noopVerifyRE  = regexp.MustCompile(`^(new\s+)?(\w+\.)*(NoopHostnameVerifier(\.INSTANCE|\(\s*\))|ALLOW_ALL_HOSTNAME_VERIFIER|AllowAllHostnameVerifier\(\s*\))$`)
	verifierSetRE = regexp.MustCompile(`^(setHostnameVerifier|setDefaultHostnameVerifier|hostnameVerifier|setSSLHostnameVerifier)$`)
)

// tls reports trust managers that accept every certificate and hostname
// verifiers that accept every host.
func (c *checker) tls() {
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "method_declaration":
			name := c.text(n.Child("name"))
			body := c.text(n.Child("body"))
			switch {
			case name == "checkServerTrusted" && emptyBodyRE.MatchString(body):
				c.report(ruleTLS, n.Child("name"), ruleTLS.Severity, "checkServerTrusted accepts every certificate (empty body)")
			case name == "verify" && strings.Contains(c.text(n.Child("parameters")), "SSLSession") && returnTrueRE.MatchString(body):
				c.report(ruleTLS, n.Child("name"), ruleTLS.Severity, "HostnameVerifier.verify accepts every host (returns true)")
			}
		case "method_invocation":
			if !verifierSetRE.MatchString(c.text(n.Child("name"))) {
				return true
			}
			args := n.Child("arguments").NamedChildren()
			if len(args) == 0 {
				return true
			}
			a := args[0]
			if (a.Kind == "lambda_expression" && lambdaTrueRE.MatchString(c.text(a.Child("body")))) || noopVerifyRE.MatchString(c.text(a)) {
				c.report(ruleTLS, n, ruleTLS.Severity, "Hostname verification disabled: %s", analysis.Short(c.text(n)))
			}
		}
		return true
	})
}

// xxe reports XML parsers created where nothing disables DTDs or external
// entities: the JAXP factories, and the parsers of dom4j (SAXReader), JDOM
// (SAXBuilder) and SAX (XMLReaderFactory), as the OWASP XXE Prevention
// Cheat Sheet lists them. A transformer or schema factory is also made
// safe by restricting its stylesheet or schema access.
func (c *checker) xxe() {
	// The hardening is looked for where the parser is made: the method
	// that creates it (so a file mixing hardened and open parsers is judged
	// per method), or the whole file when the factory is a field, is
	// returned to a caller, or is handed to a helper of this file that
	// hardens.
	helpers := map[string]bool{}
	for _, m := range c.tree.Root.Find("method_declaration") {
		if xxeHardened(c.text(m)) {
			helpers[c.text(m.Child("name"))] = true
		}
	}
	scope := func(n *syntax.Node) string {
		m := n.Ancestor("method_declaration", "constructor_declaration")
		if m == nil || n.Ancestor("return_statement") != nil {
			return c.src
		}
		for _, call := range m.Find("method_invocation") {
			if helpers[c.text(call.Child("name"))] {
				return c.src
			}
		}
		return c.text(m)
	}
	for _, call := range c.tree.Root.Find("method_invocation") {
		name := c.text(call.Child("name"))
		cls := simpleType(c.text(call.Child("object")))
		factory := name == "newInstance" || name == "newFactory" || name == "newDefaultFactory" || name == "newDefaultInstance"
		parser := factory && (cls == "DocumentBuilderFactory" || cls == "SAXParserFactory" || cls == "XMLInputFactory") ||
			name == "createXMLReader" && cls == "XMLReaderFactory"
		transformer := factory && (cls == "TransformerFactory" || cls == "SAXTransformerFactory" || cls == "SchemaFactory")
		if !parser && !transformer {
			continue
		}
		if src := scope(call); xxeHardened(src) || transformer && xxeRestricted(src) {
			continue
		}
		c.report(ruleXXE, call, ruleXXE.Severity, "%s.%s() used without disabling DTDs and external entities", cls, name)
	}
	for _, n := range c.tree.Root.Find("object_creation_expression") {
		if typ := simpleType(c.text(n.Child("type"))); (typ == "SAXReader" || typ == "SAXBuilder") && n.FirstNamed("class_body") == nil && !xxeHardened(scope(n)) {
			c.report(ruleXXE, n, ruleXXE.Severity, "new %s() used without disabling DTDs and external entities", typ)
		}
	}
}

// xxeHardened reports whether code turns DTDs or external entities off:
// the features and properties of the OWASP XXE cheat sheet, or secure
// processing set explicitly (the JDK then refuses external access).
func xxeHardened(src string) bool {
	return strings.Contains(src, "disallow-doctype-decl") || strings.Contains(src, "ACCESS_EXTERNAL_DTD") ||
		(strings.Contains(src, "external-general-entities") && strings.Contains(src, "external-parameter-entities")) ||
		strings.Contains(src, "SUPPORT_DTD") || strings.Contains(src, "IS_SUPPORTING_EXTERNAL_ENTITIES") ||
		strings.Contains(src, "javax.xml.stream.supportDTD") || strings.Contains(src, "accessExternalDTD") ||
		strings.Contains(src, "FEATURE_SECURE_PROCESSING")
}

// xxeRestricted reports whether code restricts a transformer's or schema
// factory's external access.
func xxeRestricted(src string) bool {
	return strings.Contains(src, "ACCESS_EXTERNAL_STYLESHEET") || strings.Contains(src, "ACCESS_EXTERNAL_SCHEMA") ||
		strings.Contains(src, "secure-processing")
}
