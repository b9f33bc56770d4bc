package python

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// sinkRules are the rules of the sink kinds the models name.
var sinkRules = models.SinkRules(ruleCmd, ruleCode, ruleTemplate, ruleSQL, rulePath, ruleXPath, ruleXSS, ruleRedirect,
	ruleSSRF, ruleDeser, ruleLDAP, ruleXXE, ruleTrust, ruleHeader, ruleLog, ruleRandom, ruleWeakHash, ruleWeakCipher, ruleTLS,
	ruleWeakPwHash, ruleCookie, ruleHTTPOnly, ruleFlaskDebug, ruleDebugSetting)

// sanitizerClasses are the sanitizer classes of the sink kinds.
var sanitizerClasses = map[string]class{
	"sql-injection": cSQL, "command-injection": cCmd, "code-injection": cCode, "path-traversal": cPath,
	"ldap-injection": cLDAP, "xpath-injection": cXPath, "xss": cXSS, "open-redirect": cRedirect, "ssrf": cSSRF,
	"unsafe-deserialization": cDeser, "xxe": cXXE, "trust-boundary": cTrust, "header-injection": cHeader,
	"log-injection": cLog, "template-injection": cTemplate,
}

// noReturn is the type a summary returns for a call that never returns
// (typing.NoReturn: sys.exit, flask.abort).
const noReturn = "NoReturn"

// tables are the model rows a Python analysis reads, indexed: call rows
// by the qualified name they match (module.function, module.Class, or a
// builtin's name), or by the type row whose objects' methods they match;
// rows without type also match methods on values of any type.
type tables struct {
	byName  map[string][]*models.Model // "os.system", "open"
	byGlob  map[string][]*models.Model // "os" for os.exec*
	byType  map[string][]*models.Model // "http" for a requests.Session's get
	untyped []*models.Model
	// settings are the sink rows with always (settings.go).
	settings settingIndex
	types    map[string]*models.Model
	order    []string          // the type rows' names, in row order
	ctors    map[string]string // qualified class -> type
	objects  map[string]string // qualified object -> type
	// routes are the names of the decorators that make a function a
	// request handler (@app.route, @router.get); views the handler rows
	// that name view classes and their handler methods (Django's View).
	routes []string
	views  []*models.Model
	// frameworks are the handler rows with imports: what a file that
	// imports one of them makes of its functions (handlerShapes).
	frameworks []*models.Model
	// events are the handler rows of shape event: the names of the
	// functions a platform calls with the event that triggered it.
	events []*models.Model
	// paced matches an await of a pacing row's call (await
	// asyncio.sleep(1)); nil when there is none.
	paced *regexp.Regexp
	// mutables are the summary rows of shape mutable-container: calls
	// that build a new mutable container (mutableDefault).
	mutables []*models.Model
	// converters are the barrier rows of shape url-converter: Werkzeug
	// URL converters whose captures carry no text of the client's.
	converters []*models.Model
	// macDigests are the sanitizer rows of shape mac-digest: where a
	// keyed MAC takes its hash function.
	macDigests []*models.Model
	// passwordHashes are the sanitizer rows of shape password-hash: the
	// slow, work-factored password hashes, by their callee's text.
	passwordHashes []*models.Model
	// keepsNormal are the calls, by qualified name, of the summary rows of
	// shape keeps-normal: a normalized path passed through one is still
	// normalized (os.fspath(p)).
	keepsNormal map[string]bool
	// affixes are the barrier rows of shape prefix-check or suffix-check,
	// by method: the shape of each.
	affixes map[string]string
	// strShapes are the summary rows of shape str-replace, str-join or
	// str-format, by method: the shape of each (strMethod, valueMethod).
	strShapes map[string]string
	// conditions are the rows whose condition names constants (const-in).
	conditions []*models.Model
	// containers are the summary rows with container: the operation of a
	// list's or a dict's method, by "list.append" (methods.go).
	containers map[string]string
}

func qualified(m *models.Model, name string) string {
	if m.Type == "" {
		return name
	}
	return m.Type + "." + name
}

