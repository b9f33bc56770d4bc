package security

import (
	"context"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/finding"
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
