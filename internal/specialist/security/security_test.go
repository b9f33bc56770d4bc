package security

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

func TestHandleTips(t *testing.T) {
	tip := func(code string) bus.Tip {
		return bus.Tip{From: "design", To: Name, Kind: TipHTMLSink, File: "web/A.tsx", Lines: finding.Lines(3, 3), Code: code}
	}
	got, err := New().HandleTips(context.Background(), nil, []bus.Tip{
		tip(`<div dangerouslySetInnerHTML={{ __html: location.hash.slice(1) }} />`),
		tip(`<div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />`),
		tip(`el.innerHTML = renderRow(row)`),
		{From: "design", To: Name, Kind: "unknown", Code: "x"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("got %d findings: %+v", len(got), got)
	}
	if got[0].Severity != finding.High || got[0].CWE[0] != "CWE-79" || got[0].CrossDomain.From != "design" {
		t.Errorf("user input: %+v", got[0])
	}
	if got[1].Severity != finding.Medium {
		t.Errorf("unknown source: %+v", got[1])
	}
}

func TestWeighedByPlace(t *testing.T) {
	diag := func(file string) engine.Diagnostic {
		return engine.Diagnostic{Engine: "go", Rule: "gosec/G304", Dimension: Name, File: file, Lines: finding.Lines(3, 3), Severity: finding.High, Confidence: 0.8, Message: "m", Detail: "d"}
	}
	pass := &specialist.Pass{Diagnostics: []engine.Diagnostic{diag("internal/x/x_test.go"), diag("examples/x/x.go"), diag("internal/x/x.go")}}
	got, err := New().Review(context.Background(), pass)
	if err != nil || len(got) != 3 {
		t.Fatalf("%v %+v", err, got)
	}
	if got[0].Severity != finding.Medium || got[1].Severity != finding.High || got[2].Severity != finding.High {
		t.Errorf("test file %s, example %s, shipped file %s", got[0].Severity, got[1].Severity, got[2].Severity)
	}
	if !strings.HasPrefix(got[0].Recommendation, "In test code") || !strings.HasPrefix(got[1].Recommendation, "In example code") || strings.HasPrefix(got[2].Recommendation, "In ") {
		t.Errorf("recommendations %q / %q / %q", got[0].Recommendation, got[1].Recommendation, got[2].Recommendation)
	}
}
