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
	// Dirs: a row's file that ends in / is a directory, and names the
	// files below it; no other shape reads one.
	Dirs bool
	// Label: the check names a row by its label.
	Label bool
	// MayLabel: a row may carry a label, which the check reads when it
	// is there (an HTML sink's advice: render text its own way).
	MayLabel bool
	// Shipped: the check reads the shipped rows alone, and a user's row
	// of the shape is a load error rather than a row nobody reads. What a
	// file is (a test, generated code) is asked in some thirty places,
	// some before any rule directory is read (the change's size, the
	// filter of code that does not ship); a user's row read in some of
	// them would make a file a test in one stage and shipped code in the
	// next.
	Shipped bool
	// Hides: a row of the shape makes its check report less (a value
	// made safe, a key public by design or a generator's sample, a
	// setting of a developer's machine), so a row a change adds for itself
	// is for a person to confirm (the review's config-waiver finding).
	Hides bool
}

// TextShapes are the checks that read text rows (each is documented in
// the package comment and at the code that reads it).
var TextShapes = []TextShape{
	{Name: "html-sanitizer", Flags: "(?i)", Hides: true},
	{Name: "page-input"},
	{Name: "html-sink", Groups: 1, MayLabel: true},
	{Name: "html-sink-value", Suffix: `([A-Za-z_$][\w$]*)\s*(?:[}"';,)]|$)`},
	{Name: "css-in-js", Flags: "(?is)", Suffix: "\x60[^\x60]*\x60"},
	{Name: "firebase-web-config", Files: true, Hides: true},
	{Name: "maps-js-loader", Hides: true},
	{Name: "algolia-client", Suffix: `\s*\(`, Hides: true},
	{Name: "algolia-search-config", Hides: true},
	{Name: "public-key-format", Prefix: `^`, Label: true, Hides: true, Shipped: true},
	{Name: "public-key-in-text", Groups: 1, Label: true, Hides: true, Shipped: true},
	{Name: "browser-api-key", Prefix: `^`, Hides: true, Shipped: true},
	{Name: "algolia-mention", Flags: "(?i)", Hides: true, Shipped: true},
	{Name: "search-key-name", Flags: "(?i)", Hides: true, Shipped: true},
	{Name: "admin-key-name", Flags: "(?i)"},
	{Name: "published-sample", Prefix: `^`, Suffix: `$`, Label: true, Hides: true, Shipped: true},
	{Name: "identifier-name", Flags: "(?i)", Prefix: `(?:^|[^A-Za-z0-9_])`, Suffix: `["'\]]?\s*(?:=>|:|=)\s*["']?$`, Label: true, Hides: true, Shipped: true},
	{Name: "default-password", Flags: "(?i)", Prefix: `^`, Suffix: `$`, Hides: true, Shipped: true},
	{Name: "server-module", Prefix: `(?:require\(|from\s+|import\s+)['"]`, Suffix: `['"]`},
	{Name: "server-path"},
	{Name: "server-directive", Prefix: `^\s*['"]`, Suffix: `['"]`},
	{Name: "settings-file", Hides: true},
	{Name: "environment-keyed-file", Hides: true},
	{Name: "container-config-file", Hides: true},
	{Name: "generator-comment", Files: true, Label: true, Hides: true},
	{Name: "request-input"},
	{Name: "request-or-data", Flags: "(?i)"},
	{Name: "lock-file", Files: true, Hides: true, Shipped: true},
	{Name: "test-runner-file", Files: true, Hides: true, Shipped: true},
	{Name: "test-profile", Hides: true, Shipped: true},
	{Name: "request-wrapper-getter", Flags: "(?i)", Shipped: true},
	{Name: "ci-file", Files: true, Dirs: true},
	{Name: "generated-name", Hides: true, Shipped: true},
	{Name: "generated-marker", Hides: true, Shipped: true},
	{Name: "generated-output", Hides: true, Shipped: true},
}

// textShape returns the shape named name.
func textShape(name string) (TextShape, bool) {
	i := slices.IndexFunc(TextShapes, func(s TextShape) bool { return s.Name == name })
	if i < 0 {
		return TextShape{}, false
	}
	return TextShapes[i], true
}

