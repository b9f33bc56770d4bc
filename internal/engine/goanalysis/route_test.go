package goanalysis

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"testing"

	"github.com/securego/gosec/v2/analyzers"
	"github.com/securego/gosec/v2/rules"
	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"
	"honnef.co/go/tools/quickfix"
	"honnef.co/go/tools/simple"
	"honnef.co/go/tools/staticcheck"
	"honnef.co/go/tools/stylecheck"

	"github.com/teamreview/teamreview/internal/finding"
)

// TestEveryRuleHasARoute checks that no analyzer the engine runs falls
// through to the unrouted default. vet analyzers need a row of their own;
// staticcheck and gosec rules may be covered by their family's row.
func TestEveryRuleHasARoute(t *testing.T) {
	n := map[string]int{}
	for _, c := range checks() {
		switch c.tool {
		case "vet":
			id := c.rule(nil)
			if r, ok := Lookup(id); !ok || r.Rule != id {
				t.Errorf("%s has no row of its own (got %q)", id, r.Rule)
			}
		case "staticcheck":
			id := c.rule(nil)
			if _, ok := Lookup(id); !ok {
				t.Errorf("%s has no route", id)
			}
		case "gosec":
			ruleDefs, _ := rules.Generate(false).RulesInfo()
			analyzerDefs, _ := analyzers.Generate(false).AnalyzersInfo()
			var ids []string
			for id := range ruleDefs {
				ids = append(ids, id)
			}
			for id := range analyzerDefs {
				ids = append(ids, id)
			}
			if len(ids) < 50 {
				t.Errorf("only %d gosec rules found", len(ids))
			}
			for _, id := range ids {
				r, ok := Lookup("gosec/" + id)
				want, byTool := Security, true
				switch id {
				case "G101":
					want = Secrets
				case "G103":
					// An audit note, rated Info here.
					byTool = false
				case "G104", "G115", "G601", "G602":
					// Bugs, not vulnerabilities: correctness rates them.
					want, byTool = Correctness, false
				}
				if !ok || r.Dimension != want || r.FromTool != byTool {
					t.Errorf("gosec/%s routes to %+v, want %s (rated by gosec: %t)", id, r, want, byTool)
				}
			}
		case "go":
			id := c.rule(nil)
			// The engine's own checks are about settings that switch a
			// protection off, and a few bugs (defer in a loop).
			if r, ok := Lookup(id); !ok || r.Rule != id || (r.Dimension != Security && r.Dimension != Correctness) {
				t.Errorf("%s has no security or correctness row of its own (got %+v)", id, r)
			}
		default:
			t.Errorf("unknown tool %q", c.tool)
		}
		n[c.tool]++
	}
	if n["vet"] < 30 || n["staticcheck"] < 100 || n["gosec"] != 1 {
		t.Errorf("analyzers by tool: %v", n)
	}
	for _, id := range []string{ruleGofmt, ruleTypecheck} {
		if _, ok := Lookup(id); !ok {
			t.Errorf("%s has no route", id)
		}
	}
}

// TestNonDefaultChecksAreOff checks that staticcheck's opt-in checks stay
// off, as they are in staticcheck itself, and that the plan validates.
func TestNonDefaultChecksAreOff(t *testing.T) {
	var names []string
	for _, c := range checks() {
		names = append(names, c.a.Name)
	}
	off := 0
	for _, set := range [][]*lint.Analyzer{staticcheck.Analyzers, simple.Analyzers, stylecheck.Analyzers, quickfix.Analyzers} {
		for _, la := range set {
			if la.Doc.Compile().NonDefault {
				off++
				if slices.Contains(names, la.Analyzer.Name) {
					t.Errorf("non-default check %s runs", la.Analyzer.Name)
				}
			}
		}
	}
	if off == 0 || !slices.Contains(names, "ST1005") || slices.Contains(names, "ST1000") {
		t.Errorf("%d non-default checks; running: %v", off, names)
	}
	if err := analysis.Validate(newPlan(t.Context(), nil, nil).analyzers); err != nil {
		t.Errorf("the plan does not validate: %v", err)
	}
}

func TestTableIsWellFormed(t *testing.T) {
	valid := regexp.MustCompile(`^(gofmt|typecheck|vet/[a-z]+|staticcheck/(SA|S|ST|QF|U)[0-9]*\*?|gosec/G[0-9]*\*?|go/[a-z-]+)$`)
	seen := map[string]bool{}
	for _, r := range Table() {
		if !valid.MatchString(r.Rule) || seen[r.Rule] {
			t.Errorf("bad or duplicate rule %q", r.Rule)
		}
		seen[r.Rule] = true
		if !slices.Contains([]string{Security, Secrets, Correctness, Performance, Maintainability}, r.Dimension) {
			t.Errorf("%s: unknown dimension %q", r.Rule, r.Dimension)
		}
		if r.Confidence < 0.5 || r.Confidence > 1 || r.Why == "" {
			t.Errorf("%s: confidence %v, why %q", r.Rule, r.Confidence, r.Why)
		}
	}
	if !slices.IsSortedFunc(Table(), func(a, b Route) int {
		if a.Rule < b.Rule {
			return -1
		}
		return 1
	}) {
		t.Error("Table is not sorted")
	}
}

