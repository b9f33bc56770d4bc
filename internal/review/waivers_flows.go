package review

import (
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/scope"
)

// A summary row's flows take the place of the default, where a call's
// result carries every argument (flowsNarrow): `arg0 -> return` leaves
// the second argument of build_command(host, "ping") out. On a function
// that takes one argument it leaves nothing out — no call can pass it a
// second — and asking a person to confirm it is noise that teaches people
// to wave the real ones through. narrowsNothing tells such rows apart
// where the change shows the function: only there can the review know
// what it takes.
//
// A row without type names a function called by itself and any object's
// method of that name (el.wrap(html, tag)), which may take more: it stays
// recorded. In Python argN names a positional argument only, so a call
// that passes it by keyword (wrap(text=host)) keeps nothing: only a
// function whose parameters are all positional-only (def wrap(text, /))
// is taken by its arity.

// funcDefs find a module-level function NAME of a language (group 1 is its
// parameter list): Python's def; JavaScript's declaration, function or
// arrow function assigned to a const, let or var, or exports.NAME.
var funcDefs = map[string][]string{
	"python": {`(?m)^(?:async\s+)?def\s+NAME\s*\(([^)]*)\)`},
	"javascript": {
		`(?m)^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*NAME\s*(?:<[^>(]*>)?\s*\(([^)]*)\)`,
		`(?m)^\s*(?:export\s+)?(?:const|let|var)\s+NAME\s*(?::[^=]*)?=\s*(?:async\s+)?(?:function\b[^(]*)?\(([^)]*)\)`,
		`(?m)^\s*(?:module\.)?exports\.NAME\s*=\s*(?:async\s+)?(?:function\b[^(]*)?\(([^)]*)\)`,
		`(?m)^\s*(?:export\s+)?(?:const|let|var)\s+NAME\s*=\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>`,
	},
}

// jsOtherDef finds, in a JavaScript module, a method or property of the
// same name (NAME(…) { in a class, NAME: function): a definition the
// module may export that takes more.
const jsOtherDef = `(?m)(?:^\s*(?:static\s+|async\s+|get\s+|set\s+)*NAME\s*\([^)]*\)\s*(?::[^{]*)?\{|\bNAME\s*:\s*(?:async\s+)?(?:function|\())`

// narrowsNothing reports a Python or JavaScript summary row whose only
// hiding is its flows (flowsNarrow), all of whose methods are functions
// of its type's module defined in the change with fixed parameters, each
// of whose arguments the flows carry to the result.
func narrowsNothing(m *models.Model, cs *scope.Changeset) bool {
	if funcDefs[m.Language] == nil || m.Type == "" || len(m.Methods) == 0 || !flowsNarrow(m) || !onlyFlowsHide(m) {
		return false
	}
	for _, name := range m.Methods {
		n, ok := arity(cs, m.Language, m.Type, name)
		if !ok {
			return false
		}
		for i := range n {
			if !slices.Contains(m.Flows, models.Flow{From: "arg" + strconv.Itoa(i), To: "return"}) {
				return false
			}
		}
	}
	return true
}

// onlyFlowsHide reports a row that would hide nothing if its flows
// carried every argument.
func onlyFlowsHide(m *models.Model) bool {
	c := *m
	c.Flows = append(slices.Clone(m.Flows), models.Flow{From: "args", To: "return"})
	return silencing(&c) == ""
}

// arity is the number of parameters of every module-level definition of
// name in the change's files of module typ, when each takes the same
// fixed number and nothing else of that name is defined there.
func arity(cs *scope.Changeset, lang, typ, name string) (int, bool) {
	if !regexp.MustCompile(`^[A-Za-z_$][\w$]*$`).MatchString(name) {
		return 0, false // a glob
	}
	q := regexp.QuoteMeta(name)
	n, found := -1, false
	for i := range cs.Files {
		f := &cs.Files[i]
		if f.Content == nil || f.Status == scope.Deleted || !moduleOf(lang, f.Path, typ) {
			continue
		}
		src := string(f.Content)
		for _, d := range funcDefs[lang] {
			for _, mm := range regexp.MustCompile(strings.ReplaceAll(d, "NAME", q)).FindAllStringSubmatch(src, -1) {
				k, ok := paramCount(lang, mm[1])
				if !ok || found && k != n {
					return 0, false
				}
				n, found = k, true
			}
		}
		if lang == "javascript" && found && (regexp.MustCompile(`\barguments\b`).MatchString(src) ||
			regexp.MustCompile(strings.ReplaceAll(jsOtherDef, "NAME", q)).MatchString(src)) {
			return 0, false
		}
	}
	return n, found
}

// moduleOf reports a file of lang that is the module a row's type names:
// Python's dotted module (pyapp.util: pyapp/util.py or its __init__.py),
// a JavaScript package's entry (acme-text or @acme/text: a workspace's
// acme-text/index.js, text/src/index.ts, …).
func moduleOf(lang, p, typ string) bool {
	ext := path.Ext(p)
	stem := strings.TrimSuffix(p, ext)
	switch lang {
	case "python":
		want := strings.ReplaceAll(typ, ".", "/")
		stem = strings.TrimSuffix(stem, "/__init__")
		return ext == ".py" && (stem == want || strings.HasSuffix(stem, "/"+want))
	case "javascript":
		if !slices.Contains([]string{".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"}, ext) {
			return false
		}
		pkg := path.Base(typ)
		stem = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(stem, "/index"), "/src"), "/lib")
		return stem == pkg || strings.HasSuffix(stem, "/"+pkg)
	}
	return false
}

// paramCount counts a parameter list's parameters; false when a call may
// pass an argument that argN does not name: a rest parameter (...rest,
// *args, **kwargs) or, in Python, a parameter a call may name (one not
// before a /), or when the list cannot be read.
func paramCount(lang, list string) (int, bool) {
	var params []string
	depth, cur := 0, ""
	for _, c := range list {
		switch c {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		}
		if c == ',' && depth == 0 {
			params, cur = append(params, strings.TrimSpace(cur)), ""
			continue
		}
		cur += string(c)
	}
	if strings.TrimSpace(cur) != "" {
		params = append(params, strings.TrimSpace(cur))
	}
	if depth != 0 {
		return 0, false
	}
	for _, p := range params {
		if strings.HasPrefix(p, "...") || strings.HasPrefix(p, "*") {
			return 0, false
		}
	}
	if lang == "python" && len(params) > 0 {
		if params[len(params)-1] != "/" {
			return 0, false
		}
		return len(params) - 1, true
	}
	return len(params), true
}
