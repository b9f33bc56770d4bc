package models

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// TextShape is which check outside the language analyses reads a text
// row: a specialist or the rule pack that looks for a framework's API in
// the text of code, not in its syntax tree.
type TextShape struct {
	Name string
	// Flags are the regular expression flags the check compiles the
	// rows' patterns with ((?i) where case does not matter).
	Flags string
	// Prefix precedes the alternation of the rows' patterns: what the
	// check needs before any of them (an import's keyword and quote).
	Prefix string
	// Suffix follows the alternation of the rows' patterns: what the
	// check needs after any of them (a tagged template's backquoted text).
	Suffix string
	// Groups is the number of capture groups each pattern must have: the
	// check reads the value the pattern captures.
	Groups int
	// Files: the check reads a row's files (paths ending in them) rather
	// than, or as well as, its patterns.
	Files bool
	// Label: the check names a row by its label.
	Label bool
}

// TextShapes are the checks that read text rows (each is documented in
// the package comment and at the code that reads it).
var TextShapes = []TextShape{
	{Name: "html-sanitizer", Flags: "(?i)"},
	{Name: "page-input"},
	{Name: "html-sink", Groups: 1},
	{Name: "html-sink-value", Suffix: `([A-Za-z_$][\w$]*)\s*(?:[}"';,)]|$)`},
	{Name: "css-in-js", Flags: "(?is)", Suffix: "\x60[^\x60]*\x60"},
	{Name: "firebase-web-config", Files: true},
	{Name: "maps-js-loader"},
	{Name: "algolia-client", Suffix: `\s*\(`},
	{Name: "algolia-search-config"},
	{Name: "server-module", Prefix: `(?:require\(|from\s+|import\s+)['"]`, Suffix: `['"]`},
	{Name: "server-directive", Prefix: `^\s*['"]`, Suffix: `['"]`},
	{Name: "settings-file"},
	{Name: "environment-keyed-file"},
	{Name: "generator-comment", Files: true, Label: true},
	{Name: "request-input"},
	{Name: "request-or-data", Flags: "(?i)"},
}

// textShape returns the shape named name.
func textShape(name string) (TextShape, bool) {
	i := slices.IndexFunc(TextShapes, func(s TextShape) bool { return s.Name == name })
	if i < 0 {
		return TextShape{}, false
	}
	return TextShapes[i], true
}

func textShapeNames() []string {
	var out []string
	for _, s := range TextShapes {
		out = append(out, s.Name)
	}
	return out
}

// checkTextRow checks what a text row's shape asks of its other fields.
func checkTextRow(m *Model) error {
	s, _ := textShape(m.Shape)
	if len(m.Patterns) == 0 && !(s.Files && len(m.Files) > 0) {
		return fmt.Errorf("field patterns: missing (a %s row needs patterns%s)", s.Name, map[bool]string{true: " or files"}[s.Files])
	}
	if len(m.Files) > 0 && !s.Files {
		return fmt.Errorf("field files: the %s check reads no files", s.Name)
	}
	if err := checkTextPatterns(m, s); err != nil {
		return err
	}
	if (m.Label != "") != s.Label {
		return fmt.Errorf("field label: a %s row %s", s.Name, map[bool]string{true: "needs one (the check names the row by it)", false: "has none"}[s.Label])
	}
	if len(m.Patterns) > 0 {
		m.textRE = regexp.MustCompile(s.Flags + s.Prefix + "(?:" + strings.Join(m.Patterns, "|") + ")" + s.Suffix)
	}
	return nil
}

// checkTextPatterns checks each of a text row's patterns.
func checkTextPatterns(m *Model, s TextShape) error {
	for i, p := range m.Patterns {
		re, err := regexp.Compile(s.Flags + s.Prefix + "(?:" + p + ")" + s.Suffix)
		if err != nil {
			return fmt.Errorf("field patterns: item %d: a regular expression: %v", i+1, err)
		}
		if frame := regexp.MustCompile(s.Flags + s.Prefix + s.Suffix); re.NumSubexp()-frame.NumSubexp() != s.Groups {
			return fmt.Errorf("field patterns: item %d: has %d capture groups, the %s check reads %d (write (?:...) for a group that captures nothing)",
				i+1, re.NumSubexp()-frame.NumSubexp(), s.Name, s.Groups)
		}
	}
	return nil
}

// RowRE is a text row's own patterns, framed as its shape's are, or a
// source row's patterns (checkSourcePatterns) as one alternation; nil
// when it has none.
func (m *Model) RowRE() *regexp.Regexp { return m.textRE }

// TextRows returns the shipped text rows of a shape, in file and row
// order.
func TextRows(shape string) []*Model {
	if _, ok := textShape(shape); !ok {
		panic("models: no text shape " + shape)
	}
	var out []*Model
	for _, m := range BuiltinFor("text") {
		if m.Shape == shape {
			out = append(out, m)
		}
	}
	return out
}

var textREs sync.Map // shape name -> *regexp.Regexp

// TextRE returns the regular expression of a shape's shipped rows: the
// shape's flags, the alternation of the rows' patterns, and its suffix. It
// matches nothing when no row has patterns.
func TextRE(shape string) *regexp.Regexp {
	if re, ok := textREs.Load(shape); ok {
		return re.(*regexp.Regexp)
	}
	s, _ := textShape(shape)
	var alts []string
	for _, m := range TextRows(shape) {
		alts = append(alts, m.Patterns...)
	}
	expr := `[^\x00-\x{10FFFF}]` // no rows: nothing matches
	if len(alts) > 0 {
		expr = s.Flags + s.Prefix + "(?:" + strings.Join(alts, "|") + ")" + s.Suffix
	}
	re, _ := textREs.LoadOrStore(shape, regexp.MustCompile(expr))
	return re.(*regexp.Regexp)
}
