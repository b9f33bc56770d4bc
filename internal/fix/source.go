package fix

import (
	"bytes"
	"context"
	"go/format"

	"github.com/teamreview/teamreview/internal/finding"
)

// A Source proposes a fix for a finding. It returns nil and no error when
// it has nothing to offer for that finding.
type Source interface {
	Name() string
	// Offers says, from the finding alone, whether the source may fix it.
	Offers(f *finding.Finding) bool
	Propose(ctx context.Context, f *finding.Finding, t Tree) (*Proposal, error)
}

// Tree reads the scratch worktree's current files, by path relative to the
// review root.
type Tree interface {
	Read(path string) ([]byte, error)
}

// Proposal is a fix: text edits in the files as they were reviewed, or new
// whole contents of files as they are now (a formatter's output).
type Proposal struct {
	Message string
	Edits   []finding.TextEdit
	Files   map[string][]byte
	// Whole marks a fix that rewrites whole files from their current
	// content: such fixes run after the edits to the same file.
	Whole bool
}

// Sources are the fix sources, tried in order for each finding. Tests add
// their own in front.
var Sources = []Source{Gofmt{}, Suggested{}}

// RuleGofmt is the Go engine's rule for a file gofmt would change.
const RuleGofmt = "gofmt"

// Gofmt formats the file of a gofmt finding as it is now, after the other
// fixes to it: the finding's own edit replaces the file as reviewed, which
// would undo them.
type Gofmt struct{}

func (Gofmt) Name() string                   { return "gofmt" }
func (Gofmt) Offers(f *finding.Finding) bool { return f.Rule == RuleGofmt }

func (Gofmt) Propose(_ context.Context, f *finding.Finding, t Tree) (*Proposal, error) {
	if f.Rule != RuleGofmt {
		return nil, nil
	}
	src, err := t.Read(f.File)
	if err != nil {
		return nil, err
	}
	out, err := format.Source(src)
	if err != nil {
		return nil, err
	}
	p := &Proposal{Message: "Format the file with gofmt", Whole: true, Files: map[string][]byte{}}
	if !bytes.Equal(out, src) {
		p.Files[f.File] = out
	}
	return p, nil
}

// Suggested applies the analyzer's suggested fix kept on the finding.
type Suggested struct{}

func (Suggested) Name() string { return "suggested" }
func (Suggested) Offers(f *finding.Finding) bool {
	return f.Rule != RuleGofmt && len(f.Fixes) > 0 && len(f.Fixes[0].Edits) > 0
}

func (Suggested) Propose(_ context.Context, f *finding.Finding, _ Tree) (*Proposal, error) {
	if len(f.Fixes) == 0 || len(f.Fixes[0].Edits) == 0 {
		return nil, nil
	}
	return &Proposal{Message: f.Fixes[0].Message, Edits: f.Fixes[0].Edits}, nil
}
