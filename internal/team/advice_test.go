package team

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/consolidate"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
)

// foreignAPIs are API names that belong to one language: advice for a rule
// of another language that names them sends the reader to the wrong
// library (a Python shell=True finding once recommended exec.Command).
var foreignAPIs = map[string][]string{
	"go":         {"exec.Command", "Query/Exec", "database/sql", "html/template", "filepath.", "os.Root", "crypto/rand", "http.Server", "template.HTML"},
	"python":     {"subprocess.", "shlex.", "cursor.execute", "markupsafe", "os.path.", "secrets.token", "yaml.safe_load", "render_template"},
	"javascript": {"child_process", "execFile(", "DOMPurify", "crypto.randomBytes", "path.resolve", "helmet"},
	"java":       {"PreparedStatement", "ProcessBuilder", "SecureRandom", "Paths.get"},
	"ruby":       {"Open3", "ActiveRecord", "SecureRandom", "SecureRandom.hex", "Shellwords"},
	"php":        {"PDO", "escapeshellarg", "htmlspecialchars", "random_bytes"},
	"csharp":     {"SqlCommand", "SqlParameter", "Process.Start", "RandomNumberGenerator", "HtmlEncoder"},
}

// sameFamily lists the languages whose advice may share API names:
// TypeScript and JavaScript share one family.
var sameFamily = map[string][]string{"typescript": {"javascript"}}

// TestRecommendationsSpeakTheRulesLanguage checks every recommendation of
// every rule the tree-sitter analyzers declare: no sentence said twice, and
// no API name from another language's rule family.
func TestRecommendationsSpeakTheRulesLanguage(t *testing.T) {
	rules := treesitter.Rules()
	if len(rules) < 50 {
		t.Fatalf("only %d rules: the registry is not what this test expects", len(rules))
	}
	for _, r := range rules {
		lang, _, _ := strings.Cut(r.ID, "/")
		checkAdvice(t, r.ID, lang, r.Recommendation)
	}
}

func checkAdvice(t *testing.T, rule, lang, rec string) {
	t.Helper()
	for _, p := range adviceProblems(lang, rec) {
		t.Errorf("%s: %s:\n%s", rule, p, rec)
	}
}

// adviceProblems lists what is wrong with a recommendation for a rule of
// lang.
func adviceProblems(lang, rec string) []string {
	if strings.TrimSpace(rec) == "" {
		return []string{"no recommendation"}
	}
	var out []string
	seen := map[string]bool{}
	for _, s := range consolidate.Sentences(rec) {
		k := strings.ToLower(strings.TrimRight(s, ".;: "))
		if seen[k] {
			out = append(out, fmt.Sprintf("sentence said twice: %q", s))
		}
		seen[k] = true
	}
	own := append([]string{lang}, sameFamily[lang]...)
	if _, known := foreignAPIs[lang]; !known && lang != "typescript" {
		return out // a pack of rules (yaml, markup, iac) has no language of its own
	}
	for other, apis := range foreignAPIs {
		if contains(own, other) {
			continue
		}
		for _, api := range apis {
			if namesAPI(rec, api) && !ownedToo(own, api) {
				out = append(out, fmt.Sprintf("names %s, an API of %s", api, other))
			}
		}
	}
	slices.Sort(out)
	return out
}

func TestAdviceProblems(t *testing.T) {
	for _, tt := range []struct {
		lang, rec string
		want      int
	}{
		{"python", "Run the program with a list of arguments: subprocess.run([\"ls\", name]).", 0},
		{"python", "Run the program directly, exec.Command(name, arg1), without a shell.", 1},
		{"python", "Pass values as arguments to Query/Exec.", 1},
		{"go", "Use a parameterized query. See https://cwe.mitre.org/x Use a parameterized query.", 1},
		{"typescript", "Use execFile( with an argument array from child_process.", 0},
		{"yaml", "Pin the image by digest.", 0},
	} {
		if got := adviceProblems(tt.lang, tt.rec); len(got) != tt.want {
			t.Errorf("adviceProblems(%s, %q) = %q, want %d problems", tt.lang, tt.rec, got, tt.want)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// ownedToo reports whether api is also an API of one of the own languages.
// namesAPI reports rec naming api where an identifier starts: pycryptodome's
// get_random_bytes is not PHP's random_bytes.
func namesAPI(rec, api string) bool {
	for i := 0; ; {
		j := strings.Index(rec[i:], api)
		if j < 0 {
			return false
		}
		at := i + j
		if at == 0 || !isIdentByte(rec[at-1]) {
			return true
		}
		i = at + 1
	}
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func ownedToo(own []string, api string) bool {
	for _, l := range own {
		if contains(foreignAPIs[l], api) {
			return true
		}
	}
	return false
}
