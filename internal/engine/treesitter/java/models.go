package java

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// The Java analysis knows frameworks only through model rows (package
// models): this file turns them into an index the interpreter asks by
// receiver type and method name. A value's obj is the name of the model
// type it is an object of ("" for none).

// sinkRules are the rules each sink kind reports.
var sinkRules = models.SinkRules(ruleSQL, ruleCommand, rulePath, ruleLDAP, ruleXPath, ruleCode, ruleDeser, ruleSSRF,
	ruleXSS, ruleTrust, ruleRedirect, ruleHeader, ruleRandom, ruleCipher, ruleHash, ruleTLS, ruleXXE)

// alwaysWhy says what a sink row with always found, by its rule: the
// format of the message, given what the row's condition read and the
// call.
var alwaysWhy = map[*analysis.Rule]string{
	ruleCipher: "Broken cipher or ECB mode%s: %s",
	ruleHash:   "Broken hash function%s: %s",
	ruleTLS:    "Certificate or host name verification disabled%s: %s",
	ruleXXE:    "%[2]s used without disabling DTDs and external entities%[1]s",
}

// sourceKinds are the taint bits of the source kinds the analysis follows.
var sourceKinds = map[string]kinds{"remote": fromRequest, "weak-random": fromRandom}

// need is the taint a sink of rule r reports.
func need(r *analysis.Rule) kinds {
	if r == ruleRandom {
		return fromRandom
	}
	return fromRequest
}

// kindBit is the sanitizer bit of a sink kind.
func kindBit(kind string) contexts {
	for i, k := range models.SinkKinds {
		if k.Name == kind {
			return 1 << uint(i)
		}
	}
	return 0
}

// ruleContext is the sanitizer bit that makes data safe for rule r.
func ruleContext(r *analysis.Rule) contexts {
	for k, x := range sinkRules {
		if x == r {
			return kindBit(k)
		}
	}
	return 0
}

// index is the Java models, by receiver type and method.
type index struct {
	types   map[string]*models.Model // type rows by name
	classes map[string]string        // qualified class name → type
	simple  map[string][]string      // simple class name → qualified names
	calls   map[string]*callRows     // by receiver type; "" for any receiver
	byName  []*models.Model          // type rows with receiver-names
	params  []*models.Model
	handle  []*models.Model
	// prefixes: the handler rows with return-prefix, whose sink a returned
	// text reaches by its leading literal (Spring's "redirect:" + url).
	prefixes []*models.Model
	// containers: what a method does to its receiver's elements, by name;
	// factories: the container rows of static methods, by class.
	containers map[string]string
	factories  []*models.Model
	// guards: the rows of methods that check a value in a condition.
	guards map[string]*models.Model
	// patterns: the pattern guard rows of a class's methods, whose
	// argument 0 (a static call's) or receiver (checked-by's) is the
	// regular expression: Pattern.matches(re, x), re.matcher(x).matches().
	patterns []*models.Model
	// scalars: the simple names of the barrier type rows' classes, whose
	// values carry no text (Integer, UUID, LocalDate).
	scalars map[string]bool
	// normalizes: the methods that return a path without "." and ".."
	// elements (summary rows of shape normalizes: Path.normalize,
	// File.getCanonicalPath); keepsNormal those that return the same path
	// in another form (shape keeps-normal: toFile, getPath), by name.
	normalizes, keepsNormal map[string]bool
	// configDefaults: the configuration lookups whose argument 1 is the
	// default (shape config-default: getProperty), by name.
	configDefaults map[string]bool
	// keepsMemory: the calls that return, without arguments, the bytes
	// their receiver holds in memory (shape keeps-memory: toByteArray), by
	// name; memory: what a class's objects are to bytes in memory (a type
	// row's memory, models.MemoryRoles), by simple name.
	keepsMemory map[string]bool
	memory      map[string]string
	// regexReplace and literalReplace: the calls that replace, in their
	// receiver's text, every match of the regular expression argument 0
	// (String.replaceAll) or every occurrence of the literal argument 0
	// (String.replace) with argument 1 (lineBreaksRemoved).
	regexReplace, literalReplace map[string]bool
	// textShapes: the String methods that build text (shapes format,
	// join, concat and value-of), by shape, then by name: Class.method for
	// a row with type, a static call (String.format), and method for one
	// without, called on the text (formatted, concat).
	textShapes map[string]map[string]bool
	// folds: the String methods the analysis computes on a constant
	// (stringMethod), by name: the shape of each (foldShapes).
	folds map[string]string
	// hosts: the sanitizer rows of constructors whose scheme and host,
	// constant, fix the server a URL names (host-argument), by the class's
	// simple name.
	hosts map[string][]*models.Model
}

// callRows are one receiver type's call rows, found by method name: the
// rows naming it, and the rows with globs to try. Each list keeps file
// order, which decides which row gives a call's result.
type callRows struct {
	byName map[string][]*models.Model
	globs  []*models.Model
	order  map[*models.Model]int
}

