package yamlrules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// The file schema. Every key is listed here and unknown keys are errors:
// a misspelled `not-inside` must not turn into a rule that matches more.

// fileSources are a file's named sources, compiled once per language.
type fileSources struct {
	specs    map[string]*sourceSpec
	compiled map[string]*source
}

type fileSpec struct {
	Sources map[string]*sourceSpec `yaml:"sources"`
	// Span is the default span of the file's rules (a rule's own replaces it).
	Span  list        `yaml:"span"`
	Rules []yaml.Node `yaml:"rules"`
}

type sourceSpec struct {
	Languages  list `yaml:"languages"`
	Match      list `yaml:"match"`
	Sanitizers list `yaml:"sanitizers"`
	Assign     list `yaml:"assign"`
	Parameters list `yaml:"parameters"`
	Clean      list `yaml:"clean"`
	Scope      list `yaml:"scope"`
	Variable   list `yaml:"variable"`
}

type ruleSpec struct {
	ID             string      `yaml:"id"`
	Languages      list        `yaml:"languages"`
	Dimension      string      `yaml:"dimension"`
	Severity       string      `yaml:"severity"`
	Confidence     float64     `yaml:"confidence"`
	CWE            list        `yaml:"cwe"`
	Title          string      `yaml:"title"`
	Message        string      `yaml:"message"`
	Recommendation string      `yaml:"recommendation"`
	Query          string      `yaml:"query"`
	Report         string      `yaml:"report"`
	Inside         list        `yaml:"inside"`
	NotInside      list        `yaml:"not-inside"`
	InsideUntil    list        `yaml:"inside-until"`
	Has            list        `yaml:"has"`
	NotHas         list        `yaml:"not-has"`
	Where          []whereSpec `yaml:"where"`
	Fix            *fixSpec    `yaml:"fix"`
	Span           list        `yaml:"span"`
	Malformed      bool        `yaml:"malformed"`
	Constants      *bool       `yaml:"constants"`
}

type whereSpec struct {
	Capture     string `yaml:"capture"`
	Match       string `yaml:"match"`
	NotMatch    string `yaml:"not-match"`
	Is          list   `yaml:"is"`
	IsNot       list   `yaml:"is-not"`
	Has         list   `yaml:"has"`
	NotHas      list   `yaml:"not-has"`
	Inside      list   `yaml:"inside"`
	NotInside   list   `yaml:"not-inside"`
	From        string `yaml:"from"`
	NotFrom     string `yaml:"not-from"`
	Unproven    string `yaml:"unproven"`
	Sanitizers  list   `yaml:"sanitizers"`
	Declared    list   `yaml:"declared"`
	NotDeclared list   `yaml:"not-declared"`
	// NotTemplateGuarded: the capture's text is not the setting a Go
	// template's {{ if }} around it tests (helmguard.go).
	NotTemplateGuarded bool `yaml:"not-template-guarded"`
	// Bits and Value read the capture as an integer literal of the
	// file's language (intlit.go).
	Bits  *bitsSpec  `yaml:"bits"`
	Value *valueSpec `yaml:"value"`
}

type fixSpec struct {
	Capture string `yaml:"capture"`
	Replace string `yaml:"replace"`
	Message string `yaml:"message"`
}

// list is a YAML string or list of strings.
type list []string

func (l *list) UnmarshalYAML(n *yaml.Node) error {
	switch n.Kind {
	case yaml.ScalarNode:
		*l = list{n.Value}
		return nil
	case yaml.SequenceNode:
		var s list
		for _, c := range n.Content {
			if c.Kind != yaml.ScalarNode {
				return queryHint(c)
			}
			s = append(s, c.Value)
		}
		*l = s
		return nil
	}
	return queryHint(n)
}

// queryHint explains the commonest mistake: a query written as a plain
// YAML scalar, whose `field: ` YAML reads as a mapping.
func queryHint(n *yaml.Node) error {
	return fmt.Errorf("line %d: expected a string or a list of strings; write a query containing `field: ` as a block scalar (key: |) or in quotes, or YAML reads it as a mapping", n.Line)
}