// newTables indexes the rows and checks that this analysis can read them.
func newTables(rows []*models.Model) (*tables, error) {
	t := &tables{byName: map[string][]*models.Model{}, byGlob: map[string][]*models.Model{},
		byType: map[string][]*models.Model{}, types: map[string]*models.Model{}, ctors: map[string]string{},
		objects: map[string]string{}, containers: map[string]string{}, keepsNormal: map[string]bool{}, affixes: map[string]string{}, strShapes: map[string]string{}, settings: settingIndex{byMethod: map[string][]*models.Model{}}}
	for _, m := range rows {
		if m.Kind == models.KindType {
			t.types[m.Name] = m
			t.order = append(t.order, m.Name)
			for _, c := range m.Classes {
				t.ctors[c] = m.Name
			}
			for _, o := range m.Objects {
				t.objects[o] = m.Name
			}
		}
	}
	var paced []*models.Model
	for _, m := range rows {
		if err := t.check(m); err != nil {
			return nil, err
		}
		if len(m.ConstIn) > 0 {
			t.conditions = append(t.conditions, m)
		}
		switch {
		case m.Kind == models.KindType:
		case m.Kind == models.KindPacing:
			paced = append(paced, m)
		case m.Container != "":
			t.addContainer(m)
		case m.Shape == shapeMutable:
			t.mutables = append(t.mutables, m)
		case m.Shape == shapeURLConverter:
			t.converters = append(t.converters, m)
		case m.Shape == shapeMACDigest:
			t.macDigests = append(t.macDigests, m)
		case m.Shape == shapePasswordHash:
			t.passwordHashes = append(t.passwordHashes, m)
		case m.Shape == shapePrefixCheck || m.Shape == shapeSuffixCheck:
			for _, name := range m.Methods {
				t.affixes[name] = m.Shape
			}
		case strShapes[m.Shape]:
			for _, name := range m.Methods {
				t.strShapes[name] = m.Shape
			}
		case m.Shape == shapeKeepsNormal:
			for _, name := range m.Methods {
				t.keepsNormal[m.Type+"."+name] = true
			}
		case m.Always:
			t.settings.add(m)
		case m.Kind == models.KindHandler && len(m.ClassNames) > 0:
			t.views = append(t.views, m)
		case m.Kind == models.KindHandler && m.Shape == shapeEvent:
			t.events = append(t.events, m)
		case m.Kind == models.KindHandler:
			t.routes = append(t.routes, m.Annotations...)
			if len(m.Imports) > 0 {
				t.frameworks = append(t.frameworks, m)
			}
		case t.types[m.Type] != nil:
			t.byType[m.Type] = append(t.byType[m.Type], m)
		default:
			if m.Type == "" {
				t.untyped = append(t.untyped, m)
			}
			for _, name := range m.Methods {
				if strings.Contains(name, "*") {
					t.byGlob[m.Type] = append(t.byGlob[m.Type], m)
				} else {
					t.byName[qualified(m, name)] = append(t.byName[qualified(m, name)], m)
				}
			}
		}
	}
	if alt := models.CallAlternation(paced); alt != "" {
		t.paced = regexp.MustCompile(`^await\s+[\w.]*\b(` + alt + `)\s*\(`)
	}
	return t, nil
}

func (t *tables) check(m *models.Model) error {
	if m.Kind == models.KindHandler {
		return checkHandler(m)
	}
	if m.Container != "" {
		return checkContainer(m)
	}
	if m.Shape == shapeMACDigest {
		if m.Kind != models.KindSanitizer || !slices.Equal(m.Sanitizes, []string{"weak-hash"}) || len(m.Args)+len(m.Keywords) == 0 {
			return fmt.Errorf("%s: field shape: %s is the shape of a sanitizer row of weak-hash alone that names args or keywords", m.Where(), shapeMACDigest)
		}
		return nil
	}
	if m.Shape == shapeKeepsNormal {
		if m.Kind != models.KindSummary || m.Type == "" || len(m.Flows) > 0 || m.Returns != "" || m.Container != "" ||
			slices.ContainsFunc(m.Methods, func(s string) bool { return strings.Contains(s, "*") }) {
			return fmt.Errorf("%s: field shape: %s is the shape of a summary row with type and methods (no globs), and no flow, returns or container", m.Where(), shapeKeepsNormal)
		}
		return nil
	}
	if m.Shape == shapePasswordHash {
		if m.Kind != models.KindSanitizer || !slices.Equal(m.Sanitizes, []string{"weak-password-hash"}) || m.Type != "" {
			return fmt.Errorf("%s: field shape: %s is the shape of a sanitizer row of weak-password-hash alone, without type", m.Where(), shapePasswordHash)
		}
		return nil
	}
	for _, k := range m.Sanitizes {
		if _, ok := sanitizerClasses[k]; !ok {
			return fmt.Errorf("%s: field sanitizes: the Python analysis has no sanitizer class for %s", m.Where(), k)
		}
	}
	if err := checkGuard(m); err != nil {
		return err
	}
	if err := m.CheckSinks("Python", sinkRules); err != nil {
		return err
	}
	if r := m.Returns; r != "" && r != noReturn && r != "receiver" && t.types[r] == nil {
		return fmt.Errorf("%s: field returns: %q is not a type row's name", m.Where(), r)
	}
	if b := m.Becomes; b != "" && t.types[b] == nil {
		return fmt.Errorf("%s: field becomes: %q is not a type row's name", m.Where(), b)
	}
	return nil
}

