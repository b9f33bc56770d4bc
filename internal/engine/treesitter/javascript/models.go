package javascript

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The JavaScript analysis reads its sanitizers, barriers, template sinks,
// MongoDB query methods and other call sinks from model rows (package models), by the name a call resolves to
// (qname: the module a binding was imported from, then the member path).

// sinkBits are the sanitizer classes of the sink kinds.
var sinkBits = map[string]sink{
	"sql-injection": sinkSQL, "nosql-injection": sinkNoSQL, "command-injection": sinkCmd, "code-injection": sinkCode,
	"path-traversal": sinkPath, "xss": sinkXSS, "open-redirect": sinkRedirect, "ssrf": sinkSSRF,
	"header-injection": sinkHeader, "unsafe-deserialization": sinkDeser, "template-injection": sinkTemplate,
	"ldap-injection": sinkLDAP, "xpath-injection": sinkXPath, "trust-boundary": sinkTrust,
}

// tables are the models by the qualified name they match: the sink
// classes a call's result is safe for (sinkAll for a barrier), the
// template engines' functions (lower case) with the arguments they compile,
// the methods whose first argument is a MongoDB filter, and the HTTP
// clients' calls by qualified name.
type tables struct {
	clean     map[string]sink
	templates map[string][]int
	mongo     map[string]bool
	ssrf      map[string]bool
	sinks     map[string]callSink
}

// callSink is a sink row for a call: the rule, the sanitizer class that
// makes data safe for it, and the arguments it reads.
type callSink struct {
	rule *analysis.Rule
	bit  sink
	args []int
}

// sinkRules are the rules of the sink kinds a sink row may name, beside
// template-injection, nosql-injection and ssrf, which have their own
// tables.
var sinkRules = map[string]*analysis.Rule{
	"sql-injection": ruleSQL, "command-injection": ruleCmd, "code-injection": ruleCode, "path-traversal": rulePath,
	"xss": ruleXSS, "open-redirect": ruleRedirect, "header-injection": ruleHeader,
	"unsafe-deserialization": ruleDeser, "ldap-injection": ruleLDAP, "xpath-injection": ruleXPath,
}

// qualified is the name a row's method matches: the method alone without
// type, the package itself for its default export.
func qualified(m *models.Model, method string) string {
	switch {
	case m.Type == "":
		return method
	case method == "default":
		return m.Type
	}
	return m.Type + "." + method
}

func newTables(rows []*models.Model) (*tables, error) {
	t := &tables{clean: map[string]sink{}, templates: map[string][]int{}, mongo: map[string]bool{}, ssrf: map[string]bool{}, sinks: map[string]callSink{}}
	for _, m := range rows {
		if slices.ContainsFunc(m.Methods, func(s string) bool { return strings.Contains(s, "*") }) {
			return nil, fmt.Errorf("%s: field methods: the JavaScript analysis matches names, not globs", m.Where())
		}
		switch m.Kind {
		case models.KindBarrier:
			for _, name := range m.Methods {
				t.clean[qualified(m, name)] = sinkAll
			}
		case models.KindSanitizer:
			for _, k := range m.Sanitizes {
				bit, ok := sinkBits[k]
				if !ok {
					return nil, fmt.Errorf("%s: field sanitizes: the JavaScript analysis has no sink of kind %s", m.Where(), k)
				}
				for _, name := range m.Methods {
					t.clean[qualified(m, name)] |= bit
				}
			}
		case models.KindSink:
			if len(m.Sinks) != 1 {
				return nil, fmt.Errorf("%s: field sink: the JavaScript analysis reads one sink kind per row", m.Where())
			}
			if m.Receiver || m.ConstIn != nil || m.ConstNot != nil || m.MethodReturns != nil {
				return nil, fmt.Errorf("%s: the JavaScript analysis reads type, methods, args and sink of a sink row only", m.Where())
			}
			if m.Sinks[0] == "ssrf" {
				// An HTTP client's call: argument 0 is the URL, or options
				// with url, host or baseURL; only a server's request
				// reaching it is forgery.
				if m.Type == "" || m.Args != nil && !slices.Equal(m.Args, []int{0}) {
					return nil, fmt.Errorf("%s: field type: an ssrf row names a client (type) whose argument 0 is the URL or its options (args [0])", m.Where())
				}
				for _, name := range m.Methods {
					t.ssrf[qualified(m, name)] = true
				}
				continue
			}
			if m.Sinks[0] == "nosql-injection" {
				// A filter is a query on any collection or model: the
				// analysis does not know their types.
				if m.Type != "" || m.Args != nil && !slices.Equal(m.Args, []int{0}) {
					return nil, fmt.Errorf("%s: field type: a nosql-injection row names methods on any receiver whose argument 0 is a filter (no type, args [0])", m.Where())
				}
				for _, name := range m.Methods {
					t.mongo[name] = true
				}
				continue
			}
			args := m.Args
			if args == nil {
				args = []int{0}
			}
			if m.Sinks[0] != "template-injection" {
				r := sinkRules[m.Sinks[0]]
				if r == nil {
					return nil, fmt.Errorf("%s: field sink: the JavaScript analysis has no rule for %s", m.Where(), m.Sinks[0])
				}
				for _, name := range m.Methods {
					t.sinks[qualified(m, name)] = callSink{rule: r, bit: sinkBits[m.Sinks[0]], args: args}
				}
				continue
			}
			for _, name := range m.Methods {
				t.templates[strings.ToLower(qualified(m, name))] = args
			}
		}
	}
	return t, nil
}

var builtinTables = sync.OnceValue(func() *tables {
	t, err := newTables(models.Builtin().For("javascript"))
	if err != nil {
		panic("javascript: built-in models: " + err.Error())
	}
	return t
})

// WithModels returns the JavaScript analyzer with the user's models added
// to the shipped ones (sanitizer, barrier and sink rows, so far).
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	rows := user.For("javascript")
	if len(rows) == 0 {
		return Analyzer, nil
	}
	t, err := newTables(append(slices.Clip(models.Builtin().For("javascript")), rows...))
	if err != nil {
		return nil, err
	}
	return newAnalyzer("javascript+models@"+user.Hash, func() *tables { return t }), nil
}

// sink is the sink row a call matches: by its qualified name, or by its
// method for a row without type.
func (t *tables) sink(name, method string) (callSink, bool) {
	if s, ok := t.sinks[name]; ok {
		return s, true
	}
	s, ok := t.sinks[method]
	return s, ok
}