// compiled is one rule compiled for one language.
type compiled struct {
	rule      *analysis.Rule
	message   string
	q         *query
	report    string
	inside    []*query
	notInside []*query
	// insideUntil: inside looks no further up than the nearest ancestor
	// one of these matches (a condition around the function that holds
	// the match does not hold the match).
	insideUntil []*query
	has         []*query
	notHas      []*query
	where       []*where
	fix         *fixSpec
	span        []*query
	// malformed: the rule is about code the grammar cannot read, so a
	// match in a parse error counts.
	malformed bool
	// literalOnly: the rule is about a literal as written (a new object
	// each time), so names bound to literals are not seen through.
	literalOnly bool
	// negative are the words of the rule's negative conditions,
	// sanitizers and clean queries: a file whose imports are spelled out
	// in a copy (imports.go) is not matched there by a rule that names
	// one of them.
	negative map[string]bool
	// positive are the words of its query and other conditions, with the
	// sources it reads: the copy runs only the rules that name a part of a
	// written-out path.
	positive map[string]bool
}

type where struct {
	capture                 string
	match, notMatch         *regexp.Regexp
	is, isNot               []*query
	has, notHas             []*query
	inside, notInside       []*query
	from, notFrom, unproven *source
	sanitizers              []*query
	declared, notDeclared   []*query
	integer                 *intTest
	notGuarded              bool
}

// source is a file's named source of untrusted data, compiled for one
// language.
type source struct {
	name       string
	match      []*query
	sanitizers []*query
	assign     []*query
	parameters []*query
	clean      []*query
	scope      map[string]bool
	variable   map[string]bool
}

// ruleSet is what one file, or many, compile to.
type ruleSet struct {
	rules  []*analysis.Rule
	byLang map[syntax.Lang][]*compiled
}

// interpRE finds {{capture}} in a message or fix; {{a|b}} takes the first
// capture the match bound (the branches of an alternation bind different
// names).
// {{m:octal}} passes the capture through a filter (intlit.go).
var interpRE = regexp.MustCompile(`\{\{\s*([A-Za-z0-9_.|-]+)\s*(?::\s*([a-z]+)\s*)?\}\}`)

var kindOnly = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

var cweRE = regexp.MustCompile(`^CWE-\d+$`)

// parseFile compiles one rule file. name is how errors name the file.
// It returns ok=false, with no error, for a file in ast-grep's format.
func parseFile(name string, data []byte, set *ruleSet, ids map[string]string) (ok bool, err error) {
	// Parsed once; the shapes below decode the tree (parsing a pack was
	// most of its compile time, and it was parsed twice).
	var doc yaml.Node
	if err := yaml.Load(data, &doc); err != nil && !strings.Contains(err.Error(), "no documents") {
		return false, fmt.Errorf("%s: %w", name, err)
	}
	var top map[string]yaml.Node
	if doc.Kind != 0 {
		if err := doc.Load(&top); err != nil {
			return false, fmt.Errorf("%s: %w", name, err)
		}
	}
	if _, model := top["models"]; model {
		// A model file (package models) shares the rule directories.
		return false, nil
	}
	_, checks := top["checks"]
	_, ingress := top["ingress"]
	_, notPublic := top["not-public"]
	if _, vocab := top["vocabulary"]; checks || vocab || ingress || notPublic {
		// So does a file of configuration checks, of the words they
		// weigh, of Terraform firewall rules' readers, or of the address
		// ranges those call not public (package iac).
		return false, nil
	}
	if _, astgrep := top["rule"]; astgrep {
		if _, ours := top["query"]; !ours {
			return false, nil
		}
	}
	var fs fileSpec
	if _, isList := top["rules"]; isList {
		if err := doc.Load(&fs, yaml.WithKnownFields()); err != nil {
			return false, fmt.Errorf("%s: %w", name, err)
		}
	} else if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		// A file that is one rule.
		fs.Rules = []yaml.Node{*doc.Content[0]}
	}
	if len(fs.Rules) == 0 {
		return false, fmt.Errorf("%s: no rules (a file holds `rules:`, a list of rules, or one rule with `id:` and `query:`)", name)
	}
	srcs := &fileSources{specs: fs.Sources, compiled: map[string]*source{}}
	for i := range fs.Rules {
		var rs ruleSpec
		if err := fs.Rules[i].Load(&rs, yaml.WithKnownFields()); err != nil {
			return false, fmt.Errorf("%s: rule %d (line %d): %w", name, i+1, fs.Rules[i].Line, err)
		}
		if len(rs.Span) == 0 {
			rs.Span = fs.Span
		}
		if err := compileRule(&rs, srcs, set); err != nil {
			id := rs.ID
			if id == "" {
				id = fmt.Sprintf("%d (line %d)", i+1, fs.Rules[i].Line)
			}
			return false, fmt.Errorf("%s: rule %s: %w", name, id, err)
		}
		if prev, dup := ids[rs.ID]; dup {
			return false, fmt.Errorf("%s: rule %s: already defined in %s", name, rs.ID, prev)
		}
		ids[rs.ID] = name
	}
	return true, nil
}