// checkContainer checks a summary row with container: its type is list or
// dict, the container operation one the analysis does on that receiver,
// and the row says nothing else of the call.
func checkContainer(m *models.Model) error {
	ops := map[string]map[string]containerFunc{containerList: listOps, containerDict: dictOps}[m.Type]
	switch {
	case ops == nil:
		return fmt.Errorf("%s: field type: a Python container row's type is %s (a list's or tuple's elements) or %s (a mapping's or a config's), got %q",
			m.Where(), containerList, containerDict, m.Type)
	case ops[m.Container] == nil:
		return fmt.Errorf("%s: field container: the Python analysis does %s on a %s, not %s", m.Where(), strings.Join(opNames(ops), ", "), m.Type, m.Container)
	case len(m.Flows) > 0 || m.None || m.Returns != "" || m.Shape != "" || m.Property:
		return fmt.Errorf("%s: field container: a Python container row says what the call does to the elements, and nothing else", m.Where())
	case slices.ContainsFunc(m.Methods, func(s string) bool { return strings.Contains(s, "*") }):
		return fmt.Errorf("%s: field methods: a Python container row names methods, without globs", m.Where())
	}
	return nil
}

func opNames(ops map[string]containerFunc) []string {
	var out []string
	for op := range ops {
		out = append(out, op)
	}
	slices.Sort(out)
	return out
}

// addContainer indexes a container row's methods; the first row to name
// a method keeps it.
func (t *tables) addContainer(m *models.Model) {
	for _, name := range m.Methods {
		if _, ok := t.containers[m.Type+"."+name]; !ok {
			t.containers[m.Type+"."+name] = m.Container
		}
	}
}

// The shapes of a handler row: how a request handler receives the
// request.
const (
	// shapeRoute: a route decorator's function (Flask): its parameters
	// are the URL's captures, and the string it returns is the page.
	shapeRoute = "route"
	// shapeEndpoint: in a file that imports one of the row's imports, a
	// route decorator's function whichever row names the decorator
	// (FastAPI's app inherits Starlette's route) is an endpoint whose
	// parameters are read by their declared type and default.
	shapeEndpoint = "endpoint"
	// shapeRequestParameter: in a file that imports one of the row's
	// imports, a parameter named request (first, or after self) is the
	// request object, and the function is a view whose other parameters
	// are the URL's captures when it returns one of the row's responses
	// (Django's render, HttpResponse) or is a view class's handler method.
	shapeRequestParameter = "request-parameter"
	// shapeEvent: a module-level function named as one of the row's
	// methods (globs) whose parameters are (event, context) is called by
	// a platform with the event that triggered it (AWS Lambda behind API
	// Gateway): the event is request data.
	shapeEvent = "event"
	// shapeViewMethod is no row's shape but what a view class row makes
	// of a handler method that takes no request parameter (Tornado's
	// RequestHandler.get(self, *captures)): its parameters after self are
	// the URL's captures.
	shapeViewMethod = "view-method"
)

// checkHandler checks a handler row: it names route decorators
// (annotations, shape route or endpoint), view classes (class-names), or
// the imports of a framework whose functions take the request as a
// parameter (shape request-parameter, with responses).
func checkHandler(m *models.Model) error {
	forms := 0
	for _, n := range []int{len(m.Annotations), len(m.ClassNames)} {
		if n > 0 {
			forms++
		}
	}
	if m.Shape == shapeRequestParameter || m.Shape == shapeEvent {
		forms++
	}
	switch {
	case forms != 1:
		return fmt.Errorf("%s: field annotations: a Python handler row names route decorators (annotations), view classes (class-names), or is a request-parameter or event row", m.Where())
	case m.Shape != "" && !slices.Contains([]string{shapeRoute, shapeEndpoint, shapeRequestParameter, shapeEvent}, m.Shape):
		return fmt.Errorf("%s: field shape: a Python handler's shape is %s, %s, %s or %s", m.Where(), shapeRoute, shapeEndpoint, shapeRequestParameter, shapeEvent)
	case m.Shape == shapeEvent && len(m.Methods) == 0:
		return fmt.Errorf("%s: field methods: missing (the names of the functions an event row's platform calls)", m.Where())
	case len(m.ClassNames) > 0 && m.Shape != "":
		return fmt.Errorf("%s: field shape: a Python view class row has no shape", m.Where())
	case len(m.Calls) > 0:
		return fmt.Errorf("%s: field calls: the Python analysis reads it on a barrier row of shape %s (the calls that register a view with a rule of their own), not on a handler row", m.Where(), shapeURLConverter)
	case (m.Shape == shapeEndpoint || m.Shape == shapeRequestParameter) && len(m.Imports) == 0:
		return fmt.Errorf("%s: field imports: missing (a %s row holds in the files that import its framework)", m.Where(), m.Shape)
	case (m.Shape == shapeRequestParameter) != (len(m.Responses) > 0):
		return fmt.Errorf("%s: field responses: goes with shape %s, and it with responses", m.Where(), shapeRequestParameter)
	}
	return nil
}

