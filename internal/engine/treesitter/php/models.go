package php

import (
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// The PHP analysis knows functions, classes and frameworks only through
// model rows (package models, files php_*.yml): this file turns them into
// an index the interpreter asks by receiver type and name. A value's obj
// is the name of the model type it is an object of ("" for none).

// anyObject is the type whose rows apply to a method called on a receiver
// the analysis has no type for.
const anyObject = "php.Object"

// sinkRules are the rules each sink kind reports.
var sinkRules = models.SinkRules(ruleSQL, ruleCmd, ruleCode, ruleInclude, rulePath, ruleXSS, ruleRedirect, ruleHeader,
	ruleDeser, ruleSSRF, ruleXXE, ruleLDAP, ruleXPath, ruleCipher)

// sinkClasses are the classes a value is sanitized for, by sink kind.
var sinkClasses = map[string]class{
	"sql-injection": cSQL, "command-injection": cCmd, "code-injection": cCode, "file-inclusion": cInc,
	"path-traversal": cPath, "xss": cXSS, "open-redirect": cRedirect, "header-injection": cHeader,
	"unsafe-deserialization": cDeser, "ssrf": cSSRF, "xxe": cXXE, "ldap-injection": cLDAP, "xpath-injection": cXPath,
}

// classes is the set of sink classes of sink kinds.
func classes(kinds []string) class {
	var c class
	for _, k := range kinds {
		c |= sinkClasses[k]
	}
	return c
}

// index is the PHP models, by receiver type and lower-case name.
type index struct {
	types   map[string]*models.Model
	classes map[string]string // lower-case class name → type
	// spaces holds, by lower-case class name, the namespaces of the rows
	// that write their class qualified (GuzzleHttp\Client), and qualified
	// their types by lower-case qualified name: a name written under one
	// of those namespaces is that row's class, under another namespace
	// another library's.
	spaces    map[string][]string
	qualified map[string]string
	globs     []*models.Model // type rows with class globs
	calls     map[string][]*models.Model
	props     map[string][]*models.Model
	vars      []*models.Model // type rows with receiver-names
	handlers  []*models.Model
}

// phpModels is the index of the shipped rows, and of a user's.
var phpModels = models.NewIndex("php", newIndex)

var builtinIndex = phpModels.Builtin

// WithModels returns the PHP analyzer with the user's models added to the
// shipped ones.
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	return phpModels.Analyzer(user, Analyzer, newAnalyzer)
}

func newIndex(rows []*models.Model) (*index, error) {
	types, err := models.Types(rows)
	if err != nil {
		return nil, err
	}
	ix := &index{types: types, classes: map[string]string{}, spaces: map[string][]string{}, qualified: map[string]string{}, calls: map[string][]*models.Model{},
		props: map[string][]*models.Model{}}
	for _, m := range rows {
		if m.Kind != models.KindType {
			continue
		}
		if m.ReceiverNames != nil {
			ix.vars = append(ix.vars, m)
		}
		for _, c := range m.Classes {
			if strings.Contains(c, "*") {
				ix.globs = append(ix.globs, m)
				continue
			}
			bare := bareName(c)
			if ns := namespaceOf(c); ns != "" {
				ix.spaces[bare] = append(ix.spaces[bare], ns)
				if _, ok := ix.qualified[ns+"\\"+bare]; !ok {
					ix.qualified[ns+"\\"+bare] = m.Name
				}
			}
			if _, ok := ix.classes[bare]; !ok {
				ix.classes[bare] = m.Name
			}
		}
	}
	for _, m := range rows {
		if err := ix.add(m); err != nil {
			return nil, err
		}
	}
	return ix, nil
}

func (ix *index) add(m *models.Model) error {
	if err := m.CheckSinks("PHP", sinkRules); err != nil {
		return err
	}
	switch m.Kind {
	case models.KindType:
		return nil
	case models.KindHandler:
		if len(m.Classes) > 0 && m.Source != "" {
			ix.handlers = append(ix.handlers, m)
		}
		return nil
	}
	t := m.Type
	if t != "" && ix.types[t] == nil {
		// A class (its simple name: acme.Db is the class Db) that no
		// type row names is a type of its own.
		if id := ix.classType(t[strings.LastIndexByte(t, '.')+1:]); id != "" {
			t = id
		} else {
			ix.classes[lower(t[strings.LastIndexByte(t, '.')+1:])] = t
			ix.types[t] = &models.Model{Kind: models.KindType, Name: t}
		}
	}
	if m.Property {
		ix.props[t] = append(ix.props[t], m)
	} else {
		ix.calls[t] = append(ix.calls[t], m)
	}
	return nil
}

