package review

import (
	"fmt"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/verdict"
)

// unanalyzedLang is a programming language no engine here analyzes: Go
// has goanalysis, the tree-sitter languages (syntax.Langs) the treesitter
// engine and its YAML rule packs, Terraform and Dockerfiles iac. A file in
// one of these is code that only the secrets scan reads, so the review
// says so rather than count it as reviewed.
//
// Data, configuration and documents (JSON, TOML, lock files, images,
// Markdown) are not code and are not listed; nor is SQL, whose files are
// mostly migrations and schema dumps a team reviews by other means.
type unanalyzedLang struct {
	key  string // the name coverage.accept_unanalyzed takes
	name string // as people write it
	exts []string
	// in, when set, must also hold of the path: an extension other
	// languages use too (.cls is a LaTeX class as well as Apex).
	in func(p string) bool
}

var unanalyzedLangs = []unanalyzedLang{
	{"erlang", "Erlang", []string{".erl", ".hrl"}, nil},
	{"haskell", "Haskell", []string{".hs", ".lhs"}, nil},
	{"zig", "Zig", []string{".zig"}, nil},
	{"r", "R", []string{".r"}, nil},
	{"perl", "Perl", []string{".pl", ".pm"}, nil},
	{"objective-c", "Objective-C", []string{".mm"}, nil},
	{"clojure", "Clojure", []string{".clj", ".cljs", ".cljc"}, nil},
	{"fsharp", "F#", []string{".fs", ".fsx", ".fsi"}, nil},
	// OCaml implementations (.ml) are parsed; the grammar has no rule for
	// interfaces, so accepting "ocaml" accepts the .mli files.
	{"ocaml", "OCaml interface", []string{".mli"}, nil},
	{"julia", "Julia", []string{".jl"}, nil},
	{"nim", "Nim", []string{".nim"}, nil},
	{"visual-basic", "Visual Basic", []string{".vb"}, nil},
	{"crystal", "Crystal", []string{".cr"}, nil},
	{"fortran", "Fortran", []string{".f90", ".f95", ".f03", ".f08"}, nil},
	{"gleam", "Gleam", []string{".gleam"}, nil},
	{"zsh", "Zsh", []string{".zsh"}, nil},
	{"fish", "Fish", []string{".fish"}, nil},
	// Cython (a compiled Python module's .pyx and its .pxd/.pxi
	// includes): Python with C declarations the Python grammar does not
	// read, imported by shipped code like a .py module.
	{"cython", "Cython", []string{".pyx", ".pxd", ".pxi"}, nil},
	// Terraform's JSON syntax (main.tf.json, OpenTofu's .tofu.json) is
	// configuration Terraform applies as it does .tf files; the rules here
	// read HCL, so an open security group written as JSON was passed as
	// data.
	{"terraform-json", "Terraform JSON", []string{".json"}, func(p string) bool {
		p = strings.ToLower(p)
		return strings.HasSuffix(p, ".tf.json") || strings.HasSuffix(p, ".tofu.json")
	}},
}

// unanalyzedLangOf returns the language of p when no engine analyzes it.
func unanalyzedLangOf(p string) (unanalyzedLang, bool) {
	ext := strings.ToLower(path.Ext(p))
	for _, l := range unanalyzedLangs {
		if slices.Contains(l.exts, ext) && (l.in == nil || l.in(p)) {
			return l, true
		}
	}
	return unanalyzedLang{}, false
}

// nowAnalyzed are names accept_unanalyzed took before tree-sitter rules
// came for their languages; an old configuration naming one is told so.
var nowAnalyzed = []string{"rust", "swift", "scala", "elixir", "lua", "groovy", "solidity", "apex", "powershell", "dart"}

