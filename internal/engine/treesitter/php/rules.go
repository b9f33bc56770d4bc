package php

import (
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

func rule(name string, sev finding.Severity, conf float64, cwe []string, title, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "php/" + name, Title: title, Dimension: "security", Severity: sev, Confidence: conf, CWE: cwe, Recommendation: rec}
}

// Taint rules: request data reaching a sink. The ids are the YAML pack's,
// so snippets and users' configuration keep working.
var (
	ruleSQL = rule("sql-injection", finding.Blocker, 0.9, []string{"CWE-89"},
		"SQL query built from request data (SQL injection)",
		`Use a prepared statement and bind the value: $stmt = $pdo->prepare('SELECT * FROM users WHERE id = ?'); $stmt->execute([$id]); with mysqli, $stmt = $db->prepare('... WHERE id = ?'); $stmt->bind_param('i', $id); in Laravel DB::select('... WHERE id = ?', [$id]) or ->where('id', $id) instead of DB::raw/whereRaw with concatenation; in WordPress $wpdb->prepare('... WHERE id = %d', $id).`)
	ruleCmd = rule("command-injection", finding.Blocker, 0.9, []string{"CWE-78"},
		"Shell command built from request data (command injection)",
		`Do not pass request data to a shell. Pass arguments separately with proc_open(['git', 'log', $ref], ...) (PHP 7.4+), or quote every value with escapeshellarg() after checking it against an allow-list.`)
	ruleCode = rule("code-injection", finding.Blocker, 0.9, []string{"CWE-94", "CWE-95"},
		"Request data evaluated as PHP code (code injection)",
		`Never evaluate request data. Dispatch on a fixed table of callables (match ($action) { 'a' => handleA(), ... }), parse data with json_decode(), and use preg_replace_callback() instead of the /e modifier.`)
	ruleInclude = rule("file-inclusion", finding.Blocker, 0.9, []string{"CWE-98"},
		"include or require of a path from request data (file inclusion)",
		`Never include a path built from the request. Map the request value to a fixed file: $pages = ['home' => 'home.php', ...]; include __DIR__ . '/pages/' . ($pages[$page] ?? 'home.php');`)
	rulePath = rule("path-traversal", finding.Blocker, 0.85, []string{"CWE-22"},
		"File path from request data (path traversal)",
		`Resolve the path and check it stays inside the allowed directory: $p = realpath($base . '/' . basename($name)); if ($p === false || !str_starts_with($p, $base . '/')) { http_response_code(404); exit; }`)
	ruleXSS = rule("xss", finding.High, 0.85, []string{"CWE-79"},
		"Request data written to the page without escaping (cross-site scripting)",
		`Escape on output: echo htmlspecialchars($value, ENT_QUOTES, 'UTF-8'); in WordPress esc_html()/esc_attr(); in Blade use {{ $value }}, never {!! $value !!}; in Twig keep autoescaping on.`)
	ruleRedirect = rule("open-redirect", finding.High, 0.85, []string{"CWE-601"},
		"Redirect to a location from request data (open redirect)",
		`Redirect only to paths of this site or to an allow-list of hosts: check parse_url($url, PHP_URL_HOST) against the list, or map a key to a fixed URL; in Laravel use redirect()->route('name') or redirect()->intended(); in WordPress wp_safe_redirect().`)
	ruleHeader = rule("header-injection", finding.High, 0.7, []string{"CWE-113"},
		"Request data written into a response header (header injection)",
		`Validate the value against an allow-list, or strip CR and LF (str_replace(["\r", "\n"], '', $value)) before header('X-Name: ' . $value); for file names use rawurlencode() in Content-Disposition.`)
	ruleDeser = rule("unserialize", finding.Medium, 0.8, []string{"CWE-502"},
		"unserialize of a non-literal value (object injection)",
		`Use json_decode() for data from outside; if unserialize is unavoidable, pass ['allowed_classes' => false] or the exact list of classes.`)
	ruleSSRF = rule("ssrf", finding.Blocker, 0.85, []string{"CWE-918"},
		"Outgoing request to a URL from request data (server-side request forgery)",
		`Map an identifier to a fixed URL, or parse the URL with parse_url() and allow only https and an allow-list of hosts (rejecting private and loopback addresses) before curl_setopt($ch, CURLOPT_URL, $url); in WordPress use wp_safe_remote_get().`)
	ruleXXE = rule("xxe", finding.Blocker, 0.85, []string{"CWE-611"},
		"XML parsed with entity substitution enabled (XXE)",
		`Do not pass LIBXML_NOENT or LIBXML_DTDLOAD: simplexml_load_string($xml) and $dom->loadXML($xml) leave external entities off by default (PHP 8); reject documents with a DOCTYPE when the XML comes from outside.`)
	ruleLDAP = rule("ldap-injection", finding.Blocker, 0.9, []string{"CWE-90"},
		"LDAP filter built from request data (LDAP injection)",
		`Escape every value put in a filter: ldap_search($ds, $base, '(uid=' . ldap_escape($uid, '', LDAP_ESCAPE_FILTER) . ')').`)
	ruleXPath = rule("xpath-injection", finding.Blocker, 0.9, []string{"CWE-643"},
		"XPath expression built from request data (XPath injection)",
		`Keep the expression constant and check the value against an allow-list (or ctype_alnum) first; quote string values safely, never concatenate raw request data into $xpath->query().`)
)

// Non-taint security rules.
var (
	ruleRandom = rule("insecure-random", finding.Medium, 0.75, []string{"CWE-330", "CWE-338"},
		"Token or secret generated with a non-cryptographic random function",
		`Generate tokens, passwords and keys with random_bytes() (bin2hex(random_bytes(32))) or random_int($min, $max); rand(), mt_rand(), uniqid() and str_shuffle() are predictable.`)
	ruleCipher = rule("weak-cipher", finding.Medium, 0.9, []string{"CWE-327"},
		"Broken cipher or ECB mode (DES, 3DES, RC4, Blowfish, ECB)",
		`Use an authenticated mode of a modern cipher: openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag) with a fresh random_bytes(12) IV, or sodium_crypto_secretbox().`)
)

var allRules = []*analysis.Rule{
	ruleSQL, ruleCmd, ruleCode, ruleInclude, rulePath, ruleXSS, ruleRedirect, ruleHeader, ruleDeser,
	ruleSSRF, ruleXXE, ruleLDAP, ruleXPath, ruleRandom, ruleCipher,
}
