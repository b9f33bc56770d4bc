package correctness

import (
	"fmt"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// builtTipKinds are the tips about each kind of built text.
var builtTipKinds = map[gosource.Kind]string{gosource.SQL: specialist.TipSQLBuilt, gosource.Shell: specialist.TipShellBuilt}

// builtTips turns the SQL and shell command lines the Go source engine
// found built by concatenation or formatting (gosource.Facts.Built) into
// tips to security: whether each is an injection depends on where the
// value comes from, which is security's call.
func builtTips(pass *specialist.Pass) []bus.Tip {
	facts := gosource.Of(pass.Facts)
	if facts == nil {
		return nil
	}
	var out []bus.Tip
	for _, b := range facts.Built {
		what := "SQL built by concatenation or formatting"
		if b.Kind == gosource.Shell {
			what = "Shell command built by concatenation or formatting"
		}
		out = append(out, bus.Tip{From: Name, To: "security", Kind: builtTipKinds[b.Kind], File: b.File, Lines: finding.Lines(b.Line, b.Line),
			Summary: fmt.Sprintf("%s at %s:%d reaches %s: where does the value come from?", what, b.File, b.Line, b.Sink),
			Code:    b.Code})
	}
	return out
}