// TextHides reports whether a text row's shape makes its check report
// less (TextShape.Hides).
func TextHides(shape string) bool {
	s, ok := textShape(shape)
	return ok && s.Hides
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
	for i, f := range m.Files {
		if strings.HasSuffix(f, "/") && !s.Dirs {
			return fmt.Errorf("field files: item %d: %q is a directory, and the %s check reads file names", i+1, f, s.Name)
		}
	}
	if err := checkTextPatterns(m, s); err != nil {
		return err
	}
	if (m.Label != "") != s.Label && !(s.MayLabel && m.Label != "") {
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

// checkUserTextRow rejects a user's row of a shape whose check reads the
// shipped rows alone (TextShape.Shipped).
func checkUserTextRow(m *Model) error {
	if s, _ := textShape(m.Shape); m.Kind == KindText && s.Shipped {
		return fmt.Errorf("%s: field shape: the %s check reads the shipped rows alone (what a file is is decided before a "+
			"project's rows are read, and must be the same at every stage)", m.Where(), s.Name)
	}
	return nil
}

// RowRE is a text row's own patterns, framed as its shape's are, or a
// source row's patterns (checkSourcePatterns) as one alternation; nil
// when it has none.
func (m *Model) RowRE() *regexp.Regexp { return m.textRE }

// Text is the text rows a review's checks read: the shipped rows and the
// user's (rulepack.rule_dirs), merged as the analyses merge the other
// kinds. The nil *Text is the shipped rows alone.
type Text struct {
	rows []*Model
	res  sync.Map // shape name -> *regexp.Regexp
}

// TextOf returns the shipped text rows with the user's set's added, or nil
// (the shipped rows alone) when the set has none.
func TextOf(user *Set) *Text {
	rows := user.For("text")
	if len(rows) == 0 {
		return nil
	}
	return &Text{rows: append(slices.Clone(BuiltinFor("text")), rows...)}
}

// LoadText returns the shipped text rows with those of the user's rule
// directories (rulepack.rule_dirs, relative to root) added; nil when they
// add none. Its error is Load's.
func LoadText(root string, dirs []string) (*Text, error) {
	if len(dirs) == 0 {
		return nil, nil
	}
	set, err := Load(root, dirs)
	if err != nil {
		return nil, err
	}
	return TextOf(set), nil
}

var builtinText = sync.OnceValue(func() *Text { return &Text{rows: BuiltinFor("text")} })

// Rows returns the text rows of a shape, in file and row order, the
// shipped ones first.
func (t *Text) Rows(shape string) []*Model {
	if _, ok := textShape(shape); !ok {
		panic("models: no text shape " + shape)
	}
	if t == nil {
		t = builtinText()
	}
	var out []*Model
	for _, m := range t.rows {
		if m.Shape == shape {
			out = append(out, m)
		}
	}
	return out
}

// RE returns the regular expression of a shape's rows: the shape's flags,
// the alternation of the rows' patterns, and its suffix. It matches
// nothing when no row has patterns.
func (t *Text) RE(shape string) *regexp.Regexp {
	if t == nil {
		t = builtinText()
	}
	if re, ok := t.res.Load(shape); ok {
		return re.(*regexp.Regexp)
	}
	s, _ := textShape(shape)
	var alts []string
	for _, m := range t.Rows(shape) {
		alts = append(alts, m.Patterns...)
	}
	expr := `[^\x00-\x{10FFFF}]` // no rows: nothing matches
	if len(alts) > 0 {
		expr = s.Flags + s.Prefix + "(?:" + strings.Join(alts, "|") + ")" + s.Suffix
	}
	re, _ := t.res.LoadOrStore(shape, regexp.MustCompile(expr))
	return re.(*regexp.Regexp)
}

// TextRows returns the shipped text rows of a shape, in file and row
// order: for a check that no review's rows reach yet.
func TextRows(shape string) []*Model { return (*Text)(nil).Rows(shape) }

// TextRE returns the regular expression of a shape's shipped rows (see
// Text.RE): for a check that no review's rows reach yet.
func TextRE(shape string) *regexp.Regexp { return (*Text)(nil).RE(shape) }
