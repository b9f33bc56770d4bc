package goanalysis

import (
	"strings"
	"testing"

	gosecanalyzers "github.com/securego/gosec/v2/analyzers"
	gosecrules "github.com/securego/gosec/v2/rules"
)

// Every gosec recommendation speaks Go and says each sentence once, alone
// and with the CWE link gosecDetail adds.
func TestGosecAdviceSpeaksGoOnce(t *testing.T) {
	others := []string{"subprocess", "shlex", "cursor.execute", "child_process", "PreparedStatement", "ProcessBuilder", "Open3", "PDO", "SqlCommand", "Process.Start"}
	for rule, advice := range gosecAdvice() {
		detail := gosecDetail(gosecIssue{Rule: rule, CWE: "CWE-89"})
		seen := map[string]bool{}
		for _, s := range strings.SplitAfter(detail, ". ") {
			k := strings.ToLower(strings.TrimRight(strings.TrimSpace(s), ".;: "))
			if k != "" && seen[k] {
				t.Errorf("%s: sentence said twice: %q", rule, s)
			}
			seen[k] = true
		}
		for _, api := range others {
			if strings.Contains(advice, api) {
				t.Errorf("%s: names %s, another language's API: %s", rule, api, advice)
			}
		}
	}
}

// Every rule gosec runs here, from its rules' list and its analyzers', has
// a row of advice (gosec_advice.yml), and every row names one of them.
func TestGosecAdviceCoversRules(t *testing.T) {
	run := map[string]bool{}
	for id := range gosecrules.Generate(false).Rules {
		run[id] = true
	}
	for id := range gosecanalyzers.Generate(false).Analyzers {
		run[id] = true
	}
	advice := gosecAdvice()
	for id := range run {
		if advice[id] == "" {
			t.Errorf("%s: gosec runs it and gosec_advice.yml has no row", id)
		}
	}
	for id := range advice {
		if !run[id] {
			t.Errorf("%s: gosec_advice.yml has a row for a rule gosec does not run", id)
		}
	}
	if got := gosecDetail(gosecIssue{Rule: "G201", CWE: "CWE-89"}); !strings.HasPrefix(got, "Use a parameterized query") ||
		!strings.HasSuffix(got, "definitions/89.html") {
		t.Errorf("G201's detail: %q", got)
	}
}

// A malformed advice row is an error naming the row and the field.
func TestGosecAdviceErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"advice:\n  - rule: X1\n    advice: a\n", `row 1: field rule: "X1" is not a gosec rule id`},
		{"advice:\n  - rule: G101\n    advice: a\n  - rule: G101\n    advice: b\n", "row 2: field rule: G101 has a row already"},
		{"advice:\n  - rule: G101\n", "row 1 (G101): field advice: missing"},
		{"advice:\n  - rule: G101\n    advise: a\n", "gosec_advice.yml:"},
	} {
		if _, err := parseGosecAdvice([]byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want %q", tc.data, err, tc.want)
		}
	}
}
