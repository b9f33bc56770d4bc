package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/report"
)

// The GitHub Action and the pre-commit hook are part of the product: they
// must parse, and every format they ask for must exist.
func TestCIFiles(t *testing.T) {
	var action struct {
		Name   string
		Inputs map[string]struct{ Default string }
		Runs   struct {
			Using string
			Steps []struct {
				Uses, Run, Shell string
			}
		}
	}
	data, err := os.ReadFile("../../action.yml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, &action); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	if action.Runs.Using != "composite" || len(action.Runs.Steps) < 4 || action.Inputs["fail-on"].Default != "fail" {
		t.Errorf("action.yml: %+v", action)
	}
	var script string
	for _, s := range action.Runs.Steps {
		if s.Run != "" && s.Shell != "bash" {
			t.Errorf("a run step without shell: bash: %q", s.Run)
		}
		if strings.Contains(s.Run, "${{") {
			t.Errorf("a run step splices an expression into the script (script injection); pass it through env: %q", s.Run)
		}
		script += s.Run
	}
	formats := regexp.MustCompile(`--format ([a-z]+)`).FindAllStringSubmatch(script, -1)
	if len(formats) == 0 {
		t.Fatal("action.yml asks for no format")
	}
	for _, m := range formats {
		if _, ok := report.Writers[m[1]]; !ok {
			t.Errorf("action.yml asks for unknown format %q", m[1])
		}
	}

	var hooks []struct {
		ID, Entry, Language string
		PassFilenames       bool `yaml:"pass_filenames"`
	}
	data, err = os.ReadFile("../../.pre-commit-hooks.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, &hooks); err != nil {
		t.Fatalf(".pre-commit-hooks.yaml: %v", err)
	}
	if len(hooks) != 1 || hooks[0].Language != "golang" || hooks[0].PassFilenames || !strings.HasPrefix(hooks[0].Entry, "teamreview quick") {
		t.Errorf(".pre-commit-hooks.yaml: %+v", hooks)
	}
	if !slices.Contains(strings.Fields(hooks[0].Entry), "-y") {
		t.Error("the pre-commit hook must not wait for an answer")
	}
}
