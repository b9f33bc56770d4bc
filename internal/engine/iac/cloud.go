package iac

import (
	"bytes"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// AWS CloudFormation templates (YAML or JSON) and IAM policy documents
// (the JSON the IAM console, aws iam create-policy and bucket policies
// take). Both are read as YAML, which JSON is a subset of, so one walker
// gives every value its line. What to look for is data (doc.go,
// checks/cloudformation.yml): the Terraform AWS checks in CloudFormation's
// property names, what the resource's reference page says makes it
// public, unencrypted or unauthenticated, and IAM statements that allow
// every action, every principal or NotAction. This file finds the
// resources and statements and gives each row its nodes.

// cloudKind tells a CloudFormation template or an IAM policy document by
// what it holds: a YAML or JSON file with AWS::Service::Resource types, the
// template version, or a Statement with an Effect.
//
// A Terraform module often keeps its IAM policies as templates that
// templatefile() fills in (policy.json.tftpl, policy.json.tpl): such a file
// is read as a policy document when it holds one, its ${...} placeholders
// being plain strings to the parser; a template whose %{ } directives make
// it unreadable as YAML reports nothing.
func (w *checkWords) cloudKind(p string, src []byte) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".json", ".yaml", ".yml", ".template":
	case ".tftpl", ".tpl":
		return policyMarker.Match(src)
	default:
		return false
	}
	return cfnMarker.Match(src) || policyMarker.Match(src) || w.statementListMarker.Match(src)
}

var (
	cfnMarker    = regexp.MustCompile(`AWSTemplateFormatVersion|["']?Type["']?\s*:\s*["']?AWS::[A-Za-z0-9]+::[A-Za-z0-9]+`)
	policyMarker = regexp.MustCompile(`(?s)["']?Statement["']?\s*:.*["']?Effect["']?\s*:`)
	leadingTabs  = regexp.MustCompile(`(?m)^\t+`)
)

// cloud parses the file and runs the rows on its resources and policy
// statements.
func cloud(file string, src []byte, rows []*checkRow, w *checkWords) []engine.Diagnostic {
	// YAML forbids tabs as indentation; JSON files often indent with them
	src = leadingTabs.ReplaceAllFunc(src, func(b []byte) []byte { return bytes.Repeat([]byte("  "), len(b)) })
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	c := &cloudCheck{file: file, lines: strings.Split(string(src), "\n"), w: w}
	root := doc.Content[0]
	if res := get(root, "Resources"); res != nil && res.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(res.Content); i += 2 {
			c.resource(rows, res.Content[i], res.Content[i+1])
		}
	}
	c.policies(rows, root)
	slices.SortStableFunc(c.out, func(a, b engine.Diagnostic) int { return a.Lines.Start - b.Lines.Start })
	return c.out
}

type cloudCheck struct {
	file  string
	lines []string
	out   []engine.Diagnostic
	seen  map[seenKey]bool
	w     *checkWords // the vocabulary
}

// seenKey keeps a row from reporting one node twice (two of its paths
// reaching it).
type seenKey struct {
	row  *checkRow
	node *yaml.Node
}

// target is what a row is tried on: a resource's properties (or an item of
// them) or a policy statement, with what its messages name.
type target struct {
	id, typ    string
	start, end int // the resource's or statement's lines
	item       *yaml.Node
	itemKey    string // the key each: found the item under
}

func (c *cloudCheck) resource(rows []*checkRow, name, r *yaml.Node) {
	typ := scalar(get(r, "Type"))
	props := get(r, "Properties")
	if !strings.HasPrefix(typ, "AWS::") || props == nil {
		return
	}
	for _, row := range rows {
		if row.in != "resource" || len(row.types) > 0 && !slices.Contains(row.types, typ) {
			continue
		}
		t := target{id: name.Value, typ: typ, start: name.Line, end: lastLine(r), item: props}
		c.items(row, t)
	}
}

// items runs a row on its target, or on each item its each: path reaches.
func (c *cloudCheck) items(row *checkRow, t target) {
	if row.each == nil {
		c.apply(row, t)
		return
	}
	for _, h := range leaves(reach(t.item, row.each)) {
		if row.eachKey != nil && !row.eachKey.MatchString(h.key) {
			continue
		}
		it := t
		it.item, it.itemKey = h.n, h.key
		c.apply(row, it)
	}
}

