package iac

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// # Configuration checks as data
//
// What AWS CloudFormation's resources and IAM's policy statements must not
// say is data: rows in checks/*.yml, embedded in the binary, and rows a
// project adds in files of its own under rulepack.rule_dirs (a file is a
// check file when it has a top-level `checks:` key; rule and model files
// share those directories). cloud.go holds the mechanism: it finds the
// resources and statements of a template or policy and gives each row its
// nodes. A row that does not validate is an error naming the file, the row
// and the field, and teamreview stops with exit code 2.
//
//	checks:
//	  - rule: iac/cfn-publicly-accessible   # the finding's rule id
//	    in: resource                        # resource (default) or statement
//	    types: [AWS::RDS::DBInstance]       # resource types; none: every AWS:: resource
//	    each: ContainerDefinitions          # optional: check each item of this path
//	    property: PubliclyAccessible        # a path, or a list of them (any)
//	    match: (?i)^true$                   # the value that is the problem
//	    unless:
//	      - {property: Engine, match: ^aurora}
//	    dimension: security                 # default security
//	    severity: High
//	    confidence: 0.85
//	    cwe: [CWE-668]
//	    message: "{{type}} {{id}} is PubliclyAccessible"
//	    recommendation: Set PubliclyAccessible: false ...
//
// A row is tried on each resource of its types (its Properties mapping) or,
// with `in: statement`, on each IAM policy statement: a Statement list (of a
// PolicyDocument, KeyPolicy, AssumeRolePolicyDocument or a policy file), or
// the Serverless Framework's iamRoleStatements and iam.role.statements.
// `each:` narrows it to the items a path reaches (a task definition's
// containers), and the rest of the row is read from each item.
//
// A path is keys joined by dots (DistributionConfig.ViewerCertificate); a
// list on the way is read item by item, as CloudFormation's list
// properties are; `*` is every value of a mapping (Environment.Variables.*)
// and `**` every value of every mapping below (a credential anywhere in the
// properties). A value is known when it is written: an intrinsic function
// (!Ref, !Sub, {"Ref": ...}) has no known value.
//
// What the row reports, at the node the property path reaches:
//
//	match: re       a known value that matches
//	not-match: re   with match, a known value that does not match this too;
//	                alone, a node that is not a known value matching it
//	present: true   the node exists (NotAction)
//	absent: true    no node exists: the finding covers the whole resource
//	key: re         the key the node is written under matches (with * and **)
//
// `when:` conditions must all hold and `unless:` conditions must all fail
// for the row to report; each is a path with match, not-match, present or
// absent, read from the item as above.
//
// `check: open-ingress` replaces property and match with the one test the
// data cannot state: a security group ingress rule (CidrIp or CidrIpv6 with
// IpProtocol, FromPort and ToPort) open to the internet on every port or on
// a range that holds a port that should not face it (the Terraform check's
// list).
//
// A row `in: document` is tried on the root of a JSON configuration file of
// the kind `file:` names (arm, ecs, docker-daemon, firebase, composer, npm,
// appsettings, docker-config: the kinds jsonconf.go tells apart), read as
// above; `each: "**"` makes every mapping of the file an item (an ARM
// template's resources at any depth), and {{item}} is the key an item is
// written under (a parameter's name). present: true does not hold of an
// empty list.
//
// A row `in: nginx` or `in: apache` is tried on each directive of a web
// server's configuration instead: `directive:` names the directives (case
// does not matter), and match (and not-match) test its arguments as
// written, all of them in one string (ssl_protocols TLSv1 TLSv1.2 is
// "TLSv1 TLSv1.2"); such a row has no types, each, property, key, when or
// unless. Its messages interpolate {{directive}} (the name as written),
// {{value}} (the arguments) and the named groups of match:
//
//	  - rule: iac/nginx-old-tls
//	    in: nginx
//	    directive: [ssl_protocols, proxy_ssl_protocols]
//	    match: (?i)(^|\s)\+?(?P<proto>SSLv3|TLSv1|TLSv1\.1)(\s|$)
//	    message: "{{directive}} enables {{proto}}, which is deprecated"
//
// A row `in: setting` is tried on each line of a key-value configuration
// file of the kind `file:` names (php, sshd, spring, redis, mysql, npmrc,
// pip, haproxy, ...: the kinds serverconf.go tells by file name);
// `setting:` is the key in lower case (section.key under an ini file's
// [section]), and match tests its value, {{value}} in the messages; a row
// without setting tests the whole line (an exports or sudoers line).
// `unless-file:` is a regular expression on the whole file: a setting
// elsewhere that makes this one safe (listen.allowed_clients for a PHP-FPM
// pool's listen).
//
// The kinds of key-value file are data too: a check file's `files:` list
// (beside `checks:`) declares them, and a project adds its own products'
// files with their rows:
//
//	files:
//	  - kind: mongod            # what setting rows name in file:
//	    format: words           # or ini: key = value with [sections]
//	    names: [mongod.conf]    # lower-case file names
//	    paths: ['mongod\.d/.*\.conf$']   # or regular expressions on the path
//
// A file is of the first kind that names it; else of the first whose paths
// match, in the order the shipped files and then the project's declare
// them.
//
// A row `in: xml` names an XML file's kind (`file:` aspnet for web.config,
// servlet for web.xml, tomcat for server.xml, android for
// AndroidManifest.xml) and a regular expression on the whole file, its
// comments blanked; each match is a finding on the line where the first
// group that took part starts (the attribute at fault), or where the match
// starts.
//
// A row `in: json-line` tests each line of a .json file as written (a
// lockfile or a file over 1 MiB aside); `file-name:` is a regular
// expression on the file's lower-case name (without it, every .json file),
// and {{match}} is the text match matched. A row `in: document` with
// `file: k8s` is tried on a Kubernetes manifest written as JSON.
//
// Messages and recommendations interpolate {{id}} (the resource's logical
// id), {{type}}, {{value}} (the reported value), {{key}} (its key),
// {{property}} (the row's path), {{item.Name}} (a value of the item) and,
// for open-ingress, {{what}}. Any other {{...}} is left as written, so a
// recommendation can show {{resolve:secretsmanager:...}}.

