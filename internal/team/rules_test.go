package team

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
)

func TestCheckRules(t *testing.T) {
	tests := []struct {
		id, want string // want is a substring of the error; "" accepts the id
	}{
		{"gosec/G201", ""},
		{"SA6005", ""},
		{"staticcheck/U1000", ""}, // an analyzer named "unused"
		{"U1000", ""},
		{finding.RuleBareSuppression, ""},
		{"design/use-token", ""},
		{"gitleaks/aws-access-token", ""},
		{"gosec/G9999", `rules.gosec/G9999: no engine or specialist reports a rule "gosec/G9999" (closest known: gosec/G`},
		{"staticcheck/sa6005", "(did you mean staticcheck/SA6005?)"},
		{"teamreview/suppression-without-reasons", "(closest known: teamreview/suppression-without-reason)"},
		{"no/such-thing-at-all", `reports a rule "no/such-thing-at-all"`},
	}
	for _, tt := range tests {
		cfg := &config.Config{Rules: map[string]config.Rule{tt.id: {Disabled: true}}, Files: []string{".teamreview.yaml"}}
		err := CheckRules(cfg)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.id, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: error %v, want it to contain %q", tt.id, err, tt.want)
		case tt.want != "" && !strings.HasPrefix(err.Error(), ".teamreview.yaml: "):
			t.Errorf("%s: error %v does not name the file", tt.id, err)
		}
	}
}

// Every rule a specialist reports of its own judgement can be configured:
// the rule ids its sources give a finding are in the catalogue.
func TestSpecialistRulesAreKnown(t *testing.T) {
	known := RuleIDs()
	var found []string
	root := filepath.Join("..", "specialist")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		lit := func(e ast.Expr) {
			if b, ok := e.(*ast.BasicLit); ok && b.Kind == token.STRING {
				if s, err := strconv.Unquote(b.Value); err == nil {
					found = append(found, s)
				}
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr: // Rule: "x/y"
				if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Rule" {
					lit(n.Value)
				}
			case *ast.ValueSpec: // const RuleX = "x/y"
				for i, name := range n.Names {
					if strings.HasPrefix(name.Name, "Rule") && i < len(n.Values) {
						lit(n.Values[i])
					}
				}
			case *ast.CallExpr: // newFinding("x/y", …)
				if f, ok := n.Fun.(*ast.Ident); ok && f.Name == "newFinding" && len(n.Args) > 0 {
					lit(n.Args[0])
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) < 5 {
		t.Fatalf("found only %v: the scan no longer sees how specialists name rules", found)
	}
	for _, id := range found {
		if !slices.Contains(known, id) {
			t.Errorf("a specialist reports %q, which rules: cannot configure (add it to specialistRules)", id)
		}
	}
}

func TestDimensionsShortNames(t *testing.T) {
	specs, err := Dimensions([]string{"sec", "cor", "prf", "perf", "mnt", "maint", "design", "Secrets"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range specs {
		names = append(names, s.Name())
	}
	if want := []string{"security", "correctness", "performance", "maintainability", "design", "secrets"}; !slices.Equal(names, want) {
		t.Errorf("got %v, want %v", names, want)
	}
	if _, err := Dimensions([]string{"prformance"}); err == nil || !strings.Contains(err.Error(), `unknown dimension "prformance"`) {
		t.Errorf("a misspelled dimension: %v", err)
	}
}