func (cr *callRows) add(m *models.Model) {
	cr.order[m] = len(cr.order)
	for _, p := range m.Methods {
		if strings.Contains(p, "*") {
			if len(cr.globs) == 0 || cr.globs[len(cr.globs)-1] != m {
				cr.globs = append(cr.globs, m)
			}
		} else if l := cr.byName[p]; len(l) == 0 || l[len(l)-1] != m {
			cr.byName[p] = append(l, m)
		}
	}
}

// match returns the rows for a call of name, in file order.
func (cr *callRows) match(name string) []*models.Model {
	if cr == nil {
		return nil
	}
	out := cr.byName[name]
	for _, m := range cr.globs {
		if m.MatchMethod(name) && !slices.Contains(out, m) {
			out = append(slices.Clip(out), m)
			slices.SortStableFunc(out, func(a, b *models.Model) int { return cr.order[a] - cr.order[b] })
		}
	}
	return out
}

// javaModels is the index of the shipped rows, and of a user's.
var javaModels = models.NewIndex("java", newIndex)

var builtinIndex = javaModels.Builtin

// WithModels returns the Java analyzer with the user's models added to
// the shipped ones; an error names the row a model the Java analysis
// cannot use.
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	return javaModels.Analyzer(user, Analyzer, newAnalyzer)
}

func newIndex(rows []*models.Model) (*index, error) {
	types, err := models.Types(rows)
	if err != nil {
		return nil, err
	}
	ix := &index{types: types, classes: map[string]string{}, simple: map[string][]string{},
		calls: map[string]*callRows{}, containers: map[string]string{}, guards: map[string]*models.Model{}, scalars: map[string]bool{},
		normalizes: map[string]bool{}, keepsNormal: map[string]bool{}, configDefaults: map[string]bool{}, keepsMemory: map[string]bool{}, regexReplace: map[string]bool{}, literalReplace: map[string]bool{},
		textShapes: map[string]map[string]bool{}, folds: map[string]string{},
		memory: map[string]string{}, hosts: map[string][]*models.Model{}}
	for _, m := range rows {
		if m.Kind != models.KindType {
			continue
		}
		if err := ix.addType(m); err != nil {
			return nil, err
		}
	}
	for _, m := range rows {
		if err := m.CheckSinks("Java", sinkRules); err != nil {
			return nil, err
		}
		if m.Shape != "" && m.Kind != models.KindSummary {
			return nil, fmt.Errorf("%s: field shape: the Java analysis reads shapes on summary rows only", m.Where())
		}
		switch m.Kind {
		case models.KindParameter:
			ix.params = append(ix.params, m)
		case models.KindHandler:
			if m.ReturnSink != "" && sinkRules[m.ReturnSink] == nil {
				return nil, fmt.Errorf("%s: field return-sink: the Java analysis has no rule for %s yet", m.Where(), m.ReturnSink)
			}
			if m.ReturnPrefix != "" {
				ix.prefixes = append(ix.prefixes, m)
				continue
			}
			ix.handle = append(ix.handle, m)
		case models.KindType:
		case models.KindSanitizer, models.KindBarrier:
			if m.HostArgument != nil {
				// a constructor's, by the class's simple name: its class
				// types nothing it did not type before
				ix.hosts[simpleType(m.Type)] = append(ix.hosts[simpleType(m.Type)], m)
				continue
			}
			if m.Guard != "" {
				if err := ix.addGuard(m); err != nil {
					return nil, err
				}
				continue
			}
			ix.addCall(m)
		case models.KindSummary:
			if m.Shape != "" {
				if err := ix.addNormalizer(m); err != nil {
					return nil, err
				}
				continue
			}
			if m.Container != "" {
				if err := ix.addContainer(m); err != nil {
					return nil, err
				}
				continue
			}
			ix.addCall(m)
		default:
			ix.addCall(m)
		}
	}
	return ix, nil
}

// addType indexes a type row: its classes type the values the code
// declares or builds, unless it is a barrier or memory row, whose classes
// are read by their simple names for that alone.
func (ix *index) addType(m *models.Model) error {
	if m.Barrier || m.Memory != "" {
		// a barrier type is read only for parameters, a memory type only
		// where its object is built: their classes type nothing, so their
		// calls keep the rows they have
		field := "barrier"
		if m.Memory != "" {
			field = "memory"
		}
		if m.ReceiverNames != nil || m.Closed || m.Exact || m.Source != "" || len(m.Classes) == 0 || m.Barrier && m.Memory != "" {
			return fmt.Errorf("%s: field %s: a Java %s type row names classes alone", m.Where(), field, field)
		}
		for _, c := range m.Classes {
			if m.Barrier {
				ix.scalars[simpleType(c)] = true
			} else if _, ok := ix.memory[simpleType(c)]; !ok {
				ix.memory[simpleType(c)] = m.Memory
			}
		}
		return nil
	}
	if m.ReceiverNames != nil {
		ix.byName = append(ix.byName, m)
	}
	for _, c := range m.Classes {
		ix.addClass(c, m.Name)
	}
	return nil
}

