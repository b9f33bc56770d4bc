package csharp

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The C# analysis knows .NET and its frameworks only through model rows
// (package models, language: csharp): this file turns them into an index
// the interpreter asks by receiver type and member name. A property is a
// member of its name (reading it is a call without arguments, setting it
// a call with the value as argument 0) and the indexer is Item, as .NET
// names them.

// sinkRules are the rules each sink kind reports.
var sinkRules = models.SinkRules(ruleSQL, ruleCommand, rulePath, ruleLDAP, ruleXPath, ruleCode, ruleSSRF, ruleXSS,
	ruleRedirect, ruleHeader, ruleDeser, ruleXXE)

// kindCtx are the sanitizer contexts of the sink kinds.
var kindCtx = map[string]ctx{
	"sql-injection": cSQL, "command-injection": cCmd, "path-traversal": cPath, "ldap-injection": cLDAP,
	"xpath-injection": cXPath, "code-injection": cCode, "ssrf": cSSRF, "xss": cXSS, "open-redirect": cRedirect,
	"header-injection": cHeader,
}

// index is the C# models, by receiver type and member.
type index struct {
	types   map[string]*models.Model // type rows by name
	classes map[string]string        // class name, qualified and simple → type
	// elements are the simple names of the generic types whose values are
	// their elements (type rows with elements: List, Nullable).
	elements map[string]bool
	calls    map[string][]*models.Model
	byName   []*models.Model // type rows with receiver-names
	params   []*models.Model // parameter rows
	tests    []*models.Model // test rows: data-driven tests' attributes
	access   []*models.Model // access rows: attributes that limit or open who may call a method
	handle   []*models.Model // handler rows
	// pathChecks are the path-traversal sink rows' check-names: what a
	// condition that tests where a path leads looks like.
	pathChecks []*regexp.Regexp
	// textShapes are the summary rows of the text shapes (to-string,
	// format, append-format, join, concat), by method: the shape of each.
	textShapes map[string]string
}

// csharpModels is the index of the shipped rows, and of a user's.
var csharpModels = models.NewIndex("csharp", newIndex)

var builtinIndex = csharpModels.Builtin

// WithModels returns the C# analyzer with the user's models added to the
// shipped ones; an error names the row the C# analysis cannot use.
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	return csharpModels.Analyzer(user, Analyzer, func(name string, ix func() *index) *analysis.Analyzer {
		return newAnalyzer(name, ix())
	})
}

func newIndex(rows []*models.Model) (*index, error) {
	types, err := models.Types(rows)
	if err != nil {
		return nil, err
	}
	ix := &index{types: types, classes: map[string]string{}, elements: map[string]bool{}, calls: map[string][]*models.Model{}, textShapes: map[string]string{}}
	for _, m := range rows {
		if m.Kind != models.KindType {
			continue
		}
		if m.Elements {
			if err := ix.addElements(m); err != nil {
				return nil, err
			}
			continue
		}
		ix.addClass(m.Name, m.Name)
		if m.ReceiverNames != nil {
			ix.byName = append(ix.byName, m)
		}
		for _, c := range m.Classes {
			ix.addClass(c, m.Name)
		}
	}
	for _, m := range rows {
		if err := m.CheckSinks("C#", sinkRules); err != nil {
			return nil, err
		}
		if m.CheckNames != nil {
			if !slices.Equal(m.Sinks, []string{"path-traversal"}) {
				return nil, fmt.Errorf("%s: field check-names: the C# analysis reads it on a sink row of path-traversal alone", m.Where())
			}
			ix.pathChecks = append(ix.pathChecks, m.CheckNames)
		}
		for _, s := range m.Sanitizes {
			if kindCtx[s] == 0 {
				return nil, fmt.Errorf("%s: field sanitizes: the C# analysis has no rule for %s yet", m.Where(), s)
			}
		}
		if m.Shape != "" && m.Kind != models.KindAccess {
			if err := ix.addTextShape(m); err != nil {
				return nil, err
			}
			continue
		}
		switch m.Kind {
		case models.KindType:
		case models.KindParameter:
			ix.params = append(ix.params, m)
		case models.KindTest:
			ix.tests = append(ix.tests, m)
		case models.KindAccess:
			ix.access = append(ix.access, m)
		case models.KindHandler:
			if m.ReturnSink != "" {
				return nil, fmt.Errorf("%s: field return-sink: the C# analysis does not read it yet", m.Where())
			}
			ix.handle = append(ix.handle, m)
		default:
			t := m.Type
			if t != "" {
				if id, ok := ix.classes[t]; ok {
					t = id
				} else {
					ix.addClass(t, t)
				}
			}
			ix.calls[t] = append(ix.calls[t], m)
		}
	}
	return ix, nil
}

