package iac

import (
	"cmp"
	"context"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "iac"

// RuleIDs are the ids of the rules this engine reports.
func RuleIDs() []string {
	ids := append(append([]string{"iac/docker-root-user", "iac/docker-repeated-start", "iac/docker-duplicate-stage", "iac/tf-open-ingress", "iac/tf-ingress-prefix-spill", "iac/tf-ingress-public-range", "iac/cfn-ingress-prefix-spill", "iac/cfn-ingress-public-range", "iac/tf-unused-declaration",
		"iac/tf-provider-unconstrained", "iac/tf-required-version-missing", "iac/tf-unused-required-provider"}, webRuleIDs...),
		slices.Concat(dockerRuleIDs, jsonRuleIDs, confRuleIDs, nginxPitfallIDs, jsonMoreIDs, xmlRuleIDs, appsettingsIDs)...)
	for _, id := range rowIDs(builtinRows) { // the CloudFormation rows share the ECS ids with jsonconf.go
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids
}

type Engine struct {
	// dirFiles lists the Terraform files of a directory of the review's
	// root, for the checks that need a whole module (tfmodule.go); nil
	// turns them off.
	dirFiles func(dir string) ([]string, bool)
	// checks are the CloudFormation and IAM rows: the shipped ones, then
	// the project's from rulepack.rule_dirs (checks.go); nil is the
	// shipped ones.
	checks []*checkRow
	// words are the web server checks' expressions built from the
	// vocabulary of checks; nil is the shipped rows'.
	words *checkWords
}

func (e Engine) rows() []*checkRow {
	if e.checks == nil {
		return builtinRows
	}
	return e.checks
}

var _ engine.Engine = Engine{}

func New(env engine.Env) (engine.Engine, error) {
	e := Engine{}
	if env.Root == "" {
		return e, nil
	}
	e.dirFiles = osDirFiles(env.Root)
	if env.Config != nil && len(env.Config.Rulepack.RuleDirs) > 0 {
		user, err := LoadChecks(env.Root, env.Config.Rulepack.RuleDirs)
		if err != nil {
			return nil, err
		}
		e.checks = slices.Concat(builtinRows, user)
		e.words = newCheckWords(e.checks)
	}
	return e, nil
}

func (Engine) Name() string { return Name }

func (e Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	res := &engine.Result{}
	vals := tfValues(files)
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		var d []engine.Diagnostic
		content := f.Content
		if strings.HasSuffix(strings.ToLower(f.Path), ".json") {
			content = maskJSONComments(content) // JSON with comments; lines kept
		}
		w := cmp.Or(e.words, builtinWords)
		switch kind(f.Path) {
		case "dockerfile":
			d = append(w.dockerfile(f.Path, string(f.Content)), dockerStages(f.Path, string(f.Content))...)
			d = append(d, dockerRuns(f.Path, string(f.Content))...)
		case "terraform":
			d = w.terraform(f.Path, withValues(string(f.Content), vals[path.Dir(f.Path)]))
		default:
			d = e.configuration(f.Path, content, f.Content)
		}
		d = append(d, jsonLines(f.Path, content, e.rows())...)
		res.Diagnostics = append(res.Diagnostics, d...)
	}
	res.Diagnostics = append(res.Diagnostics, unusedDeclarations(files, e.dirFiles)...)
	return res, nil
}

// configuration runs the checks of the configuration file a path and its
// content say it is (content is src with a JSON file's comments blanked).
// The kinds of file a project declares come last: a kind of its own
// cannot take a file that a shipped reader (an XML or web server
// configuration) would check.
func (e Engine) configuration(p string, content, src []byte) []engine.Diagnostic {
	rows := e.rows()
	w := cmp.Or(e.words, builtinWords)
	if w.cloudKind(p, content) {
		return cloud(p, content, rows, w)
	}
	if k := w.jsonKind(p, content); k != "" {
		return jsonConf(p, k, content, rows, w)
	}
	if k := confKind(p, builtinRows); k != "" {
		return serverConf(p, k, string(src), rows, w)
	}
	if k := w.xmlKind(p); k != "" {
		return xmlConf(p, k, string(src), rows, w)
	}
	switch w.webKind(p, src) {
	case "nginx":
		return nginx(p, string(src), rows, w)
	case "apache":
		return apache(p, string(src), rows, w)
	}
	if k := confKind(p, rows); k != "" {
		return serverConf(p, k, string(src), rows, w)
	}
	return nil
}

func kind(p string) string {
	switch {
	case syntax.Detect(p) == syntax.Dockerfile:
		// the parser's own reading of the name (Dockerfile-prod,
		// Containerfile.dev, dockerfile), so the two never disagree
		return "dockerfile"
	case slices.Contains([]string{".tf", ".tofu"}, strings.ToLower(path.Ext(p))):
		// OpenTofu reads .tofu files as Terraform's .tf
		return "terraform"
	}
	return ""
}

func diag(rule, dim, file string, line int, code string, sev finding.Severity, conf float64, msg, rec string, cwe ...string) engine.Diagnostic {
	return engine.Diagnostic{Engine: Name, Rule: "iac/" + rule, Dimension: dim, File: file, Lines: finding.Lines(line, line),
		Severity: sev, Confidence: conf, Message: msg, Detail: rec, Code: code, CWE: cwe}
}

var (
	fromLine  = regexp.MustCompile(`(?i)^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?`)
	userLine  = regexp.MustCompile(`(?i)^\s*USER\s+(\S+)`)
	startLine = regexp.MustCompile(`(?i)^\s*(CMD|ENTRYPOINT)\s`)
	// the instructions of which only a stage's last takes effect
	onceLine = regexp.MustCompile(`(?i)^\s*(CMD|ENTRYPOINT|HEALTHCHECK)\s`)
)

// dockerfile reports a final image whose process starts as root: the last
// USER of the final stage is root, or there is none and the stage starts a
// process (CMD or ENTRYPOINT), which then runs as the base image's user —
// root, unless the base is a stage of this file that switched user, or an
// image known to run unprivileged (the non-root-image vocabulary). The finding is on the instruction that
// makes it so (USER root, or the CMD/ENTRYPOINT). A final stage that sets no
// command is a base or build image: the Dockerfile that gives it a command
// is the one to set USER.
func (w *checkWords) dockerfile(file, src string) []engine.Diagnostic {
	stageUser := map[string]string{} // user at the end of each named stage
	user, userAt, start, alias := "", 0, 0, ""
	lines := strings.Split(src, "\n")
	for i, line := range lines {
		if m := fromLine.FindStringSubmatch(line); m != nil {
			if alias != "" {
				stageUser[strings.ToLower(alias)] = user
			}
			user, userAt, start, alias = stageUser[strings.ToLower(m[1])], 0, 0, m[2]
			if w.nonRootImage.MatchString(m[1]) {
				user = "(image default)"
			}
			continue
		}
		if m := userLine.FindStringSubmatch(line); m != nil {
			user, userAt = m[1], i+1
		}
		if startLine.MatchString(line) {
			start = i + 1
		}
	}
	root := user == "root" || user == "0" || strings.HasPrefix(user, "root:") || strings.HasPrefix(user, "0:")
	switch {
	case root && userAt > 0:
		return []engine.Diagnostic{diag("docker-root-user", "security", file, userAt, lines[userAt-1], finding.Medium, 0.8,
			"The final image runs as root (the last USER is "+user+")",
			"Switch to an unprivileged user with USER after the steps that need root, so a compromise of the process is not root in the container.", "CWE-250")}
	case (root || user == "") && start > 0:
		return []engine.Diagnostic{diag("docker-root-user", "security", file, start, lines[start-1], finding.Medium, 0.8,
			"The final image runs as root (no USER instruction after the last FROM)",
			"Create an unprivileged user and switch to it with USER before the entrypoint, so a compromise of the process is not root in the container.", "CWE-250")}
	}
	return nil
}

// dockerStages reports what Docker's build checks call
// MultipleInstructionsDisallowed (a second CMD, ENTRYPOINT or HEALTHCHECK
// in one stage: only the last takes effect, so the earlier one is dead and
// misleading)
// and DuplicateStageName (two stages with one name: COPY --from and FROM
// can refer to only one of them).
func dockerStages(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	lines := strings.Split(src, "\n")
	seen := map[string]int{} // stage name -> line
	last := map[string]int{} // CMD/ENTRYPOINT -> line in this stage
	for i, line := range lines {
		if m := fromLine.FindStringSubmatch(line); m != nil {
			clear(last)
			if name := strings.ToLower(m[2]); name != "" {
				if at, ok := seen[name]; ok {
					out = append(out, diag("docker-duplicate-stage", "correctness", file, i+1, line, finding.Medium, 0.9,
						"Stage name "+m[2]+" is already used on line "+strconv.Itoa(at),
						"Give every stage its own name (Docker's DuplicateStageName build check): FROM and COPY --from that name the stage can refer to only one of them."))
				} else {
					seen[name] = i + 1
				}
			}
			continue
		}
		if m := onceLine.FindStringSubmatch(line); m != nil {
			kw := strings.ToUpper(m[1])
			if at, ok := last[kw]; ok {
				out = append(out, diag("docker-repeated-start", "maintainability", file, at, lines[at-1], finding.Low, 0.9,
					kw+" on line "+strconv.Itoa(at)+" is overridden by the "+kw+" on line "+strconv.Itoa(i+1)+": only the last one in a stage takes effect",
					"Keep one "+kw+" per stage (Docker's MultipleInstructionsDisallowed build check); to run several commands, write a script and make it the entrypoint."))
			}
			last[kw] = i + 1
		}
	}
	return out
}

func (w *checkWords) terraform(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	lines := strings.Split(src, "\n")
	for i := range lines {
		if d, ok := w.ingressFinding(file, lines, i); ok {
			out = append(out, d)
		}
	}
	return resourceSpans(out, lines)
}

// resourceSpans widens each finding to the top-level block (the resource)
// that holds it, as the HCL pack's findings are (its file-level span): an
// open ingress block is a property of its security group, which is where a
// reader looks and what the change to fix it touches.
func resourceSpans(ds []engine.Diagnostic, lines []string) []engine.Diagnostic {
	start, depth := -1, 0
	spans := make([][2]int, len(lines)) // 1-based lines of the enclosing top-level block
	for i, l := range lines {
		if depth == 0 && strings.Contains(l, "{") && !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "\t") {
			start = i
		}
		depth += strings.Count(l, "{") - strings.Count(l, "}")
		if depth < 0 {
			depth = 0
		}
		if start >= 0 {
			spans[i] = [2]int{start + 1, 0}
		}
		if depth == 0 && start >= 0 {
			for j := start; j <= i; j++ {
				spans[j][1] = i + 1
			}
			start = -1
		}
	}
	for k, d := range ds {
		if s := spans[d.Lines.Start-1]; s[0] > 0 && s[1] >= s[0] {
			ds[k].Lines = finding.Lines(s[0], s[1])
		}
	}
	return ds
}

