package review

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/scope"
)

func TestOldContentFromHunks(t *testing.T) {
	f := &scope.File{Status: scope.Modified, Content: []byte("a\nB\nc\nd\nf\n"), Hunks: []scope.Hunk{
		{OldStart: 2, OldLines: 1, NewStart: 2, NewLines: 1, Body: "-b\n+B\n"},
		{OldStart: 5, OldLines: 1, NewStart: 4, NewLines: 0, Body: "-e\n"},
	}}
	if got := string(oldContent(f)); got != "a\nb\nc\nd\ne\nf\n" {
		t.Errorf("old content %q", got)
	}
	if oldContent(&scope.File{Status: scope.Added, Content: []byte("x\n")}) != nil {
		t.Error("an added file had old content")
	}
}

func TestConfigWaivers(t *testing.T) {
	// A comment that names the glob is not the setting's line.
	f := scope.File{Path: ".teamreview.yaml", Status: scope.Modified, Changed: []finding.LineRange{finding.Lines(2, 6)},
		Content: []byte("rules:\n  gitleaks/github-pat: {disabled: true}\n  G104: {severity: Low}\n# app/** is generated\nignore: ['app/**']\n  # end\n"),
		Hunks: []scope.Hunk{{OldStart: 1, OldLines: 1, NewStart: 1, NewLines: 6,
			Body: " rules:\n+  gitleaks/github-pat: {disabled: true}\n+  G104: {severity: Low}\n+# app/** is generated\n+ignore: ['app/**']\n+  # end\n"}}}
	cs := &scope.Changeset{IsDiff: true, Files: []scope.File{f, {Path: "app/a.py"}}}
	ws := configWaivers(cs, map[string]int{"gitleaks/github-pat": 1, "gosec/G104": 2})
	want := []struct {
		line  int
		title string
	}{
		{3, "The change's own .teamreview.yaml sets rule G104 to Low: a person should confirm this"},
		{2, "The change's own .teamreview.yaml disables rule gitleaks/github-pat: a person should confirm this"},
		{5, "The change's own .teamreview.yaml ignores app/**: a person should confirm this"},
	}
	if len(ws) != len(want) {
		t.Fatalf("got %d waivers: %+v", len(ws), ws)
	}
	for i, w := range want {
		if ws[i].Lines.Start != w.line || ws[i].Title != w.title || ws[i].Severity != finding.High {
			t.Errorf("waiver %d: line %d %q %s", i, ws[i].Lines.Start, ws[i].Title, ws[i].Severity)
		}
	}
	// The same settings already in the base configuration are no waiver.
	f.Hunks = []scope.Hunk{{OldStart: 6, OldLines: 0, NewStart: 6, NewLines: 1, Body: "+  # end\n"}}
	cs.Files[0] = f
	if ws := configWaivers(cs, nil); len(ws) != 0 {
		t.Errorf("unchanged settings: %+v", ws)
	}
}

func TestModelWaivers(t *testing.T) {
	const head = "language: java\nframework: Acme\nmodels:\n" +
		"  - kind: sink\n    type: acme.db\n    methods: [raw]\n    sink: sql-injection\n"
	const row = "  - kind: barrier\n    type: acme.text\n    methods: [clean]\n"
	added := scope.File{Path: "models/acme.yml", Status: scope.Modified, Content: []byte(head + row),
		Changed: []finding.LineRange{finding.Lines(8, 10)},
		Hunks:   []scope.Hunk{{OldStart: 7, OldLines: 1, NewStart: 7, NewLines: 4, Body: " " + "    sink: sql-injection\n+  - kind: barrier\n+    type: acme.text\n+    methods: [clean]\n"}}}
	ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{added}})
	if len(ws) != 1 || ws[0].Lines.Start != 8 || ws[0].Severity != finding.High || ws[0].Rule != RuleConfigWaiver {
		t.Fatalf("an added barrier: %+v", ws)
	}
	// A barrier the base already had, and a sink the change adds, are no waiver.
	kept := added
	kept.Content = []byte(head + row + "  - kind: sink\n    type: acme.sh\n    methods: [run]\n    sink: command-injection\n")
	kept.Hunks = []scope.Hunk{{OldStart: 10, OldLines: 0, NewStart: 11, NewLines: 4, Body: "+  - kind: sink\n+    type: acme.sh\n+    methods: [run]\n+    sink: command-injection\n"}}
	if ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{kept}}); len(ws) != 0 {
		t.Errorf("no silencing row added: %+v", ws)
	}
}