// The shapes of a summary row whose methods make text the analysis reads
// (calls.go's fold and foldString, builtLit, formatPrefix):
//   - to-string: the value's text (Object.ToString); of a constant, its
//     text, and of a builder, the text built in it;
//   - format: a composite format, argument 0 or argument 1 after an
//     IFormatProvider, with the other arguments put into its {n} items
//     (String.Format);
//   - append-format: a builder's method that appends such a format's text
//     (StringBuilder.AppendFormat);
//   - join: argument 0 put between the other arguments (String.Join);
//   - concat: the arguments' text one after another (String.Concat);
//   - upper-case, lower-case, trim and replace: a string's methods that
//     fold on a constant (ToUpper, ToLower, Trim() without arguments,
//     Replace(a, b) of constants).
const (
	shapeToString    = "to-string"
	shapeFormat      = "format"
	shapeAppendFmt   = "append-format"
	shapeJoin        = "join"
	shapeConcat      = "concat"
	shapeUpper       = "upper-case"
	shapeLower       = "lower-case"
	shapeTrim        = "trim"
	shapeReplace     = "replace"
	textShapeSummary = "to-string, format, append-format, join, concat, upper-case, lower-case, trim and replace"
)

// addTextShape files a summary row of a text shape (textShapes) by its
// methods' names: the analysis reads them on any receiver.
func (ix *index) addTextShape(m *models.Model) error {
	switch m.Shape {
	case shapeToString, shapeFormat, shapeAppendFmt, shapeJoin, shapeConcat, shapeUpper, shapeLower, shapeTrim, shapeReplace:
	default:
		return fmt.Errorf("%s: field shape: the C# analysis reads shapes %s, on summary rows without type, flow or returns, not %q", m.Where(), textShapeSummary, m.Shape)
	}
	if m.Kind != models.KindSummary || m.Type != "" || len(m.Flows) > 0 || m.Returns != "" || m.Joins {
		return fmt.Errorf("%s: field shape: the C# analysis reads shapes %s, on summary rows without type, flow or returns", m.Where(), textShapeSummary)
	}
	for _, name := range m.Methods {
		ix.textShapes[name] = m.Shape
	}
	return nil
}

// addElements indexes an elements type row's classes by their simple
// names. Such a row types no variable: it says only what a value of its
// classes holds, so it takes none of a type row's other fields.
func (ix *index) addElements(m *models.Model) error {
	if len(m.Classes) == 0 || m.Barrier || m.Closed || m.Exact || m.Source != "" || m.ReceiverNames != nil {
		return fmt.Errorf("%s: field elements: a row of element types names its classes and nothing else", m.Where())
	}
	for _, c := range m.Classes {
		if strings.ContainsAny(c, "*<[") {
			return fmt.Errorf("%s: field classes: %s: an element type is a generic type's name, without its arguments or globs", m.Where(), c)
		}
		ix.elements[c[strings.LastIndexByte(c, '.')+1:]] = true
	}
	return nil
}

// pathChecked reports whether a condition's text tests where a path
// leads, by the path-traversal sink rows' check-names.
func (ix *index) pathChecked(cond string) bool {
	return slices.ContainsFunc(ix.pathChecks, func(re *regexp.Regexp) bool { return re.MatchString(cond) })
}

// addClass indexes a class by its qualified and its simple name; the
// first type to claim a name keeps it.
func (ix *index) addClass(c, typ string) {
	for _, k := range []string{c, c[strings.LastIndexByte(c, '.')+1:]} {
		if _, ok := ix.classes[k]; !ok {
			ix.classes[k] = typ
		}
	}
}

