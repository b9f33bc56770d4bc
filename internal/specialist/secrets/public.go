package secrets

import (
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
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
// An identifier that says which Algolia key it holds: shapes
// search-key-name and admin-key-name; the text that says a key is
// Algolia's, algolia-mention.
// A key whose own format says it is public (Stripe's pk_, Mapbox's
// pk.), and a text around a key that says so (a Firebase Storage
// download URL, a Sentry DSN): the shipped text rows of shapes
// public-key-format and public-key-in-text
// (models/specialist_public_key_formats.yml), each with the reason.
// A key format given to browsers and servers alike (Google's AIza),
// public only where the code uses it in a browser: shape
// browser-api-key.

// What makes a JavaScript or TypeScript file server code: where it
// lives (directories and file names by convention: text rows of shape
// server-path) and what it imports: the text rows of shapes
// server-module and server-directive
// (models/specialist_server_modules.yml).

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
	if txt.RE("server-path").MatchString(lower) {
		return false
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
	if why := publicByRow(flagged, secret); why != "" {
		return why
	}
	switch {
	case models.TextRE("browser-api-key").MatchString(secret):
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
		case txt.RE("admin-key-name").MatchString(names):
		case models.TextRE("search-key-name").MatchString(names):
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

// publicByRow is the label of the first shipped row that says the
// secret is public: by its format (public-key-format), or by the text
// around it on the flagged lines, whose capture is the secret whole
// (public-key-in-text); "" for none.
func publicByRow(flagged, secret string) string {
	for _, m := range models.TextRows("public-key-format") {
		if m.RowRE().MatchString(secret) {
			return m.Label
		}
	}
	for _, m := range models.TextRows("public-key-in-text") {
		for _, g := range m.RowRE().FindAllStringSubmatch(flagged, -1) {
			if g[1] == secret {
				return m.Label
			}
		}
	}
	return ""
}

func isAlgolia(d engine.Diagnostic, near string) bool {
	return d.Rule == "gitleaks/algolia-api-key" || models.TextRE("algolia-mention").MatchString(near)
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
