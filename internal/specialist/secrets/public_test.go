package secrets

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Values assembled at run time, so that no file holds one whole.
var (
	googleKey  = "AIza" + "SyC9xQ2mZ7vR4tLp8WkN3bHc6JdF1eGaTuY"
	stripePK   = "pk_live_" + "51HqZ2xK9vR4tLp8WkN3bHc6JdF1eGaTuY"
	stripeSK   = "sk_live_" + "51HqZ2xK9vR4tLp8WkN3bHc6JdF1eGaTuY"
	mapboxPK   = "pk.eyJ" + "1IjoiZXhhbXBsZSIsImEiOiJjbHE4dno3cHEwMHdtMmtwYngifQ.Qm7vX2kLp9RtZ4wNc8sYb"
	algoliaKey = "3f9c2a7e" + "4b1d8e6f0a5c9b2d7e4f1a8c"
	sentryKey  = "8b3f9c2a" + "7e4b1d8e6f0a5c9b2d7e4f1a"
	storageTok = "506faab0-617a-" + "4668-9e63-4a2fb996603f"
	awsSecret  = "Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaTq8vR3mX7"
)

// judge runs the specialist over one file in which the engine found the
// value at line n under rule, and returns the finding about it.
func judge(t *testing.T, path, src, rule, value string) finding.Finding {
	t.Helper()
	lines := strings.Split(src, "\n")
	n := 0
	for i, l := range lines {
		if strings.Contains(l, value) {
			n = i + 1
			break
		}
	}
	if n == 0 {
		t.Fatalf("%s: the value is not in the source", path)
	}
	d := engine.Diagnostic{Engine: secretsengine.Name, Rule: rule, Dimension: Name, File: path, Lines: finding.Lines(n, n),
		Severity: finding.Blocker, Confidence: 0.9, Message: strings.TrimPrefix(rule, "gitleaks/") + " " + secretsengine.Redact(value),
		Code: secretsengine.Mask(lines[n-1], value)}
	pass := &specialist.Pass{Files: []*scope.File{{Path: path, Content: []byte(src)}}, Diagnostics: []engine.Diagnostic{d}, Bus: bus.New(nil)}
	got, err := Specialist{}.Review(context.Background(), pass)
	if err != nil || len(got) != 1 {
		t.Fatalf("%s: got %+v, %v; want one finding", path, got, err)
	}
	for _, s := range []string{got[0].Title, got[0].Recommendation} {
		if strings.Contains(s, value) {
			t.Errorf("%s: the finding shows the value: %q", path, s)
		}
	}
	return got[0]
}