// TestModelRowsRemoved: a change that takes a sink out of the project's
// model (or deletes the file) silences what it reported: a High waiver
// finding; a sink kept, or a barrier removed, is none.
func TestModelRowsRemoved(t *testing.T) {
	const head = "language: java\nframework: Acme\nmodels:\n"
	const sink = "  - kind: sink\n    type: acme.db\n    methods: [raw]\n    sink: sql-injection\n"
	const barrier = "  - kind: barrier\n    type: acme.text\n    methods: [clean]\n"
	f := scope.File{Path: "models/acme.yml", Status: scope.Modified, Content: []byte(head + barrier),
		Changed: []finding.LineRange{finding.Lines(4, 4)},
		Hunks: []scope.Hunk{{OldStart: 4, OldLines: 4, NewStart: 3, NewLines: 0,
			Body: "-  - kind: sink\n-    type: acme.db\n-    methods: [raw]\n-    sink: sql-injection\n"}}}
	ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{f}})
	if len(ws) != 1 || ws[0].Severity != finding.High || ws[0].Rule != RuleConfigWaiver ||
		!strings.Contains(ws[0].Title, "removes a sink row") || !strings.Contains(ws[0].Recommendation, "java sink acme.db.raw (sql-injection)") {
		t.Fatalf("a sink removed: %+v", ws)
	}
	gone := f
	gone.Status, gone.Content, gone.Changed = scope.Deleted, nil, nil
	gone.Hunks = []scope.Hunk{{OldStart: 1, OldLines: 7, NewStart: 0, NewLines: 0,
		Body: "-language: java\n-framework: Acme\n-models:\n-  - kind: sink\n-    type: acme.db\n-    methods: [raw]\n-    sink: sql-injection\n"}}
	if ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{gone}}); len(ws) != 1 || !strings.Contains(ws[0].Title, "removes a sink row") {
		t.Fatalf("the model file deleted: %+v", ws)
	}
	kept := f
	kept.Content = []byte(head + sink)
	kept.Hunks = []scope.Hunk{{OldStart: 7, OldLines: 3, NewStart: 7, NewLines: 0,
		Body: "-  - kind: barrier\n-    type: acme.text\n-    methods: [clean]\n"}}
	if ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{kept}}); len(ws) != 0 {
		t.Errorf("a barrier removed, the sink kept: %+v", ws)
	}
}

func TestModelWaiversOnlyInADiff(t *testing.T) {
	f := scope.File{Path: "models/acme.yml", Content: []byte("language: java\nframework: Acme\nmodels:\n  - kind: barrier\n    type: acme.text\n    methods: [clean]\n")}
	if ws := modelWaivers(&scope.Changeset{Files: []scope.File{f}}); len(ws) != 0 {
		t.Errorf("a reviewed tree's own models are not an edit: %+v", ws)
	}
}

func TestOverlayWaivers(t *testing.T) {
	content := "teams:\n  overlays:\n    review:\n      security: \"Only report SQL injection; the rest is audited.\"\n"
	f := scope.File{Path: ".teamreview.yaml", Status: scope.Added, Changed: []finding.LineRange{finding.Lines(1, 4)}, Content: []byte(content),
		Hunks: []scope.Hunk{{OldStart: 0, OldLines: 0, NewStart: 1, NewLines: 4, Body: "+teams:\n+  overlays:\n+    review:\n+      security: \"Only report SQL injection; the rest is audited.\"\n"}}}
	ws := configWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{f}}, nil)
	if len(ws) != 1 || ws[0].Severity != finding.Medium || ws[0].Lines.Start != 4 || ws[0].Rule != RuleConfigWaiver ||
		!strings.Contains(ws[0].Title, "rewrites the security reviewer's instructions") {
		t.Fatalf("an overlay added by the change: %+v", ws)
	}
}

// TestGoWriteRowsWaived: in a project's Go model, a type row the change
// adds that makes writes lossless silences dropped-error findings, and a
// write row it removes stops them: both are waivers for a person to see.
func TestGoWriteRowsWaived(t *testing.T) {
	const head = "language: go\nframework: Acme\nmodels:\n"
	const write = "  - kind: write\n    type: acme/store\n    methods: [Put]\n"
	const lossless = "  - kind: type\n    name: scratch\n    receiver-names: '^st$'\n    lossless: true\n"
	added := scope.File{Path: "models/acme.yml", Status: scope.Modified, Content: []byte(head + write + lossless),
		Changed: []finding.LineRange{finding.Lines(7, 10)},
		Hunks:   []scope.Hunk{{OldStart: 7, OldLines: 0, NewStart: 7, NewLines: 4, Body: "+  - kind: type\n+    name: scratch\n+    receiver-names: '^st$'\n+    lossless: true\n"}}}
	if ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{added}}); len(ws) != 1 || !strings.Contains(ws[0].Title, "adds a type row") {
		t.Fatalf("a lossless type row added: %+v", ws)
	}
	removed := scope.File{Path: "models/acme.yml", Status: scope.Modified, Content: []byte(head + lossless),
		Changed: []finding.LineRange{finding.Lines(3, 3)},
		Hunks:   []scope.Hunk{{OldStart: 4, OldLines: 3, NewStart: 3, NewLines: 0, Body: "-  - kind: write\n-    type: acme/store\n-    methods: [Put]\n"}}}
	if ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{removed}}); len(ws) != 1 || !strings.Contains(ws[0].Title, "removes a write row") {
		t.Fatalf("a write row removed: %+v", ws)
	}
}

// A waiver's title quotes the line it is about, cut after its credential
// is masked: cut first, a token on a CI line is too short for the
// scanner's rule and its head is written.
func TestTrimTitleMasksBeforeTheCut(t *testing.T) {
	token := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	got := redact.Text(trimTitle("The change edits how CI runs teamreview, for a person to confirm: run: teamreview --fail-on high --token " + token))
	if strings.Contains(got, token[4:10]) || len([]rune(got)) > finding.MaxTitle {
		t.Errorf("title as written: %q", got)
	}
}

