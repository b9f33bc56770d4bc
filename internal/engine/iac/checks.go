package iac

import (
	"cmp"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/ruledirs"
)

//go:embed checks/*.yml
var shippedChecks embed.FS

// checkRow is one validated row.
type checkRow struct {
	file, rule, dim string
	in              string // the scope: resource, statement, document, nginx, apache, setting, xml, json-line or file
	directives      []string
	types           []string
	each            []string
	eachKey         *regexp.Regexp // the key an item must be written under
	props           [][]string
	prop            string
	test            valueTest
	key             *regexp.Regexp
	when, unless    []condition
	builtin         string
	checkProps      map[string][]string // the properties a builtin check reads, by role
	fileKind        string              // in: setting, the kind of file (confKind)
	setting         string              // and the setting's key, or "" for the whole line
	unlessFile      *regexp.Regexp      // a setting elsewhere in the file that makes it safe
	fileName        *regexp.Regexp      // in: json-line, the files by lower-case name
	names           []string            // in: file, the kind's files by lower-case name
	bases           []*regexp.Regexp    // by a regular expression on that name
	paths           []*regexp.Regexp    // and by path
	ini             bool                // written key = value, with [sections]
	colon           bool                // and key: value too (a Java .properties file)
	vocab           string              // in: vocabulary, the list its names add to (vocabulary.go)
	listMatch       string              // in: nginx or apache, a match naming vocabulary lists ({{list}})
	listUnlessFile  string              // and an unless-file naming them
	once            string              // and block or file: only the first directive it reports in each
	ingress         *ingressRow         // in: ingress, a Terraform firewall rule's reader (tfingress.go)
	notPublic       namedPrefix         // in: not-public, a range the internet does not reach (cidr.go)
	sev             finding.Severity
	conf            float64
	cwe             []string
	msg, rec        string
}

// valueTest is what a row or a condition asks of the nodes a path reaches.
type valueTest struct {
	match, notMatch *regexp.Regexp
	present, absent bool
}

// condition is a path and its test; for a row in: nginx or apache, the
// directives (or a block's head) it looks for, and where (nearby.go).
type condition struct {
	path       []string
	test       valueTest
	directives []string
	head       *regexp.Regexp
	where      string
	// match and not-match as written, when they name vocabulary lists
	// (test is then theirs with a placeholder; checkWords.condTests the
	// real one)
	listMatch, listNotMatch string
}

// checkSpec and condSpec are a row as written.
type checkSpec struct {
	Rule           string              `yaml:"rule"`
	In             string              `yaml:"in"`
	Directive      []string            `yaml:"directive"`
	Types          []string            `yaml:"types"`
	Each           string              `yaml:"each"`
	EachKey        string              `yaml:"each-key"`
	Property       yaml.Node           `yaml:"property"`
	Key            string              `yaml:"key"`
	Match          string              `yaml:"match"`
	NotMatch       string              `yaml:"not-match"`
	Present        bool                `yaml:"present"`
	Absent         bool                `yaml:"absent"`
	When           []condSpec          `yaml:"when"`
	Unless         []condSpec          `yaml:"unless"`
	Check          string              `yaml:"check"`
	CheckProps     map[string][]string `yaml:"check-properties"`
	File           string              `yaml:"file"`
	Setting        string              `yaml:"setting"`
	UnlessFile     string              `yaml:"unless-file"`
	FileName       string              `yaml:"file-name"`
	Once           string              `yaml:"once"`
	Dimension      string              `yaml:"dimension"`
	Severity       string              `yaml:"severity"`
	Confidence     float64             `yaml:"confidence"`
	CWE            []string            `yaml:"cwe"`
	Message        string              `yaml:"message"`
	Recommendation string              `yaml:"recommendation"`
}

type condSpec struct {
	Property  string   `yaml:"property"`
	Match     string   `yaml:"match"`
	NotMatch  string   `yaml:"not-match"`
	Present   bool     `yaml:"present"`
	Absent    bool     `yaml:"absent"`
	Directive []string `yaml:"directive"`
	Head      string   `yaml:"head"`
	Where     string   `yaml:"where"`
}