func (c *cloudCheck) apply(row *checkRow, t target) {
	for _, cond := range row.when {
		if !cond.test.holds(reach(t.item, cond.path)) {
			return
		}
	}
	for _, cond := range row.unless {
		if cond.test.holds(reach(t.item, cond.path)) {
			return
		}
	}
	if row.builtin == "open-ingress" {
		c.openIngress(row, t)
		return
	}
	if row.test.absent {
		for _, p := range row.props {
			if len(reach(t.item, p)) > 0 {
				return
			}
		}
		c.report(row, t, t.start, t.end, hit{}, "")
		return
	}
	for _, p := range row.props {
		hs := reach(t.item, p)
		if !row.test.present {
			hs = leaves(hs)
		}
		for _, h := range hs {
			if row.key != nil && !row.key.MatchString(h.key) || !row.test.reports(h.n) {
				continue
			}
			if k := (seenKey{row, h.n}); !c.seen[k] {
				if c.seen == nil {
					c.seen = map[seenKey]bool{}
				}
				c.seen[k] = true
				c.report(row, t, h.n.Line, 0, h, "")
			}
		}
	}
}

func (c *cloudCheck) add(rule, dim string, from, to int, sev finding.Severity, conf float64, msg, rec string, cwe ...string) {
	code := ""
	if from >= 1 && from <= len(c.lines) {
		code = c.lines[from-1]
	}
	d := diag(rule, dim, c.file, from, code, sev, conf, msg, rec, cwe...)
	if to > from {
		d.Lines = finding.Lines(from, to)
	}
	c.out = append(c.out, d)
}

var checkVar = regexp.MustCompile(`\{\{([A-Za-z][\w.]*)\}\}`)

// interpolate replaces the {{name}}s that value knows; any other {{...}}
// stays as written.
func interpolate(s string, value func(name string) (string, bool)) string {
	return checkVar.ReplaceAllStringFunc(s, func(m string) string {
		if v, ok := value(m[2 : len(m)-2]); ok {
			return v
		}
		return m
	})
}

func (c *cloudCheck) report(row *checkRow, t target, from, to int, h hit, what string) {
	fill := func(s string) string {
		return interpolate(s, func(v string) (string, bool) {
			switch v {
			case "id":
				return t.id, true
			case "type":
				return t.typ, true
			case "value":
				return scalar(h.n), true
			case "key":
				return h.key, true
			case "property":
				return row.prop, true
			case "what":
				return what, true
			case "item":
				return t.itemKey, true
			}
			if name, ok := strings.CutPrefix(v, "item."); ok {
				return scalar(get(t.item, name)), true
			}
			return group(row.test.match, scalar(h.n), v)
		})
	}
	code := ""
	if from >= 1 && from <= len(c.lines) {
		code = c.lines[from-1]
	}
	d := engine.Diagnostic{Engine: Name, Rule: row.rule, Dimension: row.dim, File: c.file, Lines: finding.Lines(from, from),
		Severity: row.sev, Confidence: row.conf, Message: fill(row.msg), Detail: fill(row.rec), Code: code, CWE: row.cwe}
	if to > from {
		d.Lines = finding.Lines(from, to)
	}
	c.out = append(c.out, d)
}

// hit is a node a path reached, with the key it is written under.
type hit struct {
	n   *yaml.Node
	key string
}

// reach returns the nodes a path reaches from n: keys in turn, a list on
// the way read item by item, * every value of a mapping, ** the node and
// every value of every mapping below. A list at the end of the path is one
// node: leaves reads it item by item.
func reach(n *yaml.Node, p []string) []hit {
	if n == nil {
		return nil
	}
	cur := []hit{{n: n}}
	for _, seg := range p {
		var next []hit
		for _, h := range leaves(cur) {
			switch {
			case seg == "**":
				next = append(append(next, h), descend(h.n)...)
			case seg == "*" && h.n.Kind == yaml.MappingNode:
				for i := 0; i+1 < len(h.n.Content); i += 2 {
					next = append(next, hit{h.n.Content[i+1], h.n.Content[i].Value})
				}
			default:
				if v := get(h.n, seg); v != nil {
					next = append(next, hit{v, seg})
				}
			}
		}
		cur = next
	}
	return cur
}

// leaves reads the lists among hs item by item.
func leaves(hs []hit) []hit {
	var out []hit
	for _, h := range hs {
		out = append(out, flatten(h)...)
	}
	return out
}

// group is the text of a named group of re in s.
func group(re *regexp.Regexp, s, name string) (string, bool) {
	if re == nil || re.SubexpIndex(name) < 0 {
		return "", false
	}
	if m := re.FindStringSubmatch(s); m != nil {
		return m[re.SubexpIndex(name)], true
	}
	return "", true
}