// A key that is public by design is Info, with the reason; the same kind
// of key used where it is a secret, or a secret variant, is not.
func TestPublicClientIdentifiers(t *testing.T) {
	firebase := "import { initializeApp } from \"firebase/app\";\n\nconst firebaseConfig = {\n" +
		"  apiKey: \"" + googleKey + "\",\n  authDomain: \"demo-app.firebaseapp.com\",\n  projectId: \"demo-app\",\n" +
		"  messagingSenderId: \"123456789012\",\n  appId: \"1:123456789012:web:abc123\",\n};\n\nexport const app = initializeApp(firebaseConfig);\n"
	public := []struct {
		name, path, src, rule, value, reason string
	}{
		{"firebase web config", "src/firebase.js", firebase, "gitleaks/gcp-api-key", googleKey, "Firebase configuration"},
		{"firebase config, read by a Python client", "tools/pyrebase_conf.py", "config = {\n  \"apiKey\": \"" + googleKey + "\",\n  \"authDomain\": \"demo.firebaseapp.com\",\n}\n", "gitleaks/gcp-api-key", googleKey, "Firebase configuration"},
		{"android google-services.json", "app/google-services.json", "{\n  \"api_key\": [ { \"current_key\": \"" + googleKey + "\" } ]\n}\n", "gitleaks/gcp-api-key", googleKey, "Firebase configuration"},
		{"maps script tag", "public/index.html", "<script src=\"https://maps.googleapis.com/maps/api/js?key=" + googleKey + "&callback=initMap\" async></script>\n", "gitleaks/gcp-api-key", googleKey, "Maps JavaScript"},
		{"stripe publishable", "config/settings.py", "STRIPE_PUBLISHABLE_KEY = \"" + stripePK + "\"\n", "gitleaks/generic-api-key", stripePK, "Stripe publishable"},
		{"mapbox public", "src/Map.tsx", "mapboxgl.accessToken = '" + mapboxPK + "';\n", "gitleaks/mapbox-api-token", mapboxPK, "Mapbox public"},
		{"algolia named search-only", ".env", "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=" + algoliaKey + "\n", "gitleaks/algolia-api-key", algoliaKey, "search-only API key (so named)"},
		{"algolia client in the browser", "src/search.ts", "import algoliasearch from 'algoliasearch/lite';\n// algolia\nexport const client = algoliasearch('ABCDEF1234', '" + algoliaKey + "');\n", "gitleaks/algolia-api-key", algoliaKey, "Algolia client in browser code"},
		{"docusaurus docsearch", "website/docusaurus.config.js", "module.exports = {\n  themeConfig: {\n    algolia: {\n      appId: \"ABCDEF1234\",\n      apiKey: \"" + algoliaKey + "\",\n      indexName: \"docs\",\n    },\n  },\n};\n", "gitleaks/generic-api-key", algoliaKey, "DocSearch"},
		{"firebase storage download url", "core/network/src/main/assets/topics.json", "{\n  \"imageUrl\": \"https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/img%2Fic.svg?alt=media&token=" + storageTok + "\",\n}\n", "gitleaks/generic-api-key", storageTok, "Firebase Storage download URL"},
		{"fido trusted facets", "util/Setup/Templates/AppId.hbs", "{\n  \"trustedFacets\": [ { \"ids\": [\n    \"ios:bundle-id:com.example.app\",\n    \"android:apk-key-hash:" + apkHash + "\"\n  ] } ]\n}\n", "gitleaks/generic-api-key", apkHash, "FIDO trusted-facets"},
		{"sentry dsn", "src/main.py", "sentry_sdk.init(dsn=\"https://" + sentryKey + "@o123456.ingest.sentry.io/4504\")\n", "gitleaks/generic-api-key", sentryKey, "Sentry DSN"},
	}
	for _, c := range public {
		f := judge(t, c.path, c.src, c.rule, c.value)
		if f.Severity != finding.Info || f.SystemBreaking || !strings.Contains(f.Recommendation, "Public client identifier by design: ") || !strings.Contains(f.Recommendation, c.reason) {
			t.Errorf("%s: %s breaking=%v %q / %q, want Info naming %q", c.name, f.Severity, f.SystemBreaking, f.Title, f.Recommendation, c.reason)
		}
	}
	secret := []struct {
		name, path, src, rule, value string
	}{
		{"google key in server code", "app/geocode.py", "gmaps = googlemaps.Client(key=\"" + googleKey + "\")\n", "gitleaks/gcp-api-key", googleKey},
		{"google key in browser code, not for maps", "src/gemini.ts", "const genAI = new GoogleGenerativeAI(\"" + googleKey + "\");\n", "gitleaks/gcp-api-key", googleKey},
		{"maps key in a node server", "server/maps.js", "import express from 'express';\nconst url = 'https://maps.googleapis.com/maps/api/js?key=" + googleKey + "';\n", "gitleaks/gcp-api-key", googleKey},
		{"stripe secret", "src/checkout.js", "const stripe = Stripe('" + stripeSK + "');\n", "gitleaks/stripe-access-token", stripeSK},
		{"algolia admin key", ".env", "ALGOLIA_ADMIN_KEY=" + algoliaKey + "\n", "gitleaks/algolia-api-key", algoliaKey},
		{"algolia admin key in a search config", "scripts/sync.js", "// algolia\nconst cfg = { appId: 'ABCDEF1234', adminApiKey: '" + algoliaKey + "', indexName: 'docs' };\n", "gitleaks/generic-api-key", algoliaKey},
		// a comment is no search configuration, nor a maps loader
		{"algolia key beside a comment naming indexName", "src/search.js", "// indexName: 'docs' is set by the CMS\nexport const ALGOLIA_KEY = '" + algoliaKey + "';\n", "gitleaks/algolia-api-key", algoliaKey},
		{"google key beside a comment naming the maps loader", "src/ai.js", "/* loaded like https://maps.googleapis.com/maps/api/js */\nconst genAI = new GoogleGenerativeAI(\"" + googleKey + "\");\n", "gitleaks/gcp-api-key", googleKey},
		{"algolia key in a server", "server/index.js", "const express = require('express');\n// algolia\nconst client = algoliasearch('ABCDEF1234', '" + algoliaKey + "');\n", "gitleaks/algolia-api-key", algoliaKey},
		{"a certificate-hash-looking value elsewhere", "src/App.config.json", "{ \"signingKey\": \"" + apkHash + "\" }\n", "gitleaks/generic-api-key", apkHash},
		{"a storage-looking token elsewhere", "src/sync.py", "headers = {\"Authorization\": \"Bearer " + storageTok + "\"}\n", "gitleaks/generic-api-key", storageTok},
		{"a key before a sentry-looking host", "src/x.py", "url = \"https://" + sentryKey + ":" + awsSecret + "@sentry.io/1\"\n", "gitleaks/generic-api-key", sentryKey},
	}
	for _, c := range secret {
		f := judge(t, c.path, c.src, c.rule, c.value)
		if f.Severity != finding.Blocker || !f.SystemBreaking {
			t.Errorf("%s: %s breaking=%v %q, want a system-breaking Blocker", c.name, f.Severity, f.SystemBreaking, f.Title)
		}
	}
}

