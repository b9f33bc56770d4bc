package mcpserver_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/gitx/gittest"
	"github.com/teamreview/teamreview/internal/mcpserver"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
)

// A fake GitHub token, assembled at run time so that no file in this
// repository holds one whole.
var fakeToken = "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"

// newRepo is a hermetic git repository with one commit. The go command keeps
// the developer's caches, which a moved HOME would otherwise empty; the
// review's own cache goes to a temporary directory.
func newRepo(t *testing.T) *gittest.Repo {
	t.Helper()
	goEnv := map[string]string{}
	if out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE", "GOPATH").Output(); err == nil {
		for i, v := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			goEnv[[]string{"GOCACHE", "GOMODCACHE", "GOPATH"}[i]] = v
		}
	}
	r := gittest.New(t)
	for k, v := range goEnv {
		t.Setenv(k, v)
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	r.Write("README.md", "# project\n")
	r.CommitAll("init")
	return r
}

// connect serves dir over the SDK's in-memory transports and returns the
// client's session.
func connect(t *testing.T, dir string) *mcp.ClientSession {
	t.Helper()
	return connectWith(t, dir, nil)
}

// connectWith is connect with the client's options (its notification
// handlers).
func connectWith(t *testing.T, dir string, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := mcpserver.New(mcpserver.Options{Dir: dir}).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, opts).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		ss.Wait()
	})
	return cs
}