func compileRule(rs *ruleSpec, sources *fileSources, set *ruleSet) error {
	if rs.ID == "" {
		return fmt.Errorf("no id")
	}
	if !strings.Contains(rs.ID, "/") {
		return fmt.Errorf("the id must be <language or pack>/<name>")
	}
	if rs.Query == "" {
		return fmt.Errorf("no query")
	}
	if len(rs.Languages) == 0 {
		return fmt.Errorf("no languages")
	}
	if len(rs.InsideUntil) > 0 && len(rs.Inside) == 0 {
		// inside-until only bounds how far up inside looks: alone it would
		// load and silently change nothing.
		return fmt.Errorf("inside-until without inside: it limits how far up inside looks, and there is no inside")
	}
	sev, err := finding.ParseSeverity(rs.Severity)
	if err != nil {
		return err
	}
	r := &analysis.Rule{ID: rs.ID, Title: rs.Title, Dimension: rs.Dimension, Severity: sev,
		Confidence: rs.Confidence, CWE: rs.CWE, Recommendation: strings.TrimSpace(rs.Recommendation)}
	if err := r.Validate(); err != nil {
		return err
	}
	for _, c := range r.CWE {
		if !cweRE.MatchString(c) {
			return fmt.Errorf("cwe %q is not CWE-<number>", c)
		}
	}
	var out []*compiled
	for _, ls := range rs.Languages {
		lang := syntax.Lang(ls)
		if !slices.Contains(syntax.Langs, lang) {
			return fmt.Errorf("unknown language %q", ls)
		}
		g, err := grammarOf(lang)
		if err != nil {
			return err
		}
		c, err := compileFor(rs, r, g, sources)
		if err != nil {
			if len(rs.Languages) > 1 {
				return fmt.Errorf("%s: %w", lang, err)
			}
			return err
		}
		out = append(out, c)
	}
	set.rules = append(set.rules, r)
	for i, ls := range rs.Languages {
		set.byLang[syntax.Lang(ls)] = append(set.byLang[syntax.Lang(ls)], out[i])
	}
	return nil
}

