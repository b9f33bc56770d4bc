package verify

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/verdict"
)

// model answers like an OpenAI-compatible server whose model sees the
// problem exactly while `subprocess.run(cmd)` is in the code it is shown.
func model(t *testing.T) (*httptest.Server, *int) {
	rechecks := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		var req struct{ Messages []struct{ Content string } }
		json.Unmarshal(b, &req)
		prompt := req.Messages[len(req.Messages)-1].Content
		answer := `{"findings":[]}`
		if strings.Contains(prompt, "still there?") {
			// verify's precise question: it names the problem and its
			// rule, and is answered yes or no about that problem only,
			// whatever else the lines hold.
			rechecks++
			if !strings.Contains(prompt, "Problem: Command run with caller input") || !strings.Contains(prompt, "Rule: llm/injection") {
				t.Errorf("the re-check does not name the problem and its rule: %s", prompt)
			}
			answer = `{"stillPresent":false,"reason":"the call is gone"}`
			if strings.Contains(prompt, "subprocess.run(cmd)") {
				answer = `{"stillPresent":true,"reason":"cmd still reaches subprocess.run"}`
			}
		} else if strings.Contains(prompt, "subprocess.run(cmd)") {
			answer = `{"findings":[{"file":"app/views.py","lineRange":"3","severity":"High","confidence":0.9,"title":"Command run with caller input","recommendation":"Use an allow-list.","category":"injection"}]}`
		}
		content, _ := json.Marshal(answer)
		io.WriteString(w, `{"choices":[{"message":{"role":"assistant","content":`+string(content)+`}}],"usage":{"prompt_tokens":10,"completion_tokens":5}}`)
	}))
	t.Cleanup(srv.Close)
	return srv, &rechecks
}

func TestModelFindingsAreRecheckedByTheModel(t *testing.T) {
	t.Setenv("TEAMREVIEW_CACHE", "off")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	srv, rechecks := model(t)
	dir := t.TempDir()
	write := func(p, s string) {
		t.Helper()
		os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".teamreview.yaml", "llm:\n  provider: openai\n  base_url: "+srv.URL+"\n  model: m\n")
	write("app/views.py", "import subprocess\ndef run(cmd):\n    return subprocess.run(cmd)\n")
	plan, err := review.Prepare(context.Background(), review.Options{Dir: dir, Targets: []string{"app"}, Mode: verdict.Full, Dimensions: []string{"sec"}})
	if err != nil {
		t.Fatal(err)
	}
	out, err := plan.Execute(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var id string
	for _, f := range out.Review.Findings {
		if f.Rule == "llm/injection" {
			id = f.ID
		}
	}
	if id == "" {
		t.Fatalf("no model finding: %+v", out.Review.Findings)
	}
	mark := func() {
		t.Helper()
		if _, err := review.Mark(context.Background(), dir, []string{id}, finding.Fixed, ""); err != nil {
			t.Fatal(err)
		}
	}
	status := func() (finding.Status, *Outcome) {
		t.Helper()
		o, err := Run(context.Background(), Options{Root: dir})
		if err != nil {
			t.Fatal(err)
		}
		return o.Review.Find(id).Status, o
	}

	// Claimed fixed, but the code is the same: the model still sees it.
	mark()
	if st, o := status(); st != finding.Reopened || *rechecks != 1 || !strings.Contains(o.Review.Find(id).Reason, "cmd still reaches subprocess.run") {
		t.Fatalf("unchanged code: %s after %d rechecks, want reopened after 1 with the model's reason", st, *rechecks)
	}
	// Really fixed: verified, at the cost of one request.
	mark()
	write("app/views.py", "import subprocess\nALLOWED = {'ls'}\ndef run(cmd):\n    return subprocess.run([ALLOWED[cmd]])\n")
	if st, _ := status(); st != finding.Verified || *rechecks != 2 {
		t.Fatalf("fixed code: %s after %d rechecks, want verified after 2", st, *rechecks)
	}

	// With no model to ask, a fixed model finding stays fixed, and says why.
	write("app/views.py", "import subprocess\ndef run(cmd):\n    return subprocess.run(cmd)\n")
	if out, err = plan.Execute(context.Background()); err != nil {
		t.Fatal(err)
	}
	write(".teamreview.yaml", "")
	mark()
	st, o := status()
	if st != finding.Fixed || len(o.Unverifiable) != 1 || !strings.Contains(strings.Join(o.Notes, " "), "no llm.provider is configured") {
		t.Errorf("without a model: %s, unverifiable %v, notes %v", st, o.Unverifiable, o.Notes)
	}
}
