package report

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/verdict"
)

// codeInput has findings in two files, with the files' content and a
// redactor, as a review hands them to the writers.
func codeInput() *Input {
	r := &verdict.Review{ReviewID: "a3f8c12b", Scope: "changeset", Target: "staged", Mode: verdict.Full, Findings: []finding.Finding{
		{ID: "maintainability-1-3", Domain: "maintainability", Severity: finding.Low, Confidence: 0.8, File: "a.go", Lines: finding.Lines(3, 3),
			Title: "Low one", Recommendation: "Tidy it.", Status: finding.Open, Rule: "staticcheck/QF1001"},
		{ID: "security-2-11", Domain: "security", Severity: finding.Blocker, Confidence: 0.9, File: "handler.go", Lines: finding.Lines(4, 4),
			Title: "SQL built from request data", Recommendation: "Path: r.FormValue(\"q\") (line 3) → q (line 4). Use a parameterized query: db.Query(\"… WHERE name = ?\", q), never text built from input.",
			Status: finding.Open, Rule: "gosec/G202"},
		{ID: "security-2-6", Domain: "security", Severity: finding.Medium, Confidence: 0.8, File: "handler.go", Lines: finding.Lines(6, 8),
			Title: "Three lines", Recommendation: "Look.", Status: finding.Open, Rule: "gosec/G304"},
		{ID: "secrets-2-9", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "handler.go", Lines: finding.Lines(10, 10),
			Title: "Hard-coded credential in shipped code: github-pat ghp_****", Recommendation: "Rotate it.", Status: finding.Open, Rule: "gitleaks/github-pat"},
	}}
	r.Recompute()
	handler := "package h\n\nfunc H(db *sql.DB, r *http.Request) {\n\trows, _ := db.Query(\"SELECT * FROM t WHERE n = '\" + r.FormValue(\"q\") + \"'\")\n\t_ = rows\n\tf, _ := os.Open(\n\t\tr.FormValue(\"p\"),\n\t\t\"tok-SECRET\")\n\t_ = f\n\ttoken := \"ghp_realcredential\"\n}\n"
	return &Input{Review: r, Contents: map[string][]byte{"handler.go": []byte(handler), "a.go": []byte("package a\n\nvar x = 1\n")},
		Redact: func(_, text string) string { return strings.ReplaceAll(text, "SECRET", "******") }}
}

func TestTextShowsCodeAdviceAndGroupsByFile(t *testing.T) {
	in := codeInput()
	golden(t, "CODE.text.golden", render(t, "text", in))

	in.Width = 60
	narrow := string(render(t, "text", in))
	for _, line := range strings.Split(narrow, "\n") {
		// The header line of a finding is stable for agents and not cut.
		if strings.HasPrefix(line, "    ") && len([]rune(line)) > 60 {
			t.Errorf("line wider than the terminal's 60 columns: %q", line)
		}
	}
	if strings.Contains(narrow, "\x1b[") {
		t.Error("colour without Color (NO_COLOR or not a terminal)")
	}
	in.Color = true
	if !strings.Contains(string(render(t, "text", in)), "\x1b[1;31m^") {
		t.Error("no coloured caret on a terminal")
	}
}

func TestTextShowsNoCodeWithoutARedactor(t *testing.T) {
	in := codeInput()
	in.Redact = nil
	out := string(render(t, "text", in))
	if strings.Contains(out, " | ") {
		t.Errorf("code shown without a redactor:\n%s", out)
	}
}

// A plain log or pipe has no width, but a line of thousands of characters
// (an SVG path, minified code) is cut with an ellipsis all the same.
func TestTextCutsLongCodeLines(t *testing.T) {
	in := codeInput()
	in.Contents["a.go"] = []byte("package a\n\nvar x = \"" + strings.Repeat("M0 0L1 1", 500) + "\"\n")
	out := string(render(t, "text", in))
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, " | ") && len([]rune(line)) > maxPlainCode+12 {
			t.Errorf("code line of %d characters printed whole", len(line))
		}
	}
	if !strings.Contains(out, "…\n") {
		t.Error("no ellipsis where the line was cut")
	}
}

// On a terminal the text writer cuts a suppressed finding's line to the
// width and breaks a recommendation into lines: both after the credentials
// of the whole text are masked. Cut or broken first, a key id cut in two
// is too short for the scanner's rule, and a secret key on the line after
// its name reads as a word; the redaction of the output then leaves them.
func TestTextMasksBeforeItCutsOrWraps(t *testing.T) {
	id := "AKIA" + "Q3EGRK7TZL2XMW5N"
	secret := "wJalrXUtnFEMI/" + "K7MDENG/bPxRfiCYq8mZ3vLk"
	r := &verdict.Review{ReviewID: "a3f8c12b", Scope: "changeset", Target: "staged", Mode: verdict.Full,
		Findings: []finding.Finding{{ID: "security-1-3", Domain: "security", Severity: finding.High, Confidence: 0.9, File: "deploy.sh",
			Lines: finding.Lines(3, 3), Title: "AWS credentials exported to every step", Status: finding.Open, Rule: "sh/aws-env",
			Recommendation: "Load them from the CI's secret store instead of the script, whose environment now holds AWS_SECRET_ACCESS_KEY: " +
				secret + " for every command."}},
		Suppressed: []finding.Finding{{ID: "security-1-9", Domain: "security", Severity: finding.Medium, File: "ci.sh", Lines: finding.Lines(9, 9),
			Rule: "sh/curl-insecure", Title: "TLS verification off",
			Reason: finding.SuppressedInline + "the staging host, key " + id + " only reads"}},
	}
	r.Recompute()
	for width := 40; width <= 130; width++ {
		out := string(render(t, "text", &Input{Review: r, Width: width}))
		if strings.Contains(out, id[4:10]) || strings.Contains(out, secret[:10]) {
			t.Fatalf("width %d: a credential's head in the output:\n%s", width, out)
		}
	}
}
