package review

import (
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// A summary row whose flows carry every argument its function takes to
// the result hides nothing, though it names them one by one: no person
// needs to confirm it. One that leaves an argument out, or whose function
// the change does not show, or that another way hides (exits), does.
func TestFlowRowsThatNarrowNothing(t *testing.T) {
	const oneArg = "function wrap(s) {\n  return \"<b>\" + s + \"</b>\";\n}\nmodule.exports = { wrap };\n"
	for _, tc := range []struct {
		name, lang, row, path, code string
		want                        bool
	}{
		{"one argument, carried", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-text/index.js", oneArg, false},
		{"an exported arrow function", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-text/src/index.ts",
			"export const wrap = (s: string): string => `<b>${s}</b>`;\n", false},
		{"two arguments, one carried", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-text/index.js",
			"function wrap(s, tag) {\n  return \"<\" + tag + \">\" + s;\n}\n", true},
		{"the other argument carried", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg1 -> return\n", "packages/acme-text/index.js", oneArg, true},
		{"a rest parameter", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-text/index.js",
			"function wrap(...parts) {\n  return parts.join(' ');\n}\n", true},
		{"arguments read", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-text/index.js",
			"function wrap(s) {\n  return [].join.call(arguments, ' ');\n}\n", true},
		{"a method of the same name", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-text/index.js",
			oneArg + "class Tag {\n  wrap(s, attrs) {\n    return s + attrs;\n  }\n}\n", true},
		{"the function not in the change", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-html/index.js", oneArg, true},
		{"no type: any receiver's method", "javascript", "    methods: [wrap]\n    flow: arg0 -> return\n", "packages/acme-text/index.js", oneArg, true},
		{"hides another way too", "javascript", "    type: acme-text\n    methods: [wrap]\n    flow: arg0 -> return\n    shape: string-method\n", "packages/acme-text/index.js", oneArg, true},
		// wrap(s=host) passes the argument by keyword, which arg0 does
		// not name; a positional-only parameter cannot be so passed
		{"python, a parameter a call may name", "python", "    type: app.text\n    methods: [wrap]\n    flow: arg0 -> return\n", "app/text.py",
			"def wrap(s):\n    return '<b>' + s + '</b>'\n", true},
		{"python, positional-only", "python", "    type: app.text\n    methods: [wrap]\n    flow: arg0 -> return\n", "src/app/text.py",
			"def wrap(s, /):\n    return '<b>' + s + '</b>'\n", false},
		{"python, two positional-only, one carried", "python", "    type: app.text\n    methods: [wrap]\n    flow: arg0 -> return\n", "app/text/__init__.py",
			"def wrap(s, tag, /):\n    return tag + s\n", true},
		{"python, *args", "python", "    type: app.text\n    methods: [wrap]\n    flow: arg0 -> return\n", "app/text.py",
			"def wrap(*parts):\n    return ' '.join(parts)\n", true},
	} {
		head := "language: " + tc.lang + "\nframework: Acme\nmodels:\n  - kind: summary\n"
		rows := scope.File{Path: "models/acme.yml", Status: scope.Added, Content: []byte(head + tc.row), Changed: []finding.LineRange{finding.Lines(1, 9)}}
		code := scope.File{Path: tc.path, Status: scope.Added, Content: []byte(tc.code), Changed: []finding.LineRange{finding.Lines(1, 9)}}
		ws := modelWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{rows, code}})
		if got := len(ws) > 0; got != tc.want {
			t.Errorf("%s: recorded %v, want %v (%+v)", tc.name, got, tc.want, ws)
		}
	}
}
