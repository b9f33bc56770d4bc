package external

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// wantFix is one diagnostic's expected fix: its exact edits, and the text
// the file becomes when they are applied — the file with Old replaced by
// New once.
type wantFix struct {
	rule     string
	line     int
	edits    []finding.TextEdit // nil: the diagnostic must carry no fix
	old, new string
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// apply applies edits the way the fixer does: sorted, each replacing the
// bytes [Start, End) of the original.
func apply(t *testing.T, content []byte, edits []finding.TextEdit) string {
	t.Helper()
	sorted := slices.Clone(edits)
	slices.SortFunc(sorted, func(a, b finding.TextEdit) int { return a.Start - b.Start })
	var out []byte
	pos := 0
	for _, e := range sorted {
		if e.Start < pos || e.End > len(content) {
			t.Fatalf("edit %+v out of order or outside the file", e)
		}
		out = append(out, content[pos:e.Start]...)
		out = append(out, e.NewText...)
		pos = e.End
	}
	return string(append(out, content[pos:]...))
}

func checkFixes(t *testing.T, diags []engine.Diagnostic, contents map[string][]byte, want []wantFix) {
	t.Helper()
	if len(diags) != len(want) {
		t.Fatalf("got %d diagnostics, want %d: %+v", len(diags), len(want), diags)
	}
	for i, w := range want {
		d := diags[i]
		if !strings.HasSuffix(d.Rule, "/"+w.rule) || d.Lines.Start != w.line {
			t.Errorf("diagnostic %d is %s line %d, want %s line %d", i, d.Rule, d.Lines.Start, w.rule, w.line)
			continue
		}
		if w.edits == nil {
			if len(d.Fixes) != 0 {
				t.Errorf("%s line %d: fixes %+v, want none", w.rule, w.line, d.Fixes)
			}
			continue
		}
		if len(d.Fixes) != 1 {
			t.Errorf("%s line %d: %d fixes, want 1", w.rule, w.line, len(d.Fixes))
			continue
		}
		fx := d.Fixes[0]
		if fx.Message == "" || !slices.Equal(fx.Edits, w.edits) {
			t.Errorf("%s line %d: fix %q %+v, want edits %+v", w.rule, w.line, fx.Message, fx.Edits, w.edits)
			continue
		}
		content := contents[d.File]
		if !strings.Contains(string(content), w.old) {
			t.Fatalf("test case: %q is not in %s", w.old, d.File)
		}
		if got, want := apply(t, content, fx.Edits), strings.Replace(string(content), w.old, w.new, 1); got != want {
			t.Errorf("%s line %d: fixed file\n%q\nwant\n%q", w.rule, w.line, got, want)
		}
	}
}

func edit(file string, start, end int, text string) []finding.TextEdit {
	return []finding.TextEdit{{File: file, Start: start, End: end, NewText: text}}
}

// eslint's fix ranges are JavaScript string indices; in a file with
// two-byte, three-byte and astral characters (a surrogate pair: two units,
// four bytes) and one with a byte order mark they must land on the same
// characters as bytes. Suggestions are not fixes.
func TestESLintFixes(t *testing.T) {
	issues, err := parseESLintJSON(readTestdata(t, "eslint.json"))
	if err != nil {
		t.Fatal(err)
	}
	contents := map[string][]byte{
		"web/app.js": readTestdata(t, "fixes/app.js"),
		"web/bom.js": readTestdata(t, "fixes/bom.js"),
	}
	// eslint's JSON carries the file as it read it, so the working tree is
	// not consulted.
	noWorkingTree := func(string) ([]byte, bool) { t.Error("working tree read"); return nil, false }
	diags := toDiagnostics("/repo", issues, contents, noWorkingTree, nil)
	const app, bom = "web/app.js", "web/bom.js"
	checkFixes(t, diags, contents, []wantFix{
		{"quotes", 2, edit(app, 48, 61, `"héllo 🌍"`), `'héllo 🌍'`, `"héllo 🌍"`},
		{"semi", 2, edit(app, 61, 61, ";"), "🌍'\n", "🌍';\n"},
		{"prefer-const", 3, edit(app, 62, 65, "const"), "let name", "const name"},
		{"semi", 3, edit(app, 79, 79, ";"), "\"Zoë\"\n", "\"Zoë\";\n"},
		{"eqeqeq", 4, nil, "", ""},
		{"no-var", 5, edit(app, 126, 129, "let"), "var unused", "let unused"},
		{"no-unused-vars", 5, nil, "", ""},
		// [-1, 0] is eslint's way to remove the byte order mark.
		{"unicode-bom", 1, edit(bom, 0, 3, ""), "\uFEFF", ""},
		{"quotes", 1, edit(bom, 15, 22, `"été"`), `'été'`, `"été"`},
	})

	// A staged review: eslint read the working copy, which is not what is
	// reviewed. The offsets are not into the reviewed file, so no fix is
	// kept; the diagnostics are.
	staged := map[string][]byte{
		"web/app.js": []byte(strings.Replace(string(contents["web/app.js"]), "Grüße", "Hi", 1)),
		"web/bom.js": contents["web/bom.js"],
	}
	diags = toDiagnostics("/repo", issues, staged, noWorkingTree, nil)
	for _, d := range diags {
		if d.File == "web/app.js" && len(d.Fixes) > 0 {
			t.Errorf("%s line %d kept a fix for content eslint did not read: %+v", d.Rule, d.Lines.Start, d.Fixes)
		}
	}
	if len(diags) != 9 {
		t.Errorf("got %d diagnostics, want all 9 kept", len(diags))
	}
}

// ruff's columns count code points; only its safe fixes are kept, and only
// when the working tree it ran on is the reviewed content.
func TestRuffFixes(t *testing.T) {
	issues, err := parseRuffJSON(readTestdata(t, "ruff.json"))
	if err != nil {
		t.Fatal(err)
	}
	src := readTestdata(t, "fixes/app.py")
	contents := map[string][]byte{"py/app.py": src}
	working := func(rel string) ([]byte, bool) { b, ok := contents[rel]; return b, ok }
	diags := toDiagnostics("/repo", issues, contents, working, nil)
	const py = "py/app.py"
	checkFixes(t, diags, contents, []wantFix{
		{"F401", 1, edit(py, 0, 10, ""), "import os\n", ""},
		{"F541", 6, edit(py, 79, 80, ""), `f"Grüß dich, 🌍"`, `"Grüß dich, 🌍"`},
		{"F541", 7, edit(py, 121, 122, ""), `f"名前"`, `"名前"`},
		{"F841", 8, nil, "", ""}, // unsafe
		{"E711", 9, nil, "", ""}, // unsafe
	})
	if d := diags[0]; d.Rule != "external/ruff/F401" || d.Dimension != "correctness" || d.Severity != finding.High || d.Fixes[0].Message != "Remove unused import: `os`" {
		t.Errorf("F401 diagnostic %+v", d)
	}

	edited := func(string) ([]byte, bool) { return append([]byte("# edited\n"), src...), true }
	missing := func(string) ([]byte, bool) { return nil, false }
	for name, saw := range map[string]func(string) ([]byte, bool){"edited": edited, "missing": missing} {
		diags := toDiagnostics("/repo", issues, contents, saw, nil)
		if len(diags) != 5 {
			t.Errorf("%s working copy: %d diagnostics, want all 5 kept", name, len(diags))
		}
		for _, d := range diags {
			if len(d.Fixes) > 0 {
				t.Errorf("%s working copy: %s kept a fix %+v", name, d.Rule, d.Fixes)
			}
		}
	}
}

func TestPositions(t *testing.T) {
	tests := []struct {
		name    string
		content string
		pos     Pos
		want    int // -1: no byte offset
	}{
		{"ascii", "abc", UTF16Offset(2), 2},
		{"end of file", "abc", UTF16Offset(3), 3},
		{"past the end", "abc", UTF16Offset(4), -1},
		{"after two-byte", "éa", UTF16Offset(1), 2},
		{"after three-byte", "☕a", UTF16Offset(1), 3},
		{"after a surrogate pair", "🌍a", UTF16Offset(2), 4},
		{"inside a surrogate pair", "🌍a", UTF16Offset(1), -1},
		{"after two pairs", "🌍x🌍yz", UTF16Offset(5), 9},
		{"after the mark", "\uFEFFab", UTF16Offset(1), 4},
		{"before the mark", "\uFEFFab", UTF16Offset(-1), 0},
		{"line and column", "ab\ncd", LineColumn{2, 2}, 4},
		{"code points", "x\nü🌍☕z", LineColumn{2, 4}, 11},
		{"end of line", "ab\ncd", LineColumn{1, 3}, 2},
		{"past the line", "ab\ncd", LineColumn{1, 5}, -1},
		{"crlf", "ab\r\ncd", LineColumn{2, 1}, 4},
		{"lone cr", "ab\rcd", LineColumn{2, 2}, 4},
		{"empty last line", "ab\n", LineColumn{2, 1}, 3},
		{"no such line", "ab\n", LineColumn{3, 1}, -1},
		{"column zero", "ab", LineColumn{1, 0}, -1},
		// ruff does not count the mark as a column.
		{"mark on line 1", "\uFEFFab", LineColumn{1, 2}, 4},
		{"no mark on line 2", "\uFEFFa\nb", LineColumn{2, 2}, 6},
	}
	for _, tt := range tests {
		got, ok := tt.pos.byteOffset(newText([]byte(tt.content)))
		if !ok {
			got = -1
		}
		if got != tt.want {
			t.Errorf("%s: %#v in %q = %d, want %d", tt.name, tt.pos, tt.content, got, tt.want)
		}
	}
}

// A fix that cannot be applied exactly is dropped whole rather than applied
// in part.
func TestResolveRejects(t *testing.T) {
	ed := func(s, e int, text string) ToolEdit {
		return ToolEdit{Start: UTF16Offset(s), End: UTF16Offset(e), NewText: text}
	}
	tests := []struct {
		name    string
		content string
		edits   []ToolEdit
		ok      bool
	}{
		{"adjacent", "abcdef", []ToolEdit{ed(2, 4, "X"), ed(0, 2, "Y")}, true},
		{"insertion at a replacement's edge", "abcdef", []ToolEdit{ed(2, 4, "X"), ed(4, 4, "Y")}, true},
		{"overlapping", "abcdef", []ToolEdit{ed(0, 3, "X"), ed(2, 4, "Y")}, false},
		{"insertion inside a replacement", "abcdef", []ToolEdit{ed(0, 3, "X"), ed(1, 1, "Y")}, false},
		{"two insertions at one point", "abcdef", []ToolEdit{ed(1, 1, "X"), ed(1, 1, "Y")}, false},
		{"past the end", "abc", []ToolEdit{ed(1, 9, "")}, false},
		{"backwards", "abc", []ToolEdit{ed(2, 1, "")}, false},
		{"inside a character", "🌍", []ToolEdit{ed(0, 1, "")}, false},
		{"invalid UTF-8", "a\xffb", []ToolEdit{ed(0, 1, "")}, false},
		{"no edits", "abc", nil, false},
	}
	for _, tt := range tests {
		fx, ok := resolve("f", newText([]byte(tt.content)), ToolFix{Message: "m", Edits: tt.edits})
		if ok != tt.ok {
			t.Errorf("%s: ok = %v (%+v), want %v", tt.name, ok, fx, tt.ok)
		}
	}
}

// The engine runs ruff with JSON output and keeps a safe fix only for the
// file whose working copy is the reviewed content.
func TestRunRuffFixesWorkingTree(t *testing.T) {
	root, bin := t.TempDir(), t.TempDir()
	src := "import os\nprint('ok')\n"
	out := `[
	  {"cell": null, "code": "F401", "end_location": {"column": 10, "row": 1}, "filename": "` + filepath.Join(root, "a.py") + `",
	   "fix": {"applicability": "safe", "edits": [{"content": "", "end_location": {"column": 1, "row": 2}, "location": {"column": 1, "row": 1}}], "message": "Remove unused import: ` + "`os`" + `"},
	   "location": {"column": 8, "row": 1}, "message": "` + "`os`" + ` imported but unused", "noqa_row": 1, "url": "https://docs.astral.sh/ruff/rules/unused-import"},
	  {"cell": null, "code": "F401", "end_location": {"column": 10, "row": 1}, "filename": "` + filepath.Join(root, "b.py") + `",
	   "fix": {"applicability": "safe", "edits": [{"content": "", "end_location": {"column": 1, "row": 2}, "location": {"column": 1, "row": 1}}], "message": "Remove unused import: ` + "`os`" + `"},
	   "location": {"column": 8, "row": 1}, "message": "` + "`os`" + ` imported but unused", "noqa_row": 1, "url": "https://docs.astral.sh/ruff/rules/unused-import"}
	]`
	if err := os.WriteFile(filepath.Join(bin, "out.json"), []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\ncase \"$*\" in *'--output-format json'*) ;; *) echo \"args $*\" >&2; exit 3;; esac\ncat '" + filepath.Join(bin, "out.json") + "'\n"
	if err := os.WriteFile(filepath.Join(bin, "ruff"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	// a.py's working copy is what is reviewed; b.py's has unstaged edits.
	if err := os.WriteFile(filepath.Join(root, "a.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "b.py"), []byte(src+"print('unstaged')\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.External.Tools = []string{"ruff"}
	e, _ := New(engine.Env{Root: root, Config: &cfg})
	res, err := e.Run(context.Background(), []*scope.File{
		{Path: "a.py", Content: []byte(src)},
		{Path: "b.py", Content: []byte(src)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 2 {
		t.Fatalf("diagnostics %+v, notes %v", res.Diagnostics, res.Notes)
	}
	for _, d := range res.Diagnostics {
		switch d.File {
		case "a.py":
			if len(d.Fixes) != 1 || !slices.Equal(d.Fixes[0].Edits, edit("a.py", 0, 10, "")) {
				t.Errorf("a.py fixes %+v", d.Fixes)
			}
		case "b.py":
			if len(d.Fixes) != 0 {
				t.Errorf("b.py differs in the working tree but kept fixes %+v", d.Fixes)
			}
		}
	}
}
