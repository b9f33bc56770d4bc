// Package java is teamreview's in-process analysis of Java source: taint
// tracking from the request APIs of the Servlet API, Spring MVC and JAX-RS to
// the injection sinks of the JDK and the common frameworks, plus the
// configuration rules a reviewer checks by eye (weak ciphers and hashes,
// insecure randomness, cookie flags, disabled TLS verification, XML parsers
// open to external entities).
//
// The taint analysis is an abstract interpretation of each method body in
// statement order. A value records where it came from (the HTTP request, a
// non-cryptographic random generator, or one of the method's own parameters)
// and, when it is known, its constant value; constants fold through
// arithmetic, comparisons, string concatenation, switch labels and branch
// conditions, so code made safe by a constant is not reported. Lists, arrays
// and maps are tracked element by element while every key and index is a
// constant. Methods are summarised once (which parameters, and which of
// the receiver's fields, reach the return value; which reach a sink; a
// constant or a new object returned) and the summaries are applied at each
// call. An object whose construction the analysis saw carries the values
// its constructor stored in its fields, so new Wrapper(request).fixed()
// can be clean while new Wrapper(request).param("q") is request data.
//
// The summarised methods are those of the file and of the classes of the
// project it names in other files, found as javac would (a single-type
// import, the file's package, the on-demand imports, or a qualified name;
// class C in C.java, its package declaration confirmed) and read through
// pass.Project: one more level of such calls is followed inside them, and at
// most 20 files are read per file analysed. A sink inside another file is
// reported at the call, with the path through the helper. An interface
// call uses the implementation a visible factory returns when it returns
// just one. A call to anything else returns a value tainted by its receiver
// and arguments unless it is a known sanitizer or returns no data (length,
// equals, contains...). String.replaceAll and replace calls that together
// remove every CR and LF (linebreaks.go reads the regular expression) make
// text safe for a response header. A path made without "." and ".."
// elements (Path.normalize, toRealPath, File.getCanonicalPath) that a
// condition checks starts with a base directory is safe to open where the
// check held (a guard row: p.startsWith(base)). An ObjectInputStream over
// the bytes of a ByteArrayOutputStream the method made and handed only to
// an ObjectOutputStream reads back objects it had (a deep copy).
//
// What the analysis knows of the APIs (which calls are sources, sinks,
// sanitizers, barriers, which objects a request, a response writer or a
// JDBC statement is, which annotated parameters and handler parameters are
// request data) comes from the model rows of package models, shipped and
// the user's, indexed in models.go by receiver type and method, and so do
// the JDK value types a parameter carries no text in (barrier type rows),
// the calls that normalize a path (summary rows of shape normalizes and
// keeps-normal), the filters that make an ObjectInputStream safe to
// read (its row's unless), the in-memory byte streams of a deep copy
// (type rows with memory: ByteArrayOutputStream, ByteArrayInputStream,
// ObjectOutputStream; toByteArray, a summary of shape keeps-memory) and
// the constructors whose constant scheme and host fix the server a URL
// names (sanitizer rows with host-argument: java.net.URI, java.net.URL).
// The Go code holds the interpretation, and what is java.lang's and
// java.util's own, as the language's operators are: String's methods,
// the collections (Map, List, Set, Deque), and the weaker finding on an
// ObjectInputStream or XMLDecoder that reads what is not the request's,
// whose messages name the class.
// SQL or a command built by concatenation or String.format from the
// method's parameters and run by a sink is reported at Medium even when no
// request value is seen (gosec's G201/G202), and as a Blocker where one is.
//
// Insecure randomness is decided by data flow: the output of java.util.Random,
// Math.random, ThreadLocalRandom or commons-lang RandomStringUtils is reported
// when it reaches a cookie, a session attribute, a response header or the
// response body, or is stored in a variable whose name says it is a secret
// (token, password, key, secret, nonce, salt, otp, csrf, session id).
package java

import (
	"fmt"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// Analyzer runs every Java rule over one file, with the shipped models.
var Analyzer = newAnalyzer("java", builtinIndex)

func newAnalyzer(name string, ix func() *index) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:  name,
		Doc:   "taint tracking from Servlet, Spring and JAX-RS request data to injection sinks, as the models describe them; weak crypto, insecure randomness, cookie flags, TLS verification, XXE",
		Langs: []syntax.Lang{syntax.Java},
		Rules: rules,
		Run:   func(pass *analysis.Pass) error { return run(pass, ix()) },
	}
}

func injection(name, title, cwe, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "java/" + name, Title: title, Dimension: "security", Severity: finding.Blocker,
		Confidence: 0.9, CWE: []string{cwe}, Recommendation: rec}
}

func high(name, title, cwe, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "java/" + name, Title: title, Dimension: "security", Severity: finding.High,
		Confidence: 0.85, CWE: []string{cwe}, Recommendation: rec}
}

func medium(name, title, cwe, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "java/" + name, Title: title, Dimension: "security", Severity: finding.Medium,
		Confidence: 0.8, CWE: []string{cwe}, Recommendation: rec}
}

