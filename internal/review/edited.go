package review

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// checkEdited refuses to replace a verdict whose reviewer-owned fields were
// edited by hand — verify and mark refuse it with the same error — unless
// force, when it reports edited so the caller archives it under a name that
// says so.
func checkEdited(st *store.Store, prev *verdict.Review, raw []byte, force bool) (edited bool, err error) {
	if prev == nil {
		return false, nil
	}
	if _, err := st.CheckEdits(raw); err != nil {
		if force {
			return true, nil
		}
		return false, fmt.Errorf("%w; `teamreview review --force` archives it as edited and reviews afresh", err)
	}
	return false, nil
}

// archiveEdited keeps a hand-edited verdict as review-<id>.edited.json (a
// full review's or a quick check's alike: either is evidence of the edit),
// never overwriting an earlier one. It returns the path relative to the
// root.
func archiveEdited(st *store.Store, prev *verdict.Review, raw []byte) (string, error) {
	name := fmt.Sprintf("review-%s.edited.json", prev.ReviewID)
	for i := 2; ; i++ {
		if _, err := os.Lstat(st.Path(name)); os.IsNotExist(err) {
			break
		}
		name = fmt.Sprintf("review-%s.edited-%d.json", prev.ReviewID, i)
	}
	if err := atomicfile.Write(st.Path(name), raw, 0o444); err != nil {
		return "", err
	}
	return st.Rel(name), nil
}

// engineErrors renders the failed engines' errors for the verdict.
func engineErrors(errs map[string]error) map[string]string {
	out := make(map[string]string, len(errs))
	for name, err := range errs {
		out[name] = err.Error()
	}
	return out
}

// streamedCode lists the source files in scope, in a language the review
// analyzes, that the scope did not load but left to be read as a stream
// (too large, or a name the verdict cannot hold): only the secrets scan
// read them (notAnalyzed says so, as partial for that engine), so no
// reviewer looked at their code. Other data (a lockfile, an SVG) is no engine's code to
// review, nor is a minified bundle (scope.File.Minified), and a file the
// configuration's ignore globs leave out is the user's choice: none is a gap.
//
// A team of the secrets reviewer alone (--dimensions secrets) reads no
// code, so it has none of these gaps: it saw what it was asked to see.
func streamedCode(cs *scope.Changeset, cfg *config.Config, team []specialist.Specialist) []verdict.Gap {
	if !slices.ContainsFunc(team, func(s specialist.Specialist) bool { return s.Name() != "secrets" }) {
		return nil
	}
	var out []verdict.Gap
	for _, f := range cs.Files {
		if f.Status == scope.Deleted || f.Skipped == "" || f.Open == nil || f.Binary() || f.Minified() || cfg.Ignored(f.Path) {
			continue
		}
		lang := ""
		if strings.HasSuffix(f.Path, ".go") {
			lang = "Go"
		} else if l := syntax.Detect(f.Path); l != "" {
			lang = l.Title()
		}
		if lang != "" {
			out = append(out, verdict.Gap{Kind: verdict.GapFile, Name: f.Path, Reason: lang + ": " + f.Skipped + "; no reviewer read its code"})
		}
	}
	return out
}