// call calls a tool; a protocol error fails the test (domain errors are
// results), and no result may hold any part of the fake token.
func call(t *testing.T, cs *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error: %v", name, err)
	}
	t.Logf("%s %v: IsError %v\n%s", name, args, res.IsError, text(res))
	data, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	for i := 4; i+8 <= len(fakeToken); i++ {
		if strings.Contains(string(data), fakeToken[i:i+8]) {
			t.Fatalf("%s: the result holds part of the token (%q): %s", name, fakeToken[i:i+8], data)
		}
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// ok requires a successful result; failed requires an error result whose
// text is one line matching want.
func ok(t *testing.T, name string, res *mcp.CallToolResult) {
	t.Helper()
	if res.IsError {
		t.Fatalf("%s: error result: %s", name, text(res))
	}
}

func failed(t *testing.T, name string, res *mcp.CallToolResult, want string) {
	t.Helper()
	got := text(res)
	if !res.IsError {
		t.Fatalf("%s: IsError is false, want an error result; text: %s", name, got)
	}
	if strings.Contains(got, "\n") || !strings.Contains(got, want) {
		t.Fatalf("%s: error text %q, want one line containing %q", name, got, want)
	}
}

func structured[T any](t *testing.T, name string, res *mcp.CallToolResult) T {
	t.Helper()
	var v T
	if res.StructuredContent == nil {
		t.Fatalf("%s: no structured content", name)
	}
	data, err := json.Marshal(res.StructuredContent)
	if err == nil {
		err = json.Unmarshal(data, &v)
	}
	if err != nil {
		t.Fatalf("%s: structured content: %v", name, err)
	}
	return v
}

func TestTools(t *testing.T) {
	cs := connect(t, t.TempDir())
	init := cs.InitializeResult()
	if init.ServerInfo.Name != "teamreview" || !strings.Contains(init.Instructions, "verify") {
		t.Errorf("server info %+v, instructions %q", init.ServerInfo, init.Instructions)
	}
	if init.Capabilities.Tools == nil || init.Capabilities.Logging != nil {
		t.Errorf("capabilities %+v: want tools and nothing else", init.Capabilities)
	}
	lt, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	schemas := map[string]map[string]any{}
	var names []string
	for _, tool := range lt.Tools {
		names = append(names, tool.Name)
		data, _ := json.Marshal(tool)
		var m map[string]any
		json.Unmarshal(data, &m)
		schemas[tool.Name] = m
		if tool.Description == "" {
			t.Errorf("%s has no description", tool.Name)
		}
	}
	slices.Sort(names)
	if want := []string{"fix", "get_verdict", "list_findings", "mark", "review", "verify"}; !slices.Equal(names, want) {
		t.Fatalf("tools %v, want %v", names, want)
	}
	prop := func(tool, kind, name string) map[string]any {
		p, _ := schemas[tool][kind].(map[string]any)["properties"].(map[string]any)[name].(map[string]any)
		return p
	}
	if got := prop("review", "inputSchema", "mode")["enum"]; !jsonEqual(got, []string{"full", "quick"}) {
		t.Errorf("review mode enum %v", got)
	}
	if got := prop("mark", "inputSchema", "status")["enum"]; !jsonEqual(got, []string{"fixed", "wont_fix"}) {
		t.Errorf("mark status enum %v", got)
	}
	if typ := prop("review", "inputSchema", "target")["type"]; typ != "array" {
		t.Errorf("review target type %v, want array", typ)
	}
	if req := schemas["mark"]["inputSchema"].(map[string]any)["required"]; !jsonEqual(req, []string{"ids", "status"}) {
		t.Errorf("mark requires %v", req)
	}
	if _, has := schemas["review"]["outputSchema"]; has {
		t.Error("review declares an output schema, but a review of nothing has no verdict to return")
	}
	for _, tool := range []string{"verify", "mark", "get_verdict", "fix"} {
		if prop(tool, "outputSchema", "findings") == nil || prop(tool, "outputSchema", "verdict") == nil {
			t.Errorf("%s: output schema is not the verdict's: %v", tool, schemas[tool]["outputSchema"])
		}
	}
	if prop("list_findings", "outputSchema", "findings")["type"] != "array" {
		t.Errorf("list_findings output schema %v", schemas["list_findings"]["outputSchema"])
	}
	for _, tool := range []string{"get_verdict", "list_findings"} {
		if a, _ := schemas[tool]["annotations"].(map[string]any); a["readOnlyHint"] != true {
			t.Errorf("%s is not marked read-only: %v", tool, a)
		}
	}
}

func jsonEqual(got any, want []string) bool {
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(want)
	return string(a) == string(b)
}

// TestAgentLoop is seeds/000 over MCP: review, fix, mark, verify, and the
// gate passes.
func TestAgentLoop(t *testing.T) {
	repo := newRepo(t)
	repo.Write("internal/fixture_test.go", "package internal\n\n// Test fixtures.\nconst token = \""+fakeToken+"\"\n")
	repo.Git("add", "internal")
	cs := connect(t, repo.Dir)

	res := call(t, cs, "review", map[string]any{})
	ok(t, "review", res)
	r := structured[verdict.Review](t, "review", res)
	if r.Verdict != verdict.Warn || r.Mode != verdict.Full || len(r.Findings) != 1 {
		t.Fatalf("review: verdict %s, mode %s, %d findings, want WARN, full, 1: %+v", r.Verdict, r.Mode, len(r.Findings), r.Findings)
	}
	f := r.Findings[0]
	if f.Severity != finding.High || f.Status != finding.Open || f.File != "internal/fixture_test.go" {
		t.Fatalf("finding %+v", f)
	}
	txt := text(res)
	for _, want := range []string{"Verdict: WARN (1 high)", f.ID, "Report: " + r.ReportPath, "Next: Fix all High findings"} {
		if !strings.Contains(txt, want) {
			t.Errorf("review text lacks %q:\n%s", want, txt)
		}
	}
	if _, err := os.Stat(filepath.Join(repo.Dir, filepath.FromSlash(r.ReportPath))); err != nil {
		t.Errorf("the full review wrote no report: %v", err)
	}

	// Marking needs ids the verdict knows.
	failed(t, "mark", call(t, cs, "mark", map[string]any{"ids": []string{"secrets-00000000-1"}, "status": "fixed"}), `unknown finding id "secrets-00000000-1"`)
	failed(t, "mark", call(t, cs, "mark", map[string]any{"ids": []string{f.ID}, "status": "wont_fix"}), "reason is required")

	// Fix it for real, then mark and verify.
	repo.Write("internal/fixture_test.go", "package internal\n\n// Test fixtures.\nconst token = \"fake\"\n")
	res = call(t, cs, "mark", map[string]any{"ids": []string{f.ID}, "status": "fixed"})
	ok(t, "mark", res)
	if m := structured[verdict.Review](t, "mark", res); m.Find(f.ID).Status != finding.Fixed {
		t.Errorf("mark: status %s", m.Find(f.ID).Status)
	}
	if txt := text(res); !strings.Contains(txt, "Marked fixed: "+f.ID) || !strings.Contains(txt, "Next: call verify") {
		t.Errorf("mark text:\n%s", txt)
	}

	res = call(t, cs, "verify", nil)
	ok(t, "verify", res)
	v := structured[verdict.Review](t, "verify", res)
	if v.Verdict != verdict.Pass || v.Mode != verdict.VerifyMode || v.Find(f.ID).Status != finding.Verified {
		t.Fatalf("verify: verdict %s, mode %s, findings %+v", v.Verdict, v.Mode, v.Findings)
	}
	if txt := text(res); !strings.HasPrefix(txt, "1 verified, 0 reopened, 0 new\n") || !strings.Contains(txt, "Verdict: PASS") || !strings.Contains(txt, "Next: Proceed to PR.") {
		t.Errorf("verify text:\n%s", txt)
	}

	res = call(t, cs, "get_verdict", nil)
	ok(t, "get_verdict", res)
	if g := structured[verdict.Review](t, "get_verdict", res); g.Verdict != verdict.Pass || g.ReviewID != r.ReviewID {
		t.Errorf("get_verdict: %s %s, want PASS %s", g.Verdict, g.ReviewID, r.ReviewID)
	}
	if !strings.HasPrefix(text(res), "Verdict: PASS") {
		t.Errorf("get_verdict text:\n%s", text(res))
	}

	type list struct{ Findings []finding.Finding }
	for _, tt := range []struct {
		filter map[string]any
		want   int
	}{
		{map[string]any{}, 1},
		{map[string]any{"status": []string{"verified"}}, 1},
		{map[string]any{"status": []string{"open", "reopened"}}, 0},
		{map[string]any{"severity": []string{"High"}, "domain": []string{"secrets"}, "file": "internal"}, 1},
		{map[string]any{"file": "internal/*_test.go"}, 1},
		{map[string]any{"file": "intern"}, 0},
		{map[string]any{"domain": []string{"security"}}, 0},
	} {
		res := call(t, cs, "list_findings", tt.filter)
		ok(t, "list_findings", res)
		l := structured[list](t, "list_findings", res)
		if len(l.Findings) != tt.want {
			t.Errorf("list_findings %v: %d findings, want %d", tt.filter, len(l.Findings), tt.want)
		}
		if tt.want > 0 && l.Findings[0].ID != f.ID {
			t.Errorf("list_findings %v: %s, want %s", tt.filter, l.Findings[0].ID, f.ID)
		}
	}
	failed(t, "list_findings", call(t, cs, "list_findings", map[string]any{"severity": []string{"Critical"}}), "severity")
}

func TestNothingToReview(t *testing.T) {
	repo := newRepo(t)
	cs := connect(t, repo.Dir)
	for _, tt := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{}, "No staged or unstaged changes found."},
		{map[string]any{"mode": "quick"}, "No uncommitted changes found. Nothing to check."},
	} {
		res := call(t, cs, "review", tt.args)
		ok(t, "review", res)
		if !strings.HasPrefix(text(res), tt.want) || res.StructuredContent != nil {
			t.Errorf("review %v: %q (structured %v), want %q", tt.args, text(res), res.StructuredContent, tt.want)
		}
	}
	if _, err := os.Stat(filepath.Join(repo.Dir, store.Dir)); err == nil {
		t.Errorf("a review of nothing created %s", store.Dir)
	}
	failed(t, "get_verdict", call(t, cs, "get_verdict", nil), "no verdict yet")
	failed(t, "list_findings", call(t, cs, "list_findings", nil), "no verdict yet")
	failed(t, "verify", call(t, cs, "verify", nil), "no verdict yet")
	failed(t, "mark", call(t, cs, "mark", map[string]any{"ids": []string{"x"}, "status": "fixed"}), "no verdict yet")
}

