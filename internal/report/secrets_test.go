package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/consolidate"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
	secretsspecialist "github.com/teamreview/teamreview/internal/specialist/secrets"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Fake credentials shaped to match gitleaks' rules, assembled at run time
// so no file in this repository holds one whole.
var (
	awsKey = "AKIA" + "Z4QXR7TLM2WBVN5K"
	ghPAT  = "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
)

// fixMarker is the new text of a fix; only rdjson may print it, and only
// as a suggestion.
const fixMarker = "FIX-NEW-TEXT-7f3e"

// leaked reports the first run of 8 characters of a secret, past its public
// type marker, that out contains.
func leaked(out string) string {
	for _, v := range []string{awsKey, ghPAT} {
		for i := 4; i+8 <= len(v); i++ {
			if strings.Contains(out, v[i:i+8]) {
				return v[i : i+8]
			}
		}
	}
	return ""
}

// secretsReview runs the real secrets path: the gitleaks engine over files
// that hold credentials, the secrets specialist, and consolidation with the
// guard that withholds fixes carrying a credential. The input also hands
// the writers the raw file contents, credentials included, as a review would.
func secretsReview(t *testing.T) *report.Input {
	t.Helper()
	files := map[string]string{
		"config.go":        "package config\n\n// Credentials for the billing API.\nconst AccessKey = \"" + awsKey + "\"\n",
		"config_test.go":   "package config\n\nconst token = \"" + ghPAT + "\"\n",
		"docs/README.md":   "Set the key:\n\n    export AWS_ACCESS_KEY_ID=" + awsKey + "\n",
		"deploy/values.sh": "TOKEN=" + ghPAT + "\n",
	}
	cs := &scope.Changeset{Kind: scope.KindFile, Target: "fixtures", Root: t.TempDir()}
	contents := map[string][]byte{}
	for _, p := range []string{"config.go", "config_test.go", "docs/README.md", "deploy/values.sh"} {
		contents[p] = []byte(files[p])
		cs.Files = append(cs.Files, scope.File{Path: p, Status: scope.Whole, Category: scope.General, Content: contents[p]})
	}
	var in []*scope.File
	for i := range cs.Files {
		in = append(in, &cs.Files[i])
	}

	sc, err := secretsengine.Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	res, err := (&secretsengine.Engine{Scanner: sc}).Run(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	found, err := secretsspecialist.Specialist{}.Review(context.Background(), &specialist.Pass{Changeset: cs, Files: in, Diagnostics: res.Diagnostics})
	if err != nil {
		t.Fatal(err)
	}
	for i := range found {
		found[i].Domain, found[i].Status = secretsspecialist.Name, finding.Open
		// A fix that would write the credential back: consolidation must
		// withhold it.
		line := strings.Split(files[found[i].File], "\n")[found[i].Lines.Start-1]
		start := strings.Index(files[found[i].File], line)
		found[i].Fixes = []finding.Fix{{Message: "leaky", Edits: []finding.TextEdit{{File: found[i].File, Start: start, End: start + len(line), NewText: line + " // " + line}}}}
	}
	st := &consolidate.State{Changeset: cs, Filter: consolidate.FilterNone, Findings: found, HasSecret: secretsengine.Guard()}
	consolidate.Run(st, consolidate.Default)
	if st.Withheld != len(found) {
		t.Fatalf("consolidation withheld %d of %d leaking fixes", st.Withheld, len(found))
	}
	if len(st.Findings) < 4 {
		t.Fatalf("the secrets path found %d credentials, want at least 4: %+v", len(st.Findings), st.Findings)
	}
	// A harmless fix on each, to see where fix text may go. The second
	// finding is declined, the third suppressed, so every kind of finding is
	// shown somewhere.
	for i := range st.Findings {
		f := &st.Findings[i]
		f.Fixes = []finding.Fix{{Message: "fake", Edits: []finding.TextEdit{{File: f.File, Start: 0, End: 0, NewText: fixMarker}}}}
	}
	st.Findings[1].Status, st.Findings[1].Reason = finding.WontFix, "a fixture"
	sup := st.Findings[2]
	sup.Reason = "suppressed inline: rotated already"
	r := &verdict.Review{
		ReviewID: "5ec12e75", Timestamp: "2026-11-22T10:00:00Z", Scope: string(cs.Kind), Target: cs.Target, Mode: verdict.Full,
		Findings: append(st.Findings[:2:2], st.Findings[3:]...), Suppressed: []finding.Finding{sup},
		Reviewers: []verdict.Reviewer{{Name: "secrets", Status: "completed", Files: len(in)}},
	}
	r.Recompute()
	return &report.Input{Review: r, Date: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC), Contents: contents}
}

func TestNoWriterPrintsASecret(t *testing.T) {
	in := secretsReview(t)
	if in.Review.Verdict != verdict.Abort {
		t.Fatalf("a credential in shipped code gives %s, want ABORT", in.Review.Verdict)
	}
	for _, format := range report.Formats() {
		var b bytes.Buffer
		if err := report.Writers[format].Write(&b, in); err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		out := b.String()
		if s := leaked(out); s != "" {
			t.Errorf("%s prints part of a credential (%q):\n%s", format, s, out)
		}
		switch format {
		case "json":
			// The verdict itself keeps the fixes for the fixer.
		case "rdjson":
			var doc struct {
				Diagnostics []struct {
					Suggestions []struct{ Text string }
				}
			}
			if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, d := range doc.Diagnostics {
				for _, s := range d.Suggestions {
					if s.Text != fixMarker {
						t.Errorf("rdjson suggestion %q is not a fix's new text", s.Text)
					}
					n++
				}
			}
			if n == 0 || strings.Count(out, fixMarker) != n {
				t.Errorf("rdjson prints the fix text %d times for %d suggestions", strings.Count(out, fixMarker), n)
			}
		default:
			if strings.Contains(out, fixMarker) {
				t.Errorf("%s prints a fix's new text:\n%s", format, out)
			}
		}
	}
}
