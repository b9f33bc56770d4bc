package analysis_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
)

// One diagnostic per rule and line: the most severe, the first among
// equals, in line then rule order.
func TestStrongest(t *testing.T) {
	d := func(rule string, line int, sev finding.Severity, msg string) engine.Diagnostic {
		return engine.Diagnostic{Rule: rule, Lines: finding.Lines(line, line), Severity: sev, Message: msg}
	}
	got := analysis.Strongest(&analysis.Pass{}, func(p *analysis.Pass) {
		p.Report(d("py/sql", 9, finding.Medium, "weak path"))
		p.Report(d("py/sql", 9, finding.Blocker, "request path"))
		p.Report(d("py/sql", 9, finding.Blocker, "second request path"))
		p.Report(d("py/cmd", 9, finding.High, "cmd"))
		p.Report(d("py/sql", 3, finding.Low, "earlier line"))
	})
	want := []string{"earlier line", "cmd", "request path"}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i, w := range want {
		if got[i].Message != w {
			t.Errorf("%d: %q, want %q", i, got[i].Message, w)
		}
	}
}

// Short cuts the code a message quotes after masking its credentials:
// cut first, the head of an AWS secret key reads as a name, and the
// redaction of the verdict, which sees only the cut code, leaves it.
func TestShortMasksBeforeTheCut(t *testing.T) {
	head := "wJalrXUtnF"
	code := "RUN AWS_REGION=eu-west-1 AWS_SECRET_ACCESS_KEY=" + head + "EMI/K7MDENG/bPxRfiCYq8mZ3vLk aws s3 sync dist s3://assets"
	got := redact.Text(analysis.Short(code))
	if strings.Contains(got, head[:6]) || len(got) > 60 {
		t.Errorf("Short as written: %q", got)
	}
	if got := analysis.Short("redirect_to  params[:next]"); got != "redirect_to params[:next]" {
		t.Errorf("Short of short code: %q", got)
	}
}
