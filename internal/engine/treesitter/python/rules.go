package python

import (
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

func rule(name, dim string, sev finding.Severity, conf float64, cwe []string, title, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "python/" + name, Title: title, Dimension: dim, Severity: sev, Confidence: conf, CWE: cwe, Recommendation: rec}
}

const sec = "security"

// Taint rules: request data reaching a sink.
var (
	ruleSQL = rule("sql-injection", sec, finding.Blocker, 0.9, []string{"CWE-89"},
		"SQL query built from request data (SQL injection)",
		`Pass values as query parameters: cursor.execute("SELECT * FROM users WHERE id = %s", (user_id,)) (sqlite3 uses ?), text("... WHERE id = :id") with a dict in SQLAlchemy, Model.objects.raw(sql, [value]) in Django; build identifiers only from a fixed allow-list.`)
	ruleCmd = rule("command-injection", sec, finding.Blocker, 0.9, []string{"CWE-78"},
		"OS command built from request data (command injection)",
		`Run the program with a list of arguments and no shell: subprocess.run(["ls", "--", name], check=True); if a shell is unavoidable quote every value with shlex.quote, and never let the request choose the program.`)
	ruleCode = rule("code-injection", sec, finding.Blocker, 0.9, []string{"CWE-94", "CWE-95"},
		"Code evaluated from request data (code injection)",
		`Parse data instead of evaluating it: ast.literal_eval for Python literals, json.loads for JSON; dispatch on a fixed table of functions rather than building code.`)
	ruleTemplate = rule("template-injection", sec, finding.Blocker, 0.85, []string{"CWE-1336", "CWE-94"},
		"Template source built from request data or formatting (server-side template injection)",
		`Keep the template text constant and pass values as context variables: render_template_string("Hello {{ name }}", name=name) or render_template("page.html", name=name).`)
	rulePath = rule("path-traversal", sec, finding.Blocker, 0.9, []string{"CWE-22"},
		"File path built from request data (path traversal)",
		`Serve files with flask.send_from_directory(BASE_DIR, name) or werkzeug.utils.safe_join(BASE_DIR, name); otherwise pass the name through werkzeug.utils.secure_filename and check that os.path.realpath(path) starts with the base directory.`)
	ruleLDAP = rule("ldap-injection", sec, finding.Blocker, 0.9, []string{"CWE-90"},
		"LDAP filter built from request data (LDAP injection)",
		`Escape every value put in a filter: ldap3.utils.conv.escape_filter_chars(value) (python-ldap: ldap.filter.escape_filter_chars or ldap.filter.filter_format("(uid=%s)", [value])).`)
	ruleXPath = rule("xpath-injection", sec, finding.Blocker, 0.9, []string{"CWE-643"},
		"XPath expression built from request data (XPath injection)",
		`Keep the expression constant and bind values as XPath variables: root.xpath("//user[@id=$uid]", uid=value) (lxml), or check the value against an allow-list first.`)
	ruleXSS = rule("xss", sec, finding.High, 0.85, []string{"CWE-79"},
		"Request data written into an HTML response without escaping (cross-site scripting)",
		`Render through an auto-escaping template (render_template("page.html", name=name)) or escape the value with markupsafe.escape / html.escape (django.utils.html.escape) before putting it in the response.`)
	ruleRedirect = rule("open-redirect", sec, finding.High, 0.85, []string{"CWE-601"},
		"Redirect to a URL taken from request data (open redirect)",
		`Redirect to internal endpoints with url_for("endpoint"), or accept the target only after django.utils.http.url_has_allowed_host_and_scheme(url, allowed_hosts={request.host}) (or an allow-list of hosts) says it is local.`)
	ruleSSRF = rule("ssrf", sec, finding.Blocker, 0.85, []string{"CWE-918"},
		"Outgoing request to a URL taken from request data (server-side request forgery)",
		`Map an identifier to a fixed URL, or parse the URL with urllib.parse.urlsplit and allow only known schemes and hosts, resolving the host and rejecting private, loopback and link-local addresses before requests.get(url).`)
	ruleDeser = rule("unsafe-deserialization", sec, finding.Blocker, 0.9, []string{"CWE-502"},
		"Untrusted data deserialized with a format that can run code",
		`Load data from outside with a data-only format: json.loads(data) or yaml.safe_load(data) (yaml.load(data, Loader=yaml.SafeLoader)); keep pickle, marshal, dill and jsonpickle for data this program wrote and nobody else could change (sign it with hmac if it travels).`)
	ruleXXE = rule("xxe", sec, finding.Blocker, 0.9, []string{"CWE-611"},
		"Request data parsed as XML with external entities enabled (XXE)",
		`Parse with external entities off: defusedxml (defusedxml.ElementTree.fromstring(data)), lxml.etree.XMLParser(resolve_entities=False, no_network=True), and leave xml.sax's feature_external_ges / feature_external_pes at False.`)
	ruleTrust = rule("trust-boundary", sec, finding.High, 0.8, []string{"CWE-501"},
		"Request data stored in the session without validation (trust boundary violation)",
		`Validate the value (type, length, allow-list) before session["key"] = value, and store only values the server derived itself; keep client input and trusted session state apart.`)
	ruleHeader = rule("header-injection", sec, finding.High, 0.8, []string{"CWE-113"},
		"Request data written into a response header (header injection)",
		`Validate the value against an allow-list, or strip CR and LF (value.replace("\r", "").replace("\n", "")) before response.headers["X-Name"] = value.`)
	ruleLog = rule("log-injection", sec, finding.Low, 0.6, []string{"CWE-117"},
		"Request data written to the log unneutralized (log injection)",
		`Log values as arguments and neutralize line breaks: logger.info("user %s", value.replace("\r", "\\r").replace("\n", "\\n")), or use a structured (JSON) log formatter.`)
)

