package ruby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The Ruby analysis reads what it knows of Rails, Active Record, Sinatra,
// Rack and the standard library from model rows (package models,
// ruby_*.yml): sources, sinks, sanitizers, barriers and guards,
// summaries, route handlers and callbacks. The code here is the
// mechanism: how a call's receiver is typed and matched, and how each
// kind of row acts on values.

// sinkKind is what the analysis does for a sink kind: the taint rule,
// the escaping class, the pattern rule for strings built from values it
// cannot see, and whether an array argument is bound values rather than
// text (find_by_sql(["... ?", x]), system(["ls", "ls"], dir)).
type sinkKind struct {
	rule    *analysis.Rule
	bit     sink
	pattern *analysis.Rule
	arrays  bool
}

var sinkKinds = map[string]sinkKind{
	"sql-injection":          {ruleSQL, sSQL, ruleSQLBuild, true},
	"command-injection":      {ruleCmd, sCmd, ruleBacktick, true},
	"code-injection":         {ruleCode, sCode, ruleEval, false},
	"unsafe-reflection":      {ruleReflect, sCode, nil, false},
	"xss":                    {ruleXSS, sXSS, nil, false},
	"open-redirect":          {ruleRedirect, sRedirect, nil, false},
	"path-traversal":         {rulePath, sPath, nil, false},
	"unsafe-deserialization": {ruleDeser, sDeser, nil, false},
	"ssrf":                   {ruleSSRF, sURL, nil, false},
	"mass-assignment":        {ruleMass, sMass, nil, false},
}

// tables are the rows a Ruby analysis reads: type rows by name, call rows
// by method name (globs apart), route handlers and callbacks.
type tables struct {
	types     map[string]*models.Model
	byMethod  map[string][]*models.Model
	globs     []*models.Model
	handlers  []*models.Model
	callbacks []*models.Model
	// helperDirs and autoloadDirs are the project rows': where an
	// application keeps the methods its code calls without a receiver,
	// and where the autoloader finds a class by its name.
	helperDirs, autoloadDirs []string
	// hostCheck are the host-check rows' methods, with the sinks a URI
	// whose host one of them compares with a constant is safe for.
	hostCheck map[string]sink
}

func newTables(rows []*models.Model) (*tables, error) {
	t := &tables{types: map[string]*models.Model{}, byMethod: map[string][]*models.Model{}, hostCheck: map[string]sink{}}
	for _, m := range rows {
		if err := t.add(m); err != nil {
			return nil, fmt.Errorf("%s: %w", m.Where(), err)
		}
	}
	return t, nil
}

func (t *tables) add(m *models.Model) error {
	for _, k := range append(slices.Clone(m.Sinks), m.Sanitizes...) {
		if _, ok := sinkKinds[k]; !ok {
			return fmt.Errorf("field sink: the Ruby analysis has no rule for %s", k)
		}
	}
	switch m.Shape {
	case "":
	case "host-check":
		return t.addHostCheck(m)
	default:
		return fmt.Errorf("field shape: the Ruby analysis reads shape host-check only, not %q", m.Shape)
	}
	switch m.Kind {
	case models.KindType:
		t.types[m.Name] = m
		return nil
	case models.KindHandler:
		t.handlers = append(t.handlers, m)
		return nil
	case models.KindCallback:
		t.callbacks = append(t.callbacks, m)
		return nil
	case models.KindProject:
		t.helperDirs = append(t.helperDirs, m.Helpers...)
		t.autoloadDirs = append(t.autoloadDirs, m.Autoload...)
		return nil
	case models.KindSink:
		if len(m.Keywords) > 0 && m.Receiver {
			return fmt.Errorf("field keywords: a receiver sink reads no argument")
		}
	}
	for _, name := range m.Methods {
		if strings.Contains(name, "*") {
			t.globs = append(t.globs, m)
			return nil
		}
	}
	for _, name := range m.Methods {
		t.byMethod[name] = append(t.byMethod[name], m)
	}
	return nil
}

// addHostCheck files a host-check row: the methods of a URI (URI::Generic's
// host and hostname) whose value compared with a constant pins the host
// the URI goes to (guardHost).
func (t *tables) addHostCheck(m *models.Model) error {
	if m.Kind != models.KindSanitizer || m.Type != "" {
		return fmt.Errorf("field shape: a host-check row is a sanitizer row without type: the methods that read a URI's host, and the sinks a URI whose host is compared with a constant is safe for")
	}
	for _, name := range m.Methods {
		for _, k := range m.Sanitizes {
			t.hostCheck[name] |= sinkKinds[k].bit
		}
	}
	return nil
}