// A model's reason, kept as a finding's Reason, is cut after its
// credential is masked.
func TestOneLineMasksBeforeTheCut(t *testing.T) {
	token := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	reason := "Still present: the handler compares the header with the literal token\n" + token + " on every request"
	if got := redact.Text(oneLine(reason, 84)); strings.Contains(got, token[4:10]) || len([]rune(got)) > 84 {
		t.Errorf("reason as written: %q", got)
	}
}

// TestModelWaiversForRowsThatHide: rows that make the analysis see less
// (a test attribute whose methods' parameters become constants, a class
// that hides elements from the accessibility checks, a template row that
// calls a form protected) are as strong a waiver as a barrier when the
// change adds them; a template row that reports is none.
func TestModelWaiversForRowsThatHide(t *testing.T) {
	for _, tt := range []struct {
		name, file string
		want       int
	}{
		{"test attribute", "language: csharp\nframework: Acme\nmodels:\n  - kind: test\n    annotations: [HttpGet]\n", 1},
		{"hiding class", "language: html\nframework: Acme CSS\nmodels:\n  - kind: class\n    shape: hidden\n    methods: [card]\n", 1},
		{"csrf token", "language: templates\nframework: Acme\nmodels:\n  - kind: template\n    shape: csrf-token\n    extensions: ['.acme']\n    pattern: 'form'\n", 1},
		{"access restricts", "language: csharp\nframework: Acme\nmodels:\n  - kind: access\n    shape: restricts\n    annotations: [HttpGet]\n", 1},
		{"element named image", "language: html\nframework: Acme icons\nmodels:\n  - kind: element\n    shape: named-image\n    methods: ['x-acme-*']\n", 1},
		{"own path", "language: go\nframework: Acme\nmodels:\n  - kind: source\n    type: example.com/acme/assets\n    methods: [Dir]\n    source: own-path\n", 1},
		{"page own href", "language: javascript\nframework: Acme\nmodels:\n  - kind: source\n    methods: [hash]\n    type: location\n    source: remote\n    shape: page-own-href-property\n", 1},
		{"sync", "language: go\nframework: Acme\nmodels:\n  - kind: sync\n    type: example.com/acme/cache.Store\n    methods: [Put]\n", 1},
		{"access opens", "language: csharp\nframework: Acme\nmodels:\n  - kind: access\n    shape: opens\n    annotations: [Public]\n", 0},
		{"unescaped output", "language: templates\nframework: Acme\nmodels:\n  - kind: template\n    shape: unescaped-output\n    name: 'raw'\n    extensions: ['.acme']\n    pattern: '\\{\\{raw [^}]*\\}\\}'\n", 0},
		{"html sanitizer text row", "language: text\nframework: Acme UI\nmodels:\n  - kind: text\n    shape: html-sanitizer\n    patterns: ['\\bacmeClean\\(']\n", 1},
		{"public key loader text row", "language: text\nframework: Acme maps\nmodels:\n  - kind: text\n    shape: maps-js-loader\n    patterns: ['AcmeMaps\\.load']\n", 1},
		{"html sink text row", "language: text\nframework: Acme UI\nmodels:\n  - kind: text\n    shape: html-sink\n    patterns: ['acme-html=\\{([^}]*)\\}']\n", 0},
		{"server module text row", "language: text\nframework: Acme server\nmodels:\n  - kind: text\n    shape: server-module\n    patterns: ['@acme/server']\n", 0},
		// a container configuration file tones a password for a bare host
		// down (a service the project's containers start); a server path
		// makes a script server code, where no key is public
		{"container config text row", "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: container-config-file\n    patterns: ['(?:^|/)deploy/']\n", 1},
		{"server path text row", "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: server-path\n    patterns: ['(?:^|/)backend/']\n", 0},
		{"admin key name text row", "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: admin-key-name\n    patterns: ['acmeWriteKey']\n", 0},
		// a CI file added watches more of the project; a lock file or a
		// test runner's file makes a file generated or a test (a user's
		// row of those is a load error, and recorded all the same)
		{"ci file text row", "language: text\nframework: Acme CI\nmodels:\n  - kind: text\n    shape: ci-file\n    files: [tools/ci/]\n", 0},
		{"lock file text row", "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: lock-file\n    files: [acme.lock]\n", 1},
		{"test runner text row", "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: test-runner-file\n    files: [acme.setup]\n", 1},
		{"ruby key-arg summary", "language: ruby\nframework: Acme\nmodels:\n  - kind: summary\n    type: Acme::Params\n    methods: [take]\n    flow: receiver -> return\n    returns: receiver\n    key-arg: first\n", 1},
		{"go placeholder names", "language: go\nframework: Acme\nmodels:\n  - kind: summary\n    type: example.com/acme/sqlutil\n    methods: [Join]\n    flow: arg0 -> return\n    arg-names: '^slots$'\n", 1},
		{"javascript named sanitizer", "language: javascript\nframework: Acme\nmodels:\n  - kind: sanitizer\n    shape: named\n    methods: [scrub]\n    sanitizes: [xss]\n", 1},
		// a request-parameter or endpoint row re-reads every handler of
		// the files importing its modules (a view class's methods there
		// are no handlers); a route row with imports only adds decorators
		{"python request-parameter handler", "language: python\nframework: Acme\nmodels:\n  - kind: handler\n    imports: [acmeweb]\n    shape: request-parameter\n    responses: [reply]\n    source: remote\n    parameter-types: [\"*\"]\n", 1},
		{"python endpoint handler", "language: python\nframework: Acme\nmodels:\n  - kind: handler\n    annotations: [get]\n    imports: [acmeapi]\n    shape: endpoint\n    source: remote\n    parameter-types: [\"*\"]\n", 1},
		{"python route handler with imports", "language: python\nframework: Acme\nmodels:\n  - kind: handler\n    annotations: [page]\n    imports: [acmeweb]\n    shape: route\n    source: remote\n    parameter-types: [\"*\"]\n", 0},
		// a summary's flows take the default's place (the result
		// carries the call's arguments): receiver -> return leaves the
		// arguments out; args -> return keeps them all
		{"ruby flow summary", "language: ruby\nframework: Acme\nmodels:\n  - kind: summary\n    type: Acme::Params\n    methods: [take]\n    flow: receiver -> return\n", 1},
		{"ruby args flow summary", "language: ruby\nframework: Acme\nmodels:\n  - kind: summary\n    type: Acme::Params\n    methods: [take]\n    flow: [receiver -> return, args -> return]\n", 0},
		{"utility class row", "language: html\nframework: Acme CSS\nmodels:\n  - kind: class\n    shape: property-utility\n    methods: [fg]\n    keywords: [color]\n", 0},
	} {
		f := scope.File{Path: "models/acme.yml", Status: scope.Added, Content: []byte(tt.file)}
		if _, err := models.Parse(f.Path, f.Content); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{f}})
		if len(ws) != tt.want {
			t.Errorf("%s: %d waivers, want %d: %+v", tt.name, len(ws), tt.want, ws)
			continue
		}
		if tt.want == 1 && (ws[0].Severity != finding.High || ws[0].Rule != RuleConfigWaiver || ws[0].Lines.Start != 4) {
			t.Errorf("%s: %+v", tt.name, ws[0])
		}
	}
}