// classType is the model type of a class name as written (namespaces and
// case do not matter).
func (ix *index) classType(written string) string {
	written = strings.TrimPrefix(written, "?")
	c := bareName(written)
	if c == "" {
		return ""
	}
	if ns := namespaceOf(written); ns != "" && len(ix.spaces[c]) > 0 {
		return ix.qualified[ns+"\\"+c]
	}
	if t, ok := ix.classes[c]; ok {
		return t
	}
	for _, m := range ix.globs {
		for _, g := range m.Classes {
			if ok, _ := path.Match(lower(g), c); ok {
				return m.Name
			}
		}
	}
	return ""
}

// namespaceOf is the lower-case namespace of a class name as written
// (GuzzleHttp for \GuzzleHttp\Client), "" for a name written bare, which
// a use statement may have imported from anywhere.
func namespaceOf(written string) string {
	s := lower(strings.TrimPrefix(written, "\\"))
	if i := strings.LastIndex(s, "\\"); i >= 0 {
		return s[:i]
	}
	return ""
}

func matchName(m *models.Model, name string) bool {
	for _, p := range m.Methods {
		p = lower(p)
		if p == name {
			return true
		}
		if ok, _ := path.Match(p, name); ok && name != "new" && strings.Contains(p, "*") {
			return true
		}
	}
	return false
}

func pick(rows []*models.Model, name string) []*models.Model {
	var out []*models.Model
	for _, m := range rows {
		if matchName(m, name) {
			out = append(out, m)
		}
	}
	return out
}

// rows returns the rows for name (lower case) on a receiver of type typ:
// the type's own; without any, those of any object (for a receiver of an
// open type or none). typ "" is a function.
func (ix *index) rows(typ, name string, prop bool) []*models.Model {
	table := ix.calls
	if prop {
		table = ix.props
	}
	if typ == "" {
		return pick(table[""], name)
	}
	if own := pick(table[typ], name); len(own) > 0 || ix.closed(typ) || typ == anyObject {
		return own
	}
	return pick(table[anyObject], name)
}

func (ix *index) closed(typ string) bool {
	t := ix.types[typ]
	return t != nil && t.Closed
}

// variable is the value of a variable the code reads without assigning
// it, when a type row's receiver-names match its name ($_GET, $wpdb).
func (fr *frame) variable(n *syntax.Node, name string) (*val, bool) {
	for _, m := range fr.c.ix.vars {
		if m.ReceiverNames.MatchString(name) {
			return fr.object(n, m.Name, name), true
		}
	}
	return nil, false
}

// object is a value of model type typ: request data when the type stands
// for a source.
func (fr *frame) object(n *syntax.Node, typ, what string) *val {
	v := &val{obj: typ}
	if t := fr.c.ix.types[typ]; t != nil && t.Source != "" {
		v.t = fr.source(n, what).t
	}
	return v
}

// call is one call the models are asked about.
type call struct {
	n    *syntax.Node
	typ  string // the receiver's model type; "" for a function
	name string // lower case
	prop bool   // a property read
	recv *val
	vs   []*val
	ns   []*syntax.Node
	what string // how a report names the call
	st   *state
}

func (c *call) arg(i int) *val {
	if i >= 0 && i < len(c.vs) {
		return c.vs[i]
	}
	return clean
}

// modelCall applies the rows for a call: it reports the sinks they name
// and returns the value the first source, sanitizer, barrier or summary
// row that holds gives; done is false when no row decides it.
func (fr *frame) modelCall(c *call) (res *val, done bool) {
	for _, m := range fr.c.ix.rows(c.typ, c.name, c.prop) {
		if !fr.argHolds(m, c) {
			continue
		}
		if m.Kind == models.KindSink {
			fr.modelSink(m, c)
			continue
		}
		if res == nil {
			res = fr.modelResult(m, c)
		}
	}
	if res != nil {
		return res, true
	}
	if c.typ != "" && c.name != "new" && fr.c.ix.closed(c.typ) {
		return clean, true
	}
	return nil, false
}