var (
	ruleSQL = injection("sql-injection", "SQL injection: request data reaches a query", "CWE-89",
		`Use a PreparedStatement with ? placeholders: ps = conn.prepareStatement("SELECT * FROM users WHERE name = ?"); ps.setString(1, name); with Spring, jdbcTemplate.query("... WHERE id = ?", mapper, id); with JPA, named parameters (:name) and setParameter.`)
	ruleCommand = injection("command-injection", "OS command injection: request data reaches a command", "CWE-78",
		`Run a fixed program with one argument per list element (new ProcessBuilder("convert", file, "out.png")), never a shell string, and check each value against an allow-list.`)
	rulePath = injection("path-traversal", "Path traversal: request data names a file", "CWE-22",
		`Resolve the name against a fixed base and check it stays inside: Path p = base.resolve(name).normalize(); if (!p.startsWith(base)) reject; better, map an id to a file name from an allow-list.`)
	ruleLDAP = injection("ldap-injection", "LDAP injection: request data reaches a search filter", "CWE-90",
		`Pass values as filter arguments (ctx.search(base, "(uid={0})", new Object[]{uid}, controls)) or encode them with ESAPI.encoder().encodeForLDAP / Spring LdapEncoder.filterEncode.`)
	ruleXPath = injection("xpath-injection", "XPath injection: request data reaches an XPath expression", "CWE-643",
		`Bind values with an XPathVariableResolver (xp.setXPathVariableResolver(...); "/users/user[@name=$name]") or encode them with ESAPI.encoder().encodeForXPath.`)
	ruleCode = injection("code-injection", "Code injection: request data is evaluated as code", "CWE-94",
		`Never evaluate request data: look the operation up in a fixed map of allowed actions; for SpEL use SimpleEvaluationContext with fixed expressions.`)
	ruleDeser = injection("unsafe-deserialization", "Unsafe deserialization: data from outside picks the classes a deserializer builds", "CWE-502",
		`Do not deserialize data from outside with ObjectInputStream or XMLDecoder; use a data format (JSON with a fixed schema, e.g. Jackson without default typing), or at least set an ObjectInputFilter (ois.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.Dto;!*"))).`)
	ruleXXE = &analysis.Rule{ID: "java/xxe", Title: "XML parser open to external entities (XXE)", Dimension: "security",
		Severity: finding.High, Confidence: 0.7, CWE: []string{"CWE-611"},
		Recommendation: `Disable DTDs on the factory before use: dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true) (SAXParserFactory likewise); for StAX, xif.setProperty(XMLInputFactory.SUPPORT_DTD, false).`}
	ruleSSRF = injection("ssrf", "Server-side request forgery: request data chooses the URL fetched", "CWE-918",
		`Do not fetch a URL taken from the request; pick the host from a fixed allow-list (compare new URI(u).getHost() against it) and build the URL yourself.`)
	ruleXSS = high("xss", "Cross-site scripting: request data written to the response unencoded", "CWE-79",
		`Encode for the output context: ESAPI.encoder().encodeForHTML(s), Spring HtmlUtils.htmlEscape(s) or OWASP Encode.forHtml(s); better, render through a template engine that escapes (Thymeleaf th:text, JSP <c:out>). Content-Type and X-XSS-Protection headers do not make it safe.`)
	ruleTrust = high("trust-boundary", "Trust boundary violation: request data stored in the session", "CWE-501",
		`Validate the value (type, length, allow-list) before session.setAttribute, and keep validated and unvalidated data in separate objects.`)
	ruleRedirect = high("open-redirect", "Open redirect: request data chooses the redirect target", "CWE-601",
		`Redirect only to paths from a fixed allow-list or to relative paths you build (response.sendRedirect(request.getContextPath() + "/home")); never to a URL taken from the request.`)
	ruleHeader = high("header-injection", "HTTP header injection: request data written into a response header", "CWE-113",
		`Validate header values against an allow-list and strip CR/LF (value.replaceAll("[\\r\\n]", "")) before response.setHeader; use the framework's typed APIs (ResponseCookie, ContentDisposition) where they exist.`)
	ruleCipher = medium("weak-cipher", "Broken cipher or ECB mode (DES, 3DES, RC2, RC4, Blowfish, */ECB)", "CWE-327",
		`Use Cipher.getInstance("AES/GCM/NoPadding") with a fresh random 12-byte IV per message (GCMParameterSpec) and KeyGenerator.getInstance("AES") with init(256).`)
	ruleHash = medium("weak-hash", "Broken hash function (MD5, SHA-1, MD2, MD4)", "CWE-328",
		`Use MessageDigest.getInstance("SHA-256") (or SHA-3) for integrity; for passwords use a password hash (Argon2, bcrypt, scrypt or PBKDF2, e.g. Spring's Argon2PasswordEncoder).`)
	ruleRandom = medium("insecure-random", "Insecure randomness: a predictable random value used for a security purpose", "CWE-330",
		`Use java.security.SecureRandom (new SecureRandom().nextBytes(buf), then Base64 encode) for tokens, keys, session ids and cookie values.`)
	ruleTLS = &analysis.Rule{ID: "java/tls-verification-disabled", Title: "TLS certificate or hostname verification disabled (trust-all TrustManager / HostnameVerifier)",
		Dimension: "security", Severity: finding.High, Confidence: 0.9, CWE: []string{"CWE-295"},
		Recommendation: `Keep the default TrustManager and HostnameVerifier; to trust a private CA, load it into a KeyStore and build the SSLContext from a TrustManagerFactory initialised with it (or pin certificates with OkHttp's CertificatePinner).`}
)

var rules = []*analysis.Rule{
	ruleSQL, ruleCommand, rulePath, ruleLDAP, ruleXPath, ruleCode, ruleDeser, ruleXXE, ruleSSRF,
	ruleXSS, ruleTrust, ruleRedirect, ruleHeader,
	ruleCipher, ruleHash, ruleRandom, ruleTLS,
}

func run(pass *analysis.Pass, ix *index) (err error) {
	// A grammar shape the analysis did not expect must cost one file's
	// findings, not the review.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("java analysis of %s: %v", pass.Path, r)
		}
	}()
	c := newChecker(pass, ix)
	c.taint()
	return nil
}