//go:embed checks/*.yml
var shippedChecks embed.FS

// checkRow is one validated row.
type checkRow struct {
	file, rule, dim string
	in              string // resource, statement, nginx or apache
	directives      []string
	types           []string
	each            []string
	props           [][]string
	prop            string
	test            valueTest
	key             *regexp.Regexp
	when, unless    []condition
	builtin         string
	fileKind        string           // in: setting, the kind of file (confKind)
	setting         string           // and the setting's key, or "" for the whole line
	unlessFile      *regexp.Regexp   // a setting elsewhere in the file that makes it safe
	fileName        *regexp.Regexp   // in: json-line, the files by lower-case name
	names           []string         // in: file, the kind's files by lower-case name
	paths           []*regexp.Regexp // and by path
	ini             bool             // written key = value, with [sections]
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

type condition struct {
	path []string
	test valueTest
}

// checkSpec and condSpec are a row as written.
type checkSpec struct {
	Rule           string     `yaml:"rule"`
	In             string     `yaml:"in"`
	Directive      []string   `yaml:"directive"`
	Types          []string   `yaml:"types"`
	Each           string     `yaml:"each"`
	Property       yaml.Node  `yaml:"property"`
	Key            string     `yaml:"key"`
	Match          string     `yaml:"match"`
	NotMatch       string     `yaml:"not-match"`
	Present        bool       `yaml:"present"`
	Absent         bool       `yaml:"absent"`
	When           []condSpec `yaml:"when"`
	Unless         []condSpec `yaml:"unless"`
	Check          string     `yaml:"check"`
	File           string     `yaml:"file"`
	Setting        string     `yaml:"setting"`
	UnlessFile     string     `yaml:"unless-file"`
	FileName       string     `yaml:"file-name"`
	Dimension      string     `yaml:"dimension"`
	Severity       string     `yaml:"severity"`
	Confidence     float64    `yaml:"confidence"`
	CWE            []string   `yaml:"cwe"`
	Message        string     `yaml:"message"`
	Recommendation string     `yaml:"recommendation"`
}

type condSpec struct {
	Property string `yaml:"property"`
	Match    string `yaml:"match"`
	NotMatch string `yaml:"not-match"`
	Present  bool   `yaml:"present"`
	Absent   bool   `yaml:"absent"`
}

// compileDirective reads a web server row: directive names and a test of
// their arguments.
func (r *checkRow) compileDirective(s *checkSpec) (string, error) {
	switch {
	case len(s.Directive) == 0:
		return "directive", fmt.Errorf("missing")
	case s.Property.Kind != 0 || s.Each != "" || s.Key != "" || s.Check != "" || len(s.When) > 0 || len(s.Unless) > 0:
		return "in", fmt.Errorf("a row in %s has directive, match and not-match, no property, each, key, check, when or unless", r.in)
	case s.Match == "" && s.NotMatch == "":
		return "match", fmt.Errorf("missing: a directive row matches its arguments")
	}
	r.directives = s.Directive
	var err error
	r.test, err = compileTest(s.Match, s.NotMatch, false, false)
	return "match", err
}

// checkScopes are what a row is tried on.
var checkScopes = []string{"resource", "statement", "document", "nginx", "apache", "setting", "xml", "json-line"}

// compileJSONLine reads a row of the lines of JSON files.
func (r *checkRow) compileJSONLine(s *checkSpec) (string, error) {
	switch {
	case s.File != "" || s.Property.Kind != 0 || s.Each != "" || s.Key != "" || s.Check != "" || len(s.When) > 0 || len(s.Unless) > 0 || len(s.Directive) > 0 || s.NotMatch != "":
		return "in", fmt.Errorf("a row in json-line has file-name and match, no file, property, each, key, check, when, unless, directive or not-match")
	case s.Match == "":
		return "match", fmt.Errorf("missing: a json-line row matches the line")
	}
	var err error
	if s.FileName != "" {
		if r.fileName, err = regexp.Compile(s.FileName); err != nil {
			return "file-name", err
		}
	}
	r.test, err = compileTest(s.Match, "", false, false)
	return "match", err
}

// compileXML reads a row of an XML configuration file.
func (r *checkRow) compileXML(s *checkSpec) (string, error) {
	switch {
	case !slices.Contains(xmlKinds, s.File):
		return "file", fmt.Errorf("%q is not one of %s", s.File, strings.Join(xmlKinds, ", "))
	case s.Property.Kind != 0 || s.Each != "" || s.Key != "" || s.Check != "" || len(s.When) > 0 || len(s.Unless) > 0 || len(s.Directive) > 0 || s.NotMatch != "":
		return "in", fmt.Errorf("a row in xml has file and match, no property, each, key, check, when, unless, directive or not-match")
	case s.Match == "":
		return "match", fmt.Errorf("missing: an xml row matches the file's text")
	}
	r.fileKind = s.File
	var err error
	r.test, err = compileTest(s.Match, "", false, false)
	return "match", err
}

// compileSetting reads a row of a key-value configuration file.
func (r *checkRow) compileSetting(s *checkSpec, kinds []string) (string, error) {
	switch {
	case !slices.Contains(kinds, s.File):
		return "file", fmt.Errorf("%q is not a kind of file the shipped files: or this file's declare (%s)", s.File, strings.Join(kinds, ", "))
	case s.Property.Kind != 0 || s.Each != "" || s.Key != "" || s.Check != "" || len(s.When) > 0 || len(s.Unless) > 0 || len(s.Directive) > 0:
		return "in", fmt.Errorf("a row in setting has file, setting, match, not-match and unless-file, no property, each, key, check, when, unless or directive")
	case s.Match == "" && s.NotMatch == "":
		return "match", fmt.Errorf("missing: a setting row matches the value")
	case s.Setting != strings.ToLower(s.Setting):
		return "setting", fmt.Errorf("%q: keys are compared in lower case", s.Setting)
	}
	r.fileKind, r.setting = s.File, s.Setting
	var err error
	if s.UnlessFile != "" {
		if r.unlessFile, err = regexp.Compile(s.UnlessFile); err != nil {
			return "unless-file", err
		}
	}
	r.test, err = compileTest(s.Match, s.NotMatch, false, false)
	return "match", err
}

// builtinChecks are the tests a row may name with check:.
var builtinChecks = []string{"open-ingress"}

var checkDimensions = []string{"security", "secrets", "correctness", "performance", "maintainability", "design"}

// IsCheckFile reports whether a YAML file holds configuration checks: a
// top-level `checks:` key.
func IsCheckFile(data []byte) bool {
	var top map[string]yaml.Node
	if err := yaml.Load(data, &top); err != nil {
		return false
	}
	_, ok := top["checks"]
	return ok
}

// parseChecks reads and validates one check file.
func parseChecks(name string, data []byte, kinds []string) ([]*checkRow, error) {
	var file struct {
		Files  []yaml.Node `yaml:"files"`
		Checks []yaml.Node `yaml:"checks"`
	}
	if err := yaml.Load(data, &file, yaml.WithKnownFields()); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(file.Checks) == 0 {
		return nil, fmt.Errorf("%s: field checks: no rows", name)
	}
	rows, err := parseFileKinds(name, file.Files)
	if err != nil {
		return nil, err
	}
	kinds = slices.Concat(kinds, fileKinds(rows))
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

// compileCheck validates a row; on error it names the field at fault.
func compileCheck(file string, s *checkSpec, kinds []string) (*checkRow, string, error) {
	r := &checkRow{file: file, rule: s.Rule, dim: s.Dimension, types: s.Types, builtin: s.Check,
		conf: s.Confidence, cwe: s.CWE, msg: s.Message, rec: s.Recommendation}
	var err error
	switch {
	case !regexp.MustCompile(`^[a-z0-9-]+/[a-z0-9-]+$`).MatchString(s.Rule):
		return nil, "rule", fmt.Errorf("%q is not an id of the form pack/name", s.Rule)
	case s.In != "" && !slices.Contains(checkScopes, s.In):
		return nil, "in", fmt.Errorf("%q is not one of %s", s.In, strings.Join(checkScopes, ", "))
	case s.In != "" && s.In != "resource" && len(s.Types) > 0:
		return nil, "types", fmt.Errorf("a row in %s has no resource types", s.In)
	case s.Confidence <= 0 || s.Confidence > 1:
		return nil, "confidence", fmt.Errorf("%v is not in (0, 1]", s.Confidence)
	case s.Message == "":
		return nil, "message", fmt.Errorf("missing")
	case s.Recommendation == "":
		return nil, "recommendation", fmt.Errorf("missing")
	}
	r.in = s.In
	if r.in == "" {
		r.in = "resource"
	}
	if r.dim == "" {
		r.dim = "security"
	}
	if !slices.Contains(checkDimensions, r.dim) {
		return nil, "dimension", fmt.Errorf("%q is not one of %s", r.dim, strings.Join(checkDimensions, ", "))
	}
	if r.sev, err = finding.ParseSeverity(s.Severity); err != nil {
		return nil, "severity", err
	}
	if r.in == "setting" {
		field, err := r.compileSetting(s, kinds)
		return r, field, err
	}
	if s.Setting != "" || s.UnlessFile != "" {
		return nil, "setting", fmt.Errorf("only a row in setting names a setting or unless-file")
	}
	if r.in == "xml" {
		field, err := r.compileXML(s)
		return r, field, err
	}
	if r.in == "json-line" {
		field, err := r.compileJSONLine(s)
		return r, field, err
	}
	if s.FileName != "" {
		return nil, "file-name", fmt.Errorf("only a row in json-line names a file-name")
	}
	if (s.File != "") != (r.in == "document") {
		return nil, "file", fmt.Errorf("a row in setting, document or xml names a file kind, and only they do")
	}
	if r.in == "document" && !slices.Contains(jsonKinds, s.File) {
		return nil, "file", fmt.Errorf("%q is not one of %s", s.File, strings.Join(jsonKinds, ", "))
	}
	r.fileKind = s.File
	if r.in == "nginx" || r.in == "apache" {
		field, err := r.compileDirective(s)
		return r, field, err
	}
	if len(s.Directive) > 0 {
		return nil, "directive", fmt.Errorf("only a row in nginx or apache names directives")
	}
	if s.Each != "" {
		r.each = splitPath(s.Each)
	}
	if field, err := r.compileTest(s); err != nil {
		return nil, field, err
	}
	for _, c := range []struct {
		field string
		in    []condSpec
		out   *[]condition
	}{{"when", s.When, &r.when}, {"unless", s.Unless, &r.unless}} {
		for i, cs := range c.in {
			cond, err := compileCondition(cs)
			if err != nil {
				return nil, fmt.Sprintf("%s[%d]", c.field, i), err
			}
			*c.out = append(*c.out, cond)
		}
	}
	return r, "", nil
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
		return "", nil
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
	var rows []*checkRow
	for _, dir := range dirs {
		abs := dir
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(root, dir)
		}
		var files []string
		_ = filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
			if ext := strings.ToLower(path.Ext(p)); err == nil && !d.IsDir() && (ext == ".yml" || ext == ".yaml") {
				files = append(files, p)
			}
			return nil
		})
		sort.Strings(files)
		for _, p := range files {
			data, err := os.ReadFile(p)
			if err != nil {
				return nil, fmt.Errorf("rulepack.rule_dirs: %w", err)
			}
			if !IsCheckFile(data) {
				continue
			}
			name := p
			if rel, err := filepath.Rel(root, p); err == nil && filepath.IsLocal(rel) {
				name = filepath.ToSlash(rel)
			}
			r, err := parseChecks(name, data, fileKinds(builtinRows))
			if err != nil {
				return nil, err
			}
			rows = append(rows, r...)
		}
	}
	return rows, nil
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
// one directive: name as written, its arguments, and its line.
func directiveFindings(rows []*checkRow, in, file string, line int, code, name, args string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for _, r := range rows {
		if r.in != in || !slices.ContainsFunc(r.directives, func(d string) bool { return strings.EqualFold(d, name) }) {
			continue
		}
		m := r.test.match
		if m == nil {
			m = r.test.notMatch
		}
		if !r.test.reportsText(args) {
			continue
		}
		fill := func(s string) string {
			return interpolate(s, func(v string) (string, bool) {
				switch v {
				case "directive":
					return name, true
				case "value":
					return args, true
				}
				return group(m, args, v)
			})
		}
		out = append(out, engine.Diagnostic{Engine: Name, Rule: r.rule, Dimension: r.dim, File: file, Lines: finding.Lines(line, line),
			Severity: r.sev, Confidence: r.conf, Message: fill(r.msg), Detail: fill(r.rec), Code: code, CWE: r.cwe})
	}
	return out
}

