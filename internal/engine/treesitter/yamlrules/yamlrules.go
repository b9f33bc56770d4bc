package yamlrules

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/ruledirs"
)

// packs are the built-in rule packs, one file per language.
//
//go:embed packs/*.yml
var packs embed.FS

// Analyzer returns the analyzer of the built-in packs, compiled on the
// first call: compiling them at start-up cost every command, a review with
// no file in their languages included, 6 ms.
var Analyzer = sync.OnceValue(builtin)

func builtin() *analysis.Analyzer {
	return compilePacks(func([]byte) bool { return true }).analyzer("yamlrules", builtinDoc)
}

const builtinDoc = "Built-in YAML rule packs for Python, JavaScript/TypeScript, Java, PHP, Ruby, C, C++, C#, Kotlin, Bash, HCL (Terraform), Dockerfile, YAML (Kubernetes, GitHub Actions), HTML and server templates, Rust, Swift, Scala, Groovy (Gradle), Elixir, Lua, OCaml, Solidity, Apex, Visualforce, PowerShell and Dart"

// compilePacks compiles the built-in packs whose text want accepts, in
// the order of their names.
func compilePacks(want func(data []byte) bool) *ruleSet {
	set := &ruleSet{byLang: map[syntax.Lang][]*compiled{}}
	ids := map[string]string{}
	names, err := fs.Glob(packs, "packs/*.yml")
	if err == nil {
		sort.Strings(names)
		for _, name := range names {
			var data []byte
			if data, err = packs.ReadFile(name); err != nil {
				break
			}
			if !want(data) {
				continue
			}
			if _, err = parseFile(name, data, set, ids); err != nil {
				break
			}
		}
	}
	if err != nil {
		// The packs are compiled into the binary and tested; a broken one
		// is a bug in this build, not in the user's configuration.
		panic("yamlrules: built-in pack: " + err.Error())
	}
	return set
}

// PerLanguage is the analyzer of the built-in packs as a review runs it:
// the engine asks it, through For, for the analyzer of each language it
// has files in, and only the packs that language needs are compiled.
// Compiling every pack was 100 ms of CPU, most of what a review of one
// small file cost; a Python file needs two of the thirty packs.
var PerLanguage = &analysis.Analyzer{Name: "yamlrules", Doc: builtinDoc, For: ForLanguage}

// ForLanguage returns the analyzer of the built-in packs' rules for lang,
// or nil when they have none: the rules Analyzer has for lang, in the same
// order, compiled on the first call from the packs whose text names lang.
// A rule's languages are written in its pack, so a pack that does not
// contain the language's name as a word has no rule for it (TestForLanguage
// checks every language against Analyzer).
func ForLanguage(lang syntax.Lang) *analysis.Analyzer {
	if f := forLang[lang]; f != nil {
		return f()
	}
	return nil
}

var forLang = func() map[syntax.Lang]func() *analysis.Analyzer {
	m := make(map[syntax.Lang]func() *analysis.Analyzer, len(syntax.Langs))
	for _, l := range syntax.Langs {
		m[l] = sync.OnceValue(func() *analysis.Analyzer {
			set := compilePacks(func(data []byte) bool { return analysis.ContainsWord(data, string(l)) })
			rules := set.byLang[l]
			if len(rules) == 0 {
				return nil
			}
			only := &ruleSet{byLang: map[syntax.Lang][]*compiled{l: rules}}
			for _, c := range rules {
				only.rules = append(only.rules, c.rule)
			}
			return only.analyzer("yamlrules", builtinDoc)
		})
	}
	return m
}()

// Load reads the user's rule directories (rulepack.rule_dirs, relative to
// root) into one analyzer; nil when there are none. Every *.yml and *.yaml
// file under them is read; a file in ast-grep's rule format (a top-level
// `rule:` and no `query:`) is left to the rulepack engine. A file that does
// not compile is an error that names the file and the rule.
func Load(root string, dirs []string) (*analysis.Analyzer, error) {
	set := &ruleSet{byLang: map[syntax.Lang][]*compiled{}}
	ids := map[string]string{}
	// The engine caches each file's result under the analyzers' names, so
	// the name carries a hash of the rules: editing a rule must not reuse
	// results computed with the old one.
	sum := sha256.New()
	for _, r := range Analyzer().Rules {
		ids[r.ID] = "the built-in packs"
	}
	for _, dir := range dirs {
		abs := dir
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(root, dir)
		}
		if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
			return nil, fmt.Errorf("rulepack.rule_dirs: %s is not a directory", dir)
		}
		files, err := ruledirs.Read(root, []string{dir}, nil)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			name, data := f.Name, f.Data
			ours, err := parseFile(name, data, set, ids)
			if err != nil {
				return nil, err
			}
			if ours {
				sum.Write([]byte(name + "\x00"))
				sum.Write(data)
				sum.Write([]byte{0})
			}
		}
	}
	if len(set.rules) == 0 {
		return nil, nil
	}
	name := "rule_dirs@" + hex.EncodeToString(sum.Sum(nil)[:6])
	return set.analyzer(name, "Your rules from rulepack.rule_dirs, in teamreview's YAML rule format"), nil
}