// CheckAccepted rejects a coverage.accept_unanalyzed entry that is not a
// language listed here, naming the configuration file and the known names.
func CheckAccepted(cfg *config.Config) error {
	for _, name := range cfg.Coverage.AcceptUnanalyzed {
		if slices.ContainsFunc(unanalyzedLangs, func(l unanalyzedLang) bool { return l.key == strings.ToLower(name) }) {
			continue
		}
		if slices.Contains(nowAnalyzed, strings.ToLower(name)) {
			return &config.Error{File: settingFile(cfg.Files, "accept_unanalyzed"), Key: "coverage.accept_unanalyzed",
				Msg: fmt.Sprintf("%q is analyzed now (tree-sitter rules); remove it from the list", name)}
		}
		keys := make([]string, len(unanalyzedLangs))
		for i, l := range unanalyzedLangs {
			keys[i] = l.key
		}
		return &config.Error{File: settingFile(cfg.Files, "accept_unanalyzed"), Key: "coverage.accept_unanalyzed",
			Msg: fmt.Sprintf("%q is not a language teamreview leaves unanalyzed (want one of %s)", name, strings.Join(keys, ", "))}
	}
	return nil
}

// settingFile is the last configuration file read whose text holds key.
func settingFile(files []string, key string) string {
	for i := len(files) - 1; i >= 0; i-- {
		if b, err := os.ReadFile(files[i]); err == nil && strings.Contains(string(b), key) {
			return files[i]
		}
	}
	if len(files) > 0 {
		return files[len(files)-1]
	}
	return config.ProjectFile
}

// noAnalyzer lists the files of cs in languages no engine analyzes —
// loaded, or streamed to the secrets scan because they are too large — in
// path order, marking those of accepted languages.
func noAnalyzer(cs *scope.Changeset, cfg *config.Config) []verdict.NotAnalyzed {
	var out []verdict.NotAnalyzed
	for _, f := range cs.Files {
		// A file too large to load is still streamed to the secrets scan.
		streamed := f.Status != scope.Deleted && f.Open != nil && !cfg.Ignored(f.Path)
		if !f.Reviewable() && !streamed {
			continue
		}
		l, ok := unanalyzedLangOf(f.Path)
		if !ok {
			continue
		}
		n := verdict.NotAnalyzed{File: f.Path, Language: l.name, Reason: "no analyzer for " + l.name + "; the secrets scan still reads it"}
		if slices.ContainsFunc(cfg.Coverage.AcceptUnanalyzed, func(a string) bool { return strings.EqualFold(a, l.key) }) {
			n.Accepted = true
			n.Reason = "no analyzer for " + l.name + " (accepted by coverage.accept_unanalyzed); the secrets scan still reads it"
		}
		out = append(out, n)
	}
	return out
}

// NoAnalyzerSummary counts the files no engine analyzes by language, for
// the scope summary and the report: "3 Rust files, 1 Lua file (no
// analyzer for these languages; the secrets scan still reads them)".
// It is "" when there is none.
func (p *Plan) NoAnalyzerSummary() string {
	if len(p.NoAnalyzer) == 0 {
		return ""
	}
	count := map[string]int{}
	var langs []string
	accepted := map[string]bool{}
	for _, n := range p.NoAnalyzer {
		if count[n.Language] == 0 {
			langs = append(langs, n.Language)
		}
		count[n.Language]++
		if n.Accepted {
			accepted[n.Language] = true
		}
	}
	slices.Sort(langs)
	parts := make([]string, len(langs))
	for i, l := range langs {
		parts[i] = fmt.Sprintf("%d %s file", count[l], l)
		if count[l] > 1 {
			parts[i] += "s"
		}
		if accepted[l] {
			parts[i] += " (accepted)"
		}
	}
	these := "this language"
	if len(langs) > 1 {
		these = "these languages"
	}
	them := "them"
	if len(p.NoAnalyzer) == 1 {
		them = "it"
	}
	return fmt.Sprintf("%s (no analyzer for %s; the secrets scan still reads %s)", strings.Join(parts, ", "), these, them)
}
