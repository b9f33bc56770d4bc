package rulepack

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v4"
)

// packs holds the embedded rule packs: rules/<language>/<id>.yml.
//
//go:embed rules
var packs embed.FS

// Variant suffixes: a JavaScript rule also runs on TypeScript and TSX files,
// as a copy with its own id (ast-grep ids are unique and a rule has one
// language). BaseID strips them.
var jsVariants = map[string]string{"@ts": "typescript", "@tsx": "tsx"}

// BaseID is the rule id without a language variant suffix.
func BaseID(id string) string {
	if i := strings.LastIndexByte(id, '@'); i > 0 {
		if _, ok := jsVariants[id[i:]]; ok {
			return id[:i]
		}
	}
	return id
}

// Rule is one embedded rule's metadata, as documented in its YAML file.
type Rule struct {
	ID       string `yaml:"id"`
	Language string `yaml:"language"`
	Severity string `yaml:"severity"` // ast-grep's: error, warning, info, hint
	Message  string `yaml:"message"`
	Note     string `yaml:"note"`
	Metadata Meta   `yaml:"metadata"`
}

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

// Rules returns the embedded rules, sorted by id (JavaScript rules once,
// under their base id).
func Rules() ([]Rule, error) {
	var out []Rule
	err := fs.WalkDir(packs, "rules", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".yml" {
			return err
		}
		data, err := packs.ReadFile(p)
		if err != nil {
			return err
		}
		var r Rule
		if err := yaml.Unmarshal(data, &r); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		out = append(out, r)
		return nil
	})
	slices.SortFunc(out, func(a, b Rule) int { return strings.Compare(a.ID, b.ID) })
	return out, err
}

var (
	idLine   = regexp.MustCompile(`(?m)^id:\s*(\S+)\s*$`)
	langLine = regexp.MustCompile(`(?m)^language:\s*javascript\s*$`)
)

// writePacks writes the embedded rules into dir, one file per rule and
// language.
func writePacks(dir string) error {
	return fs.WalkDir(packs, "rules", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".yml" {
			return err
		}
		data, err := packs.ReadFile(p)
		if err != nil {
			return err
		}
		files := map[string][]byte{path.Base(p): data}
		if langLine.Match(data) {
			for suffix, lang := range jsVariants {
				v := idLine.ReplaceAll(data, []byte("id: ${1}"+suffix))
				v = langLine.ReplaceAll(v, []byte("language: "+lang))
				files[strings.TrimSuffix(path.Base(p), ".yml")+suffix+".yml"] = v
			}
		}
		sub := filepath.Join(dir, filepath.FromSlash(path.Dir(strings.TrimPrefix(p, "rules/"))))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			return err
		}
		for name, data := range files {
			if err := os.WriteFile(filepath.Join(sub, name), data, 0o644); err != nil {
				return err
			}
		}
		return nil
	})
}

// languages maps file extensions to the languages ast-grep parses them as,
// by display name. Packed marks the languages the embedded packs cover.
var languages = map[string]struct {
	Name   string
	Packed bool
}{
	".py": {"Python", true}, ".pyi": {"Python", true},
	".js": {"JavaScript", true}, ".jsx": {"JavaScript", true}, ".mjs": {"JavaScript", true}, ".cjs": {"JavaScript", true},
	".ts": {"TypeScript", true}, ".mts": {"TypeScript", true}, ".cts": {"TypeScript", true}, ".tsx": {"TypeScript", true},
	".java": {"Java", true}, ".php": {"PHP", true}, ".rb": {"Ruby", true},
	".sh": {"shell", false}, ".bash": {"shell", false},
	".tf": {"Terraform", false}, ".hcl": {"Terraform", false},
	// Languages only user rules can cover.
	".go": {"Go", false}, ".rs": {"Rust", false}, ".c": {"C", false}, ".h": {"C", false},
	".cc": {"C++", false}, ".cpp": {"C++", false}, ".hpp": {"C++", false}, ".cs": {"C#", false},
	".kt": {"Kotlin", false}, ".kts": {"Kotlin", false}, ".swift": {"Swift", false}, ".scala": {"Scala", false},
	".lua": {"Lua", false}, ".ex": {"Elixir", false}, ".exs": {"Elixir", false}, ".hs": {"Haskell", false},
	".html": {"HTML", false}, ".htm": {"HTML", false}, ".css": {"CSS", false},
	".yaml": {"YAML", false}, ".yml": {"YAML", false}, ".json": {"JSON", false}, ".sol": {"Solidity", false},
	".nix": {"Nix", false}, ".zsh": {"shell", false},
}

// Language names the language of a path as ast-grep parses it, and whether
// the embedded packs have rules for it; "" for a file ast-grep does not
// parse.
func Language(p string) (name string, packed bool) {
	l, ok := languages[strings.ToLower(path.Ext(p))]
	return l.Name, ok && l.Packed
}