// Bad input and domain failures are results the model can read, not
// protocol errors and not crashes.
func TestErrorResults(t *testing.T) {
	repo := newRepo(t)
	repo.Write("notes.txt", "hello\n")
	cs := connect(t, repo.Dir)

	failed(t, "review", call(t, cs, "review", map[string]any{"mode": "slow"}), "mode")
	failed(t, "review", call(t, cs, "review", map[string]any{"mode": "quick", "target": []string{"notes.txt"}}), "quick takes no target")
	failed(t, "review", call(t, cs, "review", map[string]any{"dimensions": []string{"astrology"}}), `unknown dimension "astrology"`)
	failed(t, "mark", call(t, cs, "mark", map[string]any{"ids": []string{"x"}, "status": "verified"}), "status")

	// Another review holds the lock.
	old := review.LockWait
	review.LockWait = 50 * time.Millisecond
	t.Cleanup(func() { review.LockWait = old })
	lock, err := (&store.Store{Root: repo.Dir}).Lock(context.Background(), "test", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	failed(t, "review", call(t, cs, "review", nil), "another review is running")
	lock.Unlock()

	// A malformed verdict: one line naming the file.
	if err := os.WriteFile(filepath.Join(repo.Dir, store.Dir, store.LatestFile), []byte(`{"verdict": "MAYBE"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"get_verdict", "list_findings", "verify"} {
		failed(t, tool, call(t, cs, tool, nil), ".code-review/review-latest.json: invalid verdict file")
	}
	failed(t, "review", call(t, cs, "review", nil), ".code-review/review-latest.json")
}

// TestFixTool: an agent asks teamreview to apply the fixes it has; gofmt's
// is applied, checked with go build and go test, marked and verified, and
// an ABORT is refused.
func TestFixTool(t *testing.T) {
	repo := newRepo(t)
	repo.Write("go.mod", "module example.com/m\n\ngo 1.22\n")
	repo.CommitAll("module")
	repo.Write("sub.go", "package m\n\nfunc   Sub(a,b int) int {\nreturn a-b\n}\n")
	repo.Git("add", "sub.go")
	cs := connect(t, repo.Dir)
	ok(t, "review", call(t, cs, "review", map[string]any{}))

	// Asked explicitly, fix applies the mechanical fix whatever the severity.
	res := call(t, cs, "fix", map[string]any{})
	ok(t, "fix", res)
	r := structured[verdict.Review](t, "fix", res)
	if len(r.Findings) != 1 || r.Findings[0].Status != finding.Verified || r.Verdict != verdict.Pass {
		t.Fatalf("after fix: %s %+v", r.Verdict, r.Findings)
	}
	if txt := text(res); !strings.HasPrefix(txt, "1 fixed, 0 rolled back, 0 not applied, 0 skipped\n") || !strings.Contains(txt, "verify: 1 verified") {
		t.Errorf("fix text:\n%s", txt)
	}
	if got, _ := os.ReadFile(filepath.Join(repo.Dir, "sub.go")); string(got) != "package m\n\nfunc Sub(a, b int) int {\n\treturn a - b\n}\n" {
		t.Errorf("sub.go after the fix:\n%s", got)
	}
	failed(t, "fix", call(t, cs, "fix", map[string]any{"min_severity": "Lowest"}), "validating \"arguments\"")

	repo.Write("key.go", "package m\n\nconst token = \""+fakeToken+"\"\n")
	repo.Git("add", "key.go")
	ok(t, "review", call(t, cs, "review", map[string]any{}))
	failed(t, "fix", call(t, cs, "fix", map[string]any{}), "the verdict is ABORT")
	failed(t, "fix", call(t, cs, "fix", map[string]any{"background": true}), "the verdict is ABORT")
}

// hangs is a reviewer that never finishes on its own.
type hangs struct{}

func (hangs) Name() string      { return "hangs" }
func (hangs) Engines() []string { return nil }
func (hangs) Review(ctx context.Context, _ *specialist.Pass) ([]finding.Finding, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// An incomplete review says so first, names what it did not cover in the
// verdict, and tells the agent what to do; the instructions say it too.
func TestIncompleteReview(t *testing.T) {
	saved := team.Specialists
	team.Specialists = append(slices.Clip(team.Specialists), hangs{})
	t.Cleanup(func() { team.Specialists = saved })
	repo := newRepo(t)
	repo.Write("internal/fixture_test.go", "package internal\n\n// Test fixtures.\nconst token = \""+fakeToken+"\"\n")
	repo.Git("add", "internal")
	cs := connect(t, repo.Dir)
	if in := cs.InitializeResult().Instructions; !strings.Contains(in, "INCOMPLETE") || !strings.Contains(in, "specialist_timeout") {
		t.Errorf("the instructions do not say what to do on an incomplete review: %s", in)
	}

	failed(t, "review", call(t, cs, "review", map[string]any{"dimensions": []string{"secrets"}, "specialist_timeout": "soon"}), `specialist_timeout "soon"`)
	res := call(t, cs, "review", map[string]any{"dimensions": []string{"secrets", "hangs"}, "specialist_timeout": "10s"})
	ok(t, "review", res)
	r := structured[verdict.Review](t, "review", res)
	if !r.Incomplete() || r.Coverage.Incomplete[0].Name != "hangs" || r.Verdict != verdict.Warn {
		t.Fatalf("verdict %s, coverage %+v: want WARN, incomplete for hangs", r.Verdict, r.Coverage)
	}
	txt := text(res)
	if !strings.HasPrefix(txt, "Incomplete review: 1 part(s)") || !strings.Contains(txt, "reviewer hangs: the hangs specialist did not finish within 10s") ||
		!strings.Contains(txt, "Next: The review is incomplete") {
		t.Errorf("review text:\n%s", txt)
	}
}

// progressLog collects the progress notifications a client receives.
type progressLog struct {
	mu    sync.Mutex
	notes []*mcp.ProgressNotificationParams
}

func (l *progressLog) handler(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.notes = append(l.notes, req.Params)
}

// take returns the messages received with token so far, and forgets all.
func (l *progressLog) take(t *testing.T, token string) []string {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	var msgs []string
	last := 0.0
	for _, n := range l.notes {
		if n.ProgressToken != token {
			t.Errorf("progress for token %v, want %s", n.ProgressToken, token)
			continue
		}
		if n.Progress <= last {
			t.Errorf("progress %v after %v: it must increase", n.Progress, last)
		}
		last = n.Progress
		msgs = append(msgs, n.Message)
	}
	l.notes = nil
	return msgs
}

// waitFor polls until cond holds, with a generous bound for a busy machine.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Minute); !cond(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
	}
}

// A client that sends a progress token hears of each engine and specialist
// that ends during a review and of each finding tried during a fix; a client
// with a short request timeout runs the fix in the background and follows it
// with get_verdict.
func TestProgress(t *testing.T) {
	repo := newRepo(t)
	repo.Write("go.mod", "module example.com/m\n\ngo 1.22\n")
	repo.CommitAll("module")
	repo.Write("sub.go", "package m\n\nfunc   Sub(a,b int) int {\nreturn a-b\n}\n")
	repo.Git("add", "sub.go")
	var log progressLog
	cs := connectWith(t, repo.Dir, &mcp.ClientOptions{ProgressNotificationHandler: log.handler})
	callWith := func(name, token string, args any) *mcp.CallToolResult {
		t.Helper()
		p := &mcp.CallToolParams{Name: name, Arguments: args}
		if token != "" {
			p.SetProgressToken(token)
		}
		res, err := cs.CallTool(context.Background(), p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ok(t, name, res)
		return res
	}

	// Without a token, nothing is sent.
	callWith("review", "", map[string]any{"dimensions": []string{"maintainability"}})
	if got := log.take(t, ""); len(got) != 0 {
		t.Errorf("progress without a token: %q", got)
	}

	callWith("review", "r1", map[string]any{"dimensions": []string{"maintainability", "secrets"}})
	// Notifications may trail the result on the wire: wait for them.
	var msgs []string
	waitFor(t, "the review's progress", func() bool {
		msgs = append(msgs, log.take(t, "r1")...)
		return slices.ContainsFunc(msgs, func(m string) bool { return strings.HasPrefix(m, "specialist secrets done") }) &&
			slices.ContainsFunc(msgs, func(m string) bool { return strings.HasPrefix(m, "specialist maintainability done") })
	})
	t.Logf("review progress: %q", msgs)
	if !slices.ContainsFunc(msgs, func(m string) bool { return strings.HasPrefix(m, "engine ") }) {
		t.Errorf("no engine's end in the review's progress: %q", msgs)
	}

	res := callWith("fix", "f1", map[string]any{})
	if r := structured[verdict.Review](t, "fix", res); r.Verdict != verdict.Pass {
		t.Fatalf("after fix: %s %+v", r.Verdict, r.Findings)
	}
	msgs = nil
	waitFor(t, "the fix's progress", func() bool {
		msgs = append(msgs, log.take(t, "f1")...)
		return slices.ContainsFunc(msgs, func(m string) bool { return strings.Contains(m, " fixed (gofmt)") })
	})
	t.Logf("fix progress: %q", msgs)

	// In the background: the answer comes at once with a job id, and
	// get_verdict follows the job to the fix's own result.
	repo.Write("add.go", "package m\n\nfunc   Add(a,b int) int {\nreturn a+b\n}\n")
	repo.Git("add", "add.go")
	callWith("review", "", map[string]any{"dimensions": []string{"maintainability"}})
	res = callWith("fix", "", map[string]any{"background": true})
	if txt := text(res); !strings.HasPrefix(txt, "fix job fix-1 started") {
		t.Fatalf("background fix: %s", txt)
	}
	var txt string
	waitFor(t, "the background fix", func() bool {
		res := callWith("get_verdict", "", map[string]any{"job": "fix-1"})
		txt = text(res)
		if !strings.HasPrefix(txt, "fix job fix-1 running for ") && !strings.HasPrefix(txt, "fix job fix-1 finished.\n") {
			t.Fatalf("job status: %s", txt)
		}
		return strings.HasPrefix(txt, "fix job fix-1 finished.\n")
	})
	if !strings.Contains(txt, "1 fixed, 0 rolled back") {
		t.Errorf("background fix result:\n%s", txt)
	}
	if r := structured[verdict.Review](t, "get_verdict", callWith("get_verdict", "", map[string]any{})); r.Verdict != verdict.Pass {
		t.Errorf("after the background fix: %s %+v", r.Verdict, r.Findings)
	}
	failed(t, "get_verdict", call(t, cs, "get_verdict", map[string]any{"job": "fix-9"}), `no fix job "fix-9"`)
}
