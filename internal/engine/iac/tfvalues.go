package iac

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/scope"
)

// A security group's rule often takes its addresses from a variable or a
// local value: cidr_blocks = var.ssh_cidrs, with default = ["0.0.0.0/0"]
// in the module's variables.tf. tfsec and Trivy evaluate such a module
// with its defaults, and so does the ingress check here: before the
// Terraform checks read a file, each var.name and local.name whose value
// is a literal string or a list of literal strings is replaced by that
// literal, as packs' yamlrules read var.name through its default; a port
// given as var.ssh_port with default = 22 is read as 22. The
// declarations are taken from the files under review in the same
// directory (a module); a variable that a .tfvars or .tfvars.json file of
// the directory sets, or whose default is anything but literals, is left
// as written, so its value stays unknown and reports nothing.

var (
	tfDefault       = regexp.MustCompile(`^\s*default\s*=\s*(.*)$`)
	tfInlineDefault = regexp.MustCompile(`\{\s*default\s*=\s*(.*?)\s*\}\s*$`)
	tfRef           = regexp.MustCompile(`\b(var|local)\.([A-Za-z_][A-Za-z0-9_-]*)`)
	// a literal: one quoted string without interpolation (or braces, which
	// the block readers count), a whole number (a port), or a list of strings
	tfLiteral = regexp.MustCompile(`^("[^"$%{}]*"|-?\d+|\[\s*(?:"[^"$%{}]*"\s*,?\s*)*\])$`)
	tfvarsSet = regexp.MustCompile(`(?m)^\s*"?([A-Za-z_][A-Za-z0-9_-]*)"?\s*[=:]`)
)

// tfValues maps each directory of Terraform files under review to the
// literal values of its variables ("var.name") and local values
// ("local.name").
func tfValues(files []*scope.File) map[string]map[string]string {
	out := map[string]map[string]string{}
	set := map[string]map[string]bool{} // variables a .tfvars file sets, by directory
	for _, f := range files {
		dir, base := path.Dir(f.Path), strings.ToLower(path.Base(f.Path))
		switch {
		case strings.HasSuffix(base, ".tfvars") || strings.HasSuffix(base, ".tfvars.json"):
			if set[dir] == nil {
				set[dir] = map[string]bool{}
			}
			for _, m := range tfvarsSet.FindAllStringSubmatch(string(f.Content), -1) {
				set[dir][m[1]] = true
			}
		case strings.HasSuffix(base, ".tf"):
			if out[dir] == nil {
				out[dir] = map[string]string{}
			}
			literalDecls(string(f.Content), out[dir])
		}
	}
	for dir, names := range set {
		for name := range names {
			delete(out[dir], "var."+name)
		}
	}
	return out
}

// literalDecls adds the literal defaults of a file's variable blocks and
// the literal entries of its locals blocks to vals.
func literalDecls(src string, vals map[string]string) {
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if m := tfVariable.FindStringSubmatch(line); m != nil {
			end := blockEnd(lines, i) - 1 // 0-based: the closing line
			if end == i {                 // variable "a" { default = "x" }
				if d := tfInlineDefault.FindStringSubmatch(line); d != nil {
					if v, ok := literalValue(d[1], lines, i, i); ok {
						vals["var."+m[1]] = v
					}
				}
				continue
			}
			for j := i + 1; j < end; j++ {
				if d := tfDefault.FindStringSubmatch(lines[j]); d != nil {
					if v, ok := literalValue(d[1], lines, j, end); ok {
						vals["var."+m[1]] = v
					}
					break
				}
			}
			i = end
			continue
		}
		if tfLocals.MatchString(line) {
			end := blockEnd(lines, i) - 1 // 0-based: the closing line
			depth := 0
			for j := i + 1; j < end; j++ {
				if depth == 0 {
					if m := tfLocal.FindStringSubmatch(lines[j]); m != nil {
						rest := strings.TrimSpace(lines[j][len(m[0]):])
						if v, ok := literalValue(rest, lines, j, end); ok {
							vals["local."+m[1]] = v
						}
					}
				}
				depth += strings.Count(lines[j], "{") + strings.Count(lines[j], "[") -
					strings.Count(lines[j], "}") - strings.Count(lines[j], "]")
			}
			i = end
		}
	}
}

// literalValue reads the value that starts with first on line j: a quoted
// string, or a list of quoted strings that may run over the following
// lines (to line end at the latest), joined onto one line.
func literalValue(first string, lines []string, j, end int) (string, bool) {
	v := strings.TrimSpace(stripComment(first))
	if strings.HasPrefix(v, "[") && !strings.Contains(v, "]") {
		parts := []string{v}
		for k := j + 1; k < end; k++ {
			p := strings.TrimSpace(stripComment(lines[k]))
			parts = append(parts, p)
			if strings.Contains(p, "]") {
				break
			}
		}
		v = strings.Join(parts, " ")
	}
	if !tfLiteral.MatchString(v) {
		return "", false
	}
	return v, true
}

// stripComment drops a trailing # or // comment outside quotes.
func stripComment(s string) string {
	in := false
	for k := 0; k < len(s); k++ {
		switch {
		case s[k] == '"':
			in = !in
		case !in && s[k] == '#':
			return s[:k]
		case !in && s[k] == '/' && k+1 < len(s) && s[k+1] == '/':
			return s[:k]
		}
	}
	return s
}

// withValues replaces each var.name and local.name in src whose literal
// value is known by that value. Lines are kept, so what is found in the
// result is found at the same line of the file.
func withValues(src string, vals map[string]string) string {
	if len(vals) == 0 {
		return src
	}
	return tfRef.ReplaceAllStringFunc(src, func(ref string) string {
		if v, ok := vals[ref]; ok {
			return v
		}
		return ref
	})
}
