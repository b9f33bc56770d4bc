package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// plant is one credential of a kind the secrets specialist reports, with
// how it sits in a file.
type plant struct {
	kind, secret string
	// marker is the public type prefix a redaction may keep.
	marker string
}

// plants are assembled at run time so that no file of this repository
// holds a whole credential.
func plants() []plant {
	return []plant{
		{"aws-access-key-id", "AKIA" + "Z4QXR7TLM2WBVN5K", "AKIA"},
		{"aws-secret", "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "ZQ8vT3xLm9Wp", ""}, // gitleaks:allow (a dummy planted by this test)
		{"github-pat", "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi", "ghp_"},
		{"stripe-live", "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dcQ7s9Xk2L", "sk_live_"},
		{"slack-bot", "xoxb-" + "2837461928-2938475610293-Qw8eRt5yUi9oPa3sDf6gHj2k", "xoxb-"},
		{"gitlab-pat", "glpat-" + "Xk3m9Qz7Wv2Lp8Rt4Yb6", "glpat-"},
		{"gcp-api-key", "AIza" + "SyD8xK3mQ9vL2pR7tW4nZ6bJ1cF5hG0eYuI", "AIza"},
		{"npm-token", "npm_" + "a8Kd92mXq7Lz3Vp6Rt1Wy4Bn5Hc0Jf8GsE2u", "npm_"},
		{"sendgrid", "SG." + "aB3dE6fH9jK2mN5pQ8sT1v" + "." + "wX4yZ7bC0eF3hJ6kM9nP2rS5uV8xA1dG4jL7oQ0tW3z", "SG."},
		{"dsn-password", "Zx9vQ2" + "mLp7Hk4", ""},
		{"password-literal", "Tr0ub4" + "dor&3xyz", ""},
		{"yaml-passwd", "kP8vN3" + "qR6tW2zY", ""},
		{"private-key", "MIIEpAIBAAKCAQEA7bq3T9kZ2mXqL8vPz4hYw1nR6tS0" + "uJcBdEfGhIjKlMnOpQrS", ""}, // gitleaks:allow (a dummy planted by this test)
	}
}

// needles are the strings whose presence means a credential leaked: the
// whole secret, and its first and last eight characters after the public
// marker, so a half-masked value counts too.
func needles(ps []plant) map[string]string {
	out := map[string]string{}
	for _, p := range ps {
		body := strings.TrimPrefix(p.secret, p.marker)
		out[p.secret] = p.kind
		out[body[:8]] = p.kind + " (start)"
		out[body[len(body)-8:]] = p.kind + " (end)"
	}
	return out
}

func plantedFiles(byKind map[string]string, shipping bool) map[string]string {
	key := "-----BEGIN RSA PRIVATE KEY-----\n" + byKind["private-key"] + "\ntUvWxYz0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTU\n-----END RSA PRIVATE KEY-----\n"
	if shipping {
		return map[string]string{
			"cmd/server/config.go": "package main\n\nconst (\n\tawsKeyID = \"" + byKind["aws-access-key-id"] + "\"\n\tgithubToken = \"" + byKind["github-pat"] +
				"\"\n\tdsn = \"postgres://app:" + byKind["dsn-password"] + "@db.internal:5432/orders\"\n)\n\nfunc main() { _, _, _ = awsKeyID, githubToken, dsn }\n",
			"deploy/server.pem": key,
		}
	}
	// A fixture that does not ship (High, not ABORT), badly formatted so
	// that the fixer rewrites the file around the credentials.
	var b strings.Builder
	b.WriteString("package app\n\n// Credentials of a test fixture.\nconst (\n")
	for _, c := range [][2]string{{"awsAccessKeyID", "aws-access-key-id"}, {"awsSecretAccessKey", "aws-secret"}, {"githubToken", "github-pat"},
		{"stripeKey", "stripe-live"}, {"slackToken", "slack-bot"}, {"gitlabToken", "gitlab-pat"}, {"googleAPIKey", "gcp-api-key"},
		{"npmToken", "npm-token"}, {"sendgridKey", "sendgrid"}} {
		fmt.Fprintf(&b, "      %s = %q\n", c[0], byKind[c[1]])
	}
	fmt.Fprintf(&b, "\tfixtureDSN = \"postgres://app:%s@db.internal:5432/orders\"\n", byKind["dsn-password"])
	fmt.Fprintf(&b, "\tdbPassword = %q\n)\n", byKind["password-literal"])
	return map[string]string{
		"fixture_test.go":     b.String(),
		"testdata/app.env":    "DB_PASSWORD=" + byKind["password-literal"] + "\nDATABASE_URL=mysql://root:" + byKind["dsn-password"] + "@localhost/app\n",
		"testdata/config.yml": "database:\n  user: app\n  passwd: " + byKind["yaml-passwd"] + "\n",
		"testdata/test.pem":   key,
	}
}

// TestNoCredentialWrittenOrSent plants one credential of each kind the
// secrets specialist reports into a git repository and runs the review,
// quick, fix, the loop, verify, every report format and the MCP tools, with a model
// server (OpenAI's wire format) answering every request. No byte written
// under the repository, the home and cache directories or the temporary
// directory — other than the planted files themselves — and no request
// body holds any of them.
func TestNoCredentialWrittenOrSent(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	exe := needBinary(t)
	base := t.TempDir()
	bin, repo, home, tmp := filepath.Join(base, "bin"), filepath.Join(base, "repo"), filepath.Join(base, "home"), filepath.Join(base, "tmp")
	for _, d := range []string{bin, repo, home, tmp} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// The built teamreview (see binary), first on this test's own PATH.
	if err := os.Symlink(exe, filepath.Join(bin, "teamreview")); err != nil {
		t.Fatal(err)
	}

	var mu sync.Mutex
	var bodies [][]byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, body)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		// A fixer's request gets no diff; a reviewer's, no findings.
		answer := `{"findings":[]}`
		if bytes.Contains(body, []byte("You are the fixer")) {
			answer = `{"diff":""}`
		}
		resp, _ := json.Marshal(map[string]any{
			"choices": []any{map[string]any{"message": map[string]any{"content": answer}, "finish_reason": "stop"}},
			"usage":   map[string]int{"prompt_tokens": 100, "completion_tokens": 5},
		})
		w.Write(resp)
	}))
	defer srv.Close()

	env := append(os.Environ(),
		"PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"HOME="+home, "XDG_CACHE_HOME="+filepath.Join(home, ".cache"), "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"TMPDIR="+tmp, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull,
		"GIT_AUTHOR_NAME=Test", "GIT_AUTHOR_EMAIL=test@example.com", "GIT_COMMITTER_NAME=Test", "GIT_COMMITTER_EMAIL=test@example.com")
	if out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE", "GOPATH").Output(); err == nil {
		for i, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH"} {
			if vals := strings.Split(strings.TrimSpace(string(out)), "\n"); i < len(vals) {
				env = append(env, k+"="+vals[i])
			}
		}
	}
	// Every command's stdout and stderr, kept apart, are checked below.
	var printed []commandOutput
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir, cmd.Env = repo, env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		printed = append(printed, commandOutput{strings.Join(args, " "), stdout.Bytes(), stderr.Bytes()})
		out := append(stdout.Bytes(), stderr.Bytes()...)
		if err != nil {
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() > 4 || args[0] != "teamreview" {
				t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
			}
		}
		return string(out)
	}
	write := func(files map[string]string) {
		for name, content := range files {
			p := filepath.Join(repo, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}

	ps := plants()
	byKind := map[string]string{}
	for _, p := range ps {
		byKind[p.kind] = p.secret
	}
	write(map[string]string{
		"go.mod": "module example.com/app\n\ngo 1.22\n",
		"app.go": "package app\n\n// Add adds.\nfunc Add(a, b int) int { return a + b }\n",
		".teamreview.yaml": "review_loops:\n  min_severity_to_address: Low\n" +
			// The fixture is a test file: list its style findings too, so that
			// the fixer rewrites it around the credentials.
			"code_review:\n  test_code: all\nllm:\n  provider: openai\n  model: test-model\n  base_url: " + srv.URL + "\n" +
			// A verify command holding a password: it runs with it, and
			// nothing printed, logged or left in the temporary directory holds it.
			"fix:\n  verify_command: DATABASE_URL=postgres://app:" + byKind["dsn-password"] + "@db.internal:5432/orders go build ./... && go test -vet=off ./...\n",
	})
	run("git", "init", "-q")
	run("git", "add", "go.mod", "app.go", ".teamreview.yaml")
	run("git", "commit", "-qm", "init")
	planted := map[string]bool{".teamreview.yaml": true} // the user's own configuration
	fixture := plantedFiles(byKind, false)
	for name := range fixture {
		planted[name] = true
	}
	write(fixture)

	formats := []string{"--format", "json=out/r.json", "--format", "sarif=out/r.sarif", "--format", "markdown=out/r.md",
		"--format", "rdjson=out/r.rdjson", "--format", "github=out/r.github", "--format", "codeclimate=out/r.cc", "--format", "text=out/r.txt"}
	verdictIs := func(want string) {
		t.Helper()
		text, _ := os.ReadFile(filepath.Join(repo, "out", "r.txt"))
		if !strings.Contains(string(text), "Verdict: "+want) {
			t.Fatalf("the review did not give %s:\n%s", want, text)
		}
	}
	// --format writes into a directory that exists; it never creates one.
	if err := os.MkdirAll(filepath.Join(repo, "out"), 0o755); err != nil {
		t.Fatal(err)
	}
	run(append([]string{"teamreview", "review", "-y"}, formats...)...)
	verdictIs("WARN")
	out := run("teamreview", "fix", "-y")
	if !strings.Contains(out, "fixed (gofmt)") {
		t.Fatalf("the fixer did not format the fixture:\n%s", out)
	}
	if m, _ := filepath.Glob(filepath.Join(repo, ".code-review", "sessions", "*", "fix", "fixes.patch")); len(m) == 0 {
		t.Fatal("no fixes.patch was written")
	}
	run(append([]string{"teamreview", "verify"}, formats...)...)
	run("teamreview", "quick")
	write(map[string]string{"fixture_test.go": fixture["fixture_test.go"]}) // unformatted again, for the loop
	run("teamreview", "review", "--full", "-y")

	// The MCP tools, as an agent drives them over stdio, with a progress
	// token: every result and notification is checked below.
	write(map[string]string{"fixture_test.go": fixture["fixture_test.go"]})
	var mcpOut [][]byte
	mcpTools := func(wantFix bool) {
		t.Helper()
		ctx := context.Background()
		cmd := exec.Command("teamreview", "mcp")
		cmd.Dir, cmd.Env = repo, env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		var pmu sync.Mutex
		progress := map[string]int{}
		client := mcp.NewClient(&mcp.Implementation{Name: "sweep", Version: "v0"}, &mcp.ClientOptions{
			ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
				data, _ := json.Marshal(req.Params)
				pmu.Lock()
				mcpOut = append(mcpOut, data)
				progress[fmt.Sprint(req.Params.ProgressToken)]++
				pmu.Unlock()
			},
		})
		cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
		if err != nil {
			t.Fatalf("teamreview mcp: %v", err)
		}
		for i, c := range []struct {
			name string
			args map[string]any
		}{
			{"review", map[string]any{}}, {"get_verdict", map[string]any{}}, {"list_findings", map[string]any{}},
			{"fix", map[string]any{}}, {"verify", map[string]any{}},
		} {
			params := &mcp.CallToolParams{Name: c.name, Arguments: c.args}
			params.SetProgressToken(fmt.Sprintf("sweep-%d", i))
			res, err := cs.CallTool(ctx, params)
			if err != nil {
				t.Fatalf("MCP %s: %v", c.name, err)
			}
			data, _ := json.Marshal(res)
			pmu.Lock()
			mcpOut = append(mcpOut, data)
			pmu.Unlock()
			if c.name == "fix" && wantFix && !strings.Contains(string(data), "fixed: Format the file with gofmt") {
				t.Fatalf("the MCP fix did not format the fixture:\n%s", data)
			}
		}
		// The review (sweep-0) and the fix (sweep-3; on ABORT it is refused)
		// reported progress; a notification may be handled just after its
		// call's result.
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(50 * time.Millisecond) {
			pmu.Lock()
			n0, n3 := progress["sweep-0"], progress["sweep-3"]
			pmu.Unlock()
			if n0 > 0 && (n3 > 0 || !wantFix) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("progress notifications: review %d, fix %d; want some of each", n0, n3)
			}
		}
		cs.Close()
		mcpOut = append(mcpOut, stderr.Bytes())
	}
	mcpTools(true)

	// Now credentials that ship: ABORT.
	shipping := plantedFiles(byKind, true)
	for name := range shipping {
		planted[name] = true
	}
	write(shipping)
	run(append([]string{"teamreview", "review", "-y"}, formats...)...)
	verdictIs("ABORT")
	run("teamreview", "quick", "--format", "json=out/quick.json")
	run(append([]string{"teamreview", "verify"}, formats...)...)
	mcpTools(false)

	want := needles(ps)
	var leaks []string
	check := func(where string, data []byte) {
		for n, kind := range want {
			if bytes.Contains(data, []byte(n)) {
				leaks = append(leaks, fmt.Sprintf("%s: %s", where, kind))
			}
		}
	}
	files := 0
	for _, dir := range []string{repo, home, tmp} {
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			rel, _ := filepath.Rel(repo, p)
			if d.IsDir() {
				if d.Name() == ".git" && filepath.Dir(p) == repo {
					return filepath.SkipDir // git's own objects, not ours
				}
				return nil
			}
			if planted[filepath.ToSlash(rel)] {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			files++
			check(p, data)
			return nil
		})
	}
	mu.Lock()
	defer mu.Unlock()
	if len(bodies) == 0 {
		t.Fatal("no request reached the model server: nothing was checked there")
	}
	for i, b := range bodies {
		check(fmt.Sprintf("request %d", i+1), b)
		// JSON escapes some characters (& as \u0026): check the decoded text.
		var req struct {
			Messages []struct{ Content string } `json:"messages"`
		}
		if err := json.Unmarshal(b, &req); err != nil {
			t.Fatalf("request %d is not JSON: %v", i+1, err)
		}
		for _, m := range req.Messages {
			check(fmt.Sprintf("request %d (decoded)", i+1), []byte(m.Content))
		}
	}
	for i, b := range mcpOut {
		check(fmt.Sprintf("MCP message %d", i+1), b)
		// JSON escapes some characters: check the decoded strings too.
		var v any
		if json.Unmarshal(b, &v) == nil {
			check(fmt.Sprintf("MCP message %d (decoded)", i+1), []byte(fmt.Sprint(v)))
		}
	}
	for _, c := range printed {
		check(c.command+": stdout", c.stdout)
		check(c.command+": stderr", c.stderr)
	}
	// The system temporary directory the commands saw: every child
	// process's temporary files live under .code-review/tmp, so nothing
	// is left here, credential or not.
	var inTmp []string
	_ = filepath.WalkDir(tmp, func(p string, d fs.DirEntry, err error) error {
		if err == nil && p != tmp {
			inTmp = append(inTmp, p)
		}
		return nil
	})
	if len(inTmp) > 0 {
		t.Errorf("left in the system temporary directory (TMPDIR=%s):\n%s", tmp, strings.Join(inTmp, "\n"))
	}
	t.Logf("%d credentials planted; %d files written, %d commands' stdout and stderr, %d request bodies and %d MCP results, notifications and logs checked",
		len(ps), files, len(printed), len(bodies), len(mcpOut))
	if len(leaks) > 0 {
		t.Errorf("%d leaks:\n%s", len(leaks), strings.Join(leaks, "\n"))
	}
}

// commandOutput is what one command of the sweep printed.
type commandOutput struct {
	command        string
	stdout, stderr []byte
}