// framework says whether a file with these imports (local name -> dotted
// name) is that of a handler row of the shape: it imports one of the
// row's imports, or a module under one.
func (t *tables) framework(shape string, imports map[string]string) bool {
	for _, m := range t.frameworks {
		if m.Shape == shape && importsOne(m, imports) {
			return true
		}
	}
	return false
}

// importedRoute says whether q, the dotted name a decorator was imported
// as, is one of a route row's decorators in one of its imports
// (bottle.route).
func (t *tables) importedRoute(q string) bool {
	for _, m := range t.frameworks {
		if m.Shape != shapeRoute && m.Shape != "" {
			continue
		}
		for _, mod := range m.Imports {
			if name, ok := strings.CutPrefix(q, mod+"."); ok && slices.Contains(m.Annotations, name) {
				return true
			}
		}
	}
	return false
}

// importsOne says whether a file with these imports imports one of the
// row's (a module, or one under it).
func importsOne(m *models.Model, imports map[string]string) bool {
	for _, v := range imports {
		for _, mod := range m.Imports {
			if v == mod || strings.HasPrefix(v, mod+".") {
				return true
			}
		}
	}
	return false
}

// response says whether a call of that last name makes a response of a
// request-parameter framework (render, HttpResponseRedirect).
func (t *tables) response(name string) bool {
	return slices.ContainsFunc(t.frameworks, func(m *models.Model) bool { return models.MatchGlob(m.Responses, name) })
}

// checkGuard checks what the Python analysis reads of a row's guard and
// shape: a sanitizer's check of its arguments, a barrier's check of its
// arguments or its receiver, and a barrier's pattern, whose shape says how
// it matches.
func checkGuard(m *models.Model) error {
	for _, check := range []func(*models.Model) error{checkGuardField, checkRowShape, checkBarrierFields, checkStringShape} {
		if err := check(m); err != nil {
			return err
		}
	}
	return nil
}

// checkGuardField checks a row's guard: check, pattern or prefix.
func checkGuardField(m *models.Model) error {
	switch {
	case m.Guard == "pattern" && (m.Kind != models.KindBarrier || !slices.Contains(patternShapes, m.Shape)):
		return fmt.Errorf("%s: field shape: a Python pattern guard is a barrier row with shape %s", m.Where(), strings.Join(patternShapes, ", "))
	case m.Guard == guardPrefix && (m.Kind != models.KindSanitizer || !m.Receiver || m.Type != ""):
		return fmt.Errorf("%s: field guard: a Python prefix guard is a sanitizer row without type, with receiver: true (a normalized path's method)", m.Where())
	case m.Guard != "" && m.Guard != "check" && m.Guard != "pattern" && m.Guard != guardPrefix:
		return fmt.Errorf("%s: field guard: the Python analysis reads guard check, pattern and prefix", m.Where())
	}
	return nil
}

// checkRowShape checks the shapes of sink, summary and barrier rows that are not about strings.
func checkRowShape(m *models.Model) error {
	switch {
	case m.Shape == shapeModuleName && (m.Kind != models.KindSink || !slices.Equal(m.Sinks, []string{"code-injection"})):
		return fmt.Errorf("%s: field shape: %s is the shape of a sink row of sink code-injection alone", m.Where(), shapeModuleName)
	case m.Shape == shapeMutable && (m.Kind != models.KindSummary || len(m.Flows) > 0 || m.Returns != ""):
		return fmt.Errorf("%s: field shape: %s is the shape of a summary row with no flow or returns", m.Where(), shapeMutable)
	case m.Shape == shapeURLConverter && (m.Kind != models.KindBarrier || m.Guard != ""):
		return fmt.Errorf("%s: field shape: %s is the shape of a barrier row without guard", m.Where(), shapeURLConverter)
	case m.Shape == shapeURLConverter && len(m.Imports) == 0:
		return fmt.Errorf("%s: field imports: missing (a %s row holds in the files that import a framework whose routes are Werkzeug's rules: flask)", m.Where(), shapeURLConverter)
	}
	return nil
}

// checkBarrierFields checks the Werkzeug route fields, which only url-converter barriers read.
func checkBarrierFields(m *models.Model) error {
	switch {
	case m.Kind == models.KindBarrier && len(m.Imports) > 0 && m.Shape != shapeURLConverter:
		return fmt.Errorf("%s: field imports: the Python analysis reads it on a barrier row of shape %s only", m.Where(), shapeURLConverter)
	case m.Kind == models.KindBarrier && m.Shape != shapeURLConverter && len(m.Calls)+len(m.DefaultKeywords)+len(m.Registries) > 0:
		return fmt.Errorf("%s: field %s: the Python analysis reads it on a barrier row of shape %s only (how Werkzeug's routes are written)", m.Where(), urlRuleField(m), shapeURLConverter)
	}
	return nil
}