// addGuard indexes a guard row: by method name without type, and a
// pattern row with type in patterns.
func (ix *index) addGuard(m *models.Model) error {
	if m.Type != "" {
		if m.Guard != "pattern" || len(m.Args) != 1 {
			return fmt.Errorf("%s: field guard: the Java analysis reads guard rows with type only of guard pattern, with the one checked argument in args", m.Where())
		}
		ix.patterns = append(ix.patterns, m)
		return nil
	}
	for _, name := range m.Methods {
		if _, ok := ix.guards[name]; !ok {
			ix.guards[name] = m
		}
	}
	return nil
}

// addContainer indexes a container row: a class's factory or
// constructor with type, a method of any container by name without.
func (ix *index) addContainer(m *models.Model) error {
	empty := m.Container == newEmpty || m.Container == newEmptyKeyed
	if empty && (m.Type == "" || !slices.Equal(m.Methods, []string{"new"})) {
		return fmt.Errorf("%s: field container: %s is a type's constructor (methods: [new])", m.Where(), m.Container)
	}
	if m.Container != "of" && !empty && containerOps[m.Container] == nil {
		return fmt.Errorf("%s: field container: the Java analysis does not do %s", m.Where(), m.Container)
	}
	if m.Type != "" {
		ix.factories = append(ix.factories, m)
		return nil
	}
	for _, name := range m.Methods {
		if _, ok := ix.containers[name]; !ok {
			ix.containers[name] = m.Container
		}
	}
	return nil
}

// Java's shapes, of summary rows alone: a path's normalization, read by
// method name on any receiver.
const (
	shapeNormalizes  = "normalizes"   // the call returns the path without "." and ".." elements
	shapeKeepsNormal = "keeps-normal" // the call returns a normalized path in another form
	// shapeConfigDefault: the call looks key argument 0 up in the
	// configuration with argument 1 its default (getProperty(k, "x")).
	shapeConfigDefault = "config-default"
	// shapeKeepsMemory: the call, without arguments, returns the bytes its
	// receiver holds (ByteArrayOutputStream.toByteArray()): a buffer's the
	// method filled itself are still its own.
	shapeKeepsMemory = "keeps-memory"
	// shapeRegexReplace and shapeLiteralReplace: the call replaces every
	// match of the regular expression argument 0 (replaceAll), or every
	// occurrence of the text argument 0 (replace), with argument 1.
	shapeRegexReplace   = "regex-replace"
	shapeLiteralReplace = "literal-replace"
)

// textShapeTypes are the shapes of the String methods that build text, and
// whether a row of each names the class of a static call (type) or a
// method called on the text (no type): format either
// (String.format(f, v...), f.formatted(v...)), join a static call
// (String.join(sep, parts...)), concat a method (s.concat(t)), value-of a
// static call (String.valueOf(x)).
var textShapeTypes = map[string]string{"format": "either", "join": "static", "concat": "method", "value-of": "static"}

// addTextShape files a row of a text-building shape (textShapes).
func (ix *index) addTextShape(m *models.Model) error {
	want := textShapeTypes[m.Shape]
	if len(m.Flows) > 0 || m.Returns != "" || want == "static" && m.Type == "" || want == "method" && m.Type != "" {
		return fmt.Errorf("%s: field shape: a %s row is a summary row without flow or returns, %s", m.Where(), m.Shape,
			map[string]string{"either": "with type for a static call, without for a method of the text",
				"static": "with type: the class of the static call", "method": "without type: a method of the text"}[want])
	}
	set := ix.textShapes[m.Shape]
	if set == nil {
		set = map[string]bool{}
		ix.textShapes[m.Shape] = set
	}
	for _, name := range m.Methods {
		if m.Type != "" {
			name = simpleType(m.Type) + "." + name
		}
		set[name] = true
	}
	return nil
}

// foldShapes are the shapes of the String methods the analysis computes on
// a constant (stringMethod): char-at (charAt(i), the char's code), trim
// (trim, strip: without the white space at either end), same (toString,
// intern: the text itself), upper-case and lower-case (toUpperCase,
// toLowerCase), length, substring (substring(i) and substring(i, j)) and
// equals (equals(t)).
var foldShapes = map[string]bool{"char-at": true, "trim": true, "same": true, "upper-case": true, "lower-case": true,
	"length": true, "substring": true, "equals": true}

// addFold files a row of a fold shape: a method of the text, on summary
// rows without type, flow or returns.
func (ix *index) addFold(m *models.Model) error {
	if m.Type != "" || len(m.Flows) > 0 || m.Returns != "" {
		return fmt.Errorf("%s: field shape: the Java analysis reads shape %s on a summary row without type, flow or returns: a method of a string", m.Where(), m.Shape)
	}
	for _, name := range m.Methods {
		ix.folds[name] = m.Shape
	}
	return nil
}

// staticText says whether Class.name (class as the code names it) is a
// static call of a text shape's rows; methodText whether name is a method
// of the text in them.
func (ix *index) staticText(shape, class, name string) bool {
	return ix.textShapes[shape][simpleType(class)+"."+name]
}

func (ix *index) methodText(shape, name string) bool { return ix.textShapes[shape][name] }

