package rulepack

import (
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"go.yaml.in/yaml/v4"
)

// Meta is the part of a rule's metadata the engine reads.
type Meta struct {
	Dimension string `yaml:"dimension" json:"dimension"`
	// Severity is teamreview's: Blocker, High, Medium, Low or Info.
	Severity string `yaml:"severity" json:"severity"`
	// InputSeverity, when set, replaces Severity for a match whose code
	// reads request input directly.
	InputSeverity  string   `yaml:"input_severity" json:"input_severity"`
	Confidence     float64  `yaml:"confidence" json:"confidence"`
	CWE            []string `yaml:"cwe" json:"cwe"`
	Recommendation string   `yaml:"recommendation" json:"recommendation"`
}

// IsAstGrepRule reports whether a YAML rule file is in ast-grep's format: a
// top-level `rule:` and no `query:` (which would make it teamreview's own
// format, read by the treesitter engine).
func IsAstGrepRule(data []byte) bool {
	var top map[string]yaml.Node
	if yaml.Load(data, &top) != nil {
		return false
	}
	_, rule := top["rule"]
	_, query := top["query"]
	return rule && !query
}

// astGrepRules returns the ast-grep-format rule files under the rule
// directories, in a stable order. A directory that does not exist is
// skipped here: the treesitter engine, which reads the same directories,
// rejects the configuration.
func astGrepRules(root string, dirs []string) []string {
	var out []string
	for _, d := range dirs {
		if !filepath.IsAbs(d) {
			d = filepath.Join(root, d)
		}
		_ = filepath.WalkDir(d, func(p string, de os.DirEntry, err error) error {
			if err != nil || de.IsDir() {
				return nil
			}
			if ext := strings.ToLower(path.Ext(p)); ext != ".yml" && ext != ".yaml" {
				return nil
			}
			if data, err := os.ReadFile(p); err == nil && IsAstGrepRule(data) {
				out = append(out, p)
			}
			return nil
		})
	}
	sort.Strings(out)
	return out
}

// languages maps file extensions to the languages ast-grep parses them as,
// by display name.
var languages = map[string]string{
	".py": "Python", ".pyi": "Python",
	".js": "JavaScript", ".jsx": "JavaScript", ".mjs": "JavaScript", ".cjs": "JavaScript",
	".ts": "TypeScript", ".mts": "TypeScript", ".cts": "TypeScript", ".tsx": "TypeScript",
	".java": "Java", ".php": "PHP", ".rb": "Ruby",
	".sh": "shell", ".bash": "shell", ".zsh": "shell",
	".tf": "Terraform", ".hcl": "Terraform",
	".go": "Go", ".rs": "Rust", ".c": "C", ".h": "C",
	".cc": "C++", ".cpp": "C++", ".hpp": "C++", ".cs": "C#",
	".kt": "Kotlin", ".kts": "Kotlin", ".swift": "Swift", ".scala": "Scala",
	".lua": "Lua", ".ex": "Elixir", ".exs": "Elixir", ".hs": "Haskell",
	".html": "HTML", ".htm": "HTML", ".css": "CSS",
	".yaml": "YAML", ".yml": "YAML", ".json": "JSON", ".sol": "Solidity",
	".nix": "Nix",
}

// Language names the language of a path as ast-grep parses it, or "" for a
// file ast-grep does not parse.
func Language(p string) string {
	return languages[strings.ToLower(path.Ext(p))]
}