// checkStringShape checks the string-method shapes, and that a shape is one the analysis reads.
func checkStringShape(m *models.Model) error {
	switch {
	case (m.Shape == shapePrefixCheck || m.Shape == shapeSuffixCheck) && (m.Kind != models.KindBarrier || m.Type != "" || m.Guard != ""):
		return fmt.Errorf("%s: field shape: %s is the shape of a barrier row without type or guard: the methods that test a string's %s", m.Where(), m.Shape, strings.TrimSuffix(m.Shape, "-check"))
	case strShapes[m.Shape] && (m.Kind != models.KindSummary || m.Type != "" || len(m.Flows) > 0 || m.Returns != ""):
		return fmt.Errorf("%s: field shape: %s is the shape of a summary row without type, flow or returns: the methods of a string that %s", m.Where(), m.Shape,
			map[string]string{shapeStrReplace: "replace a text in it", shapeStrJoin: "join the items of argument 0 with it", shapeStrFormat: "format their arguments into it",
				shapeStrLower: "lower its case", shapeStrUpper: "upper its case", shapeStrStrip: "strip its white space", shapeStrSplit: "split it at argument 0"}[m.Shape])
	case m.Shape != "" && !strShapes[m.Shape] && m.Shape != shapeModuleName && m.Shape != shapeMACDigest && m.Shape != shapeMutable && m.Shape != shapeURLConverter &&
		m.Shape != shapePrefixCheck && m.Shape != shapeSuffixCheck && m.Guard != "pattern" && m.Kind != models.KindHandler:
		return fmt.Errorf("%s: field shape: the Python analysis reads a shape only on a pattern guard row, a handler row, a sink row of shape %s, a sanitizer row of shape %s, a summary row of shape %s, str-replace, str-join, str-format, str-lower, str-upper, str-strip or str-split, or a barrier row of shape %s, %s or %s", m.Where(), shapeModuleName, shapeMACDigest, shapeMutable, shapeURLConverter, shapePrefixCheck, shapeSuffixCheck)
	}
	return nil
}

// isEventHandler says whether a module-level function of that name is
// one an event row's platform calls.
func (t *tables) isEventHandler(name string) bool {
	return slices.ContainsFunc(t.events, func(m *models.Model) bool { return models.MatchGlob(m.Methods, name) })
}

// isRoute says whether a decorator of that (last) name makes a function a
// request handler.
func (t *tables) isRoute(name string) bool { return slices.Contains(t.routes, name) }

// isView says whether a method of that name in a class with one of bases
// (as written: generic.ListView), in a file with these imports, handles
// requests; with method "", whether the class is a view. A row with
// imports holds only in a file that imports one of them: a QListView
// is no Django view.
func (t *tables) isView(method string, bases []string, imports map[string]string) bool {
	for _, m := range t.views {
		if method != "" && len(m.Methods) > 0 && !m.MatchMethod(method) {
			continue
		}
		if len(m.Imports) > 0 && !importsOne(m, imports) {
			continue
		}
		for _, b := range bases {
			if models.MatchGlob(m.ClassNames, b[strings.LastIndexByte(b, '.')+1:]) {
				return true
			}
		}
	}
	return false
}

// call are the rows for a call by qualified name, in row order.
func (t *tables) call(q string) []*models.Model {
	out := t.byName[q]
	if i := strings.LastIndexByte(q, '.'); i >= 0 || len(t.byGlob[""]) > 0 {
		mod, last := "", q
		if i >= 0 {
			mod, last = q[:i], q[i+1:]
		}
		for _, m := range t.byGlob[mod] {
			if m.MatchMethod(last) {
				out = append(out[:len(out):len(out)], m)
			}
		}
	}
	return out
}

// typedRows are the rows for a method of an object of type typ.
func (t *tables) typedRows(typ, name string) []*models.Model {
	var out []*models.Model
	for _, m := range t.byType[typ] {
		if m.MatchMethod(name) {
			out = append(out, m)
		}
	}
	return out
}

// untypedRows are the rows without type for a method of that name.
func (t *tables) untypedRows(name string) []*models.Model {
	var out []*models.Model
	for _, m := range t.untyped {
		if m.MatchMethod(name) {
			out = append(out, m)
		}
	}
	return out
}