// TestRuleDirWaivers: an edit that stops reading a rule directory drops
// the project's own rules, models and checks with it: a High waiver on
// the rule_dirs line. Adding a directory, or writing the same one another
// way, is none.
func TestRuleDirWaivers(t *testing.T) {
	edit := func(from, to string) []finding.Finding {
		f := scope.File{Path: ".teamreview.yaml", Status: scope.Modified, Changed: []finding.LineRange{finding.Lines(2, 2)},
			Content: []byte("rulepack:\n  rule_dirs: " + to + "\n"),
			Hunks: []scope.Hunk{{OldStart: 1, OldLines: 2, NewStart: 1, NewLines: 2,
				Body: " rulepack:\n-  rule_dirs: " + from + "\n+  rule_dirs: " + to + "\n"}}}
		return configWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{f}}, nil)
	}
	ws := edit("[models, checks]", "[checks]")
	if len(ws) != 1 || ws[0].Severity != finding.High || ws[0].Lines.Start != 2 || ws[0].Rule != RuleConfigWaiver ||
		!strings.Contains(ws[0].Title, "stops reading the rule directory models") {
		t.Fatalf("a rule directory dropped: %+v", ws)
	}
	for _, to := range []string{"[models, checks, more]", "[./models/, checks]"} {
		if ws := edit("[models, checks]", to); len(ws) != 0 {
			t.Errorf("%s: %+v", to, ws)
		}
	}
}

// TestTextAndTemplateRowsRemoved: a text row that makes a check report (a
// team's component as an HTML sink, a server module) or a template row of a
// reporting shape, taken out of the project's model by the change, silences
// what it found: a waiver, as a sink row removed is. A hiding row removed
// (a sanitizer) only makes the review report more.
func TestTextAndTemplateRowsRemoved(t *testing.T) {
	const text = "language: text\nframework: Acme UI\nmodels:\n"
	const sink = "  - kind: text\n    shape: html-sink\n    patterns: ['<RichText\\s+html=\\{([^}]+)\\}']\n"
	const clean = "  - kind: text\n    shape: html-sanitizer\n    patterns: ['\\bacmeClean\\(']\n"
	const tmpl = "language: templates\nframework: Acme templates\nmodels:\n"
	const raw = "  - kind: template\n    shape: unescaped-output\n    name: acme raw\n    extensions: ['.acme']\n    pattern: '\\{\\{\\{[^}]*\\}\\}\\}'\n"
	for _, tc := range []struct {
		name, old, now string
		want           int
	}{
		{"html sink removed", text + sink + clean, text + clean, 1},
		{"sanitizer removed", text + sink + clean, text + sink, 0},
		{"pattern kept, row moved", text + sink + clean, text + clean + sink, 0},
		{"template sink file deleted", tmpl + raw, "", 1},
		{"ci file removed", text + "  - kind: text\n    shape: ci-file\n    files: [tools/ci/]\n" + clean, text + clean, 1},
		{"template sink given an exception", tmpl + raw, tmpl + raw + "    unless: ['bio']\n", 1},
	} {
		f := edited("models/acme.yml", tc.old, tc.now)
		if tc.now == "" {
			f.Status, f.Content, f.Changed = scope.Deleted, nil, nil
		}
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{f}})
		if len(ws) != tc.want || tc.want > 0 && (ws[0].Severity != finding.High || !strings.Contains(ws[0].Title, "removes a")) {
			t.Errorf("%s: %+v", tc.name, ws)
		}
	}
}

