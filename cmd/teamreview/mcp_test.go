package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestMCPStdio runs the real binary as an MCP client would: JSON-RPC lines
// on its stdin and stdout, and nothing else on stdout.
func TestMCPStdio(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skipf("git is not installed: %v", err)
	}
	bin := needBinary(t)
	dir, home := t.TempDir(), t.TempDir()
	env := append(os.Environ(),
		"HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_CACHE_HOME="+filepath.Join(home, ".cache"),
		"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+filepath.Join(home, ".gitconfig"),
		"GIT_AUTHOR_NAME=Test", "GIT_AUTHOR_EMAIL=test@example.com", "GIT_COMMITTER_NAME=Test", "GIT_COMMITTER_EMAIL=test@example.com")
	// The go command keeps the developer's caches, which the new HOME would hide.
	if out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE", "GOPATH").Output(); err == nil {
		for i, v := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			env = append(env, []string{"GOCACHE", "GOMODCACHE", "GOPATH"}[i]+"="+v)
		}
	}
	run := func(name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	if help := run(bin, "mcp", "--help"); !strings.Contains(help, "Model Context Protocol") {
		t.Fatalf("`teamreview mcp` is not registered: add mcpcmd.NewCmd(f, nil) to root.AddCommand in internal/cli/cli.go\n%s", help)
	}
	run("git", "init", "-q")

	cmd := exec.Command(bin, "mcp")
	cmd.Dir, cmd.Env = dir, env
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })

	// Every line on stdout must be a JSON-RPC message.
	lines := make(chan map[string]any)
	var raw bytes.Buffer
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(io.TeeReader(stdout, &raw))
		sc.Buffer(nil, 16<<20)
		for sc.Scan() {
			var msg map[string]any
			if err := json.Unmarshal(sc.Bytes(), &msg); err != nil || msg["jsonrpc"] != "2.0" {
				msg = map[string]any{"notjsonrpc": sc.Text()}
			}
			lines <- msg
		}
	}()
	send := func(msg string) {
		t.Helper()
		if _, err := io.WriteString(stdin, msg+"\n"); err != nil {
			t.Fatalf("writing %s: %v", msg, err)
		}
	}
	// result waits for the response to request id.
	result := func(id int) map[string]any {
		t.Helper()
		timeout := time.After(60 * time.Second)
		for {
			select {
			case msg, ok := <-lines:
				if !ok {
					t.Fatalf("stdout closed before the response to %d; stderr: %s", id, stderr.String())
				}
				if bad, ok := msg["notjsonrpc"]; ok {
					t.Fatalf("stdout holds a line that is not JSON-RPC: %s", bad)
				}
				if msg["id"] != float64(id) {
					continue // a notification
				}
				if msg["error"] != nil {
					t.Fatalf("request %d: protocol error %v", id, msg["error"])
				}
				return msg["result"].(map[string]any)
			case <-timeout:
				t.Fatalf("no response to request %d; stderr: %s", id, stderr.String())
			}
		}
	}

	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"0"}}}`)
	init := result(1)
	if info := init["serverInfo"].(map[string]any); info["name"] != "teamreview" || init["protocolVersion"] != "2025-06-18" {
		t.Errorf("initialize: %v", init)
	}
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)

	send(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`)
	var names []string
	for _, tool := range result(2)["tools"].([]any) {
		names = append(names, tool.(map[string]any)["name"].(string))
	}
	slices.Sort(names)
	if want := []string{"fix", "get_verdict", "list_findings", "mark", "review", "verify"}; !slices.Equal(names, want) {
		t.Errorf("tools/list: %v, want %v", names, want)
	}

	send(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_verdict","arguments":{}}}`)
	res := result(3)
	if text := fmt.Sprint(res["content"]); res["isError"] != true || !strings.Contains(text, "no verdict yet") {
		t.Errorf("get_verdict without a verdict: %v, want an error result", res)
	}

	// A real review of a staged fake token: the verdict comes back, the
	// token does not.
	if err := os.WriteFile(filepath.Join(dir, "fixture_test.go"), []byte("package fixture\n\nconst token = \""+fakeSecrets["GHPAT"]+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("git", "add", "fixture_test.go")
	send(`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"review","arguments":{"mode":"quick"}}}`)
	res = result(4)
	if doc, _ := res["structuredContent"].(map[string]any); res["isError"] == true || doc["verdict"] != "WARN" || doc["mode"] != "quick" {
		t.Errorf("review: %v, want a quick WARN verdict", res)
	}

	// Closing stdin is how a client stops the server.
	stdin.Close()
	exited := make(chan error, 1)
	go func() {
		for range lines {
		}
		exited <- cmd.Wait()
	}()
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("after stdin closed: %v, want exit status 0; stderr: %s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not exit after stdin closed")
	}
	secret := fakeSecrets["GHPAT"]
	for i := 4; i+8 <= len(secret); i++ {
		if bytes.Contains(raw.Bytes(), []byte(secret[i:i+8])) {
			t.Fatalf("stdout holds part of the token (%q)", secret[i:i+8])
		}
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
}