// sanitizer is what a call's result is safe for: the rows for its
// qualified name, or a sanitizer row without type for its last name.
func (t *tables) sanitizer(q string) (class, bool) {
	cs, found := class(0), false
	for _, m := range t.call(q) {
		if m.Kind == models.KindSanitizer && m.Guard == "" {
			cs, found = cs|sanitizes(m), true
		}
	}
	if found {
		return cs, true
	}
	return t.anySanitizer(q[strings.LastIndexByte(q, '.')+1:])
}

// anySanitizer: a sanitizer row without type naming the function.
func (t *tables) anySanitizer(name string) (class, bool) {
	cs, found := class(0), false
	for _, m := range t.untyped {
		if m.Kind == models.KindSanitizer && m.Guard == "" && m.MatchMethod(name) {
			cs, found = cs|sanitizes(m), true
		}
	}
	return cs, found
}

// guards are the guard rows for a call by qualified name: its own, and
// those without type for its last name.
func (t *tables) guards(q string) []*models.Model {
	var out []*models.Model
	rows := t.call(q)
	if !strings.Contains(q, ".") {
		rows = append(rows[:len(rows):len(rows)], t.call("builtins."+q)...)
	}
	last := q[strings.LastIndexByte(q, '.')+1:]
	for _, m := range t.untyped {
		if m.MatchMethod(last) && !slices.Contains(rows, m) {
			rows = append(rows, m)
		}
	}
	for _, m := range rows {
		if (m.Kind == models.KindSanitizer || m.Kind == models.KindBarrier) && m.Guard != "" && m.Guard != guardPrefix {
			out = append(out, m)
		}
	}
	return out
}

// guardPrefix is the guard of a sanitizer row without type whose method,
// on a normalized path, checks that it lies under its argument, a base
// directory the request did not choose (Path.is_relative_to,
// str.startswith on os.path.realpath's result).
const guardPrefix = "prefix"

// prefixGuard is the class a prefix guard row's method makes its
// normalized receiver safe for, where the check passed; 0 for none.
func (t *tables) prefixGuard(name string) class {
	cs := class(0)
	for _, m := range t.untypedRows(name) {
		if m.Kind == models.KindSanitizer && m.Guard == guardPrefix {
			cs |= sanitizes(m)
		}
	}
	return cs
}

// receiverCheck says whether a barrier row without type makes the
// receiver of a method of that name safe where the call, tested, holds
// (s.isdigit()).
func (t *tables) receiverCheck(name string) bool {
	return slices.ContainsFunc(t.untypedRows(name), func(m *models.Model) bool {
		return m.Kind == models.KindBarrier && m.Guard == "check" && m.Receiver
	})
}

// The shapes of a guard row with guard pattern: how its call matches
// argument 0, a regular expression, against argument 1.
const (
	shapeFull     = "pattern-full"     // the whole value (re.fullmatch)
	shapeStart    = "pattern-start"    // from its start (re.match): the pattern must end with $
	shapeAnywhere = "pattern-anywhere" // anywhere (re.search): the pattern must anchor both ends
)

var patternShapes = []string{shapeFull, shapeStart, shapeAnywhere}

// shapeModuleName is the shape of a code-injection sink row whose
// argument names a module the call imports (importlib.import_module,
// __import__): the client choosing it chooses the code that runs, but a
// name from elsewhere is a plugin loader's configuration, not evaluated
// text, so only request data reaching it is reported, never the weaker
// finding of a non-literal value.
const shapeModuleName = "module-name"

// appType and blueprintType are the type rows of a web application and of
// a blueprint, a group of its routes registered under a URL prefix set
// elsewhere (Flask's and Quart's Blueprint).
const (
	appType       = "wsgi_app"
	blueprintType = "blueprint"
)

// namedConstant says whether a module's attribute (ssl.CERT_NONE,
// xml.sax.handler.feature_external_ges) is a value a row's condition names
// (const-in: "*CERT_NONE"): its value is then its qualified name, which a
// variable it is assigned to carries to the call, as a literal would.
func (t *tables) namedConstant(q string) bool {
	for _, m := range t.conditions {
		if len(m.ConstNot) == 0 && m.ArgHolds(q) {
			return true
		}
	}
	return false
}

// classNames are the simple names of a type row's classes (Flask, Quart).
func (t *tables) classNames(typ string) []string {
	var out []string
	if m := t.types[typ]; m != nil {
		for _, c := range m.Classes {
			out = append(out, c[strings.LastIndexByte(c, '.')+1:])
		}
	}
	return out
}

// shapeMACDigest: a sanitizer row of weak-hash alone whose args and
// keywords are where a keyed MAC takes its hash function (hmac.new's
// digestmod): a function the file hands there, and calls nowhere else,
// computes HMAC's hash, whose security rests on the hash as a
// pseudo-random function, not on its collision resistance (RFC 6151,
// NIST SP 800-107), so a weak hash there is no weak-hash finding. The
// keywords are read wherever the code sets them by name: a keyword
// argument, an options dict's key, a class attribute (itsdangerous's
// digest_method = staticmethod(f)); the arguments in a call written by
// the row's qualified name.
const shapeMACDigest = "mac-digest"