// rubyModels is the index of the shipped rows, and of a user's.
var rubyModels = models.NewIndex("ruby", newTables)

var builtinTables = rubyModels.Builtin

// WithModels returns the Ruby analyzer with the user's models added to
// the shipped ones.
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	return rubyModels.Analyzer(user, Analyzer, newAnalyzer)
}

// recvInfo is what matching knows of a call's receiver: its text (""
// for a call on self without one), the type a summary gave its value,
// and whether type rows' receiver-names may name it (not for a variable
// of the method, when a source is asked for).
type recvInfo struct {
	text  string
	typ   string
	named bool
}

// level is how well a row's type matches the receiver: 0 the class the
// call names or the value's type, 1 a type row's receiver-names, 2 a row
// without type; -1 no match.
func (t *tables) level(m *models.Model, r recvInfo) int {
	switch {
	case m.Type == "":
		return 2
	case m.Type == r.typ || m.Type == r.text:
		return 0
	}
	if tr := t.types[m.Type]; r.named && tr != nil && tr.ReceiverNames != nil && tr.ReceiverNames.MatchString(r.text) {
		return 1
	}
	return -1
}

// rows are the rows of kind that match a call of method on r, best match
// first.
func (t *tables) rows(kind models.Kind, method string, r recvInfo) []*models.Model {
	var out []*models.Model
	var lv []int
	add := func(m *models.Model) {
		if m.Kind != kind || !m.MatchMethod(method) {
			return
		}
		if l := t.level(m, r); l >= 0 {
			i := len(lv)
			for i > 0 && lv[i-1] > l {
				i--
			}
			out, lv = slices.Insert(out, i, m), slices.Insert(lv, i, l)
		}
	}
	for _, m := range t.byMethod[method] {
		add(m)
	}
	for _, m := range t.globs {
		add(m)
	}
	return out
}

// ownRows reports whether rows of any kind name the receiver's class (or
// type) itself for method: then rows its text matches by receiver-names
// are a guess the class's own rows overrule (ERB.new is not a model's
// new).
func (t *tables) ownRows(method string, r recvInfo) bool {
	own := func(m *models.Model) bool { return m.MatchMethod(method) && m.Type != "" && t.level(m, r) == 0 }
	return slices.ContainsFunc(t.byMethod[method], own) || slices.ContainsFunc(t.globs, own)
}

// row is the best row of kind for the call, or nil.
func (t *tables) row(kind models.Kind, method string, r recvInfo) *models.Model {
	if rs := t.rows(kind, method, r); len(rs) > 0 {
		return rs[0]
	}
	return nil
}

// sourceType is the type row, with a source, whose receiver-names name
// a bare name (params), or nil.
func (t *tables) sourceType(name string) *models.Model {
	for _, tr := range t.types {
		if tr.Source != "" && tr.ReceiverNames != nil && tr.ReceiverNames.MatchString(name) {
			return tr
		}
	}
	return nil
}

// whole reports whether values of type typ are request data as a whole
// (unfiltered parameters).
func (t *tables) whole(typ string) bool {
	tr := t.types[typ]
	return tr != nil && tr.Source != ""
}

// callback reports whether a class-level call of method names methods
// run before each action.
func (t *tables) callback(method string) bool {
	return slices.ContainsFunc(t.callbacks, func(m *models.Model) bool { return m.MatchMethod(method) })
}

// handler is the route handler row a block given to a call of method on
// self is, or nil.
func (t *tables) handler(method string) *models.Model {
	for _, h := range t.handlers {
		if slices.Contains(h.Annotations, method) {
			return h
		}
	}
	return nil
}

// exits reports whether a call of method without receiver ends the
// method or the request.
func (t *tables) exits(method string) bool {
	return slices.ContainsFunc(t.rows(models.KindSummary, method, recvInfo{named: true}), func(m *models.Model) bool { return m.Exits })
}

// receiverOf is the receiver of a call for matching.
func (c *checker) receiverOf(recvN *syntax.Node, recv val) recvInfo {
	if recvN == nil {
		return recvInfo{named: true}
	}
	text := strings.TrimPrefix(c.text(recvN), "::")
	return recvInfo{text: text, typ: recv.typ, named: true}
}
