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