// rows returns the rows for a member of name on a receiver of type typ:
// the type's own, then those for any receiver, each in file order.
func (ix *index) rows(typ, name string) []*models.Model {
	var out []*models.Model
	if typ != "" {
		out = matching(ix.calls[typ], name)
	}
	return append(out, matching(ix.calls[""], name)...)
}

func matching(rows []*models.Model, name string) []*models.Model {
	var out []*models.Model
	for _, m := range rows {
		if m.MatchMethod(name) {
			out = append(out, m)
		}
	}
	return out
}

// returns is the type of the object a member of name returns on a
// receiver of type typ, "" when no row says.
func (ix *index) returns(typ, name string) string {
	for _, m := range ix.rows(typ, name) {
		switch m.Returns {
		case "":
		case "receiver":
			return typ
		default:
			return ix.classes[m.Returns]
		}
	}
	return ""
}

func (ix *index) closed(typ string) bool {
	t := ix.types[typ]
	return t != nil && t.Closed
}

// typeOf is the model type of a type as written in the file: by its
// qualified name, else by its simple name (C#'s using directives import
// whole namespaces, so the simple name is how code names a class).
func (c *checker) typeOf(written string) string {
	w := strings.TrimSuffix(strings.TrimSpace(written), "?")
	if i := strings.IndexByte(w, '<'); i >= 0 {
		w = w[:i]
	}
	if t, ok := c.ix.classes[w]; ok {
		return t
	}
	return c.ix.classes[cleanType(w)]
}

// exprType is the model type of the object an expression stands for: a
// variable's or field's declared type, the type a constructor builds, the
// type a row says a member returns, or a class named for a static call.
func (f *frame) exprType(n *syntax.Node) string {
	if n == nil {
		return ""
	}
	c := f.c
	switch n.Kind {
	case "identifier":
		return f.identType(c.text(n))
	case "predefined_type", "generic_name", "qualified_name":
		return c.typeOf(c.text(n))
	case "object_creation_expression":
		return c.typeOf(c.text(n.Child("type")))
	case "member_access_expression":
		return f.memberType(n)
	case "invocation_expression":
		fn := n.Child("function")
		if fn != nil && fn.Kind == "member_access_expression" {
			return c.ix.returns(f.exprType(fn.Child("expression")), simpleName(fn.Child("name"), c))
		}
	case "parenthesized_expression", "await_expression":
		return f.exprType(n.FirstNamed(""))
	}
	return ""
}

func (f *frame) identType(name string) string {
	c := f.c
	if t, ok := f.types[name]; ok {
		return c.typeOf(t)
	}
	if _, ok := f.env[name]; ok {
		return ""
	}
	if t, ok := c.fieldTypes[name]; ok {
		return c.typeOf(t)
	}
	// A property of the class the code is in (a controller's Request, a
	// view's Html), or a class named for a static call.
	if t := c.ix.returns("", name); t != "" {
		return t
	}
	return c.ix.classes[name]
}

func (f *frame) memberType(n *syntax.Node) string {
	c := f.c
	obj, name := n.Child("expression"), c.text(n.Child("name"))
	if obj != nil && obj.Kind == "this_expression" {
		if t, ok := c.fieldTypes[name]; ok {
			return c.typeOf(t)
		}
		return c.ix.returns("", name)
	}
	if t := c.ix.returns(f.exprType(obj), name); t != "" {
		return t
	}
	// A qualified class name: System.IO.File.
	if root := c.rootVar(n); root != "" && !f.isVar(root) {
		if t, ok := c.ix.classes[strings.Join(strings.Fields(c.text(n)), "")]; ok {
			return t
		}
	}
	return ""
}

// isVar reports whether a name is a variable, parameter, field or
// constant rather than a class.
func (f *frame) isVar(name string) bool {
	_, local := f.env[name]
	_, typed := f.types[name]
	_, field := f.c.fieldTypes[name]
	return local || typed || field || f.c.consts[name] != nil || f.c.bound[name] != nil
}