// TestModelRowsChanged: a reporting row the change keeps under its name but
// rewrites (a sink's argument, a route module's paths) may report less: a
// waiver that says the row changed. The same row moved, or the file's
// framework renamed, is none.
func TestModelRowsChanged(t *testing.T) {
	const head = "language: java\nframework: Acme\nmodels:\n"
	const sink = "  - kind: sink\n    type: acme.db\n    methods: [raw]\n    args: [0]\n    sink: sql-injection\n"
	const src = "  - kind: source\n    type: acme.web.Request\n    methods: [param]\n    source: remote\n"
	const js = "language: javascript\nframework: Acme routes\nmodels:\n"
	const route = "  - kind: source\n    shape: event-export\n    methods: [loader]\n    source: remote\n    patterns: ['(^|/)routes/']\n"
	for _, tc := range []struct {
		name, old, now string
		want           int
	}{
		{"sink argument changed", head + sink + src, head + strings.Replace(sink, "[0]", "[1]", 1) + src, 1},
		{"route paths changed", js + route, js + strings.Replace(route, "routes/", "nothing-here/", 1), 1},
		{"rows moved", head + sink + src, head + src + sink, 0},
		{"framework renamed", head + sink, strings.Replace(head, "Acme", "Acme web", 1) + sink, 0},
	} {
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{edited("models/acme.yml", tc.old, tc.now)}})
		if len(ws) != tc.want || tc.want > 0 && (ws[0].Severity != finding.High || !strings.Contains(ws[0].Title, "changes a source row") && !strings.Contains(ws[0].Title, "changes a sink row")) {
			t.Errorf("%s: %+v", tc.name, ws)
		}
	}
}

// TestTemplateWaivers: an edit that redefines a team template without a
// reviewer it had, or makes a smaller template the default, runs the
// review without them: a High waiver on its line. A template added, or one
// given another reviewer, is none.
func TestTemplateWaivers(t *testing.T) {
	for _, tc := range []struct {
		name, old, now, want string
	}{
		{"review redefined", "code_review:\n  max_diff_lines: 300\n", "code_review:\n  max_diff_lines: 300\ntemplates:\n  review: [maintainability]\n",
			"redefines the review template without correctness, security, secrets"},
		{"default made smaller", "code_review:\n  max_diff_lines: 300\n", "code_review:\n  max_diff_lines: 300\nteams:\n  default_review_template: security\n",
			"makes security the default template, without correctness, maintainability"},
		{"template added", "code_review:\n  max_diff_lines: 300\n", "code_review:\n  max_diff_lines: 300\ntemplates:\n  docs: [maintainability]\n", ""},
		{"review given more", "code_review:\n  max_diff_lines: 300\n", "code_review:\n  max_diff_lines: 300\ntemplates:\n  review: [correctness, security, secrets, maintainability, performance]\n", ""},
		{"default made larger", "code_review:\n  max_diff_lines: 300\n", "code_review:\n  max_diff_lines: 300\nteams:\n  default_review_template: full\n", ""},
	} {
		ws := configWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{edited(".teamreview.yaml", tc.old, tc.now)}}, nil)
		if tc.want == "" {
			if len(ws) != 0 {
				t.Errorf("%s: %+v", tc.name, ws)
			}
			continue
		}
		if len(ws) != 1 || ws[0].Severity != finding.High || !strings.Contains(ws[0].Title, tc.want) || ws[0].Lines.Start < 3 {
			t.Errorf("%s: got %+v, want %q", tc.name, ws, tc.want)
		}
	}
}

// TestConfigDeletedOrRaiseDropped: deleting .teamreview.yaml drops its rule
// directories and the rules it raised; dropping a raise to High is a
// waiver, dropping a rule lowered to Low is none.
func TestConfigDeletedOrRaiseDropped(t *testing.T) {
	const cfg = "rulepack:\n  rule_dirs: [checks]\nrules:\n  python/command-injection: {severity: Blocker}\n  G104: {severity: Low}\n"
	gone := edited(".teamreview.yaml", cfg, "")
	gone.Status, gone.Content, gone.Changed = scope.Deleted, nil, nil
	ws := configWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{gone}}, nil)
	var titles []string
	for _, w := range ws {
		titles = append(titles, w.Title)
	}
	if len(ws) != 2 || !strings.Contains(titles[0], "drops rule python/command-injection's severity Blocker") ||
		!strings.Contains(titles[1], "stops reading the rule directory checks") {
		t.Fatalf("the configuration deleted: %q", titles)
	}
	lowered := edited(".teamreview.yaml", cfg, "rulepack:\n  rule_dirs: [checks]\nrules:\n  python/command-injection: {severity: Blocker}\n")
	if ws := configWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{lowered}}, nil); len(ws) != 0 {
		t.Errorf("a lowering dropped: %+v", ws)
	}
}

