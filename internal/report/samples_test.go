package report

import (
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/verdict"
	"github.com/teamreview/teamreview/internal/version"
)

// The SARIF driver's version comes from the build; fix it for the golden files.
func init() { version.Version = "v0.0.0-test" }

// handlerGo is the reviewed content of handler.go in fullInput, for the
// fixes' byte offsets.
const handlerGo = `package svc

import (
	"database/sql"
	"fmt"
	"net/http"
)

func Search(db *sql.DB, w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	q := "SELECT id FROM users WHERE name = '" + name + "'"
	rows, err := db.Query(q)
	_ = rows
	_ = err
}

func Count(name string) {
	fmt.Printf("%d\n", name)
	fmt.Printf("%d\n", name)
}
`

// edit replaces the first occurrence of old in handlerGo.
func edit(old, new string) finding.TextEdit {
	i := strings.Index(handlerGo, old)
	if i < 0 {
		panic("no " + old + " in handlerGo")
	}
	return finding.TextEdit{File: "handler.go", Start: i, End: i + len(old), NewText: new}
}

// fullInput is a full review with every kind of finding the machine formats
// treat differently: each severity, a CWE, fixes, a whole-file finding, one
// without a rule, repeated code, statuses that no longer count, an inline
// suppression, a failed reviewer, and text that needs escaping.
func fullInput() *Input {
	r := &verdict.Review{
		ReviewID: "5eed0001", Timestamp: "2026-11-22T10:00:00Z", Scope: "changeset", Target: "staged", Mode: verdict.Full,
		ReportPath: "docs/code-reviews/2026-11-22-changeset-5eed0001.md", Head: "0badc0de",
		Reviewers: []verdict.Reviewer{
			{Name: "security", Status: "completed", Files: 4},
			{Name: "correctness", Status: "completed", Files: 4},
			{Name: "design", Status: "unavailable", Error: "llm: 429 Too Many Requests"},
		},
		Findings: []finding.Finding{
			{ID: "security-3f2a9c01-11", Domain: "security", Severity: finding.Blocker, Confidence: 0.8, File: "handler.go", Lines: finding.Lines(11, 12),
				Title: "SQL string concatenation with input from an HTTP request", Recommendation: "Use a parameterized query: db.Query(\"… WHERE name = ?\", name).",
				Status: finding.Open, Rule: "gosec/G202", Fingerprint: "9a1b2c3d4e5f60718293a4b5", CWE: []string{"CWE-89"}},
			{ID: "correctness-3f2a9c01-18", Domain: "correctness", Severity: finding.High, Confidence: 0.9, File: "handler.go", Lines: finding.Lines(18, 18),
				Title: "fmt.Printf format %d has arg name of wrong type string", Recommendation: "Use %s for a string.",
				Status: finding.Open, Rule: "vet/printf", Fingerprint: "00aa11bb22cc33dd44ee55ff",
				Fixes: []finding.Fix{{Message: "Use %s", Edits: []finding.TextEdit{edit(`"%d\n", name)`, `"%s\n", name)`)}}}},
			{ID: "correctness-3f2a9c01-19", Domain: "correctness", Severity: finding.High, Confidence: 0.9, File: "handler.go", Lines: finding.Lines(19, 19),
				Title: "fmt.Printf format %d has arg name of wrong type string", Recommendation: "Use %s for a string.",
				Status: finding.Reopened, Reason: "verify: the problem is still present in the current code", Rule: "vet/printf", Fingerprint: "00aa11bb22cc33dd44ee55ff",
				// A fix for another file cannot be a reviewdog suggestion here.
				Fixes: []finding.Fix{{Message: "elsewhere", Edits: []finding.TextEdit{{File: "other.go", Start: 0, End: 1, NewText: "x"}}}}},
			{ID: "security-3f2a9c01-12", Domain: "security", Severity: finding.High, Confidence: 0.7, File: "handler.go", Lines: finding.Lines(12, 12),
				Title: "Errors unhandled", Recommendation: "Check the error.", Status: finding.WontFix, Reason: "handled by the caller, see ADR-7",
				Rule: "gosec/G104", Fingerprint: "feedfacefeedfacefeedface", CWE: []string{"CWE-703"}},
			{ID: "performance-7c1d2e3f-3-4", Domain: "performance", Severity: finding.Medium, Confidence: 0.75, File: "dir with space/odd, name:1.go", Lines: finding.Lines(3, 4),
				Title: "100% sure, really: compare with strings.EqualFold", Recommendation: "Use strings.EqualFold.\nIt does not allocate.",
				Status: finding.Open, Rule: "staticcheck/SA6005", Fingerprint: "abcabcabcabcabcabcabcabc"},
			{ID: "maintainability-3f2a9c01-0", Domain: "maintainability", Severity: finding.Low, Confidence: 1, File: "handler.go",
				Title: "File is not gofmt-formatted", Recommendation: "Run gofmt -w handler.go.", Status: finding.Open, Rule: "gofmt", Fingerprint: "0f0f0f0f0f0f0f0f0f0f0f0f",
				Fixes: []finding.Fix{{Message: "gofmt", Edits: []finding.TextEdit{{File: "handler.go", Start: len(handlerGo), End: len(handlerGo), NewText: "\n// formatted\n"}}}}},
			{ID: "design-51e2a7b0-7", Domain: "design", Severity: finding.Info, Confidence: 0.6, File: "web/app.tsx", Lines: finding.Lines(7, 7),
				Title: "Component mixes data fetching and rendering", Recommendation: "Move the fetch into a hook.", Status: finding.Open},
			{ID: "security-51e2a7b0-9", Domain: "security", Severity: finding.High, Confidence: 0.85, File: "web/app.tsx", Lines: finding.Lines(9, 9),
				Title: "HTML rendered from user-controlled input without sanitizing (XSS)", Recommendation: "Sanitize it with DOMPurify.sanitize.",
				Status: finding.Open, Rule: "teamreview/xss-html-sink", Fingerprint: "c0ffeec0ffeec0ffeec0ffee", CWE: []string{"CWE-79"},
				CrossDomain: &finding.CrossDomain{From: "design", To: "security"}},
			{ID: "security-3f2a9c01-11.2", Domain: "security", Severity: finding.Medium, Confidence: 0.6, File: "handler.go", Lines: finding.Lines(11, 11),
				Title: "Fixed already", Recommendation: "Nothing.", Status: finding.Fixed, Rule: "gosec/G202", Fingerprint: "1111111111111111aaaaaaaa", CWE: []string{"CWE-89"}},
		},
		Suppressed: []finding.Finding{
			{ID: "security-3f2a9c01-30", Domain: "security", Severity: finding.Blocker, Confidence: 0.8, File: "handler.go", Lines: finding.Lines(30, 30),
				Title: "SQL string concatenation", Recommendation: "Use a parameterized query.", Status: finding.Open,
				Reason: "suppressed inline: the column comes from a fixed list", Rule: "gosec/G202", Fingerprint: "2222222222222222bbbbbbbb", CWE: []string{"CWE-89"}},
		},
	}
	r.Recompute()
	return &Input{Review: r, Template: "review", Date: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC),
		Contents: map[string][]byte{"handler.go": []byte(handlerGo)}}
}

