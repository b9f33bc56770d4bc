package fix

import (
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/verdict"
)

func withFix(f finding.Finding) finding.Finding {
	f.Fixes = []finding.Fix{{Message: "m", Edits: []finding.TextEdit{{File: f.File, Start: 0, End: 1}}}}
	return f
}

func TestPlanOrdersAndSkips(t *testing.T) {
	r := &verdict.Review{Findings: []finding.Finding{
		withFix(finding.Finding{ID: "low-b", File: "b.go", Severity: finding.Low, Status: finding.Open, Lines: finding.Lines(9, 9)}),
		{ID: "fmt-b", File: "b.go", Severity: finding.Low, Status: finding.Open, Rule: RuleGofmt},
		withFix(finding.Finding{ID: "high-b", File: "b.go", Severity: finding.High, Status: finding.Open, Lines: finding.Lines(20, 20)}),
		withFix(finding.Finding{ID: "med-a", File: "a.go", Severity: finding.Medium, Status: finding.Reopened}),
		withFix(finding.Finding{ID: "info-a", File: "a.go", Severity: finding.Info, Status: finding.Open}),
		{ID: "nofix", File: "a.go", Severity: finding.High, Status: finding.Open},
		withFix(finding.Finding{ID: "done", File: "a.go", Severity: finding.High, Status: finding.Fixed}),
		withFix(finding.Finding{ID: "key", File: "a.go", Severity: finding.Blocker, Status: finding.Open, SystemBreaking: true}),
	}}
	out := &Outcome{}
	tasks := plan(r, finding.Low, false, Sources, out)
	var order []string
	for _, t := range tasks {
		order = append(order, t.f.ID+":"+t.source.Name())
	}
	// b.go first (its worst is High), most severe first, gofmt last in its file.
	if got, want := strings.Join(order, " "), "high-b:suggested low-b:suggested fmt-b:gofmt med-a:suggested"; got != want {
		t.Errorf("order %q, want %q", got, want)
	}
	skipped := map[string]string{}
	for _, e := range out.Entries {
		if e.Outcome != report.FixSkipped {
			t.Errorf("%s: outcome %s", e.ID, e.Outcome)
		}
		skipped[e.ID] = e.Reason
	}
	for id, want := range map[string]string{"info-a": "below review_loops.min_severity_to_address (Low)", "nofix": "no fix available", "key": "system-breaking"} {
		if !strings.Contains(skipped[id], want) {
			t.Errorf("%s skipped for %q, want %q", id, skipped[id], want)
		}
	}
	if _, ok := skipped["done"]; ok {
		t.Error("a fixed finding is not the fixer's business")
	}
}

func TestTailKeepsWhatFailed(t *testing.T) {
	var tl tail
	tl.Write([]byte("panic: boom\n"))
	for range 50 {
		tl.Write([]byte("\tgoroutine noise\n"))
	}
	tl.Write([]byte("FAIL\n"))
	got := tl.lines(3)
	if want := "panic: boom\n…\n\tgoroutine noise\n\tgoroutine noise\nFAIL"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestPlanGroupsFilesAFixSpans(t *testing.T) {
	span := withFix(finding.Finding{ID: "span-c", File: "c.go", Severity: finding.Low, Status: finding.Open})
	span.Fixes[0].Edits = append(span.Fixes[0].Edits, finding.TextEdit{File: "z.go", Start: 0, End: 1})
	r := &verdict.Review{Findings: []finding.Finding{
		withFix(finding.Finding{ID: "high-z", File: "z.go", Severity: finding.High, Status: finding.Open}),
		withFix(finding.Finding{ID: "med-m", File: "m.go", Severity: finding.Medium, Status: finding.Open}),
		span,
	}}
	var order []string
	for _, t := range plan(r, finding.Low, false, Sources, &Outcome{}) {
		order = append(order, t.f.ID)
	}
	// c.go and z.go are one group (worst High), before m.go.
	if got, want := strings.Join(order, " "), "high-z span-c med-m"; got != want {
		t.Errorf("order %q, want %q", got, want)
	}
}

// Asked explicitly, the fixer applies mechanical fixes whatever their
// severity; a model's rewrite still waits for the threshold.
func TestPlanMechanicalIgnoresThreshold(t *testing.T) {
	r := &verdict.Review{Findings: []finding.Finding{
		{ID: "fmt", File: "a.go", Severity: finding.Low, Status: finding.Open, Rule: RuleGofmt},
		withFix(finding.Finding{ID: "simplify", File: "a.go", Severity: finding.Info, Status: finding.Open, Lines: finding.Lines(3, 3)}),
		{ID: "model", File: "b.go", Severity: finding.Low, Status: finding.Open},
	}}
	sources := append(slices.Clone(Sources), Model{})
	for _, tt := range []struct {
		mechanical bool
		want       string
	}{{false, ""}, {true, "simplify fmt"}} {
		out := &Outcome{}
		var got []string
		for _, tk := range plan(r, finding.High, tt.mechanical, sources, out) {
			got = append(got, tk.f.ID)
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("mechanical=%v: planned %v, want %q", tt.mechanical, got, tt.want)
		}
		for _, e := range out.Entries {
			if e.ID == "model" && !strings.Contains(e.Reason, "below") {
				t.Errorf("the model's finding skipped for %q", e.Reason)
			}
		}
	}
}