func (ix *index) addNormalizer(m *models.Model) error {
	if textShapeTypes[m.Shape] != "" {
		return ix.addTextShape(m)
	}
	if foldShapes[m.Shape] {
		return ix.addFold(m)
	}
	set := map[string]map[string]bool{shapeNormalizes: ix.normalizes, shapeKeepsNormal: ix.keepsNormal, shapeConfigDefault: ix.configDefaults,
		shapeKeepsMemory: ix.keepsMemory, shapeRegexReplace: ix.regexReplace, shapeLiteralReplace: ix.literalReplace}[m.Shape]
	if set == nil || m.Type != "" || len(m.Flows) > 0 || m.Returns != "" {
		return fmt.Errorf("%s: field shape: the Java analysis reads shapes %s, %s, %s, %s, %s and %s, on summary rows without type, flow or returns, and format, join, concat, value-of and the String folds (char-at, trim, same, upper-case, lower-case, length, substring, equals)", m.Where(),
			shapeNormalizes, shapeKeepsNormal, shapeConfigDefault, shapeKeepsMemory, shapeRegexReplace, shapeLiteralReplace)
	}
	for _, name := range m.Methods {
		set[name] = true
	}
	return nil
}

// addCall indexes a call row by its receiver's type.
func (ix *index) addCall(m *models.Model) {
	t := m.Type
	if t != "" && ix.types[t] == nil {
		if id, ok := ix.classes[t]; ok {
			t = id
		} else {
			ix.addClass(t, t)
		}
	}
	if ix.calls[t] == nil {
		ix.calls[t] = &callRows{byName: map[string][]*models.Model{}, order: map[*models.Model]int{}}
	}
	ix.calls[t].add(m)
}

func (ix *index) addClass(c, typ string) {
	if _, ok := ix.classes[c]; ok {
		return
	}
	ix.classes[c] = typ
	s := c[strings.LastIndexByte(c, '.')+1:]
	ix.simple[s] = append(ix.simple[s], c)
}

// rows returns the rows for a call of name on a receiver of type typ:
// the type's own, then those for any receiver.
func (ix *index) rows(typ, name string) []*models.Model {
	var typed []*models.Model
	if typ != "" {
		typed = ix.calls[typ].match(name)
	}
	return append(slices.Clip(typed), ix.calls[""].match(name)...)
}

// filters are the names an unsafe-deserialization row of typ's
// constructor gives without always (unless): the filters whose mention in
// the method that builds a stream makes it safe to read what is not the
// request's (ObjectInputFilter).
func (ix *index) closed(typ string) bool {
	t := ix.types[typ]
	return t != nil && t.Closed
}

// source is the taint an object of type typ stands for when a call is
// handed it: code the analysis cannot see (seen false) reads a request it
// is given; a method of the project whose summary shows the object reaching
// its result (seen true) draws from a generator. An exact type's object is
// the second kind: handed to unknown code, nothing says it is used.
func (ix *index) source(typ string, seen bool) kinds {
	if t := ix.types[typ]; t != nil && t.Exact == seen {
		return sourceKinds[t.Source]
	}
	return 0
}

// declaredType is the model type of a variable, parameter or field
// declared with the type written: none for exact types.
func (c *checker) declaredType(written string) string {
	t := c.typeOf(written)
	if x := c.ix.types[t]; x != nil && x.Exact {
		return objNone
	}
	return t
}

var genericsRE = regexp.MustCompile(`<.*>|\[\]|\s`)

// typeOf is the model type of a type name as written in the file: javac's
// resolution (the name qualified, a single-type import, an on-demand import,
// java.lang), and else the simple name when no import says otherwise.
func (c *checker) typeOf(written string) string {
	t := genericsRE.ReplaceAllString(written, "")
	if t == "" {
		return ""
	}
	if typ, ok := c.typeCache[t]; ok {
		return typ
	}
	typ := c.resolveType(t)
	c.typeCache[t] = typ
	return typ
}

func (c *checker) resolveType(t string) string {
	ix := c.ix
	if typ, ok := ix.classes[t]; ok && strings.Contains(t, ".") {
		return typ
	}
	first, rest, nested := strings.Cut(t, ".")
	if q, ok := c.imports[first]; ok {
		if nested {
			q += "." + rest
		}
		return ix.classes[q]
	}
	if nested {
		if ix.simple[first] == nil {
			return ""
		}
		t = t[strings.LastIndexByte(t, '.')+1:]
	}
	cands := ix.simple[t]
	for _, q := range cands {
		pkg := q[:max(strings.LastIndexByte(q, '.'), 0)]
		if pkg == "java.lang" || pkg == c.pkg || slices.Contains(c.onDemand, pkg) {
			return ix.classes[q]
		}
	}
	if len(cands) > 0 && c.types[t] == nil {
		return ix.classes[cands[0]]
	}
	return ""
}

