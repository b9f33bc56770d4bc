package javascript

import (
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// Taint rules: a value from an HTTP request (Express, Koa, Fastify,
// Next.js) or from the browser (location, document.cookie, postMessage)
// reaches a sink. Their flows are reported at the severity the source
// earns; some also report a weaker, non-taint pattern at the rule's own
// severity (a shell command built from strings that are not known to be
// input), which is what the ast-grep rules they replace reported.
var (
	ruleSQL = &analysis.Rule{
		ID: "javascript/sql-injection", Title: "SQL built from request input (SQL injection)",
		Dimension: "security", Severity: finding.Blocker, Confidence: 0.9, CWE: []string{"CWE-89"},
		Recommendation: "Pass values as parameters, never in the SQL text: pool.query('SELECT * FROM users WHERE id = $1', [id]) (pg), " +
			"connection.execute('... WHERE id = ?', [id]) (mysql2), sequelize.query(sql, { replacements: { id } }), knex.raw('... = ?', [id]).",
	}
	ruleNoSQL = &analysis.Rule{
		ID: "javascript/nosql-injection", Title: "MongoDB query built from request input (NoSQL injection)",
		Dimension: "security", Severity: finding.Blocker, Confidence: 0.8, CWE: []string{"CWE-943"},
		Recommendation: "Convert each input to the type the query expects before using it (String(req.body.name), Number(...)) so " +
			"an object such as {\"$ne\": null} cannot become an operator, or use mongo-sanitize / express-mongo-sanitize; never pass input to $where.",
	}
	ruleCmd = &analysis.Rule{
		ID: "javascript/command-injection", Title: "Shell command built from input (OS command injection)",
		Dimension: "security", Severity: finding.High, Confidence: 0.9, CWE: []string{"CWE-78"},
		Recommendation: "Run the program without a shell and pass input as separate arguments: " +
			"execFile('git', ['log', ref]) or spawn('convert', [file, out]) (no shell: true); never splice values into an exec string.",
	}
	ruleCode = &analysis.Rule{
		ID: "javascript/code-injection", Title: "Input evaluated as code (code injection)",
		Dimension: "security", Severity: finding.Medium, Confidence: 0.9, CWE: []string{"CWE-94", "CWE-95"},
		Recommendation: "Parse data instead of evaluating it (JSON.parse), dispatch on a fixed table of functions, and pass " +
			"setTimeout/setInterval a function, not a string; never give eval, new Function or vm.runInNewContext a value built from input.",
	}
	rulePath = &analysis.Rule{
		ID: "javascript/path-traversal", Title: "File path built from request input (path traversal)",
		Dimension: "security", Severity: finding.Blocker, Confidence: 0.85, CWE: []string{"CWE-22"},
		Recommendation: "Keep only path.basename(name), or resolve it (const p = path.resolve(base, name)) and reject it unless " +
			"p.startsWith(base + path.sep); for res.sendFile pass the root option: res.sendFile(name, { root: dir }).",
	}
	ruleXSS = &analysis.Rule{
		ID: "javascript/xss", Title: "Input written into HTML without escaping (cross-site scripting)",
		Dimension: "security", Severity: finding.High, Confidence: 0.8, CWE: []string{"CWE-79"},
		Recommendation: "Render through a template engine that escapes (res.render('page', { name })), or escape the value " +
			"(escapeHtml(name) from escape-html); in the browser set textContent instead of innerHTML, or DOMPurify.sanitize(html) first; " +
			"in React avoid dangerouslySetInnerHTML for input.",
	}
	ruleHTMLSink = &analysis.Rule{
		ID: "javascript/html-sink", Title: "HTML built from a non-literal value is written into the page (possible XSS)",
		Dimension: "security", Severity: finding.Medium, Confidence: 0.6, CWE: []string{"CWE-79"},
		Recommendation: "Set textContent (or build nodes with document.createElement) for text; if HTML is required, sanitize it " +
			"first with DOMPurify.sanitize(html) and keep a Content-Security-Policy.",
	}
	ruleRedirect = &analysis.Rule{
		ID: "javascript/open-redirect", Title: "Redirect to a URL taken from input (open redirect)",
		Dimension: "security", Severity: finding.High, Confidence: 0.8, CWE: []string{"CWE-601"},
		Recommendation: "Redirect only to local paths or known hosts: check the target against an allow-list, or accept a " +
			"relative path (starts with '/' and not '//') and res.redirect(path); never res.redirect(req.query.next) as is.",
	}
	ruleSSRF = &analysis.Rule{
		ID: "javascript/ssrf", Title: "Outgoing request to a URL taken from request input (SSRF)",
		Dimension: "security", Severity: finding.Blocker, Confidence: 0.85, CWE: []string{"CWE-918"},
		Recommendation: "Do not fetch client-supplied URLs: map an identifier to a fixed base URL (fetch(`https://api.example.com/items/${encodeURIComponent(id)}`)), " +
			"or parse it with new URL() and allow only known schemes and hosts, rejecting private, loopback and link-local addresses.",
	}
	ruleHeader = &analysis.Rule{
		ID: "javascript/header-injection", Title: "Response header set from request input (header injection)",
		Dimension: "security", Severity: finding.High, Confidence: 0.7, CWE: []string{"CWE-113"},
		Recommendation: "Validate the value against the form the header needs (an allow-list of origins or types, or " +
			"encodeURIComponent for a Content-Disposition file name) before res.setHeader: Node rejects CR and LF, but " +
			"within one header a client's value can still rename the download, add cookie attributes or allow its own origin.",
	}
	ruleDeser = &analysis.Rule{
		ID: "javascript/unsafe-deserialization", Title: "Request input deserialized by a library that can run code",
		Dimension: "security", Severity: finding.Blocker, Confidence: 0.85, CWE: []string{"CWE-502"},
		Recommendation: "Parse data with JSON.parse (and validate it with a schema such as zod or ajv); never node-serialize's " +
			"unserialize, and load YAML with js-yaml 4's yaml.load (or yaml.load(s, { schema: yaml.JSON_SCHEMA })) rather than a full schema.",
	}
	ruleTemplate = &analysis.Rule{
		ID: "javascript/template-injection", Title: "Template source built from input (server-side template injection)",
		Dimension: "security", Severity: finding.Medium, Confidence: 0.75, CWE: []string{"CWE-1336", "CWE-94"},
		Recommendation: "Keep the template text constant (a file or a literal) and pass values as data: ejs.render(tpl, { name }), " +
			"Handlebars.compile(tpl)({ name }); never compile a template built from input.",
	}
	ruleProto = &analysis.Rule{
		ID: "javascript/prototype-pollution", Title: "Object property path taken from request input (prototype pollution)",
		Dimension: "security", Severity: finding.High, Confidence: 0.7, CWE: []string{"CWE-1321"},
		Recommendation: "Reject the keys __proto__, constructor and prototype before assigning (if (['__proto__', 'constructor', 'prototype'].includes(k)) continue), " +
			"or build into Object.create(null) / a Map.",
	}
)

var (
	ruleTrust = &analysis.Rule{
		ID: "javascript/trust-boundary", Title: "Request input stored in the session unchecked (trust boundary violation)",
		Dimension: "security", Severity: finding.High, Confidence: 0.7, CWE: []string{"CWE-501"},
		Recommendation: "Validate the value (type, length, allow-list) before storing it in req.session, and keep in the " +
			"session only data the server itself decided: req.session.role = lookupRole(user.id), not req.body.role.",
	}
	ruleLDAP = &analysis.Rule{
		ID: "javascript/ldap-injection", Title: "LDAP filter built from request input (LDAP injection)",
		Dimension: "security", Severity: finding.Blocker, Confidence: 0.85, CWE: []string{"CWE-90"},
		Recommendation: "Build filters from objects that escape their values (new ldap.EqualityFilter({ attribute: 'uid', value: name }) in ldapjs), " +
			"or escape the value with an LDAP filter escaper before splicing it into '(uid=...)'.",
	}
	ruleXPath = &analysis.Rule{
		ID: "javascript/xpath-injection", Title: "XPath expression built from request input (XPath injection)",
		Dimension: "security", Severity: finding.Blocker, Confidence: 0.85, CWE: []string{"CWE-643"},
		Recommendation: "Keep the XPath expression constant and pass values as variables (xpath.parse('//user[@name=$name]').select({ node: doc, variables: { name } })), " +
			"or check the value against an allow-list.",
	}
	ruleXXE = &analysis.Rule{
		ID: "javascript/xxe", Title: "XML parsed with external entities enabled (XXE)",
		Dimension: "security", Severity: finding.High, Confidence: 0.85, CWE: []string{"CWE-611"},
		Recommendation: "Parse without entity substitution: libxmljs.parseXml(xml) (noent defaults to false), or use a parser that does not resolve external entities (fast-xml-parser).",
	}
)

// Non-taint rules.
var (
	ruleWeakHash = &analysis.Rule{
		ID: "javascript/weak-hash", Title: "Broken hash algorithm (MD5/SHA-1)",
		Dimension: "security", Severity: finding.Medium, Confidence: 0.8, CWE: []string{"CWE-328"},
		Recommendation: "Use crypto.createHash('sha256') for integrity, and crypto.scrypt / bcrypt / argon2 for passwords.",
	}
	ruleWeakCipher = &analysis.Rule{
		ID: "javascript/weak-cipher", Title: "Broken cipher, ECB mode or IV-less crypto.createCipher",
		Dimension: "security", Severity: finding.Medium, Confidence: 0.9, CWE: []string{"CWE-327"},
		Recommendation: "Use crypto.createCipheriv('aes-256-gcm', key, iv) with a 32-byte key (from crypto.scrypt for passwords) " +
			"and a fresh random 12-byte IV per message, and store the auth tag (cipher.getAuthTag()).",
	}
	ruleRandom = &analysis.Rule{
		ID: "javascript/insecure-random", Title: "Math.random used for a secret value (insecure randomness)",
		Dimension: "security", Severity: finding.Medium, Confidence: 0.7, CWE: []string{"CWE-330"},
		Recommendation: "Use crypto.randomBytes(32).toString('hex'), crypto.randomUUID() or crypto.randomInt(n) on the server, " +
			"crypto.getRandomValues in the browser, for tokens, ids, passwords and keys. (Reported when Math.random's value is stored " +
			"under, returned by or passed to a name that says it is a secret — token, password, session id, API key, nonce, OTP, " +
			"remember-me — or set as a cookie or header; Math.random for animation, jitter or sampling is not reported.)",
	}
	rulePassword = &analysis.Rule{
		ID: "javascript/hardcoded-password", Title: "Password set to a string literal in the code",
		Dimension: "security", Severity: finding.High, Confidence: 0.75, CWE: []string{"CWE-259"},
		Recommendation: "Read the password from the environment or a secret manager at run time (process.env.DB_PASSWORD), and rotate the one that was committed.",
	}
	ruleAwaitLoop = &analysis.Rule{
		ID: "javascript/await-in-loop", Title: "await inside a loop runs the iterations one after another",
		Dimension: "performance", Severity: finding.Low, Confidence: 0.6,
		Recommendation: "When the iterations are independent, start them together: await Promise.all(items.map(item => work(item))) " +
			"(with a concurrency limit such as p-limit for large lists); keep the loop only if order or rate limiting requires it.",
	}
)

var allRules = []*analysis.Rule{
	ruleSQL, ruleNoSQL, ruleCmd, ruleCode, rulePath, ruleXSS, ruleHTMLSink, ruleRedirect, ruleSSRF, ruleHeader,
	ruleDeser, ruleTemplate, ruleProto, ruleTrust, ruleLDAP, ruleXPath, ruleXXE,
	ruleWeakHash, ruleWeakCipher, ruleRandom, rulePassword, ruleAwaitLoop, ruleFloatingAsync, rulePromiseCondition, ruleUnused,
}