// fileSpec is a kind of key-value configuration file as written: a row of
// a check file's files: list.
type fileSpec struct {
	Kind   string   `yaml:"kind"`
	Names  []string `yaml:"names"`
	Paths  []string `yaml:"paths"`
	Format string   `yaml:"format"`
}

// parseFileKinds reads a check file's files: list into rows in: file.
func parseFileKinds(name string, specs []yaml.Node) ([]*checkRow, error) {
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
		case len(f.Names) == 0 && len(f.Paths) == 0:
			return nil, fail("names", fmt.Errorf("a kind of file has names, paths or both"))
		case f.Format != "ini" && f.Format != "words":
			return nil, fail("format", fmt.Errorf("%q is not ini (key = value, [sections]) or words (Key value)", f.Format))
		}
		r := &checkRow{file: name, in: "file", fileKind: f.Kind, names: f.Names, ini: f.Format == "ini"}
		for _, n := range f.Names {
			if n != strings.ToLower(n) || strings.Contains(n, "/") {
				return nil, fail("names", fmt.Errorf("%q: a name is a file's lower-case name, without a directory", n))
			}
		}
		for _, p := range f.Paths {
			re, err := regexp.Compile(p)
			if err != nil {
				return nil, fail("paths", err)
			}
			r.paths = append(r.paths, re)
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