// receiverType is the model type of a call of name's receiver: the
// object's own, a class named as the receiver of a static call, or, for a
// receiver the analysis knows nothing of, a type whose receiver-names
// match its text and that has rows for the method.
func (f *frame) receiverType(obj *syntax.Node, rv *val, name string) string {
	if obj == nil {
		return ""
	}
	if rv != nil && rv.obj != objNone {
		return rv.obj
	}
	text := f.c.text(obj)
	if obj.Kind == "identifier" || obj.Kind == "field_access" || obj.Kind == "scoped_identifier" {
		text = strings.Join(strings.Fields(text), "")
		root, _, _ := strings.Cut(text, ".")
		_, isVar := f.env[root]
		if _, typed := f.types[root]; !isVar && !typed && f.c.consts[root] == nil {
			if t := f.c.typeOf(text); t != "" {
				return t
			}
		}
	}
	for _, m := range f.c.ix.byName {
		if len(f.c.ix.calls[m.Name].match(name)) > 0 && m.ReceiverNames.MatchString(text) {
			return m.Name
		}
	}
	return ""
}

// annotations are the annotations among a declaration's modifiers.
func (c *checker) annotations(decl *syntax.Node) []string {
	mods := decl.FirstNamed("modifiers")
	if mods == nil {
		return nil
	}
	var out []string
	for _, a := range mods.Children {
		if a.Kind == "annotation" || a.Kind == "marker_annotation" {
			out = append(out, c.text(a))
		}
	}
	return out
}

func anyAnnotation(pats, anns []string) bool {
	for _, a := range anns {
		if models.MatchAnnotation(pats, a) {
			return true
		}
	}
	return false
}

// paramSource is the label of a parameter the models make a source:
// annotated as request data, or a plain parameter of a request handler.
func (c *checker) paramSource(m *method, p *syntax.Node) (string, kinds) {
	// A number, a boolean, a date or a UUID bound from the request holds
	// no text of the sender's choosing: @PathVariable long id.
	if c.scalarParam(p) {
		return "", 0
	}
	anns := c.annotations(p)
	for _, r := range c.ix.params {
		for _, a := range anns {
			if models.MatchAnnotation(r.Annotations, a) {
				return a[:strings.IndexAny(a+"(", "(")], sourceKinds[r.Source]
			}
		}
	}
	if len(anns) > 0 || strings.Contains(c.text(p.FirstNamed("modifiers")), "@") {
		return "", 0
	}
	typ := simplifyType(c.text(p.Child("type")))
	for _, r := range c.ix.handle {
		if r.Source != "" && slices.Contains(r.ParameterTypes, typ) && c.isHandler(m, r) {
			return "handler parameter", sourceKinds[r.Source]
		}
	}
	return "", 0
}

// isHandler reports whether a method is a handler of row r: it has one of
// the row's annotations and none of its not-annotations (a mapping that
// produces JSON or plain text returns no page).
func (c *checker) isHandler(m *method, r *models.Model) bool {
	anns := c.annotations(m.decl)
	if !anyAnnotation(r.Annotations, anns) || anyAnnotation(r.NotAnnotations, anns) {
		return false
	}
	if len(r.ClassAnnotations) == 0 {
		return true
	}
	for p := m.decl.Parent; p != nil; p = p.Parent {
		if p.Kind == "class_declaration" {
			return anyAnnotation(r.ClassAnnotations, c.annotations(p))
		}
	}
	return false
}

// bodySink is the rule a handler's return value reaches, or nil.
func (c *checker) bodySink(m *method) *analysis.Rule {
	t := m.decl.Child("type")
	if t == nil {
		return nil
	}
	typ := simplifyType(c.text(t))
	for _, r := range c.ix.handle {
		if r.ReturnSink != "" && slices.Contains(r.ReturnTypes, typ) && c.isHandler(m, r) {
			return sinkRules[r.ReturnSink]
		}
	}
	return nil
}

// prefixSink is the rule a method's returned expression x reaches by its
// leading string literal (a handler row's return-prefix), or nil. A
// method whose return value is the response body (m.body) writes the text
// as it is, and a longer literal ("redirect:/owners/" + id) leaves the
// data only the rest.
func (c *checker) prefixSink(m *method, x *syntax.Node) *analysis.Rule {
	if m.body != nil || x == nil {
		return nil
	}
	for _, r := range c.ix.prefixes {
		if strings.HasPrefix(c.text(x), strconv.Quote(r.ReturnPrefix)) && (len(r.Annotations) == 0 || c.isHandler(m, r)) {
			return sinkRules[r.ReturnSink]
		}
	}
	return nil
}

var qualifiedRE = regexp.MustCompile(`[\w$]+\.`)

// simplifyType writes a type without packages or spaces:
// java.util.List<java.lang.String> → List<String>.
func simplifyType(t string) string {
	return qualifiedRE.ReplaceAllString(strings.Join(strings.Fields(t), ""), "")
}

