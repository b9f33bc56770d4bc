package secrets

import (
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
)

// Some keys are written into code that runs on users' machines by design:
// the provider gives them out for that, scopes them to what a visitor may
// do anyway, and keeps what matters behind a different key. Finding one is
// not a leak, and an ABORT over it halts an agent for nothing. Each kind
// is decided by the key's own format or by the use the code makes of it,
// never by a file's name alone: a Google API key is public as a Firebase
// web configuration or a Maps JavaScript key in browser code, and a
// credential anywhere else (a Gemini or server key grants billable API
// access to whoever holds it).

var (
	// Fields only a Firebase web configuration has (firebase.google.com,
	// "Add Firebase to your JavaScript project"), and the hosts it names;
	// the mobile configurations by their file names: the shipped text
	// rows of shape firebase-web-config (models/specialist_public_keys.yml).
	// The Maps JavaScript API's loaders: the script URL, the npm loader
	// and the React wrappers, each given the browser key (shape
	// maps-js-loader).
	// Algolia's clients in the browser take the application id and the
	// search-only key (text rows of shape algolia-client).
	// DocSearch's and InstantSearch's configuration (Docusaurus' themeConfig.algolia,
	// VitePress, docsearch({…})): an index to search, with the key that
	// searches it (text rows of shape algolia-search-config).
	// An identifier that says which Algolia key it holds.
	algoliaSearchName = regexp.MustCompile(`(?i)search[_-]?(?:only[_-]?)?(?:api[_-]?)?key|searchkey`)
	algoliaAdminName  = regexp.MustCompile(`(?i)admin|write|secret|private|master`)
	// A Sentry DSN, https://<public key>@<host>/<project>: the secret
	// found is the key, followed by the host Sentry ingests events at.
	sentryHost = regexp.MustCompile(`^@(?:[\w-]+\.)*(?:sentry\.io|ingest\.[\w.-]+|sentry\.[\w.-]+)(?::\d+)?/\d+`)
	// A Firebase Storage download URL (getDownloadURL): the object's path
	// and a token that reads that one object, made to be put in an <img
	// src> or a link.
	storageDownload = regexp.MustCompile(`firebasestorage\.googleapis\.com/v0/b/[^/\s"']+/o/[^?\s"']+\?[^\s"']*\btoken=([0-9a-fA-F-]{36})\b`)

	// What makes a JavaScript or TypeScript file server code: where it
	// lives (directories named by convention, not by a framework)
	serverDirs = map[string]bool{"server": true, "servers": true, "api": true, "backend": true, "functions": true, "lambda": true, "lambdas": true, "serverless": true, "cmd": true, "bin": true, "scripts": true, "cli": true, "worker": true, "workers": true}
	// and what it imports: the text rows of shapes server-module and
	// server-directive (models/specialist_server_modules.yml).
)

// browserExts are the files a browser runs or renders.
var browserExts = map[string]bool{".html": true, ".htm": true, ".jsx": true, ".tsx": true, ".vue": true, ".svelte": true, ".astro": true}

// scriptExts are scripts that run in a browser or on a server.
var scriptExts = map[string]bool{".js": true, ".mjs": true, ".cjs": true, ".ts": true, ".mts": true, ".cts": true}

// clientCode reports whether the file at p is code that runs in a
// browser: a page, a component, or a script that neither lives in a
// server's directory nor imports what only a server can (Node's built-in
// modules, a web framework, an admin SDK). Every other language is taken
// for server code: a key there is read by the server, not sent to users.
func clientCode(txt *models.Text, p string, content []byte) bool {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	ext := path.Ext(base)
	if !browserExts[ext] && !scriptExts[ext] {
		return false
	}
	if strings.Contains(base, ".server.") || strings.TrimSuffix(base, ext) == "server" {
		return false
	}
	for _, dir := range strings.Split(path.Dir(lower), "/") {
		if serverDirs[dir] {
			return false
		}
	}
	return !serverCode(txt, content)
}

// serverCode reports whether a JavaScript file imports what only a server
// can, or says it runs there (the text rows of shapes server-module and
// server-directive).
func serverCode(txt *models.Text, content []byte) bool {
	return txt.RE("server-module").Match(content) || txt.RE("server-directive").Match(content)
}