func compileFor(rs *ruleSpec, r *analysis.Rule, g *grammar, sources *fileSources) (*compiled, error) {
	q, err := parseQuery(rs.Query, g)
	if err != nil {
		return nil, err
	}
	c := &compiled{rule: r, q: q, report: rs.Report, fix: rs.Fix, message: strings.TrimSpace(rs.Message), malformed: rs.Malformed, literalOnly: rs.Constants != nil && !*rs.Constants}
	capture := func(what, name string) error {
		if name != "" && !q.captures[name] {
			return fmt.Errorf("%s names @%s, which the query does not capture", what, name)
		}
		return nil
	}
	if err := capture("report", rs.Report); err != nil {
		return nil, err
	}
	if err := checkTemplate("message", rs.Message, capture); err != nil {
		return nil, err
	}
	if rs.Fix != nil {
		if err := capture("fix", rs.Fix.Capture); err != nil {
			return nil, err
		}
		if err := checkTemplate("fix", rs.Fix.Replace, capture); err != nil {
			return nil, err
		}
	}
	qs := func(what string, l list) ([]*query, error) {
		var out []*query
		for _, s := range l {
			if kindOnly.MatchString(strings.TrimSpace(s)) {
				s = "(" + strings.TrimSpace(s) + ")"
			}
			q, err := parseQuery(s, g)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", what, err)
			}
			out = append(out, q)
		}
		return out, nil
	}
	if c.inside, err = qs("inside", rs.Inside); err != nil {
		return nil, err
	}
	if c.notInside, err = qs("not-inside", rs.NotInside); err != nil {
		return nil, err
	}
	if c.insideUntil, err = qs("inside-until", rs.InsideUntil); err != nil {
		return nil, err
	}
	if c.has, err = qs("has", rs.Has); err != nil {
		return nil, err
	}
	if c.notHas, err = qs("not-has", rs.NotHas); err != nil {
		return nil, err
	}
	if c.span, err = qs("span", rs.Span); err != nil {
		return nil, err
	}
	for i, ws := range rs.Where {
		w := &where{capture: ws.Capture}
		what := fmt.Sprintf("where %d", i+1)
		if ws.Capture == "" {
			return nil, fmt.Errorf("%s: no capture", what)
		}
		if err := capture(what, ws.Capture); err != nil {
			return nil, err
		}
		for _, re := range []struct {
			src string
			dst **regexp.Regexp
		}{{ws.Match, &w.match}, {ws.NotMatch, &w.notMatch}} {
			if re.src == "" {
				continue
			}
			if *re.dst, err = regexp.Compile(re.src); err != nil {
				return nil, fmt.Errorf("%s: bad regexp %q: %v", what, re.src, err)
			}
		}
		w.notGuarded = ws.NotTemplateGuarded
		if w.integer, err = compileIntTest(ws.Bits, ws.Value); err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		for _, l := range []struct {
			key string
			src list
			dst *[]*query
		}{{"is", ws.Is, &w.is}, {"is-not", ws.IsNot, &w.isNot}, {"has", ws.Has, &w.has}, {"not-has", ws.NotHas, &w.notHas},
			{"inside", ws.Inside, &w.inside}, {"not-inside", ws.NotInside, &w.notInside}, {"sanitizers", ws.Sanitizers, &w.sanitizers},
			{"declared", ws.Declared, &w.declared}, {"not-declared", ws.NotDeclared, &w.notDeclared}} {
			if *l.dst, err = qs(what+": "+l.key, l.src); err != nil {
				return nil, err
			}
		}
		for _, d := range append(append([]*query(nil), w.declared...), w.notDeclared...) {
			if !d.captures["name"] {
				return nil, fmt.Errorf("%s: a declared/not-declared query must capture @name, the declared identifier", what)
			}
		}
		for _, f := range []struct {
			name string
			dst  **source
		}{{ws.From, &w.from}, {ws.NotFrom, &w.notFrom}, {ws.Unproven, &w.unproven}} {
			if f.name == "" {
				continue
			}
			spec := sources.specs[f.name]
			if spec == nil {
				return nil, fmt.Errorf("%s: no source named %q in this file's sources", what, f.name)
			}
			key := f.name + "\x00" + string(g.lang)
			if *f.dst = sources.compiled[key]; *f.dst == nil {
				if *f.dst, err = compileSource(f.name, spec, g, qs); err != nil {
					return nil, err
				}
				sources.compiled[key] = *f.dst
			}
		}
		c.where = append(c.where, w)
	}
	c.negative, c.positive = wordSet(negativeText(c)), wordSet(positiveText(c))
	return c, nil
}

var wordRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// wordSet is the set of identifier-like words in a text.
func wordSet(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range wordRE.FindAllString(text, -1) {
		out[w] = true
	}
	return out
}

// positiveText gathers the rule's query, its positive conditions and the
// queries of the sources its conditions read.
func positiveText(c *compiled) string {
	var b strings.Builder
	qs := func(l []*query) { writeQueries(&b, l) }
	qs([]*query{c.q})
	qs(c.inside)
	qs(c.has)
	for _, w := range c.where {
		qs(w.is)
		qs(w.has)
		qs(w.inside)
		qs(w.declared)
		if w.match != nil {
			b.WriteString(w.match.String() + "\n")
		}
		for _, s := range []*source{w.from, w.notFrom, w.unproven} {
			if s != nil {
				qs(s.match)
				qs(s.assign)
				qs(s.parameters)
			}
		}
	}
	return b.String()
}

