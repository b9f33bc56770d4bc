package external

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"

	"github.com/teamreview/teamreview/internal/finding"
)

// An eslint SARIF log (the shape @microsoft/eslint-formatter-sarif writes)
// routed to the right dimensions.
func TestESLintSARIFRouting(t *testing.T) {
	data, err := os.ReadFile("testdata/eslint.sarif")
	if err != nil {
		t.Fatal(err)
	}
	issues, err := ParseSARIF(data)
	if err != nil {
		t.Fatal(err)
	}
	diags := toDiagnostics("/repo", issues, map[string][]byte{
		"web/app.js":   []byte("a\nb\nc\neval(input)\n5\n6\n7\n8\nvar x = 1\n"),
		"web/Card.jsx": []byte("1\n2\n3\n4\n5\n6\n<img src={s} />\n"),
	}, nil, nil)
	want := []struct {
		rule, dim, file string
		line            int
		sev             finding.Severity
	}{
		{"external/eslint/no-eval", "security", "web/app.js", 4, finding.High},
		{"external/eslint/jsx-a11y/alt-text", "design", "web/Card.jsx", 7, finding.High},
		{"external/eslint/no-unused-vars", "maintainability", "web/app.js", 9, finding.Medium},
	}
	if len(diags) != len(want) {
		t.Fatalf("got %d diagnostics (the one outside the root must be dropped): %+v", len(diags), diags)
	}
	for i, w := range want {
		d := diags[i]
		if d.Rule != w.rule || d.Dimension != w.dim || d.File != w.file || d.Lines.Start != w.line || d.Severity != w.sev || d.Code == "" {
			t.Errorf("diagnostic %d = %s %s %s:%d %s (code %q), want %+v", i, d.Rule, d.Dimension, d.File, d.Lines.Start, d.Severity, d.Code, w)
		}
	}
}

func TestRoutingTable(t *testing.T) {
	tests := []struct {
		is       Issue
		rule     string
		dim      string
		severity finding.Severity
	}{
		{Issue{Tool: "golangci-lint", Rule: "gosec/G201", Level: "warning"}, "gosec/G201", "security", finding.Medium},
		{Issue{Tool: "golangci-lint", Rule: "staticcheck/SA6005", Level: "warning"}, "staticcheck/SA6005", "correctness", finding.Medium},
		{Issue{Tool: "Ruff", Rule: "S602", Level: "error"}, "external/ruff/S602", "security", finding.High},
		{Issue{Tool: "Ruff", Rule: "B006", Level: "error"}, "external/ruff/B006", "correctness", finding.High},
		{Issue{Tool: "ShellCheck", Rule: "SC2086", Level: "note"}, "external/shellcheck/SC2086", "security", finding.Medium},
		{Issue{Tool: "hadolint", Rule: "DL3007", Level: "warning"}, "external/hadolint/DL3007", "maintainability", finding.Medium},
		{Issue{Tool: "semgrep", Rule: "python.lang.security.audit.eval", Level: "error", Tags: []string{"external/cwe/cwe-95"}}, "external/semgrep/python.lang.security.audit.eval", "security", finding.High},
	}
	for _, tt := range tests {
		r := route(tt.is)
		if r.Rule != tt.rule || r.Dimension != tt.dim || r.Severity != tt.severity {
			t.Errorf("%s %s: %+v, want %s %s %s", tt.is.Tool, tt.is.Rule, r, tt.rule, tt.dim, tt.severity)
		}
	}
	if r := route(Issue{Tool: "semgrep", Rule: "x", Tags: []string{"external/cwe/cwe-95"}}); len(r.CWE) != 1 || r.CWE[0] != "CWE-95" {
		t.Errorf("CWE from tags: %v", r.CWE)
	}
}

// A tool on PATH, enabled in configuration, is run on the files it handles
// in the review root; one that is enabled but missing is a note.
func TestRunFakeShellCheck(t *testing.T) {
	bin := t.TempDir()
	// The file name is an option's; it must reach the tool as a path.
	script := "#!/bin/sh\ncase \"$3\" in ./*) ;; *) echo \"got $3\" >&2; exit 3;; esac\nprintf '{\"comments\":[{\"file\":\"%s\",\"line\":2,\"endLine\":2,\"level\":\"warning\",\"code\":2086,\"message\":\"Double quote to prevent globbing and word splitting.\"}]}' \"$3\"\nexit 1\n"
	if err := os.WriteFile(filepath.Join(bin, "shellcheck"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	cfg := config.Default()
	cfg.External.Tools = []string{"shellcheck", "hadolint"}
	e, _ := New(engine.Env{Root: t.TempDir(), Config: &cfg})
	res, err := e.Run(context.Background(), []*scope.File{
		{Path: "deploy.sh", Content: []byte("#!/bin/sh\nrm -rf $DIR/build\n")},
		{Path: "Dockerfile", Content: []byte("FROM alpine\n")},
		{Path: "main.go", Content: []byte("package main\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 1 {
		t.Fatalf("diagnostics %+v, notes %v", res.Diagnostics, res.Notes)
	}
	d := res.Diagnostics[0]
	if d.Rule != "external/shellcheck/SC2086" || d.Dimension != "security" || d.File != "deploy.sh" || d.Lines.Start != 2 || d.Code != "rm -rf $DIR/build" {
		t.Errorf("diagnostic %+v", d)
	}
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "hadolint is enabled but not on PATH") {
		if _, err := exec.LookPath("hadolint"); err != nil {
			t.Errorf("notes %v", res.Notes)
		}
	}
}