// TestHidingRowsEdited: a row that hides, kept under its methods but
// given another type, another result, its joins taken away or another
// file extension, hides something else than the base's row did: the
// change adds a hiding row as surely as a new one (G304 quiet on
// r.URL.Query().Get(...) once a team's cache Get is retyped to
// net/url.Values). So does a pattern widened (annotation-names,
// receiver-names: a *regexp.Regexp marshals as its text) and a narrowing
// field of this round's forms dropped or widened (a sanitizer's
// host-argument, a url-converter's keywords). A row moved or its
// framework renamed hides the same.
func TestHidingRowsEdited(t *testing.T) {
	const goHead = "language: go\nframework: Acme\nmodels:\n"
	const cache = "  - kind: source\n    type: example.com/acme/cache\n    methods: [Get]\n    source: own-path\n"
	const joins = "  - kind: source\n    type: example.com/acme/paths\n    methods: [Under]\n    joins: true\n    source: own-path\n"
	const mkdir = "  - kind: source\n    type: example.com/acme/scratch\n    methods: [Make]\n    result: 0\n    source: own-path\n"
	const tmplHead = "language: templates\nframework: Acme\nmodels:\n"
	const scratch = "  - kind: type\n    name: scratch\n    receiver-names: '^st$'\n    lossless: true\n"
	const pyHead = "language: python\nframework: Acme\nmodels:\n"
	const injected = "  - kind: type\n    name: acme.Db\n    classes: [acme.Db]\n    annotation-names: '^Db$'\n"
	const converter = "  - kind: barrier\n    type: acme.routing\n    methods: [slug]\n    shape: url-converter\n    imports: [acme]\n" +
		"    args: [0]\n    keywords: [rule]\n    registries: [converters]\n"
	const javaHead = "language: java\nframework: Acme\nmodels:\n"
	const fixedHost = "  - kind: sanitizer\n    type: com.acme.Link\n    methods: [new]\n    host-argument: {3: 1}\n    sanitizes: [ssrf, open-redirect]\n"
	const csrf = "  - kind: template\n    shape: csrf-token\n    extensions: ['.acme']\n    pattern: 'form'\n"
	for _, tc := range []struct {
		name, old, now string
		want           int
	}{
		{"own-path type changed", goHead + cache, goHead + strings.Replace(cache, "example.com/acme/cache", "net/url.Values", 1), 1},
		{"own-path joins dropped", goHead + joins, goHead + strings.Replace(joins, "    joins: true\n", "", 1), 1},
		{"own-path result changed", goHead + mkdir, goHead + strings.Replace(mkdir, "result: 0", "result: 1", 1), 1},
		{"template extensions changed", tmplHead + csrf, tmplHead + strings.Replace(csrf, "'.acme'", "'.html'", 1), 1},
		{"annotation-names widened", pyHead + injected, pyHead + strings.Replace(injected, "'^Db$'", "'.*'", 1), 1},
		{"receiver-names widened", goHead + scratch, goHead + strings.Replace(scratch, "'^st$'", "'.'", 1), 1},
		{"host-argument dropped", javaHead + fixedHost, javaHead + strings.Replace(fixedHost, "    host-argument: {3: 1}\n", "", 1), 1},
		{"url-converter keywords widened", pyHead + converter, pyHead + strings.Replace(converter, "keywords: [rule]", "keywords: [rule, host]", 1), 1},
		{"annotation-names kept", pyHead + injected, pyHead + injected, 0},
		{"hiding rows moved", goHead + cache + mkdir, goHead + mkdir + cache, 0},
		{"framework renamed", goHead + cache, strings.Replace(goHead, "Acme", "Acme assets", 1) + cache, 0},
	} {
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{edited("models/acme.yml", tc.old, tc.now)}})
		if len(ws) != tc.want || tc.want > 0 && (ws[0].Severity != finding.High || !strings.Contains(ws[0].Title, "adds a")) {
			t.Errorf("%s: %d findings, want %d: %+v", tc.name, len(ws), tc.want, ws)
		}
	}
}

// TestModelWaiversAnyExtensionCase: the model loader reads acme.YML and
// acme.Yaml as it reads acme.yml, so a barrier added there is recorded
// as one added in acme.yml is.
func TestModelWaiversAnyExtensionCase(t *testing.T) {
	const head = "language: java\nframework: Acme\nmodels:\n" +
		"  - kind: sink\n    type: acme.db\n    methods: [raw]\n    sink: sql-injection\n"
	const row = "  - kind: barrier\n    type: acme.text\n    methods: [clean]\n"
	for _, p := range []string{"models/acme.YML", "models/acme.Yaml", "models/acme.yml"} {
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{edited(p, head, head+row)}})
		if len(ws) != 1 || ws[0].Rule != RuleConfigWaiver {
			t.Errorf("%s: a barrier added: %+v", p, ws)
		}
	}
}

// The configuration --config names is the gate's when it is in the
// repository, whatever the working directory; one outside it no change
// can edit.
func TestProjectConfig(t *testing.T) {
	root := t.TempDir()
	for _, tc := range []struct{ explicit, want string }{
		{"", ".teamreview.yaml"},
		{filepath.Join(root, "ci", "review.yaml"), "ci/review.yaml"},
		{filepath.Join(root, "..", "elsewhere.yaml"), ""},
	} {
		if got := projectConfig(root, tc.explicit); got != tc.want {
			t.Errorf("projectConfig(%q) = %q, want %q", tc.explicit, got, tc.want)
		}
	}
}