// modelCall applies the rows for a call of name on a receiver of model
// type typ: it reports the sinks they name, and returns the value the
// first source, sanitizer, barrier or summary row gives (done), or clean
// for an unmodelled method of a closed type. mutates: a row says the
// call stores its arguments in its receiver.
func (f *frame) modelCall(n *syntax.Node, typ, name string, rv *val, argNodes []*syntax.Node, av []*val) (res *val, done, mutates bool) {
	callText := analysis.Short(f.c.text(n))
	for _, m := range f.c.ix.rows(typ, name) {
		if m.Kind == models.KindSink {
			f.modelSink(m, n, rv, argNodes, av, callText)
			continue
		}
		if !f.argHolds(m, argNodes, av) {
			continue
		}
		for _, fl := range m.Flows {
			mutates = mutates || fl.To == "receiver"
		}
		if m.Kind == models.KindSource {
			f.fillArgs(m, n, argNodes, callText)
		}
		if res == nil {
			res = f.modelResult(m, n, rv, av, callText)
		}
	}
	if res != nil {
		return res, true, mutates
	}
	if name != "new" && f.c.ix.closed(typ) {
		return clean, true, false
	}
	return nil, false, mutates
}

// modelResult is the value a row gives a call, or nil when the row does
// not decide it (a summary that only stores into the receiver).
func (f *frame) modelResult(m *models.Model, n *syntax.Node, rv *val, av []*val, callText string) *val {
	switch m.Kind {
	case models.KindSource:
		return &val{k: sourceKinds[m.Source], flow: (*step)(nil).push(n.Line, callText)}
	case models.KindSanitizer:
		var ctx contexts
		for _, k := range m.Sanitizes {
			ctx |= kindBit(k)
		}
		// The data the result carries: the arguments the row names (all
		// by default) and, with receiver, the receiver's (File.getName(),
		// Path.getFileName()).
		in := clean
		if m.Receiver {
			in = taintOf(rv)
		}
		for i, a := range av {
			if m.ReadsArg(i) {
				in = union(in, a)
			}
		}
		return encoded(in, ctx)
	case models.KindBarrier:
		return cleaned(anyArg(av))
	}
	if m.None {
		return clean
	}
	var r *val
	for _, fl := range m.Flows {
		if fl.To == "return" {
			r = union(r, flowInput(fl.From, rv, av))
		}
	}
	switch {
	case m.Returns == "receiver" && rv != nil:
		return rv
	case m.Returns != "":
		v := *orClean(withStep(r, n.Line, callText))
		v.obj = m.Returns
		return &v
	case r != nil:
		return withStep(r, n.Line, callText)
	}
	return nil
}

// fillArgs taints the variables a source row fills (Random.nextBytes).
func (f *frame) fillArgs(m *models.Model, n *syntax.Node, argNodes []*syntax.Node, callText string) {
	v := &val{k: sourceKinds[m.Source], flow: (*step)(nil).push(n.Line, callText)}
	for _, i := range m.IntoArgs {
		if i < len(argNodes) {
			if root := rootVar(f.c, argNodes[i]); root != "" {
				f.env[root] = withStep(union(f.env[root], v), n.Line, root)
			}
		}
	}
}

// flowInput is the value at one end of a summary's flow.
func flowInput(from string, rv *val, av []*val) *val {
	switch {
	case from == "receiver":
		return taintOf(rv)
	case from == "args":
		return anyArg(av)
	}
	var i int
	if _, err := fmt.Sscanf(from, "arg%d", &i); err == nil && i < len(av) {
		return av[i]
	}
	return clean
}

// modelSink reports the values a sink row reads.
func (f *frame) modelSink(m *models.Model, n *syntax.Node, rv *val, argNodes []*syntax.Node, av []*val, callText string) {
	if !f.argHolds(m, argNodes, av) || !f.returnsOneOf(m.MethodReturns) {
		return
	}
	if m.Always {
		f.alwaysSink(m, n, av, callText)
		return
	}
	// A chain over several lines is reported where the sink's name is.
	if nm := n.Child("name"); nm != nil && n.Kind == "method_invocation" {
		n = nm
	}
	for _, kind := range m.Sinks {
		r := sinkRules[kind]
		if m.Receiver && rv != nil {
			f.sink(r, n, rv, need(r), callText)
		}
		if m.Receiver && m.Args == nil {
			continue
		}
		for i, a := range av {
			// An object of a closed type (a response's writer) is not text.
			if m.ReadsArg(i) && !f.c.ix.closed(a.obj) {
				f.sink(r, n, a, need(r), callText)
			}
		}
		if len(av) > 0 && m.ReadsArg(0) {
			f.builtText(r, n, av[0])
		}
		// A search's filter follows its base name; an EL expression
		// follows its context; a row that names its arguments names the
		// text (new SqlUpdate(dataSource, sql)), where a row of every
		// argument may read bound values after it.
		if r == ruleLDAP || r == ruleCode || m.Args != nil {
			for i := 1; i < len(av); i++ {
				if m.ReadsArg(i) {
					f.builtText(r, n, av[i])
				}
			}
		}
		// exec(new String[]{"sh", "-c", "ls " + dir}) and new
		// ProcessBuilder("bash", "-c", cmd): the text a shell runs is
		// the argument after -c, inside the array or the varargs.
		if r == ruleCommand {
			for _, parts := range [][]*val{av, firstElems(av)} {
				if i := shellScript(parts); i > 0 && m.ReadsArg(min(i, len(av)-1)) {
					f.builtText(r, n, parts[i])
				}
			}
		}
	}
}

