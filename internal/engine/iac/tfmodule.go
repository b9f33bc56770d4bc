package iac

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// A Terraform module is a directory: a variable declared in variables.tf
// is used in main.tf. So an unused declaration (tflint's
// terraform_unused_declarations: a variable or local value that nothing in
// the module references) can only be judged with every
// file of the module in hand, and so can a provider block whose provider
// no terraform block of the module constrains (terraform_required_providers)
// and a terraform block in a module that nowhere says which Terraform
// versions it supports (terraform_required_version). The engine is told
// which .tf and .tf.json files each directory holds (dirFiles, from the
// review's root) and judges a directory only when all of them are under
// review; a review of a diff that leaves a module's other files out says
// nothing about it. Unused data sources, which tflint also reports, are
// left out: a data source is often declared for its own sake (a policy
// document written to be reviewed or attached elsewhere), and reading one
// more costs a plan little.

var (
	tfVariable = regexp.MustCompile(`^variable\s+"([^"]+)"\s*\{`)
	tfLocals   = regexp.MustCompile(`^locals\s*\{`)
	tfProvider = regexp.MustCompile(`^provider\s+"([^"]+)"\s*\{`)
	tfBlock    = regexp.MustCompile(`^terraform\s*\{`)
	tfReqProv  = regexp.MustCompile(`^\s*required_providers\s*\{`)
	tfReqVer   = regexp.MustCompile(`^\s*required_version\s*=`)
	tfResource = regexp.MustCompile(`^(?:resource|data)\s+"([^"]+)"`)
	tfLocal    = regexp.MustCompile(`^\s*([A-Za-z_][A-Za-z0-9_-]*)\s*=`)
	tfComment  = regexp.MustCompile(`(?m)^\s*(#|//).*$`)
	tfHeredoc  = regexp.MustCompile(`<<-?([A-Za-z_][A-Za-z0-9_]*)\s*$`)
)

// tfDecl is one declaration: its kind ("variable" or "local"), the name a
// reference uses after var. or local., and its lines.
type tfDecl struct {
	kind, name string
	file       string
	start, end int // 1-based
	code       string
}

// osDirFiles lists the Terraform files of a directory under root.
func osDirFiles(root string) func(dir string) ([]string, bool) {
	return func(dir string) ([]string, bool) {
		entries, err := os.ReadDir(filepath.Join(root, filepath.FromSlash(dir)))
		if err != nil {
			return nil, false
		}
		var out []string
		for _, e := range entries {
			if n := e.Name(); !e.IsDir() && (strings.HasSuffix(n, ".tf") || strings.HasSuffix(n, ".tf.json")) {
				out = append(out, n)
			}
		}
		return out, true
	}
}