// A credential in a test, example or doc (an example configuration too) is
// High, unless its checksum says the provider issued it.
func TestIssuedTokenInDocs(t *testing.T) {
	sample := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	issued := "ghp_" + "zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ" + "0mLq17"
	for _, c := range []struct {
		path, value string
		want        finding.Severity
	}{
		{"docs/setup.md", sample, finding.High},
		{"examples/client/main.go", sample, finding.High},
		{".env.example", sample, finding.High},
		{"config/settings.sample.yml", sample, finding.High},
		{".env", sample, finding.Blocker},
		{"docs/setup.md", issued, finding.Blocker},
		{"internal/x/x_test.go", issued, finding.Blocker},
	} {
		f := judge(t, c.path, "export GITHUB_TOKEN="+c.value+"\n", "gitleaks/github-pat", c.value)
		if f.Severity != c.want || f.SystemBreaking != (c.want == finding.Blocker) {
			t.Errorf("%s, %s…: %s breaking=%v, want %s", c.path, c.value[:8], f.Severity, f.SystemBreaking, c.want)
		}
		if c.value == issued && !strings.Contains(f.Recommendation, "checksum is valid") {
			t.Errorf("%s: the recommendation does not say why: %q", c.path, f.Recommendation)
		}
	}
}

// gitleaks:allow on a credential in shipped code does not waive it: the
// finding stays system-breaking and says the comment was ignored. Where
// the file does not ship, the finding is what it was (consolidation
// records the waiver).
func TestAllowCommentInShippedCode(t *testing.T) {
	key := "AKIA" + "Z4QXR7TLM2WBVN5K"
	src := "package config\n\nconst AccessKey = \"" + key + "\" // gitleaks:allow (used by the demo)\n"
	f := judge(t, "config.go", src, "gitleaks/aws-access-token", key)
	if f.Severity != finding.Blocker || !f.SystemBreaking || !strings.Contains(f.Title, "gitleaks:allow ignored") ||
		!strings.Contains(f.Recommendation, "(gitleaks:allow (used by the demo)) was not honoured") {
		t.Errorf("got %s breaking=%v %q / %q", f.Severity, f.SystemBreaking, f.Title, f.Recommendation)
	}
	f = judge(t, "config_test.go", src, "gitleaks/aws-access-token", key)
	if f.Severity != finding.High || f.SystemBreaking || strings.Contains(f.Title, "ignored") {
		t.Errorf("in a test: got %s breaking=%v %q", f.Severity, f.SystemBreaking, f.Title)
	}
}

// apkHash is the shape of an APK signing certificate's hash as FIDO facet
// lists write it (base64 of SHA-1, unpadded).
const apkHash = "dUGFzUzf3lmHSLBDBIv" + "+WaFyZMI"