// argHolds checks a row's condition on an argument: its constant, or its
// text when the analysis does not know it.
func (f *frame) argHolds(m *models.Model, argNodes []*syntax.Node, av []*val) bool {
	if len(m.ConstIn) == 0 && len(m.ConstNot) == 0 {
		return true
	}
	if m.ConstArg >= len(av) {
		return len(m.ConstIn) == 0
	}
	s, ok := av[m.ConstArg].str()
	// An object the models type is matched by its type's name too
	// (new Scanner(file) opens a jdk.File; new Scanner(text) reads text).
	// With const-not-in alone, an object of a type it names fails the row
	// (Files.copy(in, target) reads a stream, not a path).
	if t := av[m.ConstArg].obj; !ok && t != objNone {
		if m.ArgHolds(t) {
			return true
		}
		if len(m.ConstIn) == 0 {
			return false
		}
	}
	if !ok && m.ConstArg < len(argNodes) {
		s = strings.Join(strings.Fields(f.c.text(argNodes[m.ConstArg])), "")
	}
	return m.ArgHolds(s)
}

// returnsOneOf reports whether the method under analysis is declared to
// return one of types; true when types is empty.
func (f *frame) returnsOneOf(types []string) bool {
	if len(types) == 0 {
		return true
	}
	if f.m == nil || f.m.decl.Child("type") == nil {
		return false
	}
	return slices.Contains(types, simplifyType(f.c.text(f.m.decl.Child("type"))))
}

// factory is the container row of a static method of a class, named as
// written (Arrays, java.util.Arrays), or nil.
func (ix *index) factory(class, name string) *models.Model {
	for _, m := range ix.factories {
		if (m.Type == class || strings.HasSuffix(m.Type, "."+class)) && m.MatchMethod(name) {
			return m
		}
	}
	return nil
}

// firstElems is the elements of the first argument when it is an array
// the analysis tracked.
func firstElems(av []*val) []*val {
	if len(av) == 0 {
		return nil
	}
	return av[0].elems
}

// shellScript returns the index of the script in a shell's argument list
// ("sh", "-c", script; "cmd.exe", "/c", script), or 0 when the list does
// not run a shell's -c.
func shellScript(parts []*val) int {
	for i := 0; i+1 < len(parts); i++ {
		if s, ok := parts[i].str(); ok && (s == "-c" || strings.EqualFold(s, "/c")) {
			return i + 1
		}
	}
	return 0
}

// scalarParam reports a parameter whose type holds no text: a primitive,
// a class of a barrier type row (Integer, UUID, LocalDate), or an enum of
// the project (Spring and JAX-RS bind a request string to one of its
// constants, and reject any other: @RequestParam SortField sort).
func (c *checker) scalarParam(p *syntax.Node) bool {
	t := p.Child("type")
	if t == nil {
		return false
	}
	if t.Kind == "integral_type" || t.Kind == "floating_point_type" || t.Kind == "boolean_type" ||
		c.ix.scalars[simpleType(c.text(t))] {
		return true
	}
	ci := c.resolve(c.text(t))
	return ci != nil && ci.decl.Kind == "enum_declaration"
}

// alwaysSink reports a row that makes the call a weakness whatever data
// reaches it (Cipher.getInstance("DES")), with the constant its condition
// read, as far as the analysis sees constants: a literal, a final field, a
// configuration lookup's default.
func (f *frame) alwaysSink(m *models.Model, n *syntax.Node, av []*val, callText string) {
	if slices.Equal(m.Sinks, []string{"unsafe-deserialization"}) {
		f.alwaysDeser(m, n, av, callText)
		return
	}
	if n.Kind == "object_creation_expression" && n.FirstNamed("class_body") != nil {
		return // an anonymous subclass: it may change what the row says
	}
	if len(m.Unless) > 0 && f.c.settingMentioned(n, m.Unless) {
		return
	}
	if len(m.Builds) > 0 && f.c.buildsOnly(n, m) {
		return
	}
	what := ""
	if len(m.ConstIn)+len(m.ConstNot) > 0 && m.ConstArg < len(av) {
		if s, ok := av[m.ConstArg].str(); ok {
			what = fmt.Sprintf(" %q", s)
			if av[m.ConstArg].dflt {
				what += " (the configuration lookup's default)"
			}
		}
	}
	for _, kind := range m.Sinks {
		r := sinkRules[kind]
		f.c.report(r, n, r.Severity, alwaysWhy[r], what, callText)
	}
}

// buildsOnly reports an object its method uses only to build what it
// writes, by the row's builds and reads: an XML factory for newDocument(),
// an identity Transformer over a DOMSource, reads no XML, so no entity is
// resolved. An object kept in a field or returned may be used elsewhere.
func (c *checker) buildsOnly(n *syntax.Node, row *models.Model) bool {
	m := n.Ancestor("method_declaration", "constructor_declaration")
	if m == nil || n.Ancestor("return_statement") != nil || n.Ancestor("assignment_expression") != nil {
		return false
	}
	src := c.text(m)
	mentions := func(s string) bool { return strings.Contains(src, s) }
	return !slices.ContainsFunc(row.Reads, mentions) && slices.ContainsFunc(row.Builds, mentions)
}

