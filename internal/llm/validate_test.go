package llm

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func TestParseAcceptsWhatModelsWrite(t *testing.T) {
	const obj = `{"findings":[{"file":"a.go","lineRange":"3-4","severity":"High","confidence":0.9,"title":"t","recommendation":"r","category":"c"}]}`
	for name, answer := range map[string]string{
		"bare":              obj,
		"fenced":            "```json\n" + obj + "\n```",
		"bare fence":        "```\n" + obj + "\n```\n",
		"prose":             "Sure! I reviewed the code {carefully}.\n\n" + obj + "\n\nLet me know if you want more.",
		"fenced with prose": "Here is my review:\n```json\n" + obj + "\n```\nThe {braces} here are fine.",
		"wrapped":           `{"review":` + obj + `}`,
	} {
		fs, err := Parse(answer)
		if err != nil || len(fs) != 1 || fs[0].File != "a.go" || fs[0].Title != "t" || string(fs[0].LineRange) != `"3-4"` {
			t.Errorf("%s: Parse = %+v, %v", name, fs, err)
		}
	}
	if fs, err := Parse("```json\n{\"findings\": []}\n```"); err != nil || len(fs) != 0 {
		t.Errorf("empty findings: %v, %v", fs, err)
	}
	for _, bad := range []string{"", "I found no issues.", `{"issues":[]}`, "```json\n{\"findings\":[\n```"} {
		if _, err := Parse(bad); !errors.Is(err, ErrNoFindingsObject) {
			t.Errorf("Parse(%q) error = %v", bad, err)
		}
	}
}

func TestValidateDropsAndCounts(t *testing.T) {
	answer := `{"findings":[
 {"file":"internal/db/query.go","lineRange":"12-14","severity":"High","confidence":0.9,"title":"SQL built from request input","recommendation":"Use a placeholder.","category":"SQL Injection"},
 {"file":"./internal/db/query.go","lineRange":[20],"severity":"medium","confidence":"0.8","title":"Error ignored","recommendation":"Check it.","category":"error-handling"},
 {"file":"internal/db/ghost.go","lineRange":"1","severity":"High","confidence":0.9,"title":"hallucinated file","category":"x"},
 {"file":"/etc/passwd","lineRange":"1","severity":"High","confidence":0.9,"title":"outside the repo","category":"x"},
 {"file":"internal/db/query.go","lineRange":"40-45","severity":"High","confidence":0.9,"title":"past the end","category":"x"},
 {"file":"internal/db/query.go","lineRange":"9-3","severity":"High","confidence":0.9,"title":"reversed","category":"x"},
 {"file":"internal/db/query.go","severity":"High","confidence":0.9,"title":"no lines","category":"x"},
 {"file":"internal/db/query.go","lineRange":"2","severity":"Critical","confidence":0.9,"title":"unknown severity","category":"x"},
 {"file":"internal/db/query.go","lineRange":"2","severity":"Low","confidence":85,"title":"percent confidence","category":"x"},
 {"file":"internal/db/query.go","lineRange":"2","severity":"Low","title":"no confidence","category":"x"},
 {"file":"internal/db/query.go","lineRange":"2","severity":"Low","confidence":0.5,"title":"unsure","category":"x"},
 {"file":"internal/db/query.go","lineRange":"2","severity":"Low","confidence":0.9,"title":"` + strings.Repeat("x", 121) + `","category":"x"},
 {"file":"internal/db/query.go","lineRange":"2","severity":"Low","confidence":0.9,"title":"  ","category":"x"}
]}`
	model, err := Parse(answer)
	if err != nil {
		t.Fatal(err)
	}
	scope := map[string]int{"internal/db/query.go": 30, "internal/db/conn.go": 10}
	got, drops := Validate(model, scope, Limits{MinConfidence: 0.7})

	if len(got) != 2 {
		t.Fatalf("kept %d findings, want 2: %+v", len(got), got)
	}
	sql := got[0]
	want := finding.Finding{
		Severity: finding.High, Confidence: 0.9, File: "internal/db/query.go", Lines: finding.Lines(12, 14),
		Title: "SQL built from request input", Recommendation: "Use a placeholder.", Status: finding.Open,
		Rule: "llm/sql-injection", Fingerprint: finding.Fingerprint("llm/sql-injection", "internal/db/query.go\nSQL built from request input"),
	}
	if sql.Severity != want.Severity || sql.Confidence != want.Confidence || sql.File != want.File || sql.Lines != want.Lines ||
		sql.Title != want.Title || sql.Recommendation != want.Recommendation || sql.Status != want.Status ||
		sql.Rule != want.Rule || sql.Fingerprint != want.Fingerprint || sql.Domain != "" || sql.ID != "" {
		t.Errorf("finding = %+v\nwant      %+v", sql, want)
	}
	if e := got[1]; e.File != "internal/db/query.go" || e.Lines != finding.Lines(20, 20) || e.Severity != finding.Medium || e.Rule != "llm/error-handling" {
		t.Errorf("second finding = %+v", e)
	}

	wantDrops := Drops{DropFileNotInScope: 2, DropNoSuchLines: 3, DropSeverity: 1, DropConfidence: 2, DropLowConfidence: 1, DropTitle: 2}
	if len(drops) != len(wantDrops) {
		t.Errorf("drops = %v, want %v", drops, wantDrops)
	}
	for r, n := range wantDrops {
		if drops[r] != n {
			t.Errorf("drops[%s] = %d, want %d", r, drops[r], n)
		}
	}
	if drops.Total() != 11 {
		t.Errorf("Total = %d, want 11", drops.Total())
	}
	lines := drops.Lines()
	if lines[0] != "2 model findings dropped: file not in scope" || lines[2] != "1 model finding dropped: unknown severity" {
		t.Errorf("Lines = %q", lines)
	}
}