// modelResult is the value a row gives a call, or nil when the row does
// not decide it.
func (fr *frame) modelResult(m *models.Model, c *call) *val {
	switch m.Kind {
	case models.KindSource:
		switch m.Source {
		case "stored":
			return fr.stored(m, c)
		case "weak-random": // the lint's (lint.go), not a flow the taint follows
			return nil
		}
		fr.fillArgs(m, c)
		v := fr.source(c.n, fr.text(c.n))
		if len(m.Sanitizes) > 0 {
			v = tainted(v.t.sanitize(classes(m.Sanitizes)))
		}
		return v
	case models.KindBarrier:
		return &val{num: true}
	case models.KindSanitizer:
		in := rowArgs(m, c)
		if m.Quoted {
			return escaped(in)
		}
		return tainted(in.tt().sanitize(classes(m.Sanitizes)))
	}
	return fr.summaryResult(m, c)
}

func (fr *frame) summaryResult(m *models.Model, c *call) *val {
	if m.None {
		return clean
	}
	if m.Format >= 0 {
		return fr.sprintfVal(c.vs[min(m.Format, len(c.vs)):])
	}
	var r *val
	for _, fl := range m.Flows {
		if fl.To == "return" {
			r = joinVals(r, flowInput(fl.From, c))
		}
	}
	if r != nil && m.Callback >= 0 {
		r = fr.callback(c.arg(m.Callback), r)
	}
	switch {
	case m.Returns == "receiver":
		return c.recv
	case m.Returns != "":
		v := fr.object(c.n, m.Returns, fr.text(c.n))
		if r != nil {
			v.t = union(v.t, r.tt())
		}
		return v
	}
	return r
}

// callback applies a function named by a constant (array_map('intval',
// $ids)) to data: its sanitizer or barrier row, if it has one.
func (fr *frame) callback(f, data *val) *val {
	if !f.hasC {
		return data.flat()
	}
	for _, m := range fr.c.ix.rows("", lower(f.c), false) {
		switch {
		case m.Kind == models.KindBarrier && m.ConstIn == nil && m.ConstNot == nil:
			return &val{num: true}
		case m.Kind == models.KindSanitizer && !m.Quoted && m.ConstIn == nil && m.ConstNot == nil:
			return tainted(data.tt().sanitize(classes(m.Sanitizes)))
		}
	}
	return data.flat()
}

// rowArgs is the union of the arguments a row reads.
func rowArgs(m *models.Model, c *call) *val {
	if m.Args == nil {
		return unionArgs(c.vs)
	}
	var t *taint
	for _, i := range m.Args {
		t = union(t, c.arg(i).tt())
	}
	return tainted(t)
}

func flowInput(from string, c *call) *val {
	switch from {
	case "receiver":
		return orClean(c.recv).flat()
	case "args":
		return unionArgs(c.vs)
	}
	var i int
	if _, err := fmt.Sscanf(from, "arg%d", &i); err == nil {
		return c.arg(i).flat()
	}
	return clean
}

func orClean(v *val) *val {
	if v == nil {
		return clean
	}
	return v
}

// fillArgs gives the functions passed at a source row's into-args the
// source's data as their parameters (a route closure).
func (fr *frame) fillArgs(m *models.Model, c *call) {
	for _, i := range m.IntoArgs {
		if i < len(c.ns) {
			if a := c.ns[i]; a.Kind == "anonymous_function_creation_expression" || a.Kind == "arrow_function" {
				fr.closure(a, c.st, true)
			}
		}
	}
}

// modelSink checks the arguments a sink row reads; a row with always
// makes the call the weakness whatever reaches it.
func (fr *frame) modelSink(m *models.Model, c *call) {
	if m.Always {
		fr.alwaysSink(m, c)
		return
	}
	for _, kind := range m.Sinks {
		rule, cls := sinkRules[kind], sinkClasses[kind]
		idx := m.Args
		if idx == nil {
			for i := range c.vs {
				idx = append(idx, i)
			}
		}
		if m.Receiver && c.recv != nil {
			fr.checkSink(c.n, rule, cls, c.recv, c.what)
		}
		for _, i := range idx {
			if i < len(c.vs) {
				fr.checkSink(c.n, rule, cls, c.vs[i], c.what)
				if rule == ruleSQL && i < len(c.ns) {
					fr.builtSQL(c, c.ns[i], c.vs[i])
				}
			}
		}
	}
}