// publicClient says why the credential d reports is a public client
// identifier by design, or "" when it may be a secret. secret is the
// value found (as secretOf recovers it), lines the file's lines.
func publicClient(txt *models.Text, p string, content []byte, d engine.Diagnostic, secret string) string {
	if secret == "" {
		return ""
	}
	lines := strings.Split(string(content), "\n")
	start, end := d.Lines.Start, max(d.Lines.End, d.Lines.Start)
	if start < 1 || end > len(lines) {
		return ""
	}
	flagged := strings.Join(lines[start-1:end], "\n")
	// A comment is no evidence: "// indexName" beside an Admin key is not
	// a search configuration.
	near := textfacts.BlankComments(strings.Join(lines[max(0, start-13):min(len(lines), end+12)], "\n"))
	switch {
	case strings.HasPrefix(secret, "pk_live_") || strings.HasPrefix(secret, "pk_test_"):
		return "a Stripe publishable key (pk_), which Stripe.js and the mobile SDKs use on users' devices; " +
			"only a secret key (sk_) or a restricted key (rk_) reads or changes the account"
	case strings.HasPrefix(secret, "pk.eyJ"):
		return "a Mapbox public token (pk.), made for maps in browsers and apps; restrict it to your URLs in the Mapbox account. " +
			"Secret tokens (sk.) are reported as credentials"
	case storageToken(flagged, secret):
		return "the token of a Firebase Storage download URL, which Firebase makes to be embedded in pages and shared: it reads " +
			"that one file and nothing else; revoke it in the Firebase console if the file should not be public"
	case strings.Contains(flagged, "android:apk-key-hash:"+secret):
		return "the hash of an Android app's signing certificate in a FIDO trusted-facets list (android:apk-key-hash:), which the " +
			"FIDO AppID and Facet Specification publishes so that clients can check which app calls; a certificate is public, its hash too"
	case isSentryKey(flagged, secret):
		return "the public key of a Sentry DSN, which Sentry documents as safe to ship: it only lets a client send events to the project"
	case strings.HasPrefix(secret, "AIza"):
		if firebaseFile(txt, p) || txt.RE("firebase-web-config").MatchString(near) {
			return "the apiKey of a Firebase configuration, which Firebase documents as an identifier of the project sent to every client, not a secret; " +
				"access is controlled by Security Rules and App Check, and the key can be restricted to the Firebase APIs in the Google Cloud console"
		}
		if clientCode(txt, p, content) && txt.RE("maps-js-loader").MatchString(near) {
			return "a Google Maps JavaScript API key in code that runs in the browser, where every visitor receives it; " +
				"restrict it by HTTP referrer and to the Maps APIs in the Google Cloud console"
		}
	case isAlgolia(d, near):
		names := namesOn(flagged, secret)
		switch {
		case algoliaAdminName.MatchString(names):
		case algoliaSearchName.MatchString(names):
			return "an Algolia search-only API key (so named), which Algolia documents for front-end use: it can only search the indices it is scoped to; " +
				"the Admin API key is the credential"
		case txt.RE("algolia-search-config").MatchString(near) && !serverCode(txt, content):
			return "the apiKey of a DocSearch or InstantSearch configuration (appId, apiKey, indexName), which DocSearch documents as the search-only key, " +
				"safe to commit and sent to every visitor; the Admin API key is the credential"
		case clientCode(txt, p, content) && txt.RE("algolia-client").MatchString(near):
			return "the key an Algolia client in browser code is given, which can only be the search-only key (Algolia: never use the Admin API key in front-end code); " +
				"if it is the Admin key, that is the leak to fix"
		}
	}
	return ""
}

// storageToken reports whether secret is the token of a Firebase Storage
// download URL on the flagged lines.
func storageToken(flagged, secret string) bool {
	for _, m := range storageDownload.FindAllStringSubmatch(flagged, -1) {
		if m[1] == secret {
			return true
		}
	}
	return false
}

func isSentryKey(flagged, secret string) bool {
	for rest := flagged; ; {
		i := strings.Index(rest, secret)
		if i < 0 {
			return false
		}
		after := rest[i+len(secret):]
		if sentryHost.MatchString(after) && strings.HasSuffix(rest[:i], "://") {
			return true
		}
		rest = after
	}
}

func isAlgolia(d engine.Diagnostic, near string) bool {
	return d.Rule == "gitleaks/algolia-api-key" || strings.Contains(strings.ToLower(near), "algolia")
}

// namesOn is the text before the secret on its line: the identifiers that
// name the value (ALGOLIA_SEARCH_KEY=…, searchKey: "…").
func namesOn(flagged, secret string) string {
	for _, l := range strings.Split(flagged, "\n") {
		if i := strings.Index(l, secret); i >= 0 {
			return l[:i]
		}
	}
	return ""
}

// secretOf recovers the value the engine found on d's lines: the engine
// masks it as «secret» in the flagged code, so the code's text around the
// mask places it in the file's line. "" when it cannot be placed.
func secretOf(content []byte, d engine.Diagnostic) string {
	const mask = "«secret»"
	code := strings.TrimPrefix(d.Code, "\n")
	i := strings.Index(code, mask)
	if i < 0 || strings.Count(code, mask) != 1 || content == nil {
		return ""
	}
	before, after := code[:i], code[i+len(mask):]
	lines := strings.Split(string(content), "\n")
	start, end := d.Lines.Start, max(d.Lines.End, d.Lines.Start)
	if start < 1 || end > len(lines) {
		return ""
	}
	text := strings.Join(lines[start-1:end], "\n")
	if !strings.HasPrefix(text, before) || !strings.HasSuffix(text, after) || len(text) <= len(before)+len(after) {
		return ""
	}
	return text[len(before) : len(text)-len(after)]
}

// firebaseFile reports whether p is a Firebase mobile configuration, by its
// name (compared ignoring case) in the firebase-web-config rows' files.
func firebaseFile(txt *models.Text, p string) bool {
	base := path.Base(p)
	for _, m := range txt.Rows("firebase-web-config") {
		for _, f := range m.Files {
			if strings.EqualFold(base, f) {
				return true
			}
		}
	}
	return false
}