func TestValidateKeepsTheStrongestWithinTheLimit(t *testing.T) {
	model, _ := Parse(`{"findings":[
 {"file":"a.go","lineRange":"1","severity":"Low","confidence":0.99,"title":"low","category":"c"},
 {"file":"a.go","lineRange":"2","severity":"Blocker","confidence":0.8,"title":"blocker","category":"c"},
 {"file":"a.go","lineRange":"3","severity":"High","confidence":0.8,"title":"high, less sure","category":"c"},
 {"file":"a.go","lineRange":"4","severity":"High","confidence":0.95,"title":"high, sure","category":"c"}
]}`)
	got, drops := Validate(model, map[string]int{"a.go": 4}, Limits{MinConfidence: 0.7, MaxFindings: 2})
	if len(got) != 2 || got[0].Title != "blocker" || got[1].Title != "high, sure" {
		t.Errorf("kept %+v", got)
	}
	if drops.String() != "2 model findings dropped: over the findings limit" {
		t.Errorf("drops = %q", drops)
	}
}

func TestCategory(t *testing.T) {
	for in, want := range map[string]string{"SQL Injection": "sql-injection", "": "general", "  !!": "general", "n+1 query": "n-1-query", "prompt-injection": "prompt-injection"} {
		if got := category(in); got != want {
			t.Errorf("category(%q) = %q, want %q", in, got, want)
		}
	}
}

// systemBreaking is the model's way to stop an agent for a person: it is
// accepted only on a Blocker that says what to decide, on changed lines;
// any other use makes the whole answer unusable.
func TestSystemBreakingMark(t *testing.T) {
	const tmpl = `{"findings":[{"file":"api/h.go","lineRange":"%s","severity":"%s","confidence":0.9,"title":"Delete no longer checks authorization","recommendation":"Restore the check.","category":"access-control","systemBreaking":true%s}]}`
	answer := func(lines, sev, reason string) string {
		if reason != "" {
			reason = `,"systemBreakingReason":"` + reason + `"`
		}
		return fmt.Sprintf(tmpl, lines, sev, reason)
	}
	changed := func(file string, lines finding.LineRange) bool {
		return file == "api/h.go" && lines.Start <= 7 && lines.End >= 7
	}

	good := answer("7", "Blocker", "whether anyone may delete records")
	a, err := ParseAnswer(good)
	if err != nil {
		t.Fatalf("a Blocker with a reason was refused: %v", err)
	}
	if err := a.CheckBreaking(changed); err != nil {
		t.Fatalf("a mark on a changed line was refused: %v", err)
	}
	fs, _ := Validate(a.Findings, map[string]int{"api/h.go": 20}, Limits{})
	if len(fs) != 1 || !fs[0].SystemBreaking || fs[0].Recommendation != BreakingPrefix+"whether anyone may delete records. Restore the check." {
		t.Errorf("Validate = %+v", fs)
	}

	if d := decision("Whether anyone may delete records."); d != "whether anyone may delete records" {
		t.Errorf("decision = %q", d)
	}
	if d := decision("SQL access for staff"); d != "SQL access for staff" {
		t.Errorf("an acronym was lowered: %q", d)
	}

	for name, bad := range map[string]string{
		"on a Low":         answer("7", "Low", "whether anyone may delete records"),
		"on a High":        answer("7", "High", "whether anyone may delete records"),
		"without a reason": answer("7", "Blocker", ""),
	} {
		if _, err := ParseAnswer(bad); err == nil || !strings.Contains(err.Error(), "systemBreaking") {
			t.Errorf("%s: ParseAnswer error = %v, want the mark refused", name, err)
		}
		if CheckAnswer(bad) == nil {
			t.Errorf("%s: CheckAnswer accepted it, so the cache would keep it", name)
		}
	}
	a, err = ParseAnswer(answer("12", "Blocker", "whether anyone may delete records"))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.CheckBreaking(changed); err == nil || !strings.Contains(err.Error(), "api/h.go:12") {
		t.Errorf("a mark on an unchanged line: %v", err)
	}
	// Without the mark, nothing changes: a Low is a Low.
	plain, err := ParseAnswer(`{"findings":[{"file":"api/h.go","lineRange":"12","severity":"Low","confidence":0.9,"title":"t","category":"c"}]}`)
	if err != nil || plain.CheckBreaking(changed) != nil {
		t.Errorf("an unmarked finding: %v", err)
	}
}