// unusedDeclarations reports the declarations no file of their module
// references, for each module whose files are all under review.
func unusedDeclarations(files []*scope.File, dirFiles func(string) ([]string, bool)) []engine.Diagnostic {
	if dirFiles == nil {
		return nil
	}
	byDir := map[string][]*scope.File{}
	for _, f := range files {
		if kind(f.Path) == "terraform" && f.Content != nil {
			byDir[path.Dir(f.Path)] = append(byDir[path.Dir(f.Path)], f)
		}
	}
	dirs := make([]string, 0, len(byDir))
	for d := range byDir {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	var out []engine.Diagnostic
	for _, dir := range dirs {
		if !wholeModule(byDir[dir], dir, dirFiles) {
			continue
		}
		out = append(out, unusedInModule(byDir[dir])...)
		out = append(out, unpinned(byDir[dir])...)
	}
	return out
}

// wholeModule reports whether the review holds every Terraform file of dir.
func wholeModule(fs []*scope.File, dir string, dirFiles func(string) ([]string, bool)) bool {
	names, ok := dirFiles(dir)
	if !ok || len(names) == 0 {
		return false
	}
	have := map[string]bool{}
	for _, f := range fs {
		have[path.Base(f.Path)] = true
	}
	for _, n := range names {
		if !have[n] {
			return false
		}
	}
	return true
}

func unusedInModule(fs []*scope.File) []engine.Diagnostic {
	var decls []tfDecl
	texts := make([]string, len(fs))
	for i, f := range fs {
		src := string(f.Content)
		texts[i] = tfComment.ReplaceAllString(src, "")
		decls = append(decls, declarations(f.Path, src)...)
	}
	var out []engine.Diagnostic
	for _, d := range decls {
		ref := regexp.MustCompile(`\b` + map[string]string{"variable": "var", "local": "local"}[d.kind] +
			`\.` + regexp.QuoteMeta(d.name) + `\b`)
		used := false
		for i, t := range texts {
			if fs[i].Path == d.file && d.kind == "variable" {
				// a variable's own validation block refers to it: that is not a use
				t = blankLines(t, d.start, d.end)
			}
			if ref.MatchString(t) {
				used = true
				break
			}
		}
		if used {
			continue
		}
		label := map[string]string{"variable": "variable", "local": "local value"}[d.kind]
		dg := diag("tf-unused-declaration", "maintainability", d.file, d.start, d.code, finding.Low, 0.8,
			label+" "+d.name+" is declared but nothing in the module uses it",
			"Remove it, or use it: an unused variable still asks callers for a value and reads as if it configured something (tflint's terraform_unused_declarations).")
		dg.Lines = finding.Lines(d.start, d.end)
		out = append(out, dg)
	}
	return out
}

// declarations finds the top-level variables and the local values
// of one file. Braces are counted as written; a brace inside a string is
// balanced by its partner often enough for top-level blocks.
func declarations(file, src string) []tfDecl {
	lines := strings.Split(src, "\n")
	var out []tfDecl
	depth, inLocals, heredoc := 0, false, ""
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if heredoc != "" { // a heredoc's text is not configuration
			if t == heredoc {
				heredoc = ""
			}
			continue
		}
		if m := tfHeredoc.FindStringSubmatch(l); m != nil {
			heredoc = m[1]
		}
		if depth == 0 && !strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "//") {
			end := blockEnd(lines, i)
			if m := tfVariable.FindStringSubmatch(t); m != nil {
				out = append(out, tfDecl{"variable", m[1], file, i + 1, end, l})
			}
			inLocals = tfLocals.MatchString(t)
		} else if depth == 1 && inLocals {
			if m := tfLocal.FindStringSubmatch(l); m != nil {
				out = append(out, tfDecl{"local", m[1], file, i + 1, i + 1, l})
			}
		}
		depth += strings.Count(l, "{") - strings.Count(l, "}")
		if depth < 0 {
			depth = 0
		}
		if depth == 0 {
			inLocals = false
		}
	}
	return out
}

// blockEnd is the 1-based line that closes the block opened at line i.
func blockEnd(lines []string, i int) int {
	depth := 0
	for j := i; j < len(lines); j++ {
		depth += strings.Count(lines[j], "{") - strings.Count(lines[j], "}")
		if depth <= 0 {
			return j + 1
		}
	}
	return len(lines)
}

// blankLines empties lines start..end (1-based) of text.
func blankLines(text string, start, end int) string {
	lines := strings.Split(text, "\n")
	for i := start - 1; i < end && i < len(lines); i++ {
		lines[i] = ""
	}
	return strings.Join(lines, "\n")
}

// tfBlockRef is a top-level block or a required_providers entry the
// module-level checks report.
type tfBlockRef struct {
	file       string
	start, end int
	code       string
	name       string
	hasProv    bool
}

