package review

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// edited is a file of the change whose content goes from old to now, as
// one hunk.
func edited(p, old, now string) scope.File {
	body := ""
	for _, l := range strings.SplitAfter(old, "\n") {
		if l != "" {
			body += "-" + l
		}
	}
	for _, l := range strings.SplitAfter(now, "\n") {
		if l != "" {
			body += "+" + l
		}
	}
	n := strings.Count(now, "\n")
	return scope.File{Path: p, Status: scope.Modified, Content: []byte(now), Changed: []finding.LineRange{finding.Lines(1, n)},
		Hunks: []scope.Hunk{{OldStart: 1, OldLines: strings.Count(old, "\n"), NewStart: 1, NewLines: n, Body: body}}}
}

// TestRuleFileWaivers: a change that takes a rule out of the project's own
// rule or check file, or lowers its severity, silences what it found: a
// High waiver, as for the same rule disabled in .teamreview.yaml. A rule
// added, raised or moved to another file of the change, and a YAML file
// outside the rule directories (a semgrep config), are none.
func TestRuleFileWaivers(t *testing.T) {
	const sql = "  - id: team/sql-concat\n    severity: High\n    query: '(call)'\n"
	const queue = "  - rule: acme/queue-unencrypted\n    severity: Medium\n    property: SqsManagedSseEnabled\n"
	dirs := []string{"review-rules"}
	for _, tc := range []struct {
		name  string
		files []scope.File
		want  string
	}{
		{"rule removed", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql, "rules: []\n")},
			"The change's own rule file review-rules/sql.yml removes the rule team/sql-concat"},
		{"check removed", []scope.File{edited("review-rules/cfn.yml", "checks:\n"+queue, "checks: []\n")},
			"removes the rule acme/queue-unencrypted"},
		{"rule lowered", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql, "rules:\n"+strings.Replace(sql, "High", "Info", 1))},
			"lowers the rule team/sql-concat from High to Info"},
		{"file deleted", []scope.File{{Path: "review-rules/one.yml", Status: scope.Deleted,
			Hunks: []scope.Hunk{{OldStart: 1, OldLines: 2, Body: "-id: team/one\n-severity: Medium\n"}}}},
			"removes the rule team/one"},
		{"query narrowed", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql, "rules:\n"+strings.Replace(sql, "(call)", "(call) @c (#eq? @c \"never\")", 1))},
			"changes what the rule team/sql-concat matches"},
		{"check given an exception", []scope.File{edited("review-rules/cfn.yml", "checks:\n"+queue, "checks:\n"+queue+"    unless:\n      - {property: Tags, present: true}\n")},
			"changes what the rule acme/queue-unencrypted matches"},
		{"confidence lowered out of the review", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql+"    confidence: 0.8\n", "rules:\n"+sql+"    confidence: 0.3\n")},
			"lowers the rule team/sql-concat's confidence to 0.3"},
		{"confidence lowered within the review", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql+"    confidence: 0.8\n", "rules:\n"+sql+"    confidence: 0.6\n")}, ""},
		{"only the words changed", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql+"    message: old\n", "rules:\n"+sql+"    message: new words\n")}, ""},
		{"rule raised", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql, "rules:\n"+strings.Replace(sql, "High", "Blocker", 1))}, ""},
		{"rule added", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql, "rules:\n"+sql+strings.Replace(sql, "sql-concat", "sql-format", 1))}, ""},
		{"rule moved", []scope.File{edited("review-rules/sql.yml", "rules:\n"+sql, "rules: []\n"), edited("review-rules/db.yml", "rules: []\n", "rules:\n"+sql)}, ""},
		{"not a rule dir", []scope.File{edited(".semgrep/sql.yml", "rules:\n"+sql, "rules: []\n")}, ""},
		{"rule file made a link", []scope.File{{Path: "review-rules/sql.yml", Status: scope.Modified, Skipped: "symlink",
			Hunks: []scope.Hunk{{OldStart: 1, OldLines: 4, Body: "-rules:\n-" + strings.TrimPrefix(sql, " ")}}}},
			"review-rules/sql.yml is a link the review does not follow"},
		// A project kind of file that no longer names a file: its checks
		// stop reading it, though no check row changes.
		{"file kind narrowed", []scope.File{edited("review-rules/acme.yml", "files:\n  - {kind: acme, format: ini, names: [acme.conf, acme-prod.conf]}\nchecks:\n"+queue,
			"files:\n  - {kind: acme, format: ini, names: [acme.conf]}\nchecks:\n"+queue)},
			"no longer reads name acme-prod.conf as a file of kind acme"},
		{"file kind widened", []scope.File{edited("review-rules/acme.yml", "files:\n  - {kind: acme, format: ini, names: [acme.conf]}\nchecks:\n"+queue,
			"files:\n  - {kind: acme, format: ini, names: [acme.conf], paths: ['acme\\.d/']}\nchecks:\n"+queue)}, ""},
		// A word a project's vocabulary list loses: the check it feeds
		// no longer weighs it, though no check row changes.
		{"vocabulary word removed", []scope.File{edited("review-rules/web.yml", "vocabulary:\n  - list: security-headers\n    words: [X-Acme-Policy, X-Acme-Audit]\n",
			"vocabulary:\n  - list: security-headers\n    words: [X-Acme-Policy]\n")},
			"takes X-Acme-Audit out of the vocabulary list security-headers"},
		{"vocabulary word added", []scope.File{edited("review-rules/web.yml", "vocabulary:\n  - list: security-headers\n    words: [X-Acme-Policy]\n",
			"vocabulary:\n  - list: security-headers\n    words: [X-Acme-Policy, X-Acme-Audit]\n")}, ""},
		// A project's ingress row for its own provider's firewall rule,
		// removed or narrowed: open ports there go unreported.
		{"ingress row removed", []scope.File{edited("review-rules/fw.yml", "ingress:\n  - resource: acme_firewall_rule\n    sources: [cidr]\n    open: [\"0.0.0.0/0\"]\n    from: port\n    to: port\n",
			"ingress: []\n")},
			"changes or removes the ingress row of acme_firewall_rule"},
		{"ingress row narrowed", []scope.File{edited("review-rules/fw.yml", "ingress:\n  - resource: acme_firewall_rule\n    sources: [cidr]\n    open: [\"0.0.0.0/0\"]\n    from: port\n    to: port\n",
			"ingress:\n  - resource: acme_firewall_rule\n    sources: [cidr]\n    open: [\"255.255.255.255/32\"]\n    from: port\n    to: port\n")},
			"changes or removes the ingress row of acme_firewall_rule"},
		{"ingress row added", []scope.File{edited("review-rules/fw.yml", "ingress: []\n",
			"ingress:\n  - resource: acme_firewall_rule\n    sources: [cidr]\n    open: [\"0.0.0.0/0\"]\n    from: port\n    to: port\n")}, ""},
		// The loaders read sql.YML as sql.yml (the extension in any case).
		{"rule lowered in an upper-case .YML", []scope.File{edited("review-rules/sql.YML", "rules:\n"+sql, "rules:\n"+strings.Replace(sql, "High", "Info", 1))},
			"lowers the rule team/sql-concat from High to Info"},
	} {
		ws := ruleFileWaivers(&scope.Changeset{IsDiff: true, Files: tc.files}, dirs)
		if tc.want == "" {
			if len(ws) != 0 {
				t.Errorf("%s: %+v", tc.name, ws)
			}
			continue
		}
		if len(ws) != 1 || ws[0].Severity != finding.High || ws[0].Rule != RuleConfigWaiver || !strings.Contains(ws[0].Title, tc.want) || strings.Contains(ws[0].Title, "<nil>") {
			t.Errorf("%s: got %+v, want %q", tc.name, ws, tc.want)
		}
	}
	whole := edited("review-rules/sql.yml", "rules:\n"+sql, "rules: []\n")
	if ws := ruleFileWaivers(&scope.Changeset{Files: []scope.File{whole}}, dirs); len(ws) != 0 {
		t.Errorf("a reviewed tree has no edit to confirm: %+v", ws)
	}
}

// TestLinkedModelFile: a model file of the rule directory that links to
// notes/rows.txt is read through the link, so a barrier the change adds
// to rows.txt is recorded as one added to models/acme.yml would be; the
// same edit of a file no link names is none.
func TestLinkedModelFile(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"models", "notes"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	const head = "language: java\nframework: Acme\nmodels:\n" +
		"  - kind: sink\n    type: acme.db\n    methods: [raw]\n    sink: sql-injection\n"
	const barrier = "  - kind: barrier\n    type: acme.text\n    methods: [clean]\n"
	if err := os.WriteFile(filepath.Join(root, "notes", "rows.txt"), []byte(head+barrier), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../notes/rows.txt", filepath.Join(root, "models", "acme.yml")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	for _, tc := range []struct {
		path string
		want int
	}{{"notes/rows.txt", 1}, {"notes/other.txt", 0}} {
		cs := &scope.Changeset{IsDiff: true, Root: root, Files: []scope.File{edited(tc.path, head, head+barrier)}}
		if ws := ruleFileWaivers(cs, []string{"models"}); len(ws) != tc.want {
			t.Errorf("%s: %d findings, want %d: %+v", tc.path, len(ws), tc.want, ws)
		}
	}
}