// settingMentioned reports whether the code that makes an object mentions
// one of the settings: the method that makes it (so a file mixing hardened
// and open parsers is judged per method), or the whole file when the
// object is made outside a method, is returned to a caller, or the method
// calls a method of this file (on nothing, this, or a class of the file)
// that mentions one. A setting "a & b"
// needs both names.
func (c *checker) settingMentioned(n *syntax.Node, settings []string) bool {
	mentions := func(src string) bool {
		for _, s := range settings {
			all := true
			for _, part := range strings.Split(s, "&") {
				all = all && strings.Contains(src, strings.TrimSpace(part))
			}
			if all {
				return true
			}
		}
		return false
	}
	m := n.Ancestor("method_declaration", "constructor_declaration")
	if m == nil || returned(n) {
		return mentions(c.code(c.tree.Root))
	}
	if mentions(c.withConstants(m)) {
		return true
	}
	helpers := map[string]bool{}
	for _, d := range c.tree.Root.Find("method_declaration") {
		if d != m && mentions(c.withConstants(d)) {
			helpers[c.text(d.Child("name"))] = true
		}
	}
	classes := map[string]bool{}
	for _, d := range c.tree.Root.Find("class_declaration", "enum_declaration") {
		classes[c.text(d.Child("name"))] = true
	}
	for _, call := range m.Find("method_invocation") {
		// A method of this file: called on nothing, on this, or on a class
		// the file declares; builder.parse(in) is the parser's own method,
		// whatever a method of the file is called.
		obj := call.Child("object")
		own := obj == nil || obj.Kind == "this" || (obj.Kind == "identifier" && classes[c.text(obj)])
		if own && helpers[c.text(call.Child("name"))] {
			return mentions(c.code(c.tree.Root))
		}
	}
	return false
}

// returned reports an object its method hands to the caller, who may
// harden it (return DocumentBuilderFactory.newInstance();), and not one
// the method uses up in the returned expression (return new
// SAXReader().read(in);), which no caller can change.
func returned(n *syntax.Node) bool {
	r := n.Ancestor("return_statement")
	if r == nil {
		return false
	}
	e := r.FirstNamed("")
	for e != nil && e.Kind == "parenthesized_expression" {
		e = e.FirstNamed("")
	}
	return e == n
}

// withConstants is a method's code followed by the declarations of the
// file's fields it names: a setting held in a constant
// (FEATURE = "http://apache.org/xml/features/disallow-doctype-decl") is
// named where the constant is used.
func (c *checker) withConstants(m *syntax.Node) string {
	src := c.code(m)
	var b strings.Builder
	b.WriteString(src)
	for _, fd := range c.tree.Root.Find("field_declaration") {
		for _, d := range fd.ChildrenOf("declarator") {
			if name := c.text(d.Child("name")); name != "" && hasIdent(src, name) {
				b.WriteString("\n")
				b.WriteString(c.code(fd))
				break
			}
		}
	}
	return b.String()
}

// hasIdent reports whether src names name as a whole identifier.
func hasIdent(src, name string) bool {
	ident := func(b byte) bool {
		return b == '_' || b == '$' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
	}
	for i := 0; ; {
		j := strings.Index(src[i:], name)
		if j < 0 {
			return false
		}
		at, end := i+j, i+j+len(name)
		if (at == 0 || !ident(src[at-1])) && (end == len(src) || !ident(src[end])) {
			return true
		}
		i = at + 1
	}
}

// code is n's text with its comments blanked: a setting named in a
// comment ("// TODO disallow-doctype-decl") hardens nothing, and must not
// silence the finding.
func (c *checker) code(n *syntax.Node) string {
	comments := n.Find("line_comment", "block_comment")
	if len(comments) == 0 {
		return c.text(n)
	}
	b := []byte(c.text(n))
	for _, k := range comments {
		for i := k.Start - n.Start; i < k.End-n.Start && int(i) < len(b); i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// alwaysDeser reports a deserializer that builds the classes its data
// names (a sink row with always: XMLDecoder, ObjectInputStream) made in a
// method on data that is not visibly the request's, at Medium: where the
// request's data reaches it the row without always reports it. With
// unless, a filter the method mentions (ObjectInputFilter) or bytes the
// method wrote into a buffer of its own and reads back (a deep copy by
// serialization: objects it had) make it no finding.
func (f *frame) alwaysDeser(m *models.Model, n *syntax.Node, av []*val, callText string) {
	if anyArg(av).k&fromRequest != 0 || f.m == nil {
		return
	}
	typ := m.Type[strings.LastIndex(m.Type, ".")+1:]
	if len(m.Unless) == 0 {
		f.c.report(ruleDeser, n, finding.Medium, "%s runs the constructors and method calls its data names: %s", typ, callText)
		return
	}
	if len(av) == 1 && av[0].mem || f.c.mentions(f.m.decl, m.Unless...) {
		return
	}
	article := "a"
	if strings.ContainsAny(m.Unless[0][:1], "AEIOU") {
		article = "an"
	}
	f.c.report(ruleDeser, n, finding.Medium, "%s without %s %s: %s", typ, article, m.Unless[0], callText)
}