// Non-taint security rules.
var (
	ruleWeakHash = rule("weak-hash", sec, finding.Medium, 0.8, []string{"CWE-328"},
		"Broken hash algorithm (MD5/SHA-1) used",
		`Use hashlib.sha256 (or sha3_256/blake2b); for passwords use hashlib.scrypt, argon2 or bcrypt. If the hash is not for security (a cache key, a checksum) say so: hashlib.md5(data, usedforsecurity=False).`)
	ruleWeakPwHash = rule("weak-password-hash", sec, finding.High, 0.85, []string{"CWE-916", "CWE-328"},
		"Password hashed with a fast general-purpose hash (MD5/SHA)",
		`Hash passwords with a password hashing function: argon2-cffi, bcrypt, hashlib.scrypt or hashlib.pbkdf2_hmac("sha256", pw, salt, 600_000) with a random salt (or Django's make_password / werkzeug's generate_password_hash).`)
	ruleWeakCipher = rule("weak-cipher", sec, finding.Medium, 0.9, []string{"CWE-327"},
		"Broken cipher or ECB mode (DES, 3DES, RC4, Blowfish, ECB)",
		`Use an authenticated mode of a modern cipher: AES.new(key, AES.MODE_GCM) (pycryptodome) or cryptography's AESGCM / ChaCha20Poly1305 with a fresh random nonce per message.`)
	ruleRandom = rule("insecure-random", sec, finding.Medium, 0.75, []string{"CWE-330", "CWE-338"},
		"Value from the non-cryptographic random module used for a security purpose",
		`Generate tokens, session ids, passwords and keys with the secrets module (secrets.token_urlsafe(32), secrets.randbelow(n)) or random.SystemRandom().`)
	ruleCookie = rule("insecure-cookie", sec, finding.Medium, 0.8, []string{"CWE-614"},
		"Cookie set without the Secure flag",
		`Set secure=True (with httponly=True and samesite="Lax") on response.set_cookie(...); in settings keep SESSION_COOKIE_SECURE = True and CSRF_COOKIE_SECURE = True.`)
	ruleHTTPOnly = rule("cookie-httponly-disabled", sec, finding.Medium, 0.85, []string{"CWE-1004"},
		"Cookie explicitly readable by scripts (HttpOnly disabled)",
		`Keep httponly=True on response.set_cookie(...) for session and authentication cookies, and SESSION_COOKIE_HTTPONLY = True in settings.`)
	ruleTLS = rule("tls-verify-disabled", sec, finding.High, 0.9, []string{"CWE-295"},
		"TLS certificate verification disabled",
		`Keep verification on; to trust a private CA pass its bundle (requests.get(url, verify="/path/ca.pem")) or load it into ssl.create_default_context(cafile=...).`)
	ruleFlaskDebug = rule("flask-debug", sec, finding.Medium, 0.8, []string{"CWE-489"},
		"Flask app run with debug=True",
		`Read debug from the environment (app.run(debug=os.environ.get("FLASK_DEBUG") == "1")) and never enable it in production.`)
	ruleDebugSetting = rule("debug-setting", sec, finding.Medium, 0.7, []string{"CWE-215", "CWE-489"},
		"DEBUG = True set in a settings module",
		`Read it from the environment (DEBUG = os.environ.get("DJANGO_DEBUG") == "1") so production runs with it off.`)
	ruleHardcodedPw = rule("hardcoded-password", sec, finding.High, 0.75, []string{"CWE-259"},
		"Password set to a string literal in the code",
		`Read the password from the environment or a secret manager at run time (os.environ["DB_PASSWORD"]), and rotate the one that was committed.`)
)

// Quality rules ported from the ast-grep pack.
var (
	ruleAwaitLoop = rule("await-in-loop", "performance", finding.Low, 0.6, nil,
		"await inside a for loop runs the iterations one after another",
		`When the iterations are independent, start them together: results = await asyncio.gather(*(fetch(u) for u in urls)) (or an asyncio.TaskGroup, with a Semaphore to cap concurrency).`)
	ruleBareExcept = rule("bare-except-pass", "correctness", finding.Medium, 0.85, []string{"CWE-396"},
		"Bare except that silently swallows every exception",
		`Catch the specific exceptions you expect (except ValueError:), and log or handle them; if everything really must be caught, use except Exception and log it.`)
	ruleCompareNone = rule("compare-none", "maintainability", finding.Low, 0.85, nil,
		"Comparison to None with == or != instead of is / is not",
		"Write `x is None` or `x is not None`.")
	ruleMutableDefault = rule("mutable-default-arg", "correctness", finding.Medium, 0.8, nil,
		"Mutable default argument is shared between calls",
		`Default to None and create the value inside the function (def f(items=None): items = [] if items is None else items).`)
)

var allRules = []*analysis.Rule{
	ruleSQL, ruleCmd, ruleCode, ruleTemplate, rulePath, ruleLDAP, ruleXPath, ruleXSS, ruleRedirect, ruleSSRF,
	ruleDeser, ruleXXE, ruleTrust, ruleHeader, ruleLog,
	ruleWeakHash, ruleWeakPwHash, ruleWeakCipher, ruleRandom, ruleCookie, ruleHTTPOnly, ruleTLS,
	ruleFlaskDebug, ruleDebugSetting, ruleHardcodedPw,
	ruleAwaitLoop, ruleBareExcept, ruleCompareNone, ruleMutableDefault,
}