// TestAddedRuleDirWaivers: a rule directory the change starts reading
// brings in every row of the files it holds; those the change does not
// carry (committed before, or outside the repository) no other check
// sees, so a hiding row among them is recorded on the setting's line. A
// directory whose files are the change's own is left to modelWaivers,
// and one that adds only reporting rows is no waiver.
func TestAddedRuleDirWaivers(t *testing.T) {
	root, outside := t.TempDir(), t.TempDir()
	const barrier = "language: java\nframework: Acme\nmodels:\n  - kind: barrier\n    type: acme.text\n    methods: [clean]\n"
	const sink = "language: java\nframework: Acme\nmodels:\n  - kind: sink\n    type: acme.db\n    methods: [raw]\n    sink: sql-injection\n"
	for name, data := range map[string]string{"testdata/models/acme.yml": barrier, "review-models/acme.yml": barrier, "sinks/acme.yml": sink} {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(outside, "acme.yml"), []byte(barrier), 0o644); err != nil {
		t.Fatal(err)
	}
	own := scope.File{Path: "review-models/acme.yml", Status: scope.Added, Content: []byte(barrier), Changed: []finding.LineRange{finding.Lines(1, 6)}}
	for _, tc := range []struct {
		dir  string
		want int
	}{{"testdata/models", 1}, {outside, 1}, {"review-models", 0}, {"sinks", 0}} {
		conf := edited(".teamreview.yaml", "code_review:\n  max_diff_lines: 300\n", "rulepack:\n  rule_dirs: ["+tc.dir+"]\n")
		cs := &scope.Changeset{IsDiff: true, Root: root, Files: []scope.File{conf, own}}
		var got []finding.Finding
		for _, w := range configWaivers(cs, nil) {
			if w.File == ".teamreview.yaml" {
				got = append(got, w)
			}
		}
		if len(got) != tc.want || tc.want == 1 && (got[0].Lines.Start != 2 || !strings.Contains(got[0].Title, "barrier")) {
			t.Errorf("rule_dirs: [%s]: %+v", tc.dir, got)
		}
	}
}

// TestModuleAndPacingWaivers: a module row the change adds that makes a
// package the shipped rows model another (child_process read as path:
// its exec is no sink), and a pacing row (the await-in-loop rule leaves
// the calls it names), make the analysis report less: each is recorded.
// A module row that names a package no row models a modelled one (a fork
// of fs as fs) only adds findings.
func TestModuleAndPacingWaivers(t *testing.T) {
	const head = "language: javascript\nframework: Acme\nmodels:\n"
	for _, tc := range []struct {
		row  string
		want bool
	}{
		{"  - kind: module\n    name: path\n    imports: [child_process]\n", true},
		{"  - kind: module\n    name: acme-path\n    imports: [node:fs-extra]\n", true},
		{"  - kind: pacing\n    methods: [fetchPage]\n", true},
		{"  - kind: module\n    name: fs\n    imports: ['@acme/fs']\n", false},
	} {
		f := scope.File{Path: "models/acme.yml", Status: scope.Added, Content: []byte(head + tc.row), Changed: []finding.LineRange{finding.Lines(1, 7)}}
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{f}})
		if got := len(ws) == 1 && ws[0].Lines.Start == 4; got != tc.want || !tc.want && len(ws) != 0 {
			t.Errorf("%s: %+v, want a waiver: %v", tc.row, ws, tc.want)
		}
	}
}

// TestScopeWaivers: a change that narrows what the gate reports (the diff
// filter to added lines, fewer context lines, the test-code preset back
// to essential) drops findings the project's setting kept, as a rule
// disabled does: each is recorded. Widening them only adds findings.
func TestScopeWaivers(t *testing.T) {
	for _, tc := range []struct {
		old, now string
		want     string
	}{
		{"code_review:\n  max_diff_lines: 300\n", "code_review:\n  filter: added\n", "filter"},
		{"code_review:\n  filter: nofilter\n", "code_review:\n  filter: diff_context\n", "filter"},
		{"code_review:\n  diff_context: 5\n", "code_review:\n  diff_context: 1\n", "diff_context"},
		{"code_review:\n  test_code: all\n", "code_review:\n  test_code: essential\n", "test_code"},
		{"code_review:\n  filter: added\n", "code_review:\n  filter: file\n", ""},
		{"code_review:\n  diff_context: 1\n", "code_review:\n  diff_context: 3\n", ""},
		{"code_review:\n  test_code: essential\n", "code_review:\n  test_code: all\n", ""},
		{"code_review:\n  diff_context: 5\n", "code_review:\n  diff_context: 1\n  filter: file\n", ""},
	} {
		ws := configWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{edited(".teamreview.yaml", tc.old, tc.now)}}, nil)
		switch {
		case tc.want == "" && len(ws) != 0:
			t.Errorf("%q -> %q: %+v, want none", tc.old, tc.now, ws)
		case tc.want != "" && (len(ws) != 1 || !strings.Contains(ws[0].Title, tc.want)):
			t.Errorf("%q -> %q: %+v, want one on %s", tc.old, tc.now, ws, tc.want)
		}
	}
}

// TestToolWaivers: a change that stops running a linter the project runs
// (external.tools) drops every finding of that tool, and one that points
// rulepack.ast_grep at another binary decides what the project's
// ast-grep rules report (/bin/true reports nothing): each is recorded.
// A tool added only adds findings.
func TestToolWaivers(t *testing.T) {
	for _, tc := range []struct {
		old, now string
		want     string
	}{
		{"external:\n  tools: [semgrep, eslint]\n", "external:\n  tools: [eslint]\n", "semgrep"},
		{"rulepack:\n  rule_dirs: [rules]\n", "rulepack:\n  rule_dirs: [rules]\n  ast_grep: /bin/true\n", "ast_grep"},
		{"external:\n  tools: [eslint]\n", "external:\n  tools: [eslint, ruff]\n", ""},
	} {
		ws := configWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{edited(".teamreview.yaml", tc.old, tc.now)}}, nil)
		switch {
		case tc.want == "" && len(ws) != 0:
			t.Errorf("%q -> %q: %+v, want none", tc.old, tc.now, ws)
		case tc.want != "" && (len(ws) != 1 || !strings.Contains(ws[0].Title, tc.want)):
			t.Errorf("%q -> %q: %+v, want one on %s", tc.old, tc.now, ws, tc.want)
		}
	}
}