// receiverType is the model type of a call's receiver: what exprType
// knows, or, for a receiver of unknown type, a type whose receiver-names
// match its text and that has rows for the member.
func (f *frame) receiverType(obj *syntax.Node, name string) string {
	if obj == nil {
		return ""
	}
	if t := f.exprType(obj); t != "" {
		return t
	}
	text := f.c.text(obj)
	for _, m := range f.c.ix.byName {
		if len(matching(f.c.ix.calls[m.Name], name)) > 0 && m.ReceiverNames.MatchString(text) {
			return m.Name
		}
	}
	return ""
}

// site is one call (or property access, or construction) as the rows
// see it.
type site struct {
	n, obj *syntax.Node
	name   string
	what   string
	typ    string
	args   []*syntax.Node
	rv     *val
	av     []*val
	all    *val
}

func (k *site) arg(i int) *val {
	if i < len(k.av) {
		return k.av[i]
	}
	return &val{}
}

// input is the value at the FROM end of a summary's flow.
func (k *site) input(from string) *val {
	switch {
	case from == "receiver":
		return whole(k.rv)
	case from == "args" && len(k.av) == 1:
		return k.av[0]
	case from == "args":
		return k.all
	}
	var i int
	if _, err := fmt.Sscanf(from, "arg%d", &i); err == nil {
		return k.arg(i)
	}
	return &val{}
}

// decider is the first row, other than a sink or a guard (read only in
// conditions), that holds at the call: it gives the call's result.
func (f *frame) decider(rows []*models.Model, k *site) *models.Model {
	for _, m := range rows {
		if m.Kind != models.KindSink && m.Guard == "" && f.argHolds(m, k) {
			return m
		}
	}
	return nil
}

// sinks reports the values the sink rows of a call read.
func (f *frame) sinks(rows []*models.Model, k *site) {
	for _, m := range rows {
		if m.Kind != models.KindSink || m.Always || !f.argHolds(m, k) {
			continue
		}
		for _, kind := range m.Sinks {
			r := sinkRules[kind]
			if m.Receiver {
				f.sink(r, k.n, k.rv, k.what)
			}
			for i, a := range k.av {
				if m.ReadsArg(i) && f.isData(k, i) {
					f.sink(r, k.n, a, k.what)
				}
			}
		}
	}
}

// isData reports whether argument i is data a sink reads: a callback is
// code, and an object of a closed type (a ProcessStartInfo) is checked
// where its properties are set.
func (f *frame) isData(k *site, i int) bool {
	if i >= len(k.args) {
		return true
	}
	a := k.args[i]
	if a.Kind == "lambda_expression" || a.Kind == "anonymous_method_expression" {
		return false
	}
	return !f.c.ix.closed(f.exprType(a))
}

// argHolds checks a row's condition on an argument: its constant, or its
// text when the analysis does not know it.
func (f *frame) argHolds(m *models.Model, k *site) bool {
	if len(m.ConstIn) == 0 && len(m.ConstNot) == 0 {
		return true
	}
	if m.ConstArg >= len(k.av) {
		return len(m.ConstIn) == 0
	}
	s, ok := k.av[m.ConstArg].str()
	if !ok && m.ConstArg < len(k.args) {
		s = strings.Join(strings.Fields(f.c.text(k.args[m.ConstArg])), "")
	}
	return m.ArgHolds(s)
}

// result is the value a deciding row gives a call that does not store
// into its receiver.
func (f *frame) result(m *models.Model, k *site, at *syntax.Node) *val {
	switch m.Kind {
	case models.KindSource:
		return &val{taint: true, flow: analysis.Flow{{Line: at.Line, What: f.c.text(at)}}}
	case models.KindSanitizer:
		var cx ctx
		for _, s := range m.Sanitizes {
			cx |= kindCtx[s]
		}
		return sanitized(k.all, cx)
	case models.KindBarrier:
		return &val{}
	}
	if m.Joins {
		return joined(k)
	}
	var r *val
	for _, fl := range m.Flows {
		if fl.To == "return" {
			if r == nil {
				r = k.input(fl.From)
			} else {
				r = union(r, k.input(fl.From))
			}
		}
	}
	if r == nil {
		return &val{}
	}
	// string.Format("... {0} ...", x), string.Concat("...", x): text
	// built from the constant parts.
	if lit, ok := builtLit(k, f.c.ix.textShapes[k.name]); ok && r.live() {
		nr := *r
		nr.lit = lit
		r = &nr
	}
	if p, ok := formatPrefix(k, f.c.ix.textShapes[k.name]); ok && r.live() && r.prefix == "" {
		nr := *r
		nr.prefix = p
		r = &nr
	}
	return r
}