// shapePasswordHash is a sanitizer row of weak-password-hash alone whose
// methods are globs matched against the text of a call's function in
// lower case (*bcrypt* is bcrypt.hashpw, hashlib.pbkdf2_hmac's pbkdf2 is
// *pbkdf2*): a slow, work-factored password hash. A fast digest of a
// password that goes on into one is a pre-hash (bcrypt's 72-byte limit),
// or a legacy scheme wrapped in a slow one, not the stored hash (OWASP's
// Password Storage Cheat Sheet).
const shapePasswordHash = "password-hash"

// shapeMutable is a summary row whose calls build a new mutable container
// (list(), collections.deque()): as a parameter's default value it is
// built once, when the def runs, and shared by every call that leaves the
// parameter out (the Python tutorial, "Default Argument Values").
const shapeMutable = "mutable-container"

// shapeURLConverter is a barrier row whose methods name URL converters of
// Werkzeug's rules (<int:page>) whose value carries no text the client
// chose: a route parameter captured by one is no request text
// (routeText).
const shapeURLConverter = "url-converter"

// shapeKeepsNormal: a summary row's call returns its argument's path in
// another form (os.fspath(p), as str(p) does): a path normalized before
// it is still normalized, for the checks that compare it with a base
// directory (normalizedArg).
const shapeKeepsNormal = "keeps-normal"

// The shapes of a barrier row whose methods test whether a string starts
// (prefix-check: str.startswith) or ends (suffix-check: str.endswith) with
// their argument: where the test holds or fails, what the analysis knows
// of the string's first or last text (refineAffix).
const (
	shapePrefixCheck = "prefix-check"
	shapeSuffixCheck = "suffix-check"
)

// The shapes of a summary row whose methods rewrite a string: str-replace
// (str.replace(old, new): every old in the string becomes new), str-join
// (sep.join(items): the items with the string between them) and
// str-format (str.format(*args, **kwargs): the arguments put into the
// string's replacement fields). The analysis folds them on constants
// (strMethod) and reads a replace's removal of quotes and line breaks
// (valueMethod). It folds str-lower, str-upper (str.lower, str.upper),
// str-strip (str.strip() without arguments) and str-split
// (str.split(sep) with a constant sep: the list of parts) on constants
// too.
const (
	shapeStrReplace = "str-replace"
	shapeStrJoin    = "str-join"
	shapeStrFormat  = "str-format"
	shapeStrLower   = "str-lower"
	shapeStrUpper   = "str-upper"
	shapeStrStrip   = "str-strip"
	shapeStrSplit   = "str-split"
)

var strShapes = map[string]bool{shapeStrReplace: true, shapeStrJoin: true, shapeStrFormat: true,
	shapeStrLower: true, shapeStrUpper: true, shapeStrStrip: true, shapeStrSplit: true}

// textFreeConverter reports whether a URL rule's converter, by the name
// the rule gives it, is a url-converter row's that holds in a file with
// these imports.
func (t *tables) textFreeConverter(name string, imports map[string]string) bool {
	return slices.ContainsFunc(t.converters, func(m *models.Model) bool { return m.MatchMethod(name) && importsOneOf(imports, m.Imports) })
}

// urlRules is how the frameworks whose routes are Werkzeug's rules (the
// url-converter rows that hold in a file) write a route: where a route
// decorator takes the text of a rule (args: the rule's position;
// keywords: rule, host, subdomain), the keywords that give the view values
// of the route's own (default-keywords: defaults), the calls that
// register a view with a rule of their own (calls: add_url_rule), and the
// attributes a file registers its own converters in (registries:
// url_map.converters). The rows' fields are joined.
type urlRules struct {
	args                                  []int
	keywords, defaults, calls, registries []string
}

// urlRules is the url-converter rows' reading of routes in a file with
// these imports; nil when the file imports no framework whose routes are
// Werkzeug's rules (a url-converter row's imports: Flask, Quart).
func (t *tables) urlRules(imports map[string]string) *urlRules {
	var u *urlRules
	for _, m := range t.converters {
		if !importsOneOf(imports, m.Imports) {
			continue
		}
		if u == nil {
			u = &urlRules{}
		}
		u.args = append(u.args, m.Args...)
		u.keywords = append(u.keywords, m.Keywords...)
		u.defaults = append(u.defaults, m.DefaultKeywords...)
		u.calls = append(u.calls, m.Calls...)
		u.registries = append(u.registries, m.Registries...)
	}
	return u
}

