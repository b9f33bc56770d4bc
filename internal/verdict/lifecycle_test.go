package verdict

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func sample() *Review {
	r := &Review{ReviewID: "0123abcd", Timestamp: "2026-11-22T00:00:00Z", Scope: "changeset", Target: "staged", Mode: Full,
		Findings: []finding.Finding{
			{ID: "secrets-aaaaaaaa-3", Domain: "secrets", Severity: finding.Blocker, SystemBreaking: true, Confidence: 0.9, File: "a.go", Lines: finding.Lines(3, 3), Title: "t", Recommendation: "r", Status: finding.Open},
			{ID: "secrets-bbbbbbbb-7", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "b_test.go", Lines: finding.Lines(7, 7), Title: "t", Recommendation: "r", Status: finding.Verified},
		}}
	r.Recompute()
	return r
}

func TestMark(t *testing.T) {
	r := sample()
	if r.Verdict != Abort {
		t.Fatalf("sample verdict %s", r.Verdict)
	}
	if err := Mark(r, []string{"secrets-aaaaaaaa-3", "nope"}, finding.Fixed, ""); err == nil || !strings.Contains(err.Error(), `unknown finding id "nope"`) {
		t.Fatalf("unknown id: %v", err)
	}
	if r.Findings[0].Status != finding.Open {
		t.Fatal("a refused mark changed a finding")
	}
	if err := Mark(r, []string{"secrets-bbbbbbbb-7"}, finding.Fixed, ""); err == nil || !strings.Contains(err.Error(), "is verified") {
		t.Fatalf("verified → fixed: %v", err)
	}
	if err := Mark(r, []string{"secrets-aaaaaaaa-3"}, finding.Verified, ""); err == nil {
		t.Fatal("agent set verified")
	}
	if err := Mark(r, []string{"secrets-aaaaaaaa-3"}, finding.WontFix, "test key, rotated"); err != nil {
		t.Fatal(err)
	}
	if r.Findings[0].Status != finding.WontFix || r.Findings[0].Reason != "test key, rotated" || r.Verdict != Pass {
		t.Errorf("after mark: %+v verdict %s", r.Findings[0], r.Verdict)
	}
}

func TestCheckEdits(t *testing.T) {
	written, _ := json.Marshal(sample())
	edit := func(f func(r *Review)) []byte {
		r := sample()
		f(r)
		b, _ := json.Marshal(r)
		return b
	}
	tests := []struct {
		name    string
		current []byte
		want    string // "" = accepted
	}{
		{"unchanged", written, ""},
		{"status open → fixed", edit(func(r *Review) { r.Findings[0].Status = finding.Fixed }), ""},
		{"status open → wont_fix", edit(func(r *Review) { r.Findings[0].Status = finding.WontFix }), ""},
		{"severity lowered", edit(func(r *Review) { r.Findings[0].Severity = finding.Low }), "finding secrets-aaaaaaaa-3: field severity was changed by hand"},
		{"systemBreaking dropped", edit(func(r *Review) { r.Findings[0].SystemBreaking = false }), "finding secrets-aaaaaaaa-3: field systemBreaking"},
		{"verdict rewritten", edit(func(r *Review) { r.Verdict = Pass }), "field verdict was changed by hand"},
		{"status verified → open", edit(func(r *Review) { r.Findings[1].Status = finding.Open }), "finding secrets-bbbbbbbb-7: field status: verified → open is not allowed"},
		{"status set to verified", edit(func(r *Review) { r.Findings[0].Status = finding.Verified }), "open → verified is not allowed"},
		{"finding removed", edit(func(r *Review) { r.Findings = r.Findings[1:] }), "finding secrets-aaaaaaaa-3: field id: the finding was removed"},
		{"finding added", edit(func(r *Review) { r.Findings = append(r.Findings, finding.Finding{ID: "x-00000000-1"}) }), "finding x-00000000-1: field id: the finding was added by hand"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckEdits(written, tt.current)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
		})
	}
}