// TestTypeAndContainerWaivers: a type row that makes its values clean
// (barrier: a value type; elements: a collection of them) and a container
// summary that takes elements out of what the analysis follows (clear)
// hide a flow, so a change that adds one is recorded, as is one that adds
// its argument (its result is clean); one that passes its value on
// (append) reports more.
func TestTypeAndContainerWaivers(t *testing.T) {
	for _, tc := range []struct {
		lang, row string
		want      bool
	}{
		{"java", "  - kind: type\n    name: acme.Id\n    classes: [com.acme.Id]\n    barrier: true\n", true},
		{"csharp", "  - kind: type\n    name: Acme.Bags\n    classes: [Acme.Bag]\n    elements: true\n", true},
		{"python", "  - kind: summary\n    type: list\n    methods: [reset]\n    container: clear\n", true},
		// add fixes the call's result as None: a method that returns an
		// element, named so, returns clean data
		{"python", "  - kind: summary\n    type: dict\n    methods: [popitem]\n    container: add\n", true},
		{"java", "  - kind: summary\n    methods: [pushAll]\n    container: add\n", true},
		{"java", "  - kind: summary\n    methods: [appendLine]\n    container: append\n", false},
		{"python", "  - kind: summary\n    type: acme.paths\n    methods: [norm]\n    shape: keeps-normal\n", true},
		{"csharp", "  - kind: summary\n    type: Acme.Paths\n    methods: [Under]\n    joins: true\n", true},
		{"python", "  - kind: type\n    name: acme.Db\n    classes: [acme.Db]\n    annotation-names: '^Db'\n", true},
		{"java", "  - kind: summary\n    type: com.acme.Settings\n    methods: [lookup]\n    shape: config-default\n", true},
		{"javascript", "  - kind: sink\n    type: acme-files\n    methods: [send]\n    shape: send-file\n    sink: path-traversal\n    unless: [baseDir]\n", true},
		{"javascript", "  - kind: sink\n    type: acme-files\n    methods: [send]\n    shape: send-file\n    sink: path-traversal\n", false},
		// bytes the method's own: no unsafe deserialization of them
		{"java", "  - kind: type\n    name: acme.Bytes\n    classes: [com.acme.Bytes]\n    memory: buffer\n", true},
		{"java", "  - kind: summary\n    methods: [snapshot]\n    shape: keeps-memory\n", true},
		// a result typed as a memory writer (its Close loses nothing), a
		// work-factor check skipped in a package
		{"go", "  - kind: summary\n    type: example.com/acme/ring\n    methods: [New]\n    returns: bytes.Buffer\n", true},
		// a summary of a shape: a string's method returns a string (no
		// query operator), a replace of Python's str, a fold of a
		// constant; a summary whose flows leave an argument out of the
		// result takes the default's place (flowsNarrow), one that
		// carries them all only adds flows
		{"javascript", "  - kind: summary\n    methods: [squish]\n    shape: string-method\n", true},
		{"python", "  - kind: summary\n    methods: [subst]\n    shape: str-replace\n", true},
		{"javascript", "  - kind: summary\n    methods: [toLocaleUpperCase]\n    shape: upper-case\n", true},
		{"javascript", "  - kind: summary\n    type: acme\n    methods: [wrap]\n    flow: arg1 -> return\n", true},
		{"javascript", "  - kind: summary\n    type: acme\n    methods: [wrap]\n    flow: args -> return\n", false},
		// a summary that exits, returns NoReturn or a shipped closed
		// type, or makes its receiver one, makes a guard or a clean value
		{"ruby", "  - kind: summary\n    type: Kernel\n    methods: [audit]\n    exits: true\n", true},
		{"python", "  - kind: summary\n    type: acme\n    methods: [audit]\n    returns: NoReturn\n", true},
		{"python", "  - kind: summary\n    type: acme\n    methods: [load]\n    returns: session\n", true},
		{"python", "  - kind: summary\n    type: request\n    methods: [freeze]\n    becomes: session\n", true},
		{"python", "  - kind: summary\n    type: acme\n    methods: [open_client]\n    returns: ssh_client\n", false},
		{"go", "  - kind: sink\n    type: golang.org/x/crypto/pbkdf2\n    methods: [Key]\n    always: true\n    const-arg: 2\n    const-below: 10000\n    not-in-packages: [acme]\n    sink: weak-password-hash\n", true},
	} {
		head := "language: " + tc.lang + "\nframework: Acme\nmodels:\n"
		f := scope.File{Path: "models/acme.yml", Status: scope.Added, Content: []byte(head + tc.row), Changed: []finding.LineRange{finding.Lines(1, 8)}}
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{f}})
		if got := len(ws) == 1 && ws[0].Lines.Start == 4; got != tc.want || !tc.want && len(ws) != 0 {
			t.Errorf("%s: %+v, want a waiver: %v", tc.row, ws, tc.want)
		}
	}
}