// urlRuleField names the first of a row's fields that only a url-converter
// row may have, for its error.
func urlRuleField(m *models.Model) string {
	switch {
	case len(m.Calls) > 0:
		return "calls"
	case len(m.DefaultKeywords) > 0:
		return "default-keywords"
	}
	return "registries"
}

// importsOneOf: one of the file's imports is one of modules or a module
// under one (flask.views is flask).
func importsOneOf(imports map[string]string, modules []string) bool {
	for _, v := range imports {
		for _, m := range modules {
			if v == m || strings.HasPrefix(v, m+".") {
				return true
			}
		}
	}
	return false
}

// mutableCtor reports whether a call's function, by its text, is a
// mutable-container row's: its qualified name (collections.deque), or
// its name alone, as a builtin or a from-import gives it (deque).
func (t *tables) mutableCtor(callee string) bool {
	return slices.ContainsFunc(t.mutables, func(m *models.Model) bool {
		if !strings.Contains(callee, ".") {
			return m.MatchMethod(callee)
		}
		i := strings.LastIndex(callee, ".")
		return m.Type == callee[:i] && m.MatchMethod(callee[i+1:])
	})
}

// slowPasswordHash reports whether a call's function, by its text, is a
// password-hash row's.
func (t *tables) slowPasswordHash(callee string) bool {
	callee = strings.ToLower(strings.ReplaceAll(callee, "\n", " "))
	return slices.ContainsFunc(t.passwordHashes, func(m *models.Model) bool { return models.MatchGlob(m.Methods, callee) })
}

// macHanded matches the file's text where it hands the function named
// name to a MAC as its hash (a mac-digest row's keyword or argument); nil
// when no row names one.
func (t *tables) macHanded(name string) *regexp.Regexp {
	q := regexp.QuoteMeta(name)
	var alts, kws []string
	for _, m := range t.macDigests {
		for _, k := range m.Keywords {
			kws = append(kws, regexp.QuoteMeta(k))
		}
		for _, i := range m.Args {
			for _, method := range m.Methods {
				alts = append(alts, `\b`+regexp.QuoteMeta(qualified(m, method))+`\(`+strings.Repeat(`[^()]*,`, i)+`\s*`+q+`\s*\)`)
			}
		}
	}
	if len(kws) > 0 {
		alts = append([]string{`\b(` + strings.Join(kws, "|") + `)\s*[=:]\s*(staticmethod\(\s*)?` + q + `\b`}, alts...)
	}
	if len(alts) == 0 {
		return nil
	}
	return regexp.MustCompile(`(?i)` + strings.Join(alts, "|"))
}

func sanitizes(m *models.Model) class {
	var cs class
	for _, k := range m.Sanitizes {
		cs |= sanitizerClasses[k]
	}
	return cs
}

// returns is the type of the object a call by qualified name makes: a
// type row's class, or a summary's returns.
func (t *tables) returns(q string) string {
	if typ, ok := t.ctors[q]; ok {
		return typ
	}
	rows := t.call(q)
	if !strings.Contains(q, ".") {
		rows = append(rows[:len(rows):len(rows)], t.call("builtins."+q)...)
	}
	for _, m := range rows {
		if m.Kind == models.KindSummary && m.Returns != "" && m.ConstArg == 0 && len(m.ConstIn)+len(m.ConstNot) == 0 {
			return m.Returns
		}
	}
	return ""
}

// member is the type a summary row gives a member (an attribute, or a
// method's result) of an object of type typ: "" when none does.
func (t *tables) member(typ, name string) string {
	for _, m := range t.typedRows(typ, name) {
		if m.Kind == models.KindSummary && m.Returns != "" {
			return m.Returns
		}
	}
	return ""
}

// noReturn says whether a call by qualified name never returns.
func (t *tables) noReturn(q string) bool { return t.returns(q) == noReturn }

// receiverType is the type a receiver of unknown type has by its text
// (receiver-names), "" when none says.
func (t *tables) receiverType(text string) string {
	for _, name := range t.order {
		if m := t.types[name]; m.ReceiverNames != nil && m.ReceiverNames.MatchString(text) {
			return name
		}
	}
	return ""
}

// injectedAnnotation says whether a type row's annotation-names match an
// endpoint parameter's annotation: an object the framework injects.
func (t *tables) injectedAnnotation(text string) bool {
	for _, name := range t.order {
		if m := t.types[name]; m.AnnotationNames != nil && m.AnnotationNames.MatchString(text) {
			return true
		}
	}
	return false
}

// pythonModels is the index of the shipped rows, and of a user's.
var pythonModels = models.NewIndex("python", newTables)

// builtinTables are the shipped models'.
var builtinTables = pythonModels.Builtin

// WithModels returns the Python analyzer with the user's models added to
// the shipped ones.
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	return pythonModels.Analyzer(user, Analyzer, newAnalyzer)
}