func flatten(h hit) []hit {
	if h.n.Kind != yaml.SequenceNode {
		return []hit{h}
	}
	out := make([]hit, 0, len(h.n.Content))
	for _, e := range h.n.Content {
		out = append(out, hit{e, h.key})
	}
	return out
}

func descend(n *yaml.Node) []hit {
	var out []hit
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			out = append(out, hit{n.Content[i+1], n.Content[i].Value})
			out = append(out, descend(n.Content[i+1])...)
		}
	case yaml.SequenceNode:
		for _, e := range n.Content {
			out = append(out, descend(e)...)
		}
	}
	return out
}

// reports tells whether a node a row reached is the problem: the value of
// an intrinsic function, a mapping or a list is no known value.
func (t valueTest) reports(n *yaml.Node) bool {
	if t.present {
		return n.Kind != yaml.SequenceNode || len(n.Content) > 0
	}
	return t.reportsText(scalar(n))
}

// reportsText tells whether a value matches the test's match and not its
// not-match.
func (t valueTest) reportsText(s string) bool {
	switch {
	case t.match != nil:
		return t.match.MatchString(s) && (t.notMatch == nil || !t.notMatch.MatchString(s))
	case t.notMatch != nil:
		return !t.notMatch.MatchString(s)
	}
	return false
}

// holds tells whether a condition holds of the nodes its path reached.
func (t valueTest) holds(hs []hit) bool {
	if t.absent {
		return len(hs) == 0
	}
	if !t.present {
		hs = leaves(hs)
	}
	return slices.ContainsFunc(hs, func(h hit) bool { return t.reports(h.n) })
}

// cfnIngress reads an ingress rule: its source's node, what the source
// admits, and the port range, nil where the ports come from a parameter.
func cfnIngress(rule *yaml.Node, props map[string][]string, notPublic []namedPrefix) (*yaml.Node, sourceReach, [][2]int, bool) {
	prop := func(role string) *yaml.Node {
		for _, name := range props[role] {
			if n := get(rule, name); n != nil {
				return n
			}
		}
		return nil
	}
	cidr := prop("source")
	src := classify(scalar(cidr), notPublic)
	if cidr == nil || src.reach == reachNone {
		return nil, src, nil, false
	}
	proto := strings.ToLower(scalar(prop("protocol")))
	from, errF := strconv.Atoi(scalar(prop("from")))
	to, errT := strconv.Atoi(scalar(prop("to")))
	switch {
	case proto == "-1" || proto == "all":
		return cidr, src, [][2]int{{0, 65535}}, true
	case errF != nil || errT != nil:
		return cidr, src, nil, false // ports from a parameter: unknown
	case from == -1 || to == -1 || from <= 0 && to >= 65535:
		return cidr, src, [][2]int{{0, 65535}}, false
	}
	return cidr, src, [][2]int{{from, to}}, false
}

// policies walks every mapping for IAM statements: the Statement lists of
// PolicyDocument, KeyPolicy, PolicyText, AssumeRolePolicyDocument, a
// policy file's top level, and the Serverless Framework's
// iamRoleStatements and iam.role.statements.
func (c *cloudCheck) policies(rows []*checkRow, n *yaml.Node) {
	if n == nil {
		return
	}
	if n.Kind == yaml.MappingNode {
		for _, key := range append([]string{"Statement"}, c.w.statementLists...) {
			if st := get(n, key); st != nil && (key == "Statement" && get(n, "Version") != nil || hasEffect(st)) {
				for _, s := range values(st) {
					c.statement(rows, s)
				}
			}
		}
	}
	for _, ch := range n.Content {
		c.policies(rows, ch)
	}
}

func hasEffect(st *yaml.Node) bool {
	for _, s := range values(st) {
		if get(s, "Effect") != nil {
			return true
		}
	}
	return false
}

func (c *cloudCheck) statement(rows []*checkRow, s *yaml.Node) {
	if s.Kind != yaml.MappingNode {
		return
	}
	for _, row := range rows {
		if row.in == "statement" {
			c.items(row, target{start: s.Line, end: lastLine(s), item: s})
		}
	}
}

// document runs the rows of a JSON configuration file's kind on its root.
func (c *cloudCheck) document(rows []*checkRow, kind string, root *yaml.Node) {
	for _, row := range rows {
		if row.in == "document" && row.fileKind == kind {
			c.items(row, target{start: root.Line, end: lastLine(root), item: root})
		}
	}
}