// checkScopes are what a row is tried on, in the order the format's
// documentation gives them, and the fields a row of each may have beside
// rule, in, dimension, severity, confidence, cwe, message and
// recommendation.
var checkScopes = []struct {
	name   string
	fields []string
}{
	{"resource", []string{"types", "each", "each-key", "property", "key", "match", "not-match", "present", "absent", "when", "unless", "check", "check-properties"}},
	{"statement", []string{"each", "each-key", "property", "key", "match", "not-match", "present", "absent", "when", "unless"}},
	{"document", []string{"file", "each", "each-key", "property", "key", "match", "not-match", "present", "absent", "when", "unless"}},
	{"nginx", []string{"directive", "match", "not-match", "present", "when", "unless", "once", "unless-file"}},
	{"apache", []string{"directive", "match", "not-match", "present", "when", "unless", "once", "unless-file"}},
	{"setting", []string{"file", "setting", "match", "not-match", "unless-file"}},
	{"xml", []string{"file", "match"}},
	{"json-line", []string{"file-name", "match"}},
}

// setFields are the scope-specific fields a row as written sets.
func (s *checkSpec) setFields() []string {
	var out []string
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"types", len(s.Types) > 0}, {"each", s.Each != ""}, {"each-key", s.EachKey != ""}, {"property", s.Property.Kind != 0}, {"key", s.Key != ""},
		{"match", s.Match != ""}, {"not-match", s.NotMatch != ""}, {"present", s.Present}, {"absent", s.Absent},
		{"when", len(s.When) > 0}, {"unless", len(s.Unless) > 0}, {"check", s.Check != ""}, {"check-properties", len(s.CheckProps) > 0}, {"file", s.File != ""},
		{"directive", len(s.Directive) > 0}, {"setting", s.Setting != ""}, {"unless-file", s.UnlessFile != ""},
		{"file-name", s.FileName != ""}, {"once", s.Once != ""},
	} {
		if f.set {
			out = append(out, f.name)
		}
	}
	return out
}

// compileCheck validates a row; on error it names the field at fault.
func compileCheck(file string, s *checkSpec, kinds []string) (*checkRow, string, error) {
	r := &checkRow{file: file, rule: s.Rule, dim: s.Dimension, in: s.In, types: s.Types, builtin: s.Check,
		conf: s.Confidence, cwe: s.CWE, msg: s.Message, rec: s.Recommendation}
	if r.in == "" {
		r.in = "resource"
	}
	if r.dim == "" {
		r.dim = "security"
	}
	if field, err := r.compileCommon(s); err != nil {
		return nil, field, err
	}
	var field string
	var err error
	switch r.in {
	case "resource", "statement", "document":
		field, err = r.compileTree(s)
	case "nginx", "apache":
		field, err = r.compileDirective(s)
	case "setting":
		field, err = r.compileSetting(s, kinds)
	case "xml":
		if field, err = "file", fmt.Errorf("%q is not one of %s", s.File, strings.Join(xmlKinds, ", ")); slices.Contains(xmlKinds, s.File) {
			field, err = r.compileText(s)
		}
	case "json-line":
		field, err = r.compileText(s)
		if err == nil && s.FileName != "" {
			r.fileName, err = regexp.Compile(s.FileName)
			field = "file-name"
		}
	}
	if err != nil {
		return nil, field, err
	}
	return r, "", nil
}

// compileCommon checks the fields every row has, and that the row sets no
// field its scope does not read.
func (r *checkRow) compileCommon(s *checkSpec) (string, error) {
	i := slices.IndexFunc(checkScopes, func(c struct {
		name   string
		fields []string
	}) bool {
		return c.name == r.in
	})
	var err error
	switch {
	case !regexp.MustCompile(`^[a-z0-9-]+/[a-z0-9-]+$`).MatchString(s.Rule):
		return "rule", fmt.Errorf("%q is not an id of the form pack/name", s.Rule)
	case i < 0:
		names := make([]string, len(checkScopes))
		for j, c := range checkScopes {
			names[j] = c.name
		}
		return "in", fmt.Errorf("%q is not one of %s", r.in, strings.Join(names, ", "))
	case s.Confidence <= 0 || s.Confidence > 1:
		return "confidence", fmt.Errorf("%v is not in (0, 1]", s.Confidence)
	case s.Message == "":
		return "message", fmt.Errorf("missing")
	case s.Recommendation == "":
		return "recommendation", fmt.Errorf("missing")
	case !slices.Contains(checkDimensions, r.dim):
		return "dimension", fmt.Errorf("%q is not one of %s", r.dim, strings.Join(checkDimensions, ", "))
	}
	for _, f := range s.setFields() {
		if !slices.Contains(checkScopes[i].fields, f) {
			return f, fmt.Errorf("a row in %s has no %s (its fields: %s)", r.in, f, strings.Join(checkScopes[i].fields, ", "))
		}
	}
	r.sev, err = finding.ParseSeverity(s.Severity)
	return "severity", err
}

