package config

import (
	"os"

	"github.com/teamreview/teamreview/internal/finding"
	"path/filepath"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name, yaml string
		wantErr    string // substring; "" = success
		check      func(Config) bool
	}{
		{"empty", "", "", func(c Config) bool { return c.CodeReview.MaxDiffLines == 300 }},
		{"override", "code_review:\n  max_diff_lines: 50\n", "", func(c Config) bool { return c.CodeReview.MaxDiffLines == 50 && c.CodeReview.DiffContext == 3 }},
		{"ignore", "ignore: [vendor/, '**/*.pb.go']\n", "", func(c Config) bool { return len(c.Ignore) == 2 }},
		{"unknown top key", "colour: red\n", `cfg.yaml: colour: line 1: unknown key`, nil},
		{"unknown nested key", "code_review:\n  max_dif_lines: 5\n", `cfg.yaml: code_review.max_dif_lines: line 2: unknown key`, nil},
		{"bad value", "code_review:\n  max_diff_lines: -1\n", `cfg.yaml: code_review.max_diff_lines: must be a positive`, nil},
		{"wrong type", "code_review:\n  max_diff_lines: lots\n", `cfg.yaml: code_review.max_diff_lines: line 2: expected a whole number, got "lots"`, nil},
		{"wrong bool", "rules:\n  SA6005: {disabled: maybe}\n", `cfg.yaml: rules.SA6005.disabled: line 2: expected true or false, got "maybe"`, nil},
		{"wrong list", "ignore: vendor/\n", `cfg.yaml: ignore: line 1: expected a list, got "vendor/"`, nil},
		{"quoted number is a string", "code_review:\n  max_diff_lines: \"50\"\n", `code_review.max_diff_lines: line 2: expected a whole number, got "50"`, nil},
		{"not a mapping", "code_review: 5\n", `code_review: line 1: expected a mapping`, nil},
		{"bad yaml", "a: [\n", `cfg.yaml: invalid YAML`, nil},
		{"rule overrides", "rules:\n  SA6005: {severity: high}\n  gosec/G104: {disabled: true}\n", "", func(c Config) bool {
			return c.Severity("staticcheck/SA6005", finding.Low) == finding.High && c.Disabled("gosec/G104") && !c.Disabled("gosec/G101") &&
				c.Severity("gosec/G101", finding.Medium) == finding.Medium
		}},
		{"bad rule severity", "rules:\n  SA6005: {severity: critical}\n", `cfg.yaml: rules.SA6005.severity: unknown severity "critical"`, nil},
		{"unknown rule key", "rules:\n  SA6005: {level: 3}\n", `rules.SA6005.level: line 2: unknown key`, nil},
		{"unknown template", "teams:\n  default_review_template: nope\n", `teams.default_review_template: unknown template "nope"`, nil},
		{"project context by default", "", "", func(c Config) bool {
			return strings.Join(c.CodeReview.ProjectContext, ",") == "AGENTS.md,CLAUDE.md,CONTRIBUTING.md"
		}},
		{"no project context", "code_review:\n  project_context: []\n", "", func(c Config) bool { return len(c.CodeReview.ProjectContext) == 0 }},
		{"project context replaced", "code_review:\n  project_context: [HACKING.md]\n", "", func(c Config) bool {
			return strings.Join(c.CodeReview.ProjectContext, ",") == "HACKING.md"
		}},
		{"overlay", "teams:\n  overlays:\n    review:\n      security: Every handler must check the account owner.\n", "", func(c Config) bool {
			return c.Teams.Overlays["review"]["security"] == "Every handler must check the account owner."
		}},
		{"overlay of an unknown template", "teams:\n  overlays:\n    nope: {security: x}\n", `teams.overlays.nope: unknown template "nope"`, nil},
		{"overlay of a reviewer without a model", "teams:\n  overlays:\n    review: {secrets: x}\n", `teams.overlays.review.secrets: no model reviewer "secrets"`, nil},
		{"overlay too long", "teams:\n  overlays:\n    review: {security: " + strings.Repeat("x", 2001) + "}\n", `teams.overlays.review.security: 2001 characters`, nil},
		{"fixer role", "llm:\n  roles:\n    fixer: {model: m-fix}\n", "", func(c Config) bool { return c.Role("fixer").Model == "m-fix" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := Default()
			err := Parse([]byte(tt.yaml), "cfg.yaml", &cfg)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tt.check(cfg) {
				t.Errorf("unexpected config %+v", cfg)
			}
		})
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	cfg, err := Load(dir, "")
	if err != nil || cfg.CodeReview.MaxDiffLines != 300 {
		t.Fatalf("no file: %+v, %v", cfg, err)
	}
	if _, err := Load(dir, filepath.Join(dir, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Fatalf("explicit missing file: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, ProjectFile), []byte("bogus: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir, ""); err == nil || err.Error() != ".teamreview.yaml: bogus: line 1: unknown key" {
		t.Fatalf("err = %v", err)
	}
}

func TestMatchGlob(t *testing.T) {
	tests := []struct {
		pat, path string
		want      bool
	}{
		{"vendor/", "vendor/a/b.go", true},
		{"vendor", "x/vendor/b.go", true},
		{"*.pb.go", "api/v1/x.pb.go", true},
		{"**/*.pb.go", "x.pb.go", true},
		{"docs/*.md", "docs/a.md", true},
		{"docs/*.md", "docs/sub/a.md", false},
		{"docs/**/*.md", "docs/sub/a.md", true},
		{"/main.go", "main.go", true},
		{"/main.go", "cmd/main.go", false},
		{"*.go", "main.rs", false},
	}
	for _, tt := range tests {
		if got := MatchGlob(tt.pat, tt.path); got != tt.want {
			t.Errorf("MatchGlob(%q, %q) = %v, want %v", tt.pat, tt.path, got, tt.want)
		}
	}
}

func TestLoadChain(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home)
	root := t.TempDir()
	write := func(p, s string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	user := filepath.Join(home, "teamreview", "config.yaml")
	write(user, "code_review:\n  max_diff_lines: 100\n  diff_context: 5\nllm:\n  provider: openai\n")
	write(filepath.Join(root, ProjectFile), "code_review:\n  max_diff_lines: 50\n")
	cfg, err := Load(root, "")
	if err != nil {
		t.Fatal(err)
	}
	// The project file wins where it speaks; the user file fills the rest.
	if cfg.CodeReview.MaxDiffLines != 50 || cfg.CodeReview.DiffContext != 5 || cfg.LLM.Provider != "openai" || cfg.ReviewLoops.MaxCycles != 3 {
		t.Errorf("merged config %+v", cfg)
	}
	if len(cfg.Files) != 2 || cfg.Files[0] != user || cfg.Files[1] != ProjectFile {
		t.Errorf("files %v", cfg.Files)
	}
	// A bad value is reported against the file that holds it.
	write(user, "llm:\n  provider: gemini\n")
	if _, err := Load(root, ""); err == nil || !strings.HasPrefix(err.Error(), user+": llm.provider: unknown provider") {
		t.Errorf("err = %v", err)
	}
}
