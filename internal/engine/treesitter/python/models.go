package python

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// sinkRules are the rules of the sink kinds the models name.
var sinkRules = models.SinkRules(ruleCmd, ruleCode, ruleTemplate, ruleSQL, rulePath, ruleXPath, ruleXSS, ruleRedirect,
	ruleSSRF, ruleDeser, ruleLDAP, ruleXXE, ruleTrust, ruleHeader, ruleLog, ruleRandom)

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
	types   map[string]*models.Model
	order   []string          // the type rows' names, in row order
	ctors   map[string]string // qualified class -> type
	objects map[string]string // qualified object -> type
	// routes are the names of the decorators that make a function a
	// request handler (@app.route, @router.get); views the handler rows
	// that name view classes and their handler methods (Django's View).
	routes []string
	views  []*models.Model
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
		objects: map[string]string{}}
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
	for _, m := range rows {
		if err := t.check(m); err != nil {
			return nil, err
		}
		switch {
		case m.Kind == models.KindType:
		case m.Kind == models.KindHandler && len(m.ClassNames) > 0:
			t.views = append(t.views, m)
		case m.Kind == models.KindHandler:
			t.routes = append(t.routes, m.Annotations...)
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
	return t, nil
}

func (t *tables) check(m *models.Model) error {
	if m.Kind == models.KindHandler && (len(m.ClassNames) == 0) == (len(m.Annotations) == 0) {
		return fmt.Errorf("%s: field annotations: a Python handler row names either route decorators (annotations) or view classes (class-names)", m.Where())
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
	return nil
}

// checkGuard checks what the Python analysis reads of a row's guard and
// shape: a sanitizer's check of its arguments, a barrier's check of its
// arguments or its receiver, and a barrier's pattern, whose shape says how
// it matches.
func checkGuard(m *models.Model) error {
	switch {
	case m.Guard == "pattern" && (m.Kind != models.KindBarrier || !slices.Contains(patternShapes, m.Shape)):
		return fmt.Errorf("%s: field shape: a Python pattern guard is a barrier row with shape %s", m.Where(), strings.Join(patternShapes, ", "))
	case m.Guard != "" && m.Guard != "check" && m.Guard != "pattern":
		return fmt.Errorf("%s: field guard: the Python analysis reads guard check and pattern", m.Where())
	case m.Shape != "" && m.Guard != "pattern":
		return fmt.Errorf("%s: field shape: the Python analysis reads a shape only on a pattern guard row", m.Where())
	}
	return nil
}

// isRoute says whether a decorator of that (last) name makes a function a
// request handler.
func (t *tables) isRoute(name string) bool { return slices.Contains(t.routes, name) }

// isView says whether a method of that name in a class with one of bases
// (as written: generic.ListView) handles requests.
func (t *tables) isView(method string, bases []string) bool {
	for _, m := range t.views {
		if len(m.Methods) > 0 && !m.MatchMethod(method) {
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
		if (m.Kind == models.KindSanitizer || m.Kind == models.KindBarrier) && m.Guard != "" {
			out = append(out, m)
		}
	}
	return out
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

// pythonModels is the index of the shipped rows, and of a user's.
var pythonModels = models.NewIndex("python", newTables)

// builtinTables are the shipped models'.
var builtinTables = pythonModels.Builtin

// WithModels returns the Python analyzer with the user's models added to
// the shipped ones.
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	return pythonModels.Analyzer(user, Analyzer, newAnalyzer)
}
