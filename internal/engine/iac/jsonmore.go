package iac

import (
	"path"
	"regexp"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// More JSON configuration: settings that turn TLS verification off in any
// JSON file (a tool's or editor's settings, an npm or client config), the
// Pod Security Standards' Baseline controls in Kubernetes manifests written
// as JSON, TypeScript's strict checks turned off in a tsconfig, Azure
// Functions' anonymous HTTP triggers, and npm dependencies on any version.
// The checks are rows of checks/json_more.yml: the line checks read the
// text (tsconfig and VS Code settings allow comments, which a JSON or YAML
// decoder refuses); the manifest checks decode it. The npm dependency
// checks, which read a block's lines in turn, stay here.

var jsonMoreIDs = []string{"iac/npm-dependency-any-version", "iac/npm-dependency-git-unpinned"}

var k8sMarker = regexp.MustCompile(`"apiVersion"\s*:[\s\S]*"kind"\s*:|"kind"\s*:[\s\S]*"apiVersion"\s*:`)

// jsonLines runs the text checks over a .json file and, for a Kubernetes
// manifest, the decoded ones.
func jsonLines(file string, src []byte, rows []*checkRow) []engine.Diagnostic {
	base := strings.ToLower(path.Base(file))
	if !strings.HasSuffix(base, ".json") || strings.HasSuffix(base, "-lock.json") || strings.HasSuffix(base, ".lock.json") || len(src) > 1<<20 {
		return nil
	}
	var out []engine.Diagnostic
	lines := strings.Split(string(src), "\n")
	for _, r := range rows {
		if r.in != "json-line" || r.fileName != nil && !r.fileName.MatchString(base) {
			continue
		}
		for i, l := range lines {
			if m := r.test.match.FindString(l); m != "" {
				out = append(out, jsonLineFinding(r, file, i+1, strings.TrimSpace(l), l, m))
			}
		}
	}
	if base == "package.json" {
		out = append(out, npmAnyVersion(file, lines, npmPrivate.Match(src))...)
		out = append(out, npmSources(file, lines)...)
	}
	if k8sMarker.Match(src) {
		out = append(out, k8sJSON(file, src, lines, rows)...)
	}
	slices.SortStableFunc(out, func(a, b engine.Diagnostic) int { return a.Lines.Start - b.Lines.Start })
	return out
}

// jsonLineFinding is a json-line row's finding on a line.
func jsonLineFinding(r *checkRow, file string, line int, code, text, match string) engine.Diagnostic {
	fill := func(s string) string {
		return interpolate(s, func(name string) (string, bool) {
			if name == "match" {
				return match, true
			}
			return group(r.test.match, text, name)
		})
	}
	return engine.Diagnostic{Engine: Name, Rule: r.rule, Dimension: r.dim, File: file, Lines: finding.Lines(line, line),
		Severity: r.sev, Confidence: r.conf, Message: fill(r.msg), Detail: fill(r.rec), Code: code, CWE: r.cwe}
}

var (
	npmDep       = regexp.MustCompile(`^\s*"([^"]+)"\s*:\s*"(\*|latest|x|)"\s*,?\s*$`)
	npmPrivate   = regexp.MustCompile(`"private"\s*:\s*true`)
	npmDepsStart = regexp.MustCompile(`^"(dependencies|devDependencies|optionalDependencies)"\s*:\s*\{`)
)

// npmAnyVersion reports dependencies that accept whatever version is
// published next: "latest", "x" or an empty range, and "*" in a package
// that is published ("*" is how a private workspace package names its
// siblings, which the workspace links, not the registry).
func npmAnyVersion(file string, lines []string, private bool) []engine.Diagnostic {
	var out []engine.Diagnostic
	in := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case npmDepsStart.MatchString(t):
			in = !strings.Contains(t, "}")
		case in && strings.HasPrefix(t, "}"):
			in = false
		case in:
			if m := npmDep.FindStringSubmatch(l); m != nil && !(private && m[2] == "*") {
				out = append(out, diag("npm-dependency-any-version", "security", file, i+1, t, finding.Medium, 0.75,
					m[1]+" accepts any version (\""+m[2]+"\"): the next install takes whatever was published last, a hijacked release included",
					"Give a semver range from the version you tested (\"^4.18.2\") and commit the lockfile; npm's documentation: \"*\" and \"\" match any version.", "CWE-1357"))
			}
		}
	}
	return out
}

// k8sJSON runs the rows of Kubernetes manifests (in: document, file: k8s)
// on a manifest written as JSON (the YAML packs read only YAML).
func k8sJSON(file string, src []byte, lines []string, rows []*checkRow) []engine.Diagnostic {
	src = leadingTabs.ReplaceAllFunc(src, func(b []byte) []byte { return []byte(strings.Repeat("  ", len(b))) })
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	c := &cloudCheck{file: file, lines: lines}
	c.document(rows, "k8s", doc.Content[0])
	return c.out
}

var (
	// a git dependency (git+https://, git://, github:user/repo, user/repo) and the ref after #
	npmGitDep = regexp.MustCompile(`^\s*"([^"]+)"\s*:\s*"((git\+)?(https?|ssh|git)://[^"#]*\.git|git\+(https?|ssh)://[^"#]+|(github|gitlab|bitbucket):[^"#]+|[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)(#([^"]*))?"\s*,?\s*$`)
	hexRef    = regexp.MustCompile(`^[0-9a-f]{40}$`)
)

// npmSources reports git dependencies on a branch (no ref, or a branch
// name) rather than a commit.
func npmSources(file string, lines []string) []engine.Diagnostic {
	var out []engine.Diagnostic
	in := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case npmDepsStart.MatchString(t):
			in = !strings.Contains(t, "}")
		case in && strings.HasPrefix(t, "}"):
			in = false
		case in:
			m := npmGitDep.FindStringSubmatch(l)
			// m[8] is the ref after #; a local path ("../pkg") is not a GitHub shorthand
			if m == nil || strings.HasPrefix(m[2], ".") || hexRef.MatchString(m[8]) || (m[8] != "" && !branchRef.MatchString(m[8])) {
				continue
			}
			out = append(out, diag("npm-dependency-git-unpinned", "security", file, i+1, t, finding.Medium, 0.7,
				m[1]+" is installed from a git branch ("+m[2]+"): each install takes whatever was pushed there last",
				"Pin the commit (\"git+https://github.com/org/repo.git#<40-hex sha>\") or, better, depend on a published version; npm's documentation: without a commit-ish the default branch is used.", "CWE-1357"))
		}
	}
	return out
}

// branchRef is a ref that names a branch, which moves.
var branchRef = regexp.MustCompile(`^(main|master|develop|dev|trunk|HEAD|latest|next|canary)$`)
