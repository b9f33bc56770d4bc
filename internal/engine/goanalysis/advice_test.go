package goanalysis

import (
	"strings"
	"testing"
)

// Every gosec recommendation speaks Go and says each sentence once, alone
// and with the CWE link gosecDetail adds.
func TestGosecAdviceSpeaksGoOnce(t *testing.T) {
	others := []string{"subprocess", "shlex", "cursor.execute", "child_process", "PreparedStatement", "ProcessBuilder", "Open3", "PDO", "SqlCommand", "Process.Start"}
	for rule, advice := range gosecAdvice {
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