func TestRate(t *testing.T) {
	tests := []struct {
		rule string
		tool toolRating
		dim  string
		sev  finding.Severity
		conf float64
	}{
		{"gosec/G201", toolRating{"MEDIUM", "HIGH"}, Security, finding.Medium, 0.9},
		{"gosec/G204", toolRating{"HIGH", "MEDIUM"}, Security, finding.High, 0.75},
		{"gosec/G404", toolRating{"LOW", "LOW"}, Security, finding.Low, 0.6},
		{"gosec/G101", toolRating{"HIGH", "LOW"}, Secrets, finding.High, 0.6},
		{"staticcheck/SA6005", toolRating{}, Performance, finding.Medium, 0.85},
		{"staticcheck/SA2000", toolRating{}, Correctness, finding.High, 0.8},
		{"staticcheck/SA5011", toolRating{}, Correctness, finding.High, 0.85},
		{"staticcheck/SA5008", toolRating{}, Correctness, finding.Medium, 0.85},
		{"staticcheck/SA4006", toolRating{}, Correctness, finding.Medium, 0.8},
		{"staticcheck/SA1019", toolRating{}, Maintainability, finding.Low, 0.9},
		{"staticcheck/SA1000", toolRating{}, Correctness, finding.Medium, 0.85},
		{"staticcheck/S1002", toolRating{}, Maintainability, finding.Low, 0.9},
		{"staticcheck/ST1005", toolRating{}, Maintainability, finding.Info, 0.7},
		{"staticcheck/QF1001", toolRating{}, Maintainability, finding.Low, 0.8},
		{"vet/printf", toolRating{}, Correctness, finding.High, 0.9},
		{"vet/composites", toolRating{}, Maintainability, finding.Low, 0.9},
		{"gofmt", toolRating{}, Maintainability, finding.Low, 1},
	}
	for _, tt := range tests {
		dim, sev, conf, ok := rate(tt.rule, tt.tool)
		if !ok || dim != tt.dim || sev != tt.sev || conf != tt.conf {
			t.Errorf("rate(%s, %v) = %s %v %v %v, want %s %v %v", tt.rule, tt.tool, dim, sev, conf, ok, tt.dim, tt.sev, tt.conf)
		}
	}
	for _, unknown := range []string{"vet/nosuch", "staticcheck/XX1000", "golint/x", "gosec"} {
		if _, _, _, ok := rate(unknown, toolRating{}); ok {
			t.Errorf("%s is routed", unknown)
		}
	}
}

func TestParseGosec(t *testing.T) {
	d := &analysis.Diagnostic{Category: "G201", Message: "G201: [CWE-89] SQL string formatting (Severity: MEDIUM, Confidence: HIGH)"}
	got := parseGosec(d)
	want := gosecIssue{Rule: "G201", CWE: "CWE-89", What: "SQL string formatting", Rating: toolRating{"MEDIUM", "HIGH"}, Located: true}
	if got != want {
		t.Errorf("parseGosec = %+v, want %+v", got, want)
	}
	d = &analysis.Diagnostic{Category: "G104", Message: "G104: Errors unhandled (Severity: LOW, Confidence: HIGH) [unable to locate /x.go:3]"}
	if got := parseGosec(d); got.CWE != "" || got.What != "Errors unhandled" || got.Located {
		t.Errorf("parseGosec = %+v", got)
	}
	if got := gosecRuleID(&analysis.Diagnostic{Message: "G304: [CWE-22] Potential file inclusion via variable (Severity: MEDIUM, Confidence: HIGH)"}); got != "G304" {
		t.Errorf("rule from message = %q", got)
	}
}

func TestDifferingLines(t *testing.T) {
	tests := []struct {
		a, b string
		want finding.LineRange
	}{
		{"a\nb  c\nd\n", "a\nb c\nd\n", finding.Lines(2, 2)},
		{"x\ny\n", "x\ny\n\n", finding.Lines(2, 2)},
		{"a\n b\n c\nd\n", "a\nb\nc\nd\n", finding.Lines(2, 3)},
		{"a\n\n\n", "a\n", finding.Lines(2, 3)},
	}
	for _, tt := range tests {
		if got := differingLines([]byte(tt.a), []byte(tt.b)); got != tt.want {
			t.Errorf("differingLines(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestGuarded checks that a panicking analyzer becomes an error and that a
// cancelled review starts no more analyses.
func TestGuarded(t *testing.T) {
	boom := &analysis.Analyzer{Name: "boom", Doc: "panics", Run: func(*analysis.Pass) (any, error) { panic("kaboom") }}
	if _, err := guarded(t.Context(), boom).Run(nil); err == nil || err.Error() != "panic: kaboom" {
		t.Errorf("panic became %v", err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	ran := false
	ok := &analysis.Analyzer{Name: "ok", Doc: "runs", Run: func(*analysis.Pass) (any, error) { ran = true; return nil, nil }}
	if _, err := guarded(ctx, ok).Run(nil); !errors.Is(err, context.Canceled) || ran {
		t.Errorf("cancelled run: %v, ran %v", err, ran)
	}
	if boom.Name != "boom" || guarded(ctx, boom) == boom {
		t.Error("guarded changed or returned the original analyzer")
	}
}