// formatPrefix is the constant text before the first placeholder of
// string.Format's format (the first argument, or the second after an
// IFormatProvider): as with "https://host/" + x, a format that fixes the
// scheme and host leaves the arguments only the path and query.
func formatPrefix(k *site, shape string) (string, bool) {
	if shape != shapeFormat {
		return "", false
	}
	for i := 0; i < 2; i++ {
		if s, ok := k.arg(i).str(); ok {
			if j := strings.IndexByte(s, '{'); j >= 0 {
				return s[:j], true
			}
			return "", false
		}
	}
	return "", false
}

// builtLit is the constant text a formatting or concatenating call builds
// its result from: the format of Format and AppendFormat (the first
// argument, or the second after an IFormatProvider), the constant parts of
// Concat and Join.
//
// Beyond string.Format("...", x) the text counts only when it reads as a
// query (SQL, an LDAP filter, an XPath expression): a command line built
// with string.Format(CultureInfo.InvariantCulture, ...) (the form CA1305
// asks for) is mostly a program's own options around a path, as
// jellyfin's ffmpeg calls are.
// ldapFilterRE is an LDAP filter's comparison: (cn=, (&(uid=.
var ldapFilterRE = regexp.MustCompile(`\(\s*[\w.-]+\s*[~<>]?=`)

func builtLit(k *site, shape string) (string, bool) {
	if shape == shapeFormat {
		if s, ok := k.arg(0).str(); ok {
			return s, true
		}
	}
	lit, found := "", false
	switch shape {
	case shapeFormat, shapeAppendFmt:
		for i := 0; i < 2 && !found; i++ {
			lit, found = k.arg(i).str()
		}
	case shapeJoin:
		// string.Join(" ", "SELECT ...", "WHERE name = '" + name + "'"):
		// the constant parts with the separator between them.
		sep, _ := k.arg(0).str()
		for i := 1; i < len(k.av); i++ {
			if s, ok := k.arg(i).str(); ok {
				lit, found = lit+sep+s, true
			} else if k.arg(i).lit != "" {
				lit, found = lit+sep+k.arg(i).lit, true
			}
		}
	case shapeConcat:
		for i := range k.av {
			if s, ok := k.arg(i).str(); ok {
				lit, found = lit+s, true
			}
		}
	}
	if !found || !(sqlKeywordRE.MatchString(lit) || ldapFilterRE.MatchString(lit) || xpathRE.MatchString(lit)) {
		return "", false
	}
	return lit, true
}

// storesInReceiver reports whether a row says the call stores data in its
// receiver (a builder's Append, a list's Add).
func storesInReceiver(m *models.Model) bool {
	for _, fl := range m.Flows {
		if fl.To == "receiver" {
			return true
		}
	}
	return false
}

// outArgs gives the out arguments of a call their values: what a row's
// flow puts there (dict.TryGetValue(k, out v)), else nothing
// (int.TryParse(s, out n)).
func (f *frame) outArgs(k *site, m *models.Model) {
	c := f.c
	for i, a := range k.args {
		if a.Kind != "declaration_expression" && (a.Parent == nil || !strings.HasPrefix(c.text(a.Parent), "out ")) {
			continue
		}
		id := a
		if a.Kind == "declaration_expression" {
			id = a.Child("name")
		}
		if id == nil || id.Kind != "identifier" {
			continue
		}
		v := &val{}
		if m != nil {
			for _, fl := range m.Flows {
				if fl.To == fmt.Sprintf("arg%d", i) {
					v = union(v, k.input(fl.From))
				}
			}
		}
		f.env[c.text(id)] = v
	}
}