// builtSQL reports SQL a variable holds that the function built in steps
// from its parameters ($sql .= " AND name = '" . $name . "'") where no
// request data reaches it: Medium, as gosec's G201/G202 report the pattern
// whatever the caller passes. The one-expression form is the
// php/sql-string-building pack rule's.
func (fr *frame) builtSQL(c *call, arg *syntax.Node, v *val) {
	if arg.Kind != "variable_name" || v.built == "" || fr.quiet || fr.f.foreign(fr.c) || fr.c.builtSeen[c.n] {
		return
	}
	if t := v.tt(); t == nil || t.flow != nil || t.safe&cSQL != 0 || !sqlStatementRE.MatchString(v.built) || !sqlValueSpliceRE.MatchString(v.built) {
		return
	}
	fr.c.builtSeen[c.n] = true
	r := *ruleSQL
	r.Severity, r.Confidence = finding.Medium, 0.6
	fr.c.pass.Reportf(&r, c.n, "SQL built by concatenation from the function's parameters: %s holds %s",
		fr.text(arg), analysis.Short(strings.ReplaceAll(v.built, "\x00", "…")))
}

// sqlStatementRE: the text of a statement, not a fragment that merely says
// "select" or "update" in prose.
// sqlValueSpliceRE: a value the function was given (NUL) where a bound
// parameter belongs: between quotes, after a comparison, LIKE or IN (; a
// table or column name spliced in is often checked where the analysis
// cannot see.
var sqlValueSpliceRE = regexp.MustCompile(`(?i)(['"]%?|[=<>]\s*|\blike\s+|\bin\s*\(\s*)\x00`)

var sqlStatementRE = regexp.MustCompile(`(?is)\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from|replace\s+into)\b`)

// argHolds checks a row's condition on an argument: its constant, the
// constant text a string starts with, or its source text.
func (fr *frame) argHolds(m *models.Model, c *call) bool {
	if len(m.ConstIn) == 0 && len(m.ConstNot) == 0 {
		return true
	}
	if m.ConstArg >= len(c.vs) {
		if m.ConstDefault != "" {
			return m.ArgHolds(m.ConstDefault) // the value the function takes when it is not passed
		}
		return len(m.ConstIn) == 0
	}
	v := c.vs[m.ConstArg]
	switch {
	case v.hasC:
		return m.ArgHolds(phpStr(v.c))
	case v.lit != "":
		return m.ArgHolds(v.lit)
	case v.arr && m.ConstArg < len(c.ns) && c.ns[m.ConstArg].Kind != "array_creation_expression":
		keys := make([]string, 0, len(v.keys))
		for k := range v.keys {
			keys = append(keys, "'"+k+"'")
		}
		sort.Strings(keys)
		return m.ArgHolds("[" + strings.Join(keys, ", ") + "]")
	case m.ConstArg < len(c.ns):
		return m.ArgHolds(strings.Join(strings.Fields(fr.text(c.ns[m.ConstArg])), " "))
	}
	return len(m.ConstIn) == 0
}

// guardRows are the rows of a function that guard a branch.
func (ix *index) guardRows(name string) []*models.Model {
	var out []*models.Model
	for _, m := range ix.rows("", name, false) {
		if m.Guard != "" {
			out = append(out, m)
		}
	}
	return out
}

// guardClass is what a guard row makes its argument safe for.
func guardClass(m *models.Model) class {
	if m.Kind == models.KindBarrier {
		return cAll
	}
	return classes(m.Sanitizes)
}

// weakRandom reports whether a function's rows say it is a predictable
// generator.
func (ix *index) weakRandom(name string) bool {
	for _, m := range ix.rows("", name, false) {
		if m.Kind == models.KindSource && m.Source == "weak-random" {
			return true
		}
	}
	return false
}

// alwaysWhy says what a sink row with always found, by its rule.
var alwaysWhy = map[*analysis.Rule]string{
	ruleCipher: "a broken cipher or ECB mode",
}

// alwaysSink reports a row that makes the call a weakness whatever data
// reaches it (openssl_encrypt($d, 'des-cbc', $k)), naming the constant its
// condition read, or the default the function takes without it.
func (fr *frame) alwaysSink(m *models.Model, c *call) {
	what := m.ConstDefault
	if m.ConstArg < len(c.vs) {
		what = strings.Join(strings.Fields(fr.text(c.ns[m.ConstArg])), " ")
		if v := c.vs[m.ConstArg]; v.hasC {
			what = phpStr(v.c)
		}
	}
	if len(m.ConstIn)+len(m.ConstNot) == 0 {
		what = ""
	}
	for _, kind := range m.Sinks {
		r := sinkRules[kind]
		if what == "" {
			fr.c.pass.Reportf(r, c.n, "%s(): %s", c.name, alwaysWhy[r])
			continue
		}
		fr.c.pass.Reportf(r, c.n, "%s() with %s: %s", c.name, analysis.Short(what), alwaysWhy[r])
	}
}