// compileTree reads a row of a document read as a tree (a CloudFormation
// resource, an IAM statement, a JSON configuration file).
func (r *checkRow) compileTree(s *checkSpec) (string, error) {
	if r.in == "document" {
		if !slices.Contains(jsonKinds, s.File) {
			return "file", fmt.Errorf("%q is not one of %s", s.File, strings.Join(jsonKinds, ", "))
		}
		r.fileKind = s.File
	}
	if s.Each != "" {
		r.each = splitPath(s.Each)
	}
	if s.EachKey != "" {
		var err error
		if r.eachKey, err = regexp.Compile(s.EachKey); err != nil || s.Each == "" {
			return "each-key", cmp.Or(err, errors.New("each-key filters the items of each:"))
		}
	}
	if field, err := r.compileTest(s); err != nil {
		return field, err
	}
	return r.compileConditions(s, compileCondition)
}

// compileConditions reads a row's when: and unless: conditions with
// compile; the field it names on an error is the condition's (unless[1]).
func (r *checkRow) compileConditions(s *checkSpec, compile func(condSpec) (condition, error)) (string, error) {
	for _, c := range []struct {
		field string
		in    []condSpec
		out   *[]condition
	}{{"when", s.When, &r.when}, {"unless", s.Unless, &r.unless}} {
		for i, cs := range c.in {
			cond, err := compile(cs)
			if err != nil {
				return fmt.Sprintf("%s[%d]", c.field, i), err
			}
			*c.out = append(*c.out, cond)
		}
	}
	return "", nil
}

// compileText reads the test of a row that matches text (a directive's
// arguments, a setting's value, an XML file, a JSON line).
func (r *checkRow) compileText(s *checkSpec) (string, error) {
	if s.Match == "" && s.NotMatch == "" {
		return "match", fmt.Errorf("missing: a row in %s matches text", r.in)
	}
	r.fileKind = s.File
	var err error
	r.test, err = compileTest(s.Match, s.NotMatch, false, false)
	return "match", err
}

// compileSetting reads a row of a key-value configuration file.
func (r *checkRow) compileSetting(s *checkSpec, kinds []string) (string, error) {
	switch {
	case !slices.Contains(kinds, s.File):
		return "file", fmt.Errorf("%q is not a kind of file the shipped files: or this file's declare (%s)", s.File, strings.Join(kinds, ", "))
	case s.Setting != strings.ToLower(s.Setting):
		return "setting", fmt.Errorf("%q: keys are compared in lower case", s.Setting)
	}
	field, err := r.compileText(s)
	if err != nil {
		return field, err
	}
	r.setting = s.Setting
	if s.UnlessFile != "" {
		if r.unlessFile, err = regexp.Compile(s.UnlessFile); err != nil {
			return "unless-file", err
		}
	}
	return "", nil
}

// builtinChecks are the tests a row may name with check:, and the roles
// of the properties each reads (check-properties: role: [names], the
// first present taken).
var builtinChecks = []string{"open-ingress"}

var builtinCheckRoles = map[string][]string{
	// the rule's source address, protocol and port range
	"open-ingress": {"source", "protocol", "from", "to"},
}

// compileCheckProps checks that a builtin check's row names a property
// for each role it reads, and no other.
func (r *checkRow) compileCheckProps(s *checkSpec) error {
	roles := builtinCheckRoles[s.Check]
	for role, names := range s.CheckProps {
		if !slices.Contains(roles, role) {
			return fmt.Errorf("%q is not one of %s", role, strings.Join(roles, ", "))
		}
		if len(names) == 0 || slices.Contains(names, "") {
			return fmt.Errorf("%s: want property names", role)
		}
	}
	for _, role := range roles {
		if len(s.CheckProps[role]) == 0 {
			return fmt.Errorf("%s: missing (the check reads %s)", role, strings.Join(roles, ", "))
		}
	}
	r.checkProps = s.CheckProps
	return nil
}

var checkDimensions = []string{"security", "secrets", "correctness", "performance", "maintainability", "design"}