// writeQueries writes each query's source on a line of its own.
func writeQueries(b *strings.Builder, l []*query) {
	for _, q := range l {
		b.WriteString(q.src)
		b.WriteByte('\n')
	}
}

// checkTemplate checks that a message or fix names only captures the
// query defines, through filters that exist.
func checkTemplate(what, tmpl string, capture func(what, name string) error) error {
	for _, m := range interpRE.FindAllStringSubmatch(tmpl, -1) {
		for _, name := range strings.Split(m[1], "|") {
			if err := capture(what, name); err != nil {
				return err
			}
		}
		if _, ok := filters[m[2]]; m[2] != "" && !ok {
			return fmt.Errorf("%s: unknown filter %q in %s (octal, rwx)", what, m[2], m[0])
		}
	}
	return nil
}

// negativeText gathers what a rule's negative conditions say: the queries
// of not-inside, not-has, is-not, not-declared, sanitizers and clean
// declarations, not-match regexps and the not- predicates of the query.
func negativeText(c *compiled) string {
	var b strings.Builder
	qs := func(l []*query) { writeQueries(&b, l) }
	qs(c.notInside)
	qs(c.notHas)
	for _, pr := range c.q.preds {
		if strings.HasPrefix(pr.name, "not-") {
			b.WriteString(pr.text + " ")
			if pr.re != nil {
				b.WriteString(pr.re.String() + " ")
			}
			for k := range pr.set {
				b.WriteString(k + " ")
			}
		}
	}
	for _, w := range c.where {
		qs(w.isNot)
		qs(w.notHas)
		qs(w.notInside)
		qs(w.notDeclared)
		qs(w.sanitizers)
		if w.notMatch != nil {
			b.WriteString(w.notMatch.String() + "\n")
		}
		for _, s := range []*source{w.from, w.notFrom, w.unproven} {
			if s != nil {
				qs(s.sanitizers)
				qs(s.clean)
			}
		}
	}
	return b.String()
}

func compileSource(name string, s *sourceSpec, g *grammar, qs func(string, list) ([]*query, error)) (*source, error) {
	what := "source " + name
	if len(s.Languages) > 0 && !slices.Contains(s.Languages, string(g.lang)) {
		return nil, fmt.Errorf("%s is not defined for %s", what, g.lang)
	}
	if len(s.Match)+len(s.Parameters) == 0 {
		return nil, fmt.Errorf("%s: no match and no parameters", what)
	}
	src := &source{name: name, scope: map[string]bool{}, variable: map[string]bool{}}
	var err error
	if src.match, err = qs(what+": match", s.Match); err != nil {
		return nil, err
	}
	if src.sanitizers, err = qs(what+": sanitizers", s.Sanitizers); err != nil {
		return nil, err
	}
	if src.assign, err = qs(what+": assign", s.Assign); err != nil {
		return nil, err
	}
	for _, q := range src.assign {
		if !q.captures["var"] || !q.captures["value"] {
			return nil, fmt.Errorf("%s: an assign query must capture @var and @value", what)
		}
	}
	if src.parameters, err = qs(what+": parameters", s.Parameters); err != nil {
		return nil, err
	}
	if src.clean, err = qs(what+": clean", s.Clean); err != nil {
		return nil, err
	}
	for _, q := range append(slices.Clip(src.parameters), src.clean...) {
		if !q.captures["var"] {
			return nil, fmt.Errorf("%s: a parameters or clean query must capture @var", what)
		}
	}
	for _, l := range []struct {
		key  string
		kind list
		dst  map[string]bool
	}{{"scope", s.Scope, src.scope}, {"variable", s.Variable, src.variable}} {
		for _, k := range l.kind {
			if !g.has(k, true) {
				return nil, fmt.Errorf("%s: %s: unknown node kind (%s) in %s's grammar", what, l.key, k, g.lang)
			}
			l.dst[k] = true
		}
	}
	if len(src.assign)+len(src.parameters) > 0 && len(src.variable) == 0 {
		return nil, fmt.Errorf("%s: assign and parameters need variable: the kinds of a variable's uses", what)
	}
	return src, nil
}
