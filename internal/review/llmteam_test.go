package review

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/verdict"
)

// teamServer is an OpenAI-compatible server whose model answers as the role
// its system prompt names; answer picks the answer. It records each
// request's role and body, and sums the usage it reports.
type teamServer struct {
	mu       sync.Mutex
	roles    []string
	bodies   []string
	in, out  int
	n        int
	answer   func(role, prompt string, n int) string
	srv      *httptest.Server
	rolesSaw map[string]string
}

var roleRE = regexp.MustCompile(`team's (\w+) reviewer`)

func newTeamServer(t *testing.T, answer func(role, prompt string, n int) string) *teamServer {
	ts := &teamServer{answer: answer, rolesSaw: map[string]string{}}
	ts.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct{ Role, Content string }
		}
		if json.Unmarshal(b, &req) != nil || len(req.Messages) != 2 {
			http.Error(w, `{"error":{"message":"bad request","type":"invalid_request_error"}}`, 400)
			return
		}
		role := ""
		if m := roleRE.FindStringSubmatch(req.Messages[0].Content); m != nil {
			role = m[1]
		}
		ts.mu.Lock()
		ts.n++
		n := ts.n
		in, out := 100+n, 10+n
		ts.in, ts.out = ts.in+in, ts.out+out
		ts.roles = append(ts.roles, role)
		ts.bodies = append(ts.bodies, string(b))
		ts.rolesSaw[role] += req.Messages[1].Content
		ts.mu.Unlock()
		content, _ := json.Marshal(ts.answer(role, req.Messages[1].Content, n))
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":%s}}],"usage":{"prompt_tokens":%d,"completion_tokens":%d}}`, content, in, out)
	}))
	t.Cleanup(ts.srv.Close)
	return ts
}

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

const handlerBefore = `package api

import "net/http"

func Delete(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	if !authorized(r) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	store.Delete(id)
	w.WriteHeader(http.StatusNoContent)
}
`