// IsCheckFile reports whether a YAML file holds configuration checks: a
// top-level `checks:`, `vocabulary:`, `ingress:` or `not-public:` key.
func IsCheckFile(data []byte) bool {
	var top map[string]yaml.Node
	if err := yaml.Load(data, &top); err != nil {
		return false
	}
	_, checks := top["checks"]
	_, vocab := top["vocabulary"]
	_, ingress := top["ingress"]
	_, notPublic := top["not-public"]
	return checks || vocab || ingress || notPublic
}

// parseChecks reads and validates one check file; shipped are the rows it
// comes after (the shipped ones, for a project's file).
func parseChecks(name string, data []byte, shipped []*checkRow) ([]*checkRow, error) {
	var file struct {
		Files      []yaml.Node `yaml:"files"`
		Checks     []yaml.Node `yaml:"checks"`
		Vocabulary []yaml.Node `yaml:"vocabulary"`
		Ingress    []yaml.Node `yaml:"ingress"`
		NotPublic  []yaml.Node `yaml:"not-public"`
	}
	if err := yaml.Load(data, &file, yaml.WithKnownFields()); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(file.Checks) == 0 && len(file.Vocabulary) == 0 && len(file.Ingress) == 0 && len(file.NotPublic) == 0 {
		return nil, fmt.Errorf("%s: field checks: no rows", name)
	}
	rows, err := parseFileKinds(name, file.Files, shipped)
	if err != nil {
		return nil, err
	}
	words, err := parseVocabulary(name, file.Vocabulary, shipped != nil)
	if err != nil {
		return nil, err
	}
	rows = append(rows, words...)
	ingress, err := parseIngress(name, file.Ingress, shipped)
	if err != nil {
		return nil, err
	}
	rows = append(rows, ingress...)
	notPublic, err := parseNotPublic(name, file.NotPublic)
	if err != nil {
		return nil, err
	}
	rows = append(rows, notPublic...)
	kinds := slices.Concat(fileKinds(shipped), fileKinds(rows))
	for i := range file.Checks {
		var spec checkSpec
		if err := file.Checks[i].Load(&spec, yaml.WithKnownFields()); err != nil {
			return nil, fmt.Errorf("%s: check %d (line %d): %w", name, i+1, file.Checks[i].Line, err)
		}
		r, field, err := compileCheck(name, &spec, kinds)
		if err != nil {
			return nil, fmt.Errorf("%s: check %d (line %d): field %s: %w", name, i+1, file.Checks[i].Line, field, err)
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// compileTest reads what the row reports: a builtin check, or a property
// path with its test.
func (r *checkRow) compileTest(s *checkSpec) (string, error) {
	var props []string
	switch s.Property.Kind {
	case 0:
	case yaml.ScalarNode:
		props = []string{s.Property.Value}
	case yaml.SequenceNode:
		if err := s.Property.Load(&props); err != nil {
			return "property", err
		}
	default:
		return "property", fmt.Errorf("want a path or a list of paths")
	}
	if s.Check != "" {
		if !slices.Contains(builtinChecks, s.Check) {
			return "check", fmt.Errorf("%q is not one of %s", s.Check, strings.Join(builtinChecks, ", "))
		}
		if len(props) > 0 || s.Match != "" || s.NotMatch != "" || s.Present || s.Absent || s.Key != "" {
			return "check", fmt.Errorf("a check row has no property, key, match, not-match, present or absent")
		}
		if err := r.compileCheckProps(s); err != nil {
			return "check-properties", err
		}
		return "", nil
	}
	if len(s.CheckProps) > 0 {
		return "check-properties", fmt.Errorf("check-properties go with check")
	}
	if len(props) == 0 {
		return "property", fmt.Errorf("missing (or name a check)")
	}
	r.prop = strings.Join(props, ", ")
	for _, p := range props {
		if p == "" {
			return "property", fmt.Errorf("an empty path")
		}
		r.props = append(r.props, splitPath(p))
	}
	var err error
	if r.test, err = compileTest(s.Match, s.NotMatch, s.Present, s.Absent); err != nil {
		return "match", err
	}
	if s.Key != "" {
		if r.key, err = regexp.Compile(s.Key); err != nil {
			return "key", err
		}
	}
	return "", nil
}

func compileCondition(c condSpec) (condition, error) {
	if len(c.Directive) > 0 || c.Head != "" || c.Where != "" {
		return condition{}, fmt.Errorf("directive, head and where go with in: nginx or apache")
	}
	if c.Property == "" {
		return condition{}, fmt.Errorf("property: missing")
	}
	t, err := compileTest(c.Match, c.NotMatch, c.Present, c.Absent)
	return condition{path: splitPath(c.Property), test: t}, err
}

func compileTest(match, notMatch string, present, absent bool) (valueTest, error) {
	t := valueTest{present: present, absent: absent}
	n := 0
	for _, on := range []bool{match != "" || notMatch != "", present, absent} {
		if on {
			n++
		}
	}
	if n != 1 {
		return t, fmt.Errorf("want exactly one of match (with or without not-match), not-match, present: true, absent: true")
	}
	var err error
	if match != "" {
		if t.match, err = regexp.Compile(match); err != nil {
			return t, err
		}
	}
	if notMatch != "" {
		if t.notMatch, err = regexp.Compile(notMatch); err != nil {
			return t, fmt.Errorf("not-match: %w", err)
		}
	}
	return t, nil
}

func splitPath(p string) []string {
	if p == "." {
		return nil
	}
	return strings.Split(p, ".")
}

// builtinRows are the shipped rows, read once.
var builtinRows = func() []*checkRow {
	names, err := fs.Glob(shippedChecks, "checks/*.yml")
	if err != nil {
		panic(err)
	}
	var rows []*checkRow
	for _, n := range names {
		data, err := shippedChecks.ReadFile(n)
		if err != nil {
			panic(err)
		}
		r, err := parseChecks("internal/engine/iac/"+n, data, nil)
		if err != nil {
			panic(err) // TestShippedChecks says which row
		}
		rows = append(rows, r...)
	}
	return rows
}()

// LoadChecks reads the check files under the user's rule directories
// (rulepack.rule_dirs, relative to root); a row that does not validate is
// an error naming the file, the row and the field.
func LoadChecks(root string, dirs []string) ([]*checkRow, error) {
	files, err := ruledirs.Read(root, dirs, IsCheckFile)
	if err != nil {
		return nil, err
	}
	var rows []*checkRow
	for _, f := range files {
		// The ingress rows of the files read before count as the
		// shipped ones do: two project files reading one resource would
		// let the first (by name) hide the other, with no edit to it.
		r, err := parseChecks(f.Name, f.Data, slices.Concat(builtinRows, withIngress(rows)))
		if err != nil {
			return nil, err
		}
		rows = append(rows, r...)
	}
	return rows, nil
}

// withIngress are the rows of rows that read a firewall resource.
func withIngress(rows []*checkRow) []*checkRow {
	var out []*checkRow
	for _, r := range rows {
		if r.ingress != nil {
			out = append(out, r)
		}
	}
	return out
}

// CheckIDs are the rule ids of the rows under the rule directories.
func CheckIDs(root string, dirs []string) ([]string, error) {
	rows, err := LoadChecks(root, dirs)
	return rowIDs(rows), err
}

func rowIDs(rows []*checkRow) []string {
	var ids []string
	for _, r := range rows {
		if r.rule != "" && !slices.Contains(ids, r.rule) {
			ids = append(ids, r.rule)
		}
	}
	return ids
}

// directiveFindings runs the rows of a web server (in: nginx or apache) on
// each of a file's directives (its name as written, its arguments, its
// line and, in nginx, its block), in order.
func directiveFindings(rows []*checkRow, in, file string, lines []string, all []nginxDirective, w *checkWords) []engine.Diagnostic {
	var out []engine.Diagnostic
	type once struct {
		row   *checkRow
		block *nginxBlockInfo
	}
	reported := map[once]bool{}
	src := strings.Join(lines, "\n")
	for _, d := range all {
		for _, r := range rows {
			m, ok := r.testsDirective(in, src, d, all, w)
			if !ok {
				continue
			}
			if r.once != "" {
				k := once{row: r}
				if r.once == "block" {
					k.block = d.block
				}
				if reported[k] {
					continue
				}
				reported[k] = true
			}
			fill := func(s string) string {
				return interpolate(s, func(v string) (string, bool) {
					switch v {
					case "directive":
						return d.name, true
					case "value":
						return d.args, true
					}
					if g, ok := group(m, d.args, v); ok {
						return g, true
					}
					return r.headGroup(d, all, v)
				})
			}
			out = append(out, engine.Diagnostic{Engine: Name, Rule: r.rule, Dimension: r.dim, File: file, Lines: finding.Lines(d.line, d.line),
				Severity: r.sev, Confidence: r.conf, Message: fill(r.msg), Detail: fill(r.rec), Code: strings.TrimSpace(lines[d.line-1]), CWE: r.cwe})
		}
	}
	return out
}

// testsDirective tells whether a row reports directive d, and the regular
// expression whose groups its messages may name.
func (r *checkRow) testsDirective(in, src string, d nginxDirective, all []nginxDirective, w *checkWords) (*regexp.Regexp, bool) {
	if r.in != in || !slices.ContainsFunc(r.directives, func(n string) bool { return strings.EqualFold(n, d.name) }) {
		return nil, false
	}
	m := cmp.Or(r.test.match, r.test.notMatch)
	switch {
	case r.listMatch != "":
		m = w.listMatch[r]
		if m == nil || !m.MatchString(d.args) || r.test.notMatch != nil && r.test.notMatch.MatchString(d.args) {
			return nil, false
		}
	case !r.test.present && !r.test.reportsText(d.args):
		return nil, false
	}
	if r.unlessFile != nil {
		unless := r.unlessFile
		if r.listUnlessFile != "" {
			unless = w.listUnlessFile[r]
		}
		if unless == nil || unless.MatchString(src) {
			return nil, false
		}
	}
	return m, r.nearby(d, all, w)
}

// fileSpec is a kind of key-value configuration file as written: a row of
// a check file's files: list.
type fileSpec struct {
	Kind   string   `yaml:"kind"`
	Names  []string `yaml:"names"`
	Bases  []string `yaml:"bases"`
	Paths  []string `yaml:"paths"`
	Format string   `yaml:"format"`
}

// parseFileKinds reads a check file's files: list into rows in: file. A
// row may name a kind of shipped, to add files to it, but not read them
// another way: sshd_config read as key = value has no keys, and a change
// that declared it so would silence every shipped check of the file.
func parseFileKinds(name string, specs []yaml.Node, shipped []*checkRow) ([]*checkRow, error) {
	var rows []*checkRow
	for i := range specs {
		var f fileSpec
		fail := func(field string, err error) error {
			return fmt.Errorf("%s: file %d (line %d): field %s: %w", name, i+1, specs[i].Line, field, err)
		}
		if err := specs[i].Load(&f, yaml.WithKnownFields()); err != nil {
			return nil, fmt.Errorf("%s: file %d (line %d): %w", name, i+1, specs[i].Line, err)
		}
		switch {
		case !regexp.MustCompile(`^[a-z0-9_-]+$`).MatchString(f.Kind):
			return nil, fail("kind", fmt.Errorf("%q is not a lower-case name", f.Kind))
		case len(f.Names) == 0 && len(f.Bases) == 0 && len(f.Paths) == 0:
			return nil, fail("names", fmt.Errorf("a kind of file has names, bases or paths"))
		case !slices.Contains(settingFormats, f.Format):
			return nil, fail("format", fmt.Errorf("%q is not ini (key = value, [sections]), properties (key = value or key: value) or words (Key value)", f.Format))
		case slices.Contains(fileKinds(shipped), f.Kind) && formatOf(f.Kind, shipped) != f.Format:
			return nil, fail("format", fmt.Errorf("the shipped kind %s is %s: a project's row of it adds files, read as the shipped ones are",
				f.Kind, formatOf(f.Kind, shipped)))
		}
		r := &checkRow{file: name, in: "file", fileKind: f.Kind, names: f.Names, ini: f.Format != "words", colon: f.Format == "properties"}
		for _, n := range f.Names {
			if n != strings.ToLower(n) || strings.Contains(n, "/") {
				return nil, fail("names", fmt.Errorf("%q: a name is a file's lower-case name, without a directory", n))
			}
		}
		for _, l := range []struct {
			field string
			in    []string
			out   *[]*regexp.Regexp
		}{{"bases", f.Bases, &r.bases}, {"paths", f.Paths, &r.paths}} {
			for _, p := range l.in {
				re, err := regexp.Compile(p)
				if err != nil {
					return nil, fail(l.field, err)
				}
				*l.out = append(*l.out, re)
			}
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// fileKinds are the kinds of file rows in: file declare.
func fileKinds(rows []*checkRow) []string {
	var kinds []string
	for _, r := range rows {
		if r.in == "file" && !slices.Contains(kinds, r.fileKind) {
			kinds = append(kinds, r.fileKind)
		}
	}
	return kinds
}