// unpinned reports the provider blocks of a module whose provider has no
// entry in any terraform block's required_providers, and the terraform
// blocks of a module where no terraform block sets required_version (the
// HCL pack's hcl/required-version-missing already reports a terraform block
// that lists required_providers without it, so those are left to it). The
// findings sit on the blocks, never on a resource.
func unpinned(fs []*scope.File) []engine.Diagnostic {
	var providers, terraforms, entries []tfBlockRef
	required, hasVersion := map[string]bool{}, false
	types, hasModule := map[string]bool{}, false // provider prefixes of resource and data types
	for _, f := range fs {
		lines := strings.Split(string(f.Content), "\n")
		depth, inTF, provDepth := 0, false, -1
		for i, l := range lines {
			t := strings.TrimSpace(l)
			if depth == 0 {
				inTF = false
				if m := tfProvider.FindStringSubmatch(t); m != nil {
					providers = append(providers, tfBlockRef{f.Path, i + 1, blockEnd(lines, i), l, m[1], false})
				} else if tfBlock.MatchString(t) {
					inTF = true
					terraforms = append(terraforms, tfBlockRef{f.Path, i + 1, blockEnd(lines, i), l, "", false})
				} else if m := tfResource.FindStringSubmatch(t); m != nil {
					prefix, _, _ := strings.Cut(m[1], "_")
					types[prefix] = true
				} else if strings.HasPrefix(t, "module ") || strings.HasPrefix(t, "module\"") {
					hasModule = true
				}
			} else if inTF {
				switch {
				case depth == 1 && tfReqVer.MatchString(l):
					hasVersion = true
				case depth == 1 && tfReqProv.MatchString(l):
					provDepth = depth + 1
					terraforms[len(terraforms)-1].hasProv = true
				case depth == provDepth:
					if m := tfLocal.FindStringSubmatch(l); m != nil {
						required[m[1]] = true
						entries = append(entries, tfBlockRef{f.Path, i + 1, i + 1, l, m[1], false})
					}
				}
			}
			depth += strings.Count(l, "{") - strings.Count(l, "}")
			if depth < 0 {
				depth = 0
			}
			if provDepth > depth {
				provDepth = -1
			}
		}
	}
	var out []engine.Diagnostic
	out = append(out, unusedRequired(fs, entries, providers, types, hasModule)...)
	for _, p := range providers {
		if required[p.name] {
			continue
		}
		d := diag("tf-provider-unconstrained", "maintainability", p.file, p.start, p.code, finding.Low, 0.75,
			"provider "+p.name+" has no source or version constraint in terraform { required_providers }",
			"Add "+p.name+" = { source = \"hashicorp/"+p.name+"\", version = \"~> X.Y\" } to terraform { required_providers }: without it terraform init installs the newest version, and a major release can change or remove what this configuration uses (tflint's terraform_required_providers).")
		d.Lines = finding.Lines(p.start, p.end)
		out = append(out, d)
	}
	if !hasVersion {
		for _, b := range terraforms {
			if b.hasProv {
				continue
			}
			d := diag("tf-required-version-missing", "maintainability", b.file, b.start, b.code, finding.Low, 0.6,
				"no terraform block of the module sets required_version",
				"Add required_version = \">= 1.5\" (the oldest Terraform the configuration is tested with) to the terraform block: an older or much newer terraform then stops with a clear error instead of misreading the configuration (tflint's terraform_required_version).")
			d.Lines = finding.Lines(b.start, b.end)
			out = append(out, d)
		}
	}
	return out
}

// unusedRequired reports the required_providers entries that no resource,
// data source, provider block or provider reference of the module uses
// (tflint's terraform_unused_required_providers). A module that calls
// other modules may hand them its providers without naming them, so it is
// not judged.
func unusedRequired(fs []*scope.File, entries, providers []tfBlockRef, types map[string]bool, hasModule bool) []engine.Diagnostic {
	if hasModule {
		return nil
	}
	var out []engine.Diagnostic
	for _, e := range entries {
		if types[e.name] || e.name == "terraform" {
			continue
		}
		used := false
		for _, p := range providers {
			used = used || p.name == e.name
		}
		ref := regexp.MustCompile(`(?m)(\bprovider\s*=\s*|=\s*)` + regexp.QuoteMeta(e.name) + `(\.[A-Za-z0-9_-]+)?\s*$`)
		for _, f := range fs {
			used = used || ref.Match(f.Content)
		}
		if used {
			continue
		}
		out = append(out, diag("tf-unused-required-provider", "maintainability", e.file, e.start, e.code, finding.Low, 0.7,
			"required provider "+e.name+" is not used by any resource, data source or provider block of the module",
			"Remove the entry: terraform init still downloads and locks a provider that nothing uses (tflint's terraform_unused_required_providers)."))
	}
	return out
}