// listObjects splits the list that opens at line i (ingress = [{ ... }, {
// ... }]) into its objects, each as lines of its own, so that a row
// reads one rule at a time. Braces and brackets inside strings are rare
// enough in rules to be counted as written.
func listObjects(lines []string, i int) [][]string {
	text := strings.Join(lines[i:], "\n")
	start := strings.Index(text, "[")
	var objs [][]string
	depth, brackets, from := 0, 0, -1
	for k := start; k < len(text); k++ {
		switch text[k] {
		case '[':
			brackets++
		case ']':
			brackets--
		case '{':
			if depth == 0 {
				from = k
			}
			depth++
		case '}':
			depth--
			if depth == 0 && from >= 0 {
				objs = append(objs, strings.Split(attributeLines(text[from:k+1]), "\n"))
				from = -1
			}
		}
		if brackets == 0 {
			break
		}
	}
	return objs
}

// attributeLines puts each attribute of an object on a line of its own: {
// a = 1, b = [2, 3] } is written on one line as often as on several, and
// the rows read attributes at the start of a line. Commas inside brackets,
// braces or strings stay.
func attributeLines(obj string) string {
	var b strings.Builder
	depth, inString := 0, false
	for k := 0; k < len(obj); k++ {
		c := obj[k]
		switch {
		case c == '"' && (k == 0 || obj[k-1] != '\\'):
			inString = !inString
		case inString:
		case c == '{' || c == '[' || c == '(':
			depth++
			if depth == 1 {
				b.WriteString("{\n")
				continue
			}
		case c == '}' || c == ']' || c == ')':
			if depth == 1 {
				b.WriteString("\n")
			}
			depth--
		case c == ',' && depth == 1:
			c = '\n'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// fromTo is the port range of from_port and to_port; 0 to 0 (or -1), what
// AWS writes for "all protocols", is every port.
func fromTo(from, to int) [2]int {
	if from <= 0 && (to <= 0 || to >= 65535) {
		return [2]int{0, 65535}
	}
	return [2]int{from, to}
}

// block is the text of the block that starts at line i, to its closing
// brace.
func block(lines []string, i int) string {
	depth := 0
	for j := i; j < len(lines); j++ {
		depth += strings.Count(lines[j], "{") - strings.Count(lines[j], "}")
		if depth <= 0 && (j > i || strings.Contains(lines[j], "}")) {
			return strings.Join(lines[i:j+1], "\n")
		}
	}
	return strings.Join(lines[i:], "\n")
}

var (
	quoted  = regexp.MustCompile(`"([^"]*)"`)
	numeric = regexp.MustCompile(`^-?\d+$`)
)

// attr is the value written for name in a block's text: a list's items or
// one value, unquoted; ok is false when the attribute is not set.
func attr(text, name string) ([]string, bool) {
	m := attrPattern(name).FindStringSubmatch(text)
	if m == nil {
		return nil, false
	}
	v := m[1]
	if !strings.HasPrefix(v, "[") && !strings.HasPrefix(v, `"`) {
		return []string{v}, true
	}
	var out []string
	for _, q := range quoted.FindAllStringSubmatch(v, -1) {
		out = append(out, q[1])
	}
	return out, true
}

func one(text, name string) string {
	if v, _ := attr(text, name); len(v) == 1 {
		return v[0]
	}
	return ""
}

func port(text, name string) int {
	if v := one(text, name); numeric.MatchString(v) {
		return atoi(v)
	}
	return -2
}

func anyOf(vs []string, set ...string) bool {
	for _, v := range vs {
		for _, s := range set {
			if strings.EqualFold(v, s) {
				return true
			}
		}
	}
	return false
}

// enclosing is the first line of the top-level block that holds line i.
func enclosing(lines []string, i int) string {
	for j := i; j >= 0; j-- {
		if l := lines[j]; strings.HasPrefix(l, "resource") || strings.HasPrefix(l, "data") || strings.HasPrefix(l, "module") {
			return l
		}
	}
	return ""
}

// portRanges reads "22", "8000-8100" and "*".
func portRanges(vs []string) [][2]int {
	var out [][2]int
	for _, v := range vs {
		v = strings.TrimSpace(v)
		if v == "*" {
			out = append(out, [2]int{0, 65535})
			continue
		}
		lo, hi, ok := strings.Cut(v, "-")
		if !ok {
			hi = lo
		}
		if numeric.MatchString(lo) && numeric.MatchString(hi) {
			out = append(out, [2]int{atoi(lo), atoi(hi)})
		}
	}
	return out
}

// atoi reads a decimal number; a negative one is -1.
func atoi(s string) int {
	if strings.HasPrefix(s, "-") {
		return -1
	}
	v := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			break
		}
		v = v*10 + int(c-'0')
		if v > 1<<20 {
			return v
		}
	}
	return v
}