// verifyInput is the verdict after a verify: one fix verified, one
// reopened, one problem the fix introduced, and findings verify left alone.
func verifyInput() *Input {
	r := &verdict.Review{
		ReviewID: "a3f8c12b", Timestamp: "2026-11-22T11:00:00Z", Scope: "changeset", Target: "staged", Mode: verdict.VerifyMode,
		Reviewers: []verdict.Reviewer{{Name: "secrets", Status: "completed", Files: 1}},
		Findings: []finding.Finding{
			{ID: "secrets-69bbc8bb-4", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "internal/fixture_test.go", Lines: finding.Lines(4, 4),
				Title: "Credential in a test, fixture, example or doc: aws-access-token AKIA************", Recommendation: "Use a fake value.",
				Status: finding.Verified, Rule: "gitleaks/aws-access-token", Fingerprint: "aaaaaaaaaaaaaaaaaaaaaaaa", CWE: []string{"CWE-798"}},
			{ID: "secrets-69bbc8bb-5", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "internal/fixture_test.go", Lines: finding.Lines(7, 7),
				Title: "Credential in a test, fixture, example or doc: github-pat ghp_************", Recommendation: "Use a fake value.",
				Status: finding.Reopened, Reason: "verify: the problem is still present in the current code", Rule: "gitleaks/github-pat", Fingerprint: "bbbbbbbbbbbbbbbbbbbbbbbb", CWE: []string{"CWE-798"}},
			{ID: "secrets-69bbc8bb-9", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "internal/fixture_test.go", Lines: finding.Lines(9, 9),
				Title: "Credential in a test, fixture, example or doc: aws-access-token AKIA************", Recommendation: "Use a fake value.",
				Status: finding.Open, Rule: "gitleaks/aws-access-token", Fingerprint: "cccccccccccccccccccccccc", CWE: []string{"CWE-798"}},
			{ID: "secrets-69bbc8bb-12", Domain: "secrets", Severity: finding.Medium, Confidence: 0.7, File: "internal/fixture_test.go", Lines: finding.Lines(12, 12),
				Title: "Possible generic secret", Recommendation: "Check it.", Status: finding.Open, Rule: "gitleaks/generic-api-key", Fingerprint: "dddddddddddddddddddddddd"},
			{ID: "secrets-69bbc8bb-14", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "internal/fixture_test.go", Lines: finding.Lines(14, 14),
				Title: "Declined", Recommendation: "Use a fake value.", Status: finding.WontFix, Reason: "fake token for the parser tests",
				Rule: "gitleaks/github-pat", Fingerprint: "eeeeeeeeeeeeeeeeeeeeeeee"},
		},
	}
	r.Recompute()
	return &Input{Review: r, Date: time.Date(2026, 11, 22, 11, 0, 0, 0, time.UTC), Added: []string{"secrets-69bbc8bb-9"}}
}