// The reasons a key is public are the shipped rows' labels: each row of
// public-key-format and public-key-in-text is what publicByRow says, and
// a value no row names is not public.
func TestPublicKeyRowsDecide(t *testing.T) {
	formats := models.TextRows("public-key-format")
	inText := models.TextRows("public-key-in-text")
	if len(formats) < 2 || len(inText) < 3 {
		t.Fatalf("rows: %d public-key-format, %d public-key-in-text", len(formats), len(inText))
	}
	for _, tc := range []struct {
		flagged, secret string
		want            *models.Model
	}{
		{`const k = "` + stripePK + `"`, stripePK, formats[0]},
		{`token: "` + mapboxPK + `"`, mapboxPK, formats[1]},
		{`"https://firebasestorage.googleapis.com/v0/b/a.appspot.com/o/x.png?alt=media&token=` + storageTok + `"`, storageTok, inText[0]},
		{`"android:apk-key-hash:` + apkHash + `"`, apkHash, inText[1]},
		{`dsn = "https://` + sentryKey + `@o1.ingest.sentry.io/42"`, sentryKey, inText[2]},
	} {
		if got := publicByRow(tc.flagged, tc.secret); got != tc.want.Label || got == "" {
			t.Errorf("%s: %q; want the row's label %q", tc.flagged, got, tc.want.Label)
		}
	}
	for _, s := range []string{stripeSK, googleKey, awsSecret} {
		if got := publicByRow(`k = "`+s+`"`, s); got != "" {
			t.Errorf("%s: %q; want no row", s, got)
		}
	}
}

// A standard's published sample is named by its published-sample row's
// label, whole values only: the sample with a character more or less is
// not one.
func TestPublishedSampleRows(t *testing.T) {
	rows := models.TextRows("published-sample")
	if len(rows) < 4 {
		t.Fatalf("%d published-sample rows", len(rows))
	}
	for _, m := range rows {
		v := strings.ReplaceAll(m.Patterns[0], `\+`, "+")
		if why, ok := publishedSample(v); !ok || why != m.Label {
			t.Errorf("%s: %q %v; want the row's label %q", v, why, ok, m.Label)
		}
		for _, near := range []string{v + "A", v[1:], strings.ToLower(v)} {
			if why, ok := publishedSample(near); ok {
				t.Errorf("%s: %q; want no sample", near, why)
			}
		}
	}
}

// Which names on a key's line make an Algolia key the search-only one or
// another are rows: the shipped search-key-name rows make a search key
// public, and a user's admin-key-name row (a team's own word for its
// indexing key) keeps one a credential.
func TestAlgoliaKeyNameRows(t *testing.T) {
	src := "ALGOLIA_INDEXER_SEARCH_KEY=" + algoliaKey + "\n"
	d := engine.Diagnostic{Rule: "gitleaks/algolia-api-key", File: ".env", Lines: finding.Lines(1, 1)}
	if why := publicClient(nil, ".env", []byte(src), d, algoliaKey); !strings.Contains(why, "search-only") {
		t.Errorf("shipped rows: %q; want a search-only key", why)
	}
	dir := t.TempDir()
	row := "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: admin-key-name\n    patterns: [indexer]\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	txt, err := models.LoadText(dir, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	if why := publicClient(txt, ".env", []byte(src), d, algoliaKey); why != "" {
		t.Errorf("with the user's admin-key-name row: %q; want a credential", why)
	}
}

// Where a script is server code by its place is the server-path rows': the
// shipped ones (server/, functions/, .server. modules), and a user's row
// for a team's own directory.
func TestServerPathRows(t *testing.T) {
	for p, want := range map[string]bool{
		"src/search.js": true, "server/index.js": false, "functions/src/index.ts": false, "app/routes/data.server.ts": false,
		"server.js": false, "src/server.test.js": true, "src/observer.js": true, "edge/handler.js": true,
	} {
		if got := clientCode(nil, p, nil); got != want {
			t.Errorf("%s: client code %v, want %v", p, got, want)
		}
	}
	dir := t.TempDir()
	row := "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: server-path\n    patterns: ['(?:^|/)edge/']\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	txt, err := models.LoadText(dir, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	if clientCode(txt, "edge/handler.js", nil) || !clientCode(txt, "src/search.js", nil) {
		t.Error("the user's server-path row: edge/handler.js is still client code, or src/search.js is not")
	}
}
