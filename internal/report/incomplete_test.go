package report

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/verdict"
)

// incompleteInput is a review in which a reviewer ran out of time and a
// file was not analyzed.
func incompleteInput() *Input {
	in := sampleInput(verdict.Warn)
	r := in.Review
	r.Reviewers = append(r.Reviewers, verdict.Reviewer{Name: "hangs", Status: "unavailable", Error: "the hangs specialist did not finish within 5s"})
	r.Coverage = &verdict.Coverage{Incomplete: []verdict.Gap{
		{Kind: verdict.GapReviewer, Name: "hangs", Reason: "the hangs specialist did not finish within 5s"},
		{Kind: verdict.GapFile, Name: "lib/parse.rs", Reason: "no engine analyzes Rust"},
	}}
	return in
}

// An incomplete review says so in every format a person or a CI reads: the
// text names each part not reviewed once, SARIF says the run did not
// succeed and why, and GitHub gets an error annotation before the findings.
func TestIncompleteInEveryFormat(t *testing.T) {
	in := incompleteInput()

	text := string(render(t, "text", in))
	if !strings.HasPrefix(text, "Incomplete review: 2 part(s)") || strings.Count(text, "hangs specialist did not finish") != 1 {
		t.Errorf("text names the unavailable reviewer %d times, want once, after the incomplete header:\n%s",
			strings.Count(text, "hangs specialist did not finish"), text)
	}

	data := render(t, "sarif", in)
	if err := validateSARIF(sarifSchema(t), data); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []struct {
					Level   string
					Message struct{ Text string }
				}
			}
		}
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	inv := doc.Runs[0].Invocations[0]
	var msgs []string
	for _, n := range inv.ToolExecutionNotifications {
		msgs = append(msgs, n.Level+" "+n.Message.Text)
	}
	// The sample's performance reviewer failed without a coverage entry
	// (a verdict of an older teamreview): still named, once.
	if inv.ExecutionSuccessful || len(msgs) != 3 || !strings.HasPrefix(msgs[2], "error Performance review was not completed") || msgs[0] != "error Not reviewed: reviewer hangs: the hangs specialist did not finish within 5s" ||
		msgs[1] != "error Not reviewed: file lib/parse.rs: no engine analyzes Rust" {
		t.Errorf("SARIF invocation: successful %v, notifications %q", inv.ExecutionSuccessful, msgs)
	}

	gh := string(render(t, "github", in))
	if !strings.HasPrefix(gh, "::error title=Incomplete review::Incomplete review: 2 part(s)") ||
		!strings.Contains(gh, "%0A  reviewer hangs: the hangs specialist did not finish within 5s%0A  file lib/parse.rs: no engine analyzes Rust\n") {
		t.Errorf("github annotations:\n%s", gh)
	}

	// A complete review is a successful run with no such annotation.
	in = sampleInput(verdict.Warn)
	if s := string(render(t, "sarif", in)); !strings.Contains(s, `"executionSuccessful": true`) {
		t.Errorf("complete review's SARIF:\n%s", s)
	}
	if gh := string(render(t, "github", in)); strings.Contains(gh, "Incomplete") {
		t.Errorf("complete review's annotations:\n%s", gh)
	}
}
