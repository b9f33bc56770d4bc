package report

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/verdict"
)

func TestGitHubEscaping(t *testing.T) {
	if got, want := githubData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b"; got != want {
		t.Errorf("githubData = %q, want %q", got, want)
	}
	if got, want := githubProperty("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext%3A a%2Cb"; got != want {
		t.Errorf("githubProperty = %q, want %q", got, want)
	}
	// Escaping happens once: an escape sequence already in the text is text.
	if got, want := githubData("%0A"), "%250A"; got != want {
		t.Errorf("githubData(%%0A) = %q, want %q", got, want)
	}
}

func TestGitHubOneCommandPerActiveFinding(t *testing.T) {
	in := fullInput()
	out := string(render(t, "github", in))
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	active := 0
	for _, f := range in.Review.Findings {
		if f.Status.Active() {
			active++
		}
	}
	if len(lines) != active {
		t.Fatalf("%d lines for %d active findings:\n%s", len(lines), active, out)
	}
	for _, l := range lines {
		cmd, _, ok := strings.Cut(l, " ")
		if !ok || (cmd != "::error" && cmd != "::warning" && cmd != "::notice") {
			t.Errorf("not a workflow command: %q", l)
		}
		// Nothing the runner would take for a second property or the end of
		// the properties may be left in a property value.
		props, _, _ := strings.Cut(strings.TrimPrefix(l, cmd+" "), "::")
		for _, p := range strings.Split(props, ",") {
			k, _, ok := strings.Cut(p, "=")
			if !ok || !map[string]bool{"file": true, "line": true, "endLine": true, "title": true}[k] {
				t.Errorf("bad property %q in %q", p, l)
			}
		}
	}
}

func TestRDJSONPositions(t *testing.T) {
	content := []byte("ab\nc𐐀d\n\nlast")
	for _, tt := range []struct {
		off        int
		line, col  int
		whatsThere string
	}{
		{0, 1, 1, "a"},
		{2, 1, 3, "\n"},
		{3, 2, 1, "c"},
		{4, 2, 2, "𐐀"},
		{8, 2, 6, "d"}, // columns count bytes
		{10, 3, 1, "\n"},
		{11, 4, 1, "l"},
		{len(content), 4, 5, ""},
	} {
		if got := string(content[tt.off:min(tt.off+len(tt.whatsThere), len(content))]); got != tt.whatsThere {
			t.Fatalf("bad table: offset %d holds %q", tt.off, got)
		}
		if p := position(content, tt.off); p.Line != tt.line || p.Column != tt.col {
			t.Errorf("offset %d: %d:%d, want %d:%d", tt.off, p.Line, p.Column, tt.line, tt.col)
		}
	}
}

func TestRDJSONSuggestionsComeOnlyFromFixes(t *testing.T) {
	content := []byte("package p\n\nvar x = 1\n")
	f := &finding.Finding{File: "p.go", Fixes: []finding.Fix{
		{Message: "out of range", Edits: []finding.TextEdit{{File: "p.go", Start: 5, End: 500, NewText: "no"}}},
		{Message: "other file", Edits: []finding.TextEdit{{File: "q.go", Start: 0, End: 1, NewText: "no"}}},
		{Message: "two edits", Edits: []finding.TextEdit{
			{File: "p.go", Start: 15, End: 16, NewText: "y"},
			{File: "p.go", Start: 19, End: 20, NewText: "2"},
		}},
		{Message: "an alternative", Edits: []finding.TextEdit{{File: "p.go", Start: 0, End: 0, NewText: "no"}}},
	}}
	got := suggestions(f, content)
	if len(got) != 2 || got[0].Text != "y" || got[1].Text != "2" ||
		got[0].Range != (rdjsonRange{rdjsonPosition{3, 5}, rdjsonPosition{3, 6}}) ||
		got[1].Range != (rdjsonRange{rdjsonPosition{3, 9}, rdjsonPosition{3, 10}}) {
		t.Errorf("suggestions = %+v", got)
	}

	// Without the file's content there is nothing to convert with.
	in := fullInput()
	in.Contents = nil
	var doc rdjsonResult
	if err := json.Unmarshal(render(t, "rdjson", in), &doc); err != nil {
		t.Fatal(err)
	}
	for _, d := range doc.Diagnostics {
		if len(d.Suggestions) > 0 {
			t.Errorf("%s: suggestions without content: %+v", d.Code.Value, d.Suggestions)
		}
	}
}

func TestRDJSONShape(t *testing.T) {
	var doc rdjsonResult
	if err := json.Unmarshal(render(t, "rdjson", fullInput()), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Source.Name != "teamreview" || doc.Severity != "ERROR" || len(doc.Diagnostics) != 7 {
		t.Fatalf("source %+v, severity %s, %d diagnostics", doc.Source, doc.Severity, len(doc.Diagnostics))
	}
	wantSeverity := []string{"ERROR", "ERROR", "ERROR", "WARNING", "INFO", "INFO", "ERROR"}
	for i, d := range doc.Diagnostics {
		if d.Severity != wantSeverity[i] {
			t.Errorf("diagnostic %d (%s): severity %s, want %s", i, d.Code.Value, d.Severity, wantSeverity[i])
		}
	}
	if s := doc.Diagnostics[1].Suggestions; len(s) != 1 || s[0].Text != `"%s\n", name)` {
		t.Errorf("vet/printf suggestions: %+v", s)
	}
}

func TestCodeClimateFingerprintsAreUniqueAndStable(t *testing.T) {
	var issues []ccIssue
	if err := json.Unmarshal(render(t, "codeclimate", fullInput()), &issues); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, is := range issues {
		if seen[is.Fingerprint] {
			t.Errorf("fingerprint %s repeats", is.Fingerprint)
		}
		seen[is.Fingerprint] = true
		if is.Location.Lines.Begin < 1 || is.Location.Lines.End < is.Location.Lines.Begin {
			t.Errorf("%s: lines %+v", is.CheckName, is.Location.Lines)
		}
	}
	if len(issues) != 7 || issues[0].Severity != "blocker" || issues[1].Severity != "critical" || issues[3].Severity != "major" || issues[4].Severity != "minor" || issues[5].Severity != "info" {
		t.Errorf("issues: %+v", issues)
	}

	// Moving the code keeps the fingerprint: it holds no line number.
	in := fullInput()
	in.Review.Findings[0].Lines = finding.Lines(40, 41)
	var moved []ccIssue
	if err := json.Unmarshal(render(t, "codeclimate", in), &moved); err != nil {
		t.Fatal(err)
	}
	if moved[0].Fingerprint != issues[0].Fingerprint {
		t.Error("the fingerprint changed with the line")
	}
}

// Every machine format leaves out findings that no longer count, except
// SARIF, which keeps them annotated.
func TestInactiveFindings(t *testing.T) {
	in := sampleInput(verdict.Warn) // one open, one wont_fix
	if out := string(render(t, "github", in)); strings.Count(out, "\n") != 1 || strings.Contains(out, "Declined") {
		t.Errorf("github:\n%s", out)
	}
	for _, format := range []string{"rdjson", "codeclimate"} {
		if out := string(render(t, format, in)); strings.Contains(out, "Declined") {
			t.Errorf("%s shows a wont_fix finding:\n%s", format, out)
		}
	}
	if out := string(render(t, "sarif", in)); !strings.Contains(out, "Declined") || !strings.Contains(out, `"kind": "external"`) {
		t.Errorf("sarif drops or does not annotate the wont_fix finding:\n%s", out)
	}
}