// teamRepo is a git repository whose uncommitted change removes an
// authorization check from a handler and edits a stylesheet.
func teamRepo(t *testing.T, baseURL string) string {
	t.Helper()
	t.Setenv("TEAMREVIEW_CACHE", "")
	t.Setenv("TEAMREVIEW_CACHE_DIR", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	dir := t.TempDir()
	write := func(p, s string) {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git(t, dir, "init", "-q")
	write("api/handler.go", handlerBefore)
	write("web/site.css", ".button { color: #333; }\n")
	write(".teamreview.yaml", "llm:\n  provider: openai\n  base_url: "+baseURL+"\n  model: test-model\n"+
		"cost_guidance:\n  input_price_per_mtok: 3\n  output_price_per_mtok: 15\n")
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-qm", "base")
	write("api/handler.go", strings.Replace(handlerBefore, "\tif !authorized(r) {\n\t\thttp.Error(w, \"forbidden\", http.StatusForbidden)\n\t\treturn\n\t}\n", "", 1))
	write("web/site.css", ".button { color: #ff0000; }\n")
	return dir
}

func runReview(t *testing.T, dir string) *Outcome {
	t.Helper()
	plan, err := Prepare(context.Background(), Options{Dir: dir, Mode: verdict.Full, Dimensions: []string{"sec", "cor"}})
	if err != nil {
		t.Fatal(err)
	}
	out, err := plan.Execute(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// The reviewers see the diff, deleted lines included, and only their
// domain's files; a tip from correctness to security is judged by
// security in a second request and becomes a cross-domain finding; the
// coverage's totals are the server's usage; an identical re-review costs
// nothing.
func TestModelTeamSeesDiffTipsAndAccounts(t *testing.T) {
	ts := newTeamServer(t, func(role, prompt string, n int) string {
		switch {
		case role == "correctness" && !strings.Contains(prompt, "sent you the tips"):
			return `{"findings":[],"tips":[{"to":"security","file":"api/handler.go","line":7,"message":"the authorization check before store.Delete was removed"}]}`
		case role == "security" && strings.Contains(prompt, "sent you the tips"):
			return `{"findings":[{"file":"api/handler.go","lineRange":"7","severity":"Blocker","confidence":0.95,"title":"Delete no longer checks authorization (CWE-862)","recommendation":"Restore the authorized(r) check.","category":"access-control"}]}`
		}
		return `{"findings":[]}`
	})
	dir := teamRepo(t, ts.srv.URL)
	out := runReview(t, dir)

	sec, cor := ts.rolesSaw["security"], ts.rolesSaw["correctness"]
	if !strings.Contains(sec, "-\tif !authorized(r) {") || !strings.Contains(cor, "-\tif !authorized(r) {") {
		t.Errorf("the deleted authorization check did not reach the reviewers as a - line:\n%s", sec)
	}
	if !strings.Contains(sec, "@@ -") || !strings.Contains(sec, "func Delete(w http.ResponseWriter") {
		t.Errorf("no hunk header naming the enclosing function:\n%s", sec)
	}
	if strings.Contains(sec, "site.css") || strings.Contains(cor, "site.css") {
		t.Error("a stylesheet was sent to a reviewer outside design")
	}
	if len(ts.roles) != 3 {
		t.Fatalf("requests by role %v; want security, correctness, then security judging the tip", ts.roles)
	}
	tipReq := ts.bodies[2]
	if ts.roles[2] != "security" || !strings.Contains(tipReq, "the authorization check before store.Delete was removed") {
		t.Errorf("the second round did not carry the tip to security: %s", tipReq)
	}
	var cross int
	for _, f := range out.Review.Findings {
		if f.CrossDomain != nil && f.CrossDomain.From == "correctness" && f.CrossDomain.To == "security" && f.Domain == "security" {
			cross++
		}
	}
	if cross != 1 {
		t.Errorf("%d cross-domain findings; findings %+v", cross, out.Review.Findings)
	}
	var md bytes.Buffer
	if err := (report.Markdown{}).Write(&md, &report.Input{Review: out.Review, Date: time.Now()}); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`Cross-Domain Findings[\s\S]*Delete no longer checks authorization`).MatchString(md.String()) {
		t.Errorf("the report's cross-domain section lacks the finding:\n%s", md.String())
	}
	cov := out.Review.Coverage.Model
	tot := cov.Total
	if tot == nil || tot.Requests != 3 || tot.InputTokens != ts.in || tot.OutputTokens != ts.out || tot.Counts != "measured" || cov.Tips != 1 {
		t.Fatalf("coverage.model %+v total %+v; the server counted %d in, %d out", cov, tot, ts.in, ts.out)
	}
	if want := (float64(ts.in)*3 + float64(ts.out)*15) / 1e6; abs(tot.ActualUSD-want) > 1e-9 || tot.EstimatedUSD <= 0 {
		t.Errorf("cost %v, want %v; estimate %v", tot.ActualUSD, want, tot.EstimatedUSD)
	}
	if !strings.Contains(md.String(), fmt.Sprintf("%d tokens in, %d out (measured)", ts.in, ts.out)) {
		t.Errorf("the report does not show the model total:\n%s", md.String())
	}
	var sum int
	for _, r := range cov.Roles {
		sum += r.InputTokens
	}
	if sum != ts.in {
		t.Errorf("per-role input tokens sum to %d, the server counted %d", sum, ts.in)
	}

	sent := len(ts.roles)
	again := runReview(t, dir)
	tot = again.Review.Coverage.Model.Total
	if len(ts.roles) != sent || tot.Requests != 0 || tot.ActualUSD != 0 || tot.CachedRequests != 3 {
		t.Errorf("an identical re-review sent %d requests; total %+v", len(ts.roles)-sent, tot)
	}
	plan, err := Prepare(context.Background(), Options{Dir: dir, Mode: verdict.Full, Dimensions: []string{"sec", "cor"}})
	if err != nil {
		t.Fatal(err)
	}
	if est := plan.EstimateLLM(); est == nil || est.CacheHits != 2 || est.USD != 0 {
		t.Errorf("the estimate of a cached re-review: %+v", est)
	}
}

func abs(f float64) float64 { return max(f, -f) }

// An answer that cannot be read counts its tokens, is not cached, and is
// asked again on the next run.
func TestModelUnusableAnswerIsRetried(t *testing.T) {
	var mu sync.Mutex
	bad := true
	ts := newTeamServer(t, func(role, prompt string, n int) string {
		mu.Lock()
		defer mu.Unlock()
		if bad {
			return "Looks fine to me."
		}
		return `{"findings":[]}`
	})
	dir := teamRepo(t, ts.srv.URL)
	plan, err := Prepare(context.Background(), Options{Dir: dir, Mode: verdict.Full, Dimensions: []string{"sec"}})
	if err != nil {
		t.Fatal(err)
	}
	first, err := plan.Execute(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(first.Notes, "\n"), fmt.Sprintf("security: model %d tokens in, %d out", ts.in, ts.out)) {
		t.Errorf("the unusable answer's tokens were not counted: %v", first.Notes)
	}
	mu.Lock()
	bad = false
	mu.Unlock()
	plan, _ = Prepare(context.Background(), Options{Dir: dir, Mode: verdict.Full, Dimensions: []string{"sec"}})
	second, err := plan.Execute(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(ts.roles) != 2 || second.Review.Coverage == nil || second.Review.Coverage.Model.Total.Requests != 1 {
		t.Errorf("%d requests over two runs; want the unusable answer asked again", len(ts.roles))
	}
}

// llm.roles gives each reviewer its own model, effort and prices: the
// request of each role carries that role's model and reasoning_effort on
// the wire, the estimate prices each role at its model's price, and the
// actual cost of each role is its server usage at that price.
func TestModelRolesCarryModelEffortAndPrice(t *testing.T) {
	ts := newTeamServer(t, func(role, prompt string, n int) string { return `{"findings":[]}` })
	dir := teamRepo(t, ts.srv.URL)
	prices := "cost_guidance:\n  input_price_per_mtok: 3\n  output_price_per_mtok: 15\n"
	llmCfg := "llm:\n  provider: openai\n  base_url: " + ts.srv.URL + "\n  model: test-model\n"
	base := llmCfg + prices
	roles := llmCfg + "  roles:\n" +
		"    default: {model: small-model, effort: low}\n" +
		"    security: {model: big-model, effort: high, input_price_per_mtok: 15, output_price_per_mtok: 75}\n" + prices
	setConfig := func(cfg string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, ".teamreview.yaml"), []byte(cfg), 0o644); err != nil {
			t.Fatal(err)
		}
		// Committed, so the configuration is not part of the change the
		// reviewers are sent.
		git(t, dir, "add", ".teamreview.yaml")
		git(t, dir, "commit", "-q", "--allow-empty", "-m", "config")
	}
	estimate := func(cfg, dim string) float64 {
		t.Helper()
		setConfig(cfg)
		plan, err := Prepare(context.Background(), Options{Dir: dir, Mode: verdict.Full, Dimensions: []string{dim}})
		if err != nil {
			t.Fatal(err)
		}
		est := plan.EstimateLLM()
		if est == nil || est.USD <= 0 {
			t.Fatalf("no estimate for %s: %+v", dim, est)
		}
		return est.USD
	}
	// Security's model costs five times the default price; correctness
	// has no prices of its own and keeps cost_guidance's.
	if b, r := estimate(base, "sec"), estimate(roles, "sec"); abs(r-5*b) > 1e-12 {
		t.Errorf("security's estimate at its model's price is $%v, want 5 × $%v", r, b)
	}
	if b, r := estimate(base, "cor"), estimate(roles, "cor"); abs(r-b) > 1e-12 {
		t.Errorf("correctness's estimate is $%v, want $%v as without roles", r, b)
	}

	setConfig(roles)
	out := runReview(t, dir)
	want := map[string][2]string{"security": {"big-model", "high"}, "correctness": {"small-model", "low"}}
	seen := map[string]bool{}
	for i, body := range ts.bodies {
		var req struct {
			Model           string `json:"model"`
			ReasoningEffort string `json:"reasoning_effort"`
		}
		if err := json.Unmarshal([]byte(body), &req); err != nil {
			t.Fatal(err)
		}
		w, ok := want[ts.roles[i]]
		if !ok || req.Model != w[0] || req.ReasoningEffort != w[1] {
			t.Errorf("%s's request asks model %q effort %q, want %v", ts.roles[i], req.Model, req.ReasoningEffort, w)
		}
		seen[ts.roles[i]] = true
	}
	if len(seen) != 2 {
		t.Fatalf("requests by role %v, want security and correctness", ts.roles)
	}
	price := map[string][2]float64{"security": {15, 75}, "correctness": {3, 15}}
	for _, u := range out.Review.Coverage.Model.Roles {
		p := price[u.Role]
		if w := want[u.Role][0]; u.Model != w {
			t.Errorf("coverage says %s ran on %q, want %q", u.Role, u.Model, w)
		}
		if c := (float64(u.InputTokens)*p[0] + float64(u.OutputTokens)*p[1]) / 1e6; u.InputTokens == 0 || abs(u.ActualUSD-c) > 1e-12 {
			t.Errorf("%s cost $%v for %d in, %d out; want $%v at its prices", u.Role, u.ActualUSD, u.InputTokens, u.OutputTokens, c)
		}
	}
}
