package rulepack

import (
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/finding"
)

// astGrep returns the ast-grep to test with, or skips the test.
func astGrep(t *testing.T) string {
	t.Helper()
	bin, v, err := Find(context.Background())
	if err != nil {
		t.Skipf("%v: the rule packs are not exercised; install it with `%s` (or `npm install --prefix DIR @ast-grep/cli@%s` and set $%s=DIR/node_modules/.bin/ast-grep)", err, Install, PinnedVersion, EnvBinary)
	}
	if v != PinnedVersion {
		t.Logf("ast-grep %s, the packs are tested with %s", v, PinnedVersion)
	}
	return bin
}

// ruleTest is a rule-test file in ast-grep's format.
type ruleTest struct {
	ID      string   `yaml:"id"`
	Valid   []string `yaml:"valid"`
	Invalid []string `yaml:"invalid"`
}

var testsDir = "tests"

func readTests(t *testing.T) map[string]ruleTest {
	t.Helper()
	out := map[string]ruleTest{}
	err := filepath.WalkDir(testsDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var rt ruleTest
		if err := yaml.Unmarshal(data, &rt); err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		if want := strings.TrimSuffix(filepath.Base(p), "-test.yml"); rt.ID != want {
			t.Errorf("%s: id %q, want %q (the file name)", p, rt.ID, want)
		}
		out[rt.ID] = rt
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var cweRe = regexp.MustCompile(`^CWE-[0-9]+$`)

// TestRuleMetadata checks every embedded rule without running ast-grep: the
// metadata the engine reads is complete, and every rule has positive and
// negative snippets.
func TestRuleMetadata(t *testing.T) {
	rules, err := Rules()
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) == 0 {
		t.Fatal("no embedded rules")
	}
	tests := readTests(t)
	seen := map[string]bool{}
	for _, r := range rules {
		m := r.Metadata
		switch {
		case seen[r.ID]:
			t.Errorf("%s: duplicate id", r.ID)
		case strings.Contains(r.ID, "@"):
			t.Errorf("%s: @ is reserved for language variants", r.ID)
		case !slices.Contains(Dimensions, m.Dimension):
			t.Errorf("%s: dimension %q, want one of %v", r.ID, m.Dimension, Dimensions)
		case m.Confidence <= 0 || m.Confidence > 1:
			t.Errorf("%s: confidence %v", r.ID, m.Confidence)
		case r.Message == "" || m.Recommendation == "" || r.Note == "":
			t.Errorf("%s: message, note and metadata.recommendation are required", r.ID)
		case m.Dimension == "security" && len(m.CWE) == 0:
			t.Errorf("%s: a security rule names its CWE", r.ID)
		}
		seen[r.ID] = true
		sev, err := finding.ParseSeverity(m.Severity)
		if err != nil {
			t.Errorf("%s: %v", r.ID, err)
		}
		if m.InputSeverity != "" {
			if in, err := finding.ParseSeverity(m.InputSeverity); err != nil || in < sev {
				t.Errorf("%s: input_severity %q must be a severity at least %s", r.ID, m.InputSeverity, sev)
			}
		}
		if want := map[finding.Severity]string{finding.Blocker: "error", finding.High: "error", finding.Medium: "warning", finding.Low: "info", finding.Info: "hint"}[sev]; r.Severity != want {
			t.Errorf("%s: ast-grep severity %q, want %q for %s", r.ID, r.Severity, want, sev)
		}
		for _, c := range m.CWE {
			if !cweRe.MatchString(c) {
				t.Errorf("%s: CWE %q", r.ID, c)
			}
		}
		rt, ok := tests[r.ID]
		if !ok || len(rt.Valid) == 0 || len(rt.Invalid) == 0 {
			t.Errorf("%s: tests/%s/%s-test.yml must list valid and invalid snippets", r.ID, r.Language, r.ID)
		}
	}
	for id := range tests {
		if !seen[id] {
			t.Errorf("tests for unknown rule %s", id)
		}
	}
}

// TestRulePacks runs every rule's snippets with `ast-grep test`: invalid
// snippets must match, valid ones must not. JavaScript snippets also run
// against the TypeScript and TSX copies of the rule.
func TestRulePacks(t *testing.T) {
	bin := astGrep(t)
	dir := t.TempDir()
	if err := writePacks(filepath.Join(dir, "rules")); err != nil {
		t.Fatal(err)
	}
	rules, err := Rules()
	if err != nil {
		t.Fatal(err)
	}
	lang := map[string]string{}
	for _, r := range rules {
		lang[r.ID] = r.Language
	}
	if err := os.MkdirAll(filepath.Join(dir, "tests"), 0o755); err != nil {
		t.Fatal(err)
	}
	for id, rt := range readTests(t) {
		ids := []string{id}
		if lang[id] == "javascript" {
			ids = append(ids, id+"@ts", id+"@tsx")
		}
		for _, v := range ids {
			rt.ID = v
			data, err := yaml.Marshal(rt)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "tests", v+"-test.yml"), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	cfg := "ruleDirs: [rules]\ntestConfigs:\n  - testDir: tests\n"
	if err := os.WriteFile(filepath.Join(dir, "sgconfig.yml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "test", "--skip-snapshot-tests", "--color", "never")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("ast-grep test: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
