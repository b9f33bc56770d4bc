package security

import (
	"context"
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

func TestNonShippingCodeIsLow(t *testing.T) {
	pass := &specialist.Pass{Diagnostics: []engine.Diagnostic{
		{Engine: "go", Rule: "gosec/G304", Dimension: Name, File: "internal/x/x_test.go", Lines: finding.Lines(3, 3), Severity: finding.Medium, Confidence: 0.8, Message: "m", Detail: "d"},
		{Engine: "go", Rule: "gosec/G304", Dimension: Name, File: "internal/x/x.go", Lines: finding.Lines(3, 3), Severity: finding.Medium, Confidence: 0.8, Message: "m", Detail: "d"},
	}}
	got, err := New().Review(context.Background(), pass)
	if err != nil || len(got) != 2 {
		t.Fatalf("%v %+v", err, got)
	}
	if got[0].Severity != finding.Low || got[1].Severity != finding.Medium {
		t.Errorf("test file %s, shipped file %s", got[0].Severity, got[1].Severity)
	}
}
