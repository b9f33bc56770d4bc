package cmdutil

import (
	"testing"

	"github.com/teamreview/teamreview/internal/verdict"
)

func TestVerdictExit(t *testing.T) {
	tests := []struct {
		d, failOn verdict.Decision
		want      int
	}{
		{verdict.Pass, verdict.Fail, ExitOK},
		{verdict.Warn, verdict.Fail, ExitOK},
		{verdict.Warn, verdict.Warn, ExitFail},
		{verdict.Pass, verdict.Warn, ExitOK},
		{verdict.Fail, verdict.Fail, ExitFail},
		{verdict.Fail, verdict.Abort, ExitOK},
		{verdict.Abort, verdict.Abort, ExitAbort},
		{verdict.Abort, verdict.Warn, ExitAbort},
	}
	for _, tt := range tests {
		if got := VerdictExit(tt.d, tt.failOn); got != tt.want {
			t.Errorf("VerdictExit(%s, --fail-on %s) = %d, want %d", tt.d, tt.failOn, got, tt.want)
		}
	}
}

func TestReviewExitIncomplete(t *testing.T) {
	gap := &verdict.Coverage{Incomplete: []verdict.Gap{{Kind: verdict.GapReviewer, Name: "security", Reason: "timeout"}}}
	tests := []struct {
		d     verdict.Decision
		cov   *verdict.Coverage
		allow bool
		want  int
	}{
		{verdict.Pass, nil, false, ExitOK},
		{verdict.Pass, gap, false, ExitIncomplete},
		{verdict.Warn, gap, false, ExitIncomplete},
		{verdict.Pass, gap, true, ExitOK},
		{verdict.Fail, gap, false, ExitFail},
		{verdict.Abort, gap, false, ExitAbort},
		{verdict.Pass, &verdict.Coverage{NotAnalyzed: []verdict.NotAnalyzed{{File: "a.py", Reason: "syntax", Partial: true}}}, false, ExitOK},
	}
	for _, tt := range tests {
		r := &verdict.Review{Verdict: tt.d, Coverage: tt.cov}
		if got := ReviewExit(r, verdict.Fail, tt.allow); got != tt.want {
			t.Errorf("ReviewExit(%s, incomplete=%v, allow=%v) = %d, want %d", tt.d, r.Incomplete(), tt.allow, got, tt.want)
		}
	}
}
