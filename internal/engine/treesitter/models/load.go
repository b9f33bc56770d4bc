package models

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"sort"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/ruledirs"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v4"
)

// builtinFS holds the shipped models, one file per framework or library.
//
//go:embed *.yml
var builtinFS embed.FS

// Languages are the languages whose analysis reads models so far.
var Languages = []string{"java", "python", "javascript", "csharp", "php", "ruby", "go", "html", "text", "templates"}

// languageKinds are the kinds of row each language's analysis reads, where
// it does not read them all yet.
var languageKinds = map[string][]Kind{"python": {KindType, KindSource, KindSink, KindSanitizer, KindBarrier, KindSummary, KindHandler, KindPacing},
	"javascript": {KindSink, KindSanitizer, KindBarrier, KindSource, KindSummary, KindType, KindParameter, KindModule, KindPacing},
	"php":        {KindType, KindSource, KindSink, KindSanitizer, KindBarrier, KindSummary, KindHandler},
	"ruby":       {KindType, KindSource, KindSink, KindSanitizer, KindBarrier, KindSummary, KindHandler, KindCallback, KindProject},
	"go":         {KindType, KindSource, KindSink, KindSanitizer, KindBarrier, KindSummary, KindWrite, KindSync, KindModule},
	"html":       {KindAttribute, KindClass, KindElement, KindProject},
	"text":       {KindText},
	"templates":  {KindTemplate}}

// languageSources are the source kinds each language's analysis tells
// apart; a row naming another is an error rather than a source that is
// silently never followed.
var languageSources = map[string][]string{"java": {"remote", "weak-random"}, "python": {"remote", "console", "weak-random"}, "csharp": {"remote"}, "javascript": {"remote"}, "php": {"remote", "stored", "weak-random"}, "ruby": {"remote"},
	"go": {"remote", "environment", "console", "own-path"}}

// shapeLanguages are the languages whose analysis reads a row's shape; it
// rejects a shape it does not know.
var shapeLanguages = []string{"javascript", "python", "java", "ruby", "csharp", "html", "text", "templates"}

// filePathRE is a relative file path, or a file name; a directory ends in
// / (TextShape.Dirs).
var filePathRE = regexp.MustCompile(`^[\w.-]+(?:/[\w.-]+)*/?$`)

// gosecRuleRE is a gosec rule id.
var gosecRuleRE = regexp.MustCompile(`^G[0-9]{3}$`)

// fieldLanguages are the languages whose analysis reads a field that not
// every analysis reads; another language's row with it is an error rather
// than a field silently ignored.
var fieldLanguages = map[string][]string{
	"class-names": {"csharp", "python"}, "context-types": {"csharp"}, "not-annotations": {"csharp", "java"}, "calls": {"csharp", "python"}, "default-keywords": {"python"}, "registries": {"python"}, "barrier": {"csharp", "java"},
	"always": {"csharp", "java", "php", "python", "javascript", "go"}, "unless": {"csharp", "java", "go", "templates", "javascript"}, "guard": {"csharp", "python", "php", "java"}, "lossless": {"go"}, "result": {"go"}, "joins": {"go", "csharp"}, "const-below": {"go"}, "not-in-packages": {"go"}, "with": {"go"}, "gosec-rule": {"go"}, "shells": {"python", "javascript"}, "shell-flags": {"javascript", "go"}, "shell-options": {"javascript"}, "builds": {"java"}, "reads": {"java"}, "check-names": {"csharp"}, "elements": {"csharp"}, "container": {"java", "python"}, "return-prefix": {"java"}, "checked-by": {"java"}, "annotation-names": {"python"}, "host-argument": {"java"}, "path-argument": {"java"}, "memory": {"java"},
	"imports": {"python", "javascript", "go"}, "key-arg": {"ruby"}, "helpers": {"ruby"}, "autoload": {"ruby"}, "configs": {"html"}, "tokens": {"html"}, "not-receiver-names": {"javascript"}, "arg-names": {"javascript", "go"}, "responses": {"python"}, "becomes": {"python"}, "if-true": {"python"},
}

// pacingLanguages are the languages whose await-in-loop rule reads pacing
// rows.
var pacingLanguages = []string{"python", "javascript"}

// namedArgs are the languages whose calls name their arguments.
var namedArgs = []string{"python", "ruby"}

// File is one model file.
type File struct {
	Name      string
	Language  string
	Framework string
	Models    []*Model
}

// Set is a validated set of model files.
type Set struct {
	Files []*File
	// Hash identifies the files' content, for caches keyed by analyzer.
	Hash string
}

// For returns the rows of one language, in file and row order.
func (s *Set) For(lang string) []*Model {
	if s == nil {
		return nil
	}
	var out []*Model
	for _, f := range s.Files {
		if f.Language == lang {
			out = append(out, f.Models...)
		}
	}
	return out
}

// Builtin returns the shipped models, parsed on first use. They are
// compiled into the binary and tested: a broken one is a bug in this
// build, so it panics.
var Builtin = sync.OnceValue(func() *Set {
	names, err := fs.Glob(builtinFS, "*.yml")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	set := &Set{}
	for _, name := range names {
		data, err := builtinFS.ReadFile(name)
		if err == nil {
			var f *File
			if f, err = Parse("models/"+name, data); err == nil {
				set.Files = append(set.Files, f)
			}
		}
		if err != nil {
			panic("models: built-in model: " + err.Error())
		}
	}
	return set
})

// BuiltinFor returns the shipped rows of one language, as
// Builtin().For(lang) does, parsing on first use only the files that name
// the language: a review of Python files parsed every language's models,
// 25 ms of CPU, for the fifth of them it reads. A file's language is
// written in it, so a file that does not contain the language's name as a
// word is not one of its files (TestBuiltinFor checks every language).
func BuiltinFor(lang string) []*Model {
	if f := builtinFor[lang]; f != nil {
		return f()
	}
	return Builtin().For(lang)
}

var builtinFor = func() map[string]func() []*Model {
	m := make(map[string]func() []*Model, len(Languages))
	for _, lang := range Languages {
		m[lang] = sync.OnceValue(func() []*Model {
			names, err := fs.Glob(builtinFS, "*.yml")
			if err != nil {
				panic(err)
			}
			sort.Strings(names)
			var out []*Model
			for _, name := range names {
				data, err := builtinFS.ReadFile(name)
				if err != nil {
					panic("models: built-in model: " + err.Error())
				}
				if !analysis.ContainsWord(data, lang) {
					continue
				}
				f, err := Parse("models/"+name, data)
				if err != nil {
					panic("models: built-in model: " + err.Error())
				}
				if f.Language == lang {
					out = append(out, f.Models...)
				}
			}
			return out
		})
	}
	return m
}()

// IsModelFile reports whether a YAML file is a model file: one with a
// top-level `models:` key. Rule directories hold rules and models side by
// side; each loader reads its own.
func IsModelFile(data []byte) bool {
	var top map[string]yaml.Node
	if err := yaml.Load(data, &top); err != nil {
		return false
	}
	_, ok := top["models"]
	return ok
}

// Load reads the model files under the user's rule directories
// (rulepack.rule_dirs, relative to root); nil when there are none. A file
// or row that does not validate is an error naming the file, the row and
// the field.
func Load(root string, dirs []string) (*Set, error) {
	files, err := ruledirs.Read(root, dirs, IsModelFile)
	if err != nil {
		return nil, err
	}
	set := &Set{}
	sum := sha256.New()
	for _, rf := range files {
		f, err := Parse(rf.Name, rf.Data)
		if err != nil {
			return nil, err
		}
		for _, m := range f.Models {
			if err := checkUserTextRow(m); err != nil {
				return nil, err
			}
		}
		set.Files = append(set.Files, f)
		sum.Write([]byte(rf.Name + "\x00"))
		sum.Write(rf.Data)
	}
	if len(set.Files) == 0 {
		return nil, nil
	}
	set.Hash = hex.EncodeToString(sum.Sum(nil)[:6])
	return set, nil
}

// fileSpec is a model file's top level.
type fileSpec struct {
	Language  string      `yaml:"language"`
	Framework string      `yaml:"framework"`
	Models    []yaml.Node `yaml:"models"`
}

// Parse reads and validates one model file.
func Parse(name string, data []byte) (*File, error) {
	var spec fileSpec
	if err := yaml.Load(data, &spec, yaml.WithKnownFields()); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if !slices.Contains(Languages, spec.Language) {
		return nil, fmt.Errorf("%s: field language: %q is not one of %s (models are read for these languages so far)",
			name, spec.Language, strings.Join(Languages, ", "))
	}
	if spec.Framework == "" {
		return nil, fmt.Errorf("%s: field framework: missing (the README's model table groups models by it)", name)
	}
	if len(spec.Models) == 0 {
		return nil, fmt.Errorf("%s: field models: no rows", name)
	}
	f := &File{Name: name, Language: spec.Language, Framework: spec.Framework}
	for i := range spec.Models {
		n := &spec.Models[i]
		m := &Model{File: name, Row: i + 1, Line: n.Line, Language: spec.Language, Framework: spec.Framework,
			Callback: -1, Format: -1, IfTrue: -1, Result: -1}
		if err := parseRow(m, n); err != nil {
			return nil, fmt.Errorf("%s: %w", m.Where(), err)
		}
		f.Models = append(f.Models, m)
	}
	return f, nil
}

// parseRow reads one row, field by field, so that an error names its
// field.
func parseRow(m *Model, n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("a row is a mapping of fields (kind: ..., ...)")
	}
	var kindNode *yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "kind" {
			kindNode = n.Content[i+1]
		}
	}
	if kindNode == nil {
		return fmt.Errorf("field kind: missing (one of %s)", strings.Join(kindNames(), ", "))
	}
	m.Kind = Kind(kindNode.Value)
	if _, ok := required[m.Kind]; !ok {
		return fmt.Errorf("field kind: unknown kind %q (one of %s)", kindNode.Value, strings.Join(kindNames(), ", "))
	}
	if (m.Kind == KindWrite || m.Kind == KindSync) && m.Language != "go" {
		return fmt.Errorf("field kind: only the go analysis reads %s rows", m.Kind)
	}
	if m.Kind == KindPacing && !slices.Contains(pacingLanguages, m.Language) {
		return fmt.Errorf("field kind: only the %s analyses read pacing rows", strings.Join(pacingLanguages, " and "))
	}
	if (m.Kind == KindTest || m.Kind == KindAccess) && m.Language != "csharp" {
		return fmt.Errorf("field kind: only the csharp analysis reads %s rows", m.Kind)
	}
	if m.Kind == KindProject && m.Language != "ruby" && m.Language != "html" {
		return fmt.Errorf("field kind: only the ruby and html (markup) analyses read project rows")
	}
	if m.Kind == KindTemplate && m.Language != "templates" {
		return fmt.Errorf("field kind: only the templates engine (language templates) reads template rows")
	}
	if (m.Kind == KindAttribute || m.Kind == KindClass || m.Kind == KindElement) && m.Language != "html" {
		return fmt.Errorf("field kind: only the html (markup) analysis reads %s rows", m.Kind)
	}
	if (m.Kind == KindText) != (m.Language == "text") {
		return fmt.Errorf("field kind: the text checks read text rows (language: text), and only them")
	}
	if ks, ok := languageKinds[m.Language]; ok && !slices.Contains(ks, m.Kind) {
		return fmt.Errorf("field kind: the %s analysis does not read %s rows yet (it reads %v)", m.Language, m.Kind, ks)
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i].Value, n.Content[i+1]
		if key == "kind" {
			continue
		}
		fd, ok := fields[key]
		if !ok {
			return fmt.Errorf("field %s: unknown field", key)
		}
		if !slices.Contains(fd.kinds, m.Kind) {
			return fmt.Errorf("field %s: not a field of a %s row", key, m.Kind)
		}
		if ls, ok := fieldLanguages[key]; ok && !slices.Contains(ls, m.Language) {
			return fmt.Errorf("field %s: the %s analysis does not read it yet (%s do)", key, m.Language, strings.Join(ls, ", "))
		}
		seen[key] = true
		if err := fd.set(m, val); err != nil {
			return fmt.Errorf("field %s: %w", key, err)
		}
	}
	if seen["const-keyword"] && !seen["const-arg"] {
		m.ConstArg = -1 // a keyword-only argument
	}
	for _, key := range required[m.Kind] {
		if !seen[key] {
			return fmt.Errorf("field %s: missing (a %s row needs %s)", key, m.Kind, strings.Join(required[m.Kind], ", "))
		}
	}
	return checkRow(m)
}

// checkSinkRow checks what depends on several fields of a sink row.
func checkSinkRow(m *Model) error {
	if len(m.Unless) > 0 && !m.Always && !slices.Equal(m.Sinks, []string{"unsafe-deserialization"}) && m.Shape != "send-file" {
		return fmt.Errorf("field unless: goes with always (the settings that make such a call safe), with sink unsafe-deserialization alone (the filters that make a stream safe to read), or with shape send-file (the options that confine the path)")
	}
	if len(m.ShellOptions) > 0 && m.Shape != "argv" {
		return fmt.Errorf("field shell-options: goes with shape argv (the options that run the program through a shell)")
	}
	if len(m.Shells) > 0 && m.Argv == "" && m.Shape != "argv" {
		return fmt.Errorf("field shells: goes with argv, or a JavaScript row's shape argv (the programs that read an argument vector as a command line)")
	}
	if len(m.ShellFlags) > 0 && len(m.Shells) == 0 && (m.Language != "go" || len(m.ConstIn) == 0) {
		return fmt.Errorf("field shell-flags: goes with shells, or a Go row's const-in (the flags after which a shell's argument is the command line)")
	}
	if len(m.With) > 0 && (!m.Always || !m.Property) {
		return fmt.Errorf("field with: goes with always and property (the other fields of the struct that must be true)")
	}
	if m.GosecRule != "" && (!m.Always || !m.Property || m.ConstDefault == "") {
		return fmt.Errorf("field gosec-rule: goes with always, property and const-default (the struct fields whose setting the gosec finding is about, and their value when left out)")
	}
	if (len(m.Builds) > 0 || len(m.Reads) > 0) && (!m.Always || len(m.Builds) == 0) {
		return fmt.Errorf("field builds: goes with always, and reads with it (a method that only builds what it writes, and what reading looks like)")
	}
	if m.ConstBelow > 0 && !m.Always {
		return fmt.Errorf("field const-below: goes with always (the call is the vulnerability when the argument is below it)")
	}
	if len(m.NotInPackages) > 0 && m.ConstBelow == 0 {
		return fmt.Errorf("field not-in-packages: goes with const-below (the packages whose own construction calls the hash with a work factor it fixes)")
	}
	return nil
}

// checkTemplateRow checks what depends on several fields of a template
// row.
func checkTemplateRow(m *Model) error {
	if markup := slices.Contains(markupTemplateShapes, m.Shape); markup != (len(m.Extensions) == 0) {
		return fmt.Errorf("field extensions: goes with every shape but %s (which the markup analysis reads in every file), and they with none", strings.Join(markupTemplateShapes, " and "))
	}
	if reports := m.Shape == "unescaped-output" || m.Shape == "context-sink"; reports != (m.Name != "") {
		return fmt.Errorf("field name: goes with shapes unescaped-output and context-sink (what their findings say they saw), and they with it")
	}
	if len(m.UnlessPatterns) > 0 && m.Shape != "unescaped-output" {
		return fmt.Errorf("field unless: goes with shape unescaped-output (the matches that are none)")
	}
	if m.Shape == "request-assignment" && m.Pattern.NumSubexp() < 1 {
		return fmt.Errorf("field pattern: a request-assignment pattern captures the variable's name as its first group")
	}
	return nil
}

// checkRow checks what depends on several fields.
func checkRow(m *Model) error {
	if len(m.CheckedBy) > 0 && m.Guard != "pattern" {
		return fmt.Errorf("field checked-by: goes with guard pattern")
	}
	switch m.Kind {
	case KindWrite:
		if m.Opens && m.Closes {
			return fmt.Errorf("field closes: a write row opens something for writing (opens) or closes what one opened (closes), not both")
		}
	case KindType:
		if m.Lossless && m.ReceiverNames == nil && len(m.Classes) == 0 {
			return fmt.Errorf("field lossless: goes with receiver-names (the receivers, as written, that lose no data) or classes (the types whose values are memory)")
		}
	case KindBarrier:
		if len(m.Imports) > 0 && m.Language != "python" {
			return fmt.Errorf("field imports: the %s analysis does not read it on a barrier row (python does, on shape url-converter)", m.Language)
		}
		if len(m.Keywords) > 0 && m.Language != "python" && m.Language != "ruby" && !(m.Language == "javascript" && m.Shape == "options") {
			return fmt.Errorf("field keywords: the %s analysis does not read it on a barrier row yet (python and ruby do, and javascript on shape options)", m.Language)
		}
	case KindSink:
		return checkSinkRow(m)
	case KindSanitizer:
		return checkHostRow(m)
	case KindText:
		return checkTextRow(m)
	case KindAttribute:
		return checkAttributeRow(m)
	case KindClass:
		if (m.Shape == "property-utility") != (len(m.Keywords) > 0) {
			return fmt.Errorf("field keywords: goes with shape property-utility (the CSS properties its utility sets), and it with them")
		}
		if m.Shape == "property-utility" && (len(m.Methods) != 1 || strings.Contains(m.Methods[0], "*")) {
			return fmt.Errorf("field methods: a property-utility row names one utility prefix, no glob (bg)")
		}
	case KindTemplate:
		return checkTemplateRow(m)
	case KindAccess:
		if len(m.Annotations) == 0 && m.Pattern == nil {
			return fmt.Errorf("field annotations: missing (an access row needs annotations or pattern)")
		}
	case KindProject:
		if len(m.Helpers)+len(m.Autoload)+len(m.Configs) == 0 {
			return fmt.Errorf("field helpers: missing (a project row needs helpers or autoload, or for html configs)")
		}
		if (len(m.Configs) == 0) != (len(m.Tokens) == 0) {
			return fmt.Errorf("field tokens: goes with configs (the keys of the config files that hold design tokens), and configs with it")
		}
	case KindSource:
		return checkSourceRow(m)
	case KindSummary:
		return checkSummaryRow(m)
	case KindHandler:
		return checkHandlerRow(m)
	}
	return nil
}

// checkHostRow checks that a sanitizer row with host-argument is a
// constructor's, whose arguments the mapping names.
func checkHostRow(m *Model) error {
	if m.HostArgument != nil && (m.Type == "" || !slices.Equal(m.Methods, []string{"new"}) || m.Guard != "" || m.Args != nil || m.Receiver) {
		return fmt.Errorf("field host-argument: goes with a constructor's row (type, methods: [new]), without args, receiver or guard")
	}
	for arity := range m.PathArgument {
		if _, ok := m.HostArgument[arity]; !ok {
			return fmt.Errorf("field path-argument: names calls of %d arguments, which host-argument does not", arity)
		}
	}
	return nil
}

// checkSummaryRow checks that a summary row says what the call does, and
// where joins may go.
func checkSummaryRow(m *Model) error {
	if m.Joins && (m.Language != "csharp" || len(m.Flows) > 0 || m.None) {
		return fmt.Errorf("field joins: on a summary row, a C# call that joins path elements, with no flow (Path.Combine)")
	}
	if len(m.Flows) == 0 && !m.None && m.Returns == "" && m.Container == "" && !m.Exits && m.Checks == nil && m.Becomes == "" && m.Shape == "" && m.KeyArg == "" && !m.Joins {
		return fmt.Errorf("field flow: a summary row needs flow, returns, container, exits, checks, becomes, shape, key-arg or joins")
	}
	return nil
}

// checkSourceRow checks a source row's kind, the fields of Go's own-path
// rows and the patterns of JavaScript's.
func checkSourceRow(m *Model) error {
	if !slices.Contains(languageSources[m.Language], m.Source) {
		return fmt.Errorf("field source: %s analysis does not follow %q sources yet (it follows %s)", m.Language, m.Source,
			strings.Join(languageSources[m.Language], ", "))
	}
	if m.Source != "own-path" && m.Result >= 0 {
		return fmt.Errorf("field result: result and joins go with source own-path only")
	}
	if m.Source != "own-path" && m.Joins {
		return fmt.Errorf("field joins: goes with source own-path only")
	}
	return checkSourcePatterns(m)
}

// sourcePatternShapes are the JavaScript source shapes whose rows say by
// patterns where they hold: event-export in the route modules whose paths
// match one, resolver in the maps a name matching one marks as GraphQL's
// (a variable's, type's or key's name, the file's path, an import).
var sourcePatternShapes = []string{"event-export", "resolver"}

// checkSourcePatterns checks and compiles a source row's patterns.
func checkSourcePatterns(m *Model) error {
	if len(m.Patterns) == 0 {
		return nil
	}
	if m.Language != "javascript" || !slices.Contains(sourcePatternShapes, m.Shape) {
		return fmt.Errorf("field patterns: goes with text rows, and with javascript source rows of shapes %s", strings.Join(sourcePatternShapes, " and "))
	}
	for i, p := range m.Patterns {
		if _, err := regexp.Compile(p); err != nil {
			return fmt.Errorf("field patterns: item %d: a regular expression: %v", i+1, err)
		}
	}
	m.textRE = regexp.MustCompile("(?:" + strings.Join(m.Patterns, "|") + ")")
	return nil
}

// checkAttributeRow checks an attribute row's fields that go together.
func checkAttributeRow(m *Model) error {
	if (m.Shape == "sets" || m.Shape == "alias") != (len(m.Keywords) > 0) {
		return fmt.Errorf("field keywords: goes with shapes sets and alias (the attributes the attribute sets, or is), and they with it")
	}
	if m.Pattern != nil && m.Shape != "fragment" {
		return fmt.Errorf("field pattern: goes with shape fragment (a value that selects parts of the element's own file)")
	}
	if m.Shape == "alias" && len(m.Keywords) != 1 {
		return fmt.Errorf("field keywords: an alias row names the one HTML attribute its attributes are")
	}
	return nil
}

// checkHandlerRow checks a handler row's fields that go together.
func checkHandlerRow(m *Model) error {
	if m.ReturnPrefix != "" {
		return checkPrefixRow(m)
	}
	if len(m.Annotations) == 0 && len(m.Classes) == 0 && (!slices.Contains(fieldLanguages["class-names"], m.Language) ||
		len(m.ClassAnnotations)+len(m.ClassNames)+len(m.Calls)+len(m.Imports) == 0) && !(m.Language == "python" && m.Shape == "event") {
		return fmt.Errorf("field annotations: missing (a handler row needs annotations or classes, or for %s class-annotations, class-names or calls, or for python imports or shape event)",
			strings.Join(fieldLanguages["class-names"], ", "))
	}
	if m.Source == "" && m.ReturnSink == "" {
		return fmt.Errorf("field source: a handler row needs source (with parameter-types) or return-sink")
	}
	if (m.Source == "") != (len(m.ParameterTypes) == 0) {
		return fmt.Errorf("field parameter-types: goes with source, and source with it")
	}
	if (m.ReturnSink == "") != (len(m.ReturnTypes) == 0) {
		return fmt.Errorf("field return-types: goes with return-sink, and return-sink with it")
	}
	return nil
}

// checkPrefixRow checks a handler row with return-prefix: a returned
// value's text decides, not its type, and annotations are optional.
func checkPrefixRow(m *Model) error {
	if m.ReturnSink == "" || len(m.ReturnTypes) > 0 || m.Source != "" {
		return fmt.Errorf("field return-prefix: goes with return-sink, without return-types or source")
	}
	return nil
}

func kindNames() []string {
	var out []string
	for k := range required {
		out = append(out, string(k))
	}
	sort.Strings(out)
	return out
}

// required lists each kind's required fields; its keys are the kinds.
var required = map[Kind][]string{
	KindType:      {"name"},
	KindSource:    {"methods", "source"},
	KindSink:      {"methods", "sink"},
	KindSanitizer: {"methods", "sanitizes"},
	KindBarrier:   {"methods"},
	KindSummary:   {"methods"},
	KindParameter: {"annotations", "source"},
	KindHandler:   {},
	KindCallback:  {"methods"},
	KindWrite:     {"methods"},
	KindSync:      {"type", "methods"},
	KindModule:    {"name", "imports"},
	KindPacing:    {"methods"},
	KindAttribute: {"methods", "shape"},
	KindClass:     {"methods", "shape"},
	KindElement:   {"methods", "shape"},
	KindTest:      {"annotations"},
	KindAccess:    {"shape"},
	KindText:      {"shape"},
	KindTemplate:  {"pattern", "shape"},
	KindProject:   {},
}

type fieldDef struct {
	kinds []Kind
	set   func(m *Model, n *yaml.Node) error
}

var callKinds = []Kind{KindSource, KindSink, KindSanitizer, KindBarrier, KindSummary, KindCallback}

var fields = map[string]fieldDef{
	"type": {append(slices.Clip(callKinds), KindWrite, KindSync, KindPacing), func(m *Model, n *yaml.Node) error {
		if m.Language == "javascript" {
			// An npm package (escape-html, @scope/pkg) or the name a
			// module is bound to (he, _, DOMPurify).
			if n.Kind != yaml.ScalarNode || !packageRE.MatchString(n.Value) {
				return fmt.Errorf("a module or package name such as lodash or escape-html, got %q", n.Value)
			}
			m.Type = n.Value
			return nil
		}
		return typeName(m, n, &m.Type)
	}},
	"methods": {append(slices.Clip(callKinds), KindHandler, KindCallback, KindWrite, KindSync, KindPacing, KindAttribute, KindClass, KindElement), func(m *Model, n *yaml.Node) error {
		if m.Kind == KindElement {
			// tag names or globs, compared in lower case (x-si-*)
			if err := strs(n, &m.Methods, elementTagRE, "tag names or globs (x-si-*)"); err != nil {
				return err
			}
			for _, p := range m.Methods {
				m.methodREs = append(m.methodREs, globRE(p))
			}
			return nil
		}
		if m.Kind == KindClass {
			// class names, or globs (d-*-block, *:flex)
			if err := strs(n, &m.Methods, classTokenRE, "class names or globs (d-none, *:block)"); err != nil {
				return err
			}
			for _, p := range m.Methods {
				m.methodREs = append(m.methodREs, globRE(p))
			}
			return nil
		}
		if m.Kind == KindAttribute {
			// attribute names as HTML writes them (th:text, *ngfor,
			// v-bind:, [attr.), compared whole: * is no glob here
			return strs(n, &m.Methods, attributeRE, "attribute names or prefixes (th:text, v-for, th:)")
		}
		re := identRE
		if m.Language == "ruby" {
			re = rubyMethodRE
		}
		if err := strs(n, &m.Methods, re, "method names or globs"); err != nil {
			return err
		}
		for _, p := range m.Methods {
			m.methodREs = append(m.methodREs, globRE(p))
		}
		return nil
	}},
	"args": {[]Kind{KindSink, KindSanitizer, KindBarrier}, func(m *Model, n *yaml.Node) error { return ints(n, &m.Args) }},
	"keywords": {[]Kind{KindSink, KindSanitizer, KindBarrier, KindAttribute, KindSource, KindClass}, func(m *Model, n *yaml.Node) error {
		if m.Kind == KindSource && m.Language != "javascript" {
			return fmt.Errorf("the %s analysis does not read it on a source row (javascript does, on shape event-handler)", m.Language)
		}
		if m.Kind == KindAttribute {
			// a sets row: the attributes its attribute sets (th:field:
			// id, name, value)
			return strs(n, &m.Keywords, attributeRE, "attribute names")
		}
		if m.Kind == KindClass {
			// a property-utility row: the CSS properties its utility sets
			return strs(n, &m.Keywords, cssPropertyRE, "CSS property names (background-color)")
		}
		if m.Language == "javascript" && m.Kind != KindSanitizer {
			// the fields of an options object: http.request({ host }); on
			// a barrier of shape options, those that make it another
			// library's; on a headers sink, the header names it reports
			// (a quoted key: 'content-type')
			return strs(n, &m.Keywords, jsKeyRE, "property names")
		}
		if !slices.Contains(namedArgs, m.Language) {
			return fmt.Errorf("%s calls have no named arguments", m.Language)
		}
		return strs(n, &m.Keywords, identRE, "argument names")
	}},
	"receiver": {[]Kind{KindSink, KindSanitizer, KindBarrier}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Receiver) }},
	"shape": {[]Kind{KindSource, KindSink, KindSummary, KindSanitizer, KindBarrier, KindParameter, KindHandler, KindAttribute, KindClass, KindElement, KindText, KindTemplate, KindAccess, KindType}, func(m *Model, n *yaml.Node) error {
		if m.Kind == KindAccess {
			return oneOf(n, &m.Shape, AccessShapes)
		}
		if m.Kind == KindType && m.Language != "javascript" {
			return fmt.Errorf("only the javascript analysis reads a type row's shape (request, response: the objects it tracks itself)")
		}
		if !slices.Contains(shapeLanguages, m.Language) {
			return fmt.Errorf("the %s analysis reads no shapes", m.Language)
		}
		if m.Kind == KindText {
			return oneOf(n, &m.Shape, textShapeNames())
		}
		if m.Kind == KindTemplate {
			return oneOf(n, &m.Shape, TemplateShapes)
		}
		if m.Kind == KindClass {
			return oneOf(n, &m.Shape, ClassShapes)
		}
		if m.Kind == KindElement {
			return oneOf(n, &m.Shape, ElementShapes)
		}
		if m.Kind == KindAttribute {
			return oneOf(n, &m.Shape, AttributeShapes)
		}
		if n.Kind != yaml.ScalarNode || !shapeRE.MatchString(n.Value) {
			return fmt.Errorf("a shape name such as shell-command, got %q", n.Value)
		}
		m.Shape = n.Value
		return nil
	}},
	"patterns": {[]Kind{KindText, KindSource}, func(m *Model, n *yaml.Node) error { return strs(n, &m.Patterns, nil, "regular expressions") }},
	"files": {[]Kind{KindText}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Files, filePathRE, "file paths (config/initializers/devise.rb)")
	}},
	"label": {[]Kind{KindText}, func(m *Model, n *yaml.Node) error {
		if n.Kind != yaml.ScalarNode || strings.TrimSpace(n.Value) == "" {
			return fmt.Errorf("a phrase naming the row (Devise's install generator)")
		}
		m.Label = n.Value
		return nil
	}},
	"source": {[]Kind{KindSource, KindParameter, KindHandler, KindType}, func(m *Model, n *yaml.Node) error {
		return oneOf(n, &m.Source, SourceKinds)
	}},
	"into-args": {[]Kind{KindSource}, func(m *Model, n *yaml.Node) error { return ints(n, &m.IntoArgs) }},
	"sink":      {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return sinkKinds(n, &m.Sinks) }},
	"sanitizes": {[]Kind{KindSanitizer, KindSource}, func(m *Model, n *yaml.Node) error { return sinkKinds(n, &m.Sanitizes) }},
	"flow":      {[]Kind{KindSummary}, parseFlows},
	"returns": {[]Kind{KindSummary}, func(m *Model, n *yaml.Node) error {
		if n.Value == "receiver" {
			m.Returns = n.Value
			return nil
		}
		return typeName(m, n, &m.Returns)
	}},
	"key-arg": {[]Kind{KindSummary}, func(m *Model, n *yaml.Node) error { return oneOf(n, &m.KeyArg, []string{"first", "last"}) }},
	"exits":   {[]Kind{KindSummary}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Exits) }},
	"checks": {[]Kind{KindBarrier, KindSummary}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Checks, checksRE, "operands: receiver or argN")
	}},
	"const-arg": {callKinds, func(m *Model, n *yaml.Node) error {
		var xs []int
		if err := ints(n, &xs); err != nil || len(xs) != 1 {
			return fmt.Errorf("an argument index")
		}
		m.ConstArg = xs[0]
		return nil
	}},
	"const-keyword": {callKinds, func(m *Model, n *yaml.Node) error {
		if !slices.Contains(namedArgs, m.Language) {
			return fmt.Errorf("%s calls have no named arguments", m.Language)
		}
		return strs(n, &m.ConstKeywords, identRE, "argument names")
	}},
	"const-default": {callKinds, func(m *Model, n *yaml.Node) error {
		if n.Kind != yaml.ScalarNode {
			return fmt.Errorf("the value of an argument that is not passed")
		}
		m.ConstDefault = n.Value
		return nil
	}},
	"argv": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return oneOf(n, &m.Argv, []string{"list", "spread"}) }},
	"imports": {[]Kind{KindHandler, KindModule, KindBarrier}, func(m *Model, n *yaml.Node) error {
		if m.Kind == KindModule {
			return strs(n, &m.Imports, moduleRE, "package names (fs-extra, node:fs, fs/promises, @scope/pkg)")
		}
		return strs(n, &m.Imports, typeRE, "module names")
	}},
	"responses": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Responses, identRE, "function or class names or globs")
	}},
	"shells":         {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return strs(n, &m.Shells, nil, "program names or paths") }},
	"shell-flags":    {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return strs(n, &m.ShellFlags, nil, "flags (-c, /c)") }},
	"shell-options":  {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return strs(n, &m.ShellOptions, identRE, "option names (shell)") }},
	"objects":        {[]Kind{KindType}, func(m *Model, n *yaml.Node) error { return strs(n, &m.Objects, typeRE, "qualified names") }},
	"const-in":       {callKinds, func(m *Model, n *yaml.Node) error { return strs(n, &m.ConstIn, nil, "") }},
	"const-not-in":   {callKinds, func(m *Model, n *yaml.Node) error { return strs(n, &m.ConstNot, nil, "") }},
	"method-returns": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return strs(n, &m.MethodReturns, typeRE, "type names") }},
	"name": {[]Kind{KindType, KindModule, KindTemplate}, func(m *Model, n *yaml.Node) error {
		if m.Kind == KindTemplate {
			// what a finding says it saw (the |safe filter)
			if n.Kind != yaml.ScalarNode || strings.TrimSpace(n.Value) == "" {
				return fmt.Errorf("the construct's name, as a finding says it")
			}
			m.Name = n.Value
			return nil
		}
		if m.Kind == KindModule {
			if n.Kind != yaml.ScalarNode || !moduleRE.MatchString(n.Value) {
				return fmt.Errorf("a package name (fs, @scope/pkg)")
			}
			m.Name = strings.TrimPrefix(n.Value, "node:")
			return nil
		}
		return typeName(m, n, &m.Name)
	}},
	"classes": {[]Kind{KindType, KindHandler}, func(m *Model, n *yaml.Node) error {
		if m.Language == "go" {
			return strs(n, &m.Classes, goTypeRE, "types qualified by import path, such as net/http.Request")
		}
		return strs(n, &m.Classes, classRE, "class names or globs")
	}},
	"closed": {[]Kind{KindType}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Closed) }},
	"exact":  {[]Kind{KindType}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Exact) }},
	"receiver-names": {[]Kind{KindType}, func(m *Model, n *yaml.Node) error {
		return pattern(n, &m.ReceiverNames)
	}},
	"annotation-names": {[]Kind{KindType}, func(m *Model, n *yaml.Node) error {
		return pattern(n, &m.AnnotationNames)
	}},
	"not-receiver-names": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error {
		return pattern(n, &m.NotReceiverNames)
	}},
	"arg-names": {[]Kind{KindSink, KindSummary}, func(m *Model, n *yaml.Node) error {
		if want := map[string]Kind{"go": KindSummary, "javascript": KindSink}[m.Language]; m.Kind != want {
			return fmt.Errorf("the %s analysis reads it on %s rows", m.Language, want)
		}
		return pattern(n, &m.ArgNames)
	}},
	"annotations": {[]Kind{KindParameter, KindHandler, KindTest, KindAccess}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Annotations, annotationRE, "annotation names, or Name(glob)")
	}},
	"class-annotations": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.ClassAnnotations, annotationRE, "annotation names")
	}},
	"parameter-types": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.ParameterTypes, anyTypeRE, "type names, or * for any")
	}},
	"class-names": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.ClassNames, identRE, "class names or globs")
	}},
	"context-types": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.ContextTypes, identRE, "type names")
	}},
	"not-annotations": {[]Kind{KindHandler, KindTest}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.NotAnnotations, annotationRE, "annotation names")
	}},
	"calls": {[]Kind{KindHandler, KindBarrier}, func(m *Model, n *yaml.Node) error { return strs(n, &m.Calls, identRE, "method names or globs") }},
	"default-keywords": {[]Kind{KindBarrier}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.DefaultKeywords, identRE, "argument names (defaults)")
	}},
	"registries": {[]Kind{KindBarrier}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Registries, identRE, "attribute names (converters)")
	}},
	"barrier": {[]Kind{KindType}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Barrier) }},
	"always":  {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Always) }},
	"unless": {[]Kind{KindSink, KindTemplate}, func(m *Model, n *yaml.Node) error {
		if m.Kind == KindTemplate {
			return patterns(n, &m.UnlessPatterns)
		}
		return strs(n, &m.Unless, nil, "settings: names, or names joined by ' & '")
	}},
	"check-names": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error { return pattern(n, &m.CheckNames) }},
	"builds": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Builds, nil, "text in a method that builds what it writes (newDocument())")
	}},
	"reads": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Reads, nil, "text in a method that reads input (parse()")
	}},
	"helpers": {[]Kind{KindProject}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Helpers, projectPathRE, "paths relative to the project's root (app/helpers/, lib/)")
	}},
	"autoload": {[]Kind{KindProject}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Autoload, projectDirRE, "directories relative to the project's root, ending in / (app/models/)")
	}},
	"configs": {[]Kind{KindProject}, func(m *Model, n *yaml.Node) error {
		// file names, found at or above a file's directory
		return strs(n, &m.Configs, fileNameRE, "file names without a directory (tailwind.config.js)")
	}},
	"tokens": {[]Kind{KindProject}, parseTokens},
	"extensions": {[]Kind{KindTemplate}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.Extensions, extensionRE, "file name endings in lower case (.html, .blade.php)")
	}},
	"pattern": {[]Kind{KindTemplate, KindAttribute, KindAccess}, func(m *Model, n *yaml.Node) error { return pattern(n, &m.Pattern) }},
	"with": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.With, nil, "field names")
	}},
	"gosec-rule": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error {
		if n.Kind != yaml.ScalarNode || !gosecRuleRE.MatchString(n.Value) {
			return fmt.Errorf("a gosec rule id such as G124")
		}
		m.GosecRule = n.Value
		return nil
	}},
	"guard": {[]Kind{KindSanitizer, KindBarrier}, func(m *Model, n *yaml.Node) error {
		if err := oneOf(n, &m.Guard, GuardKinds); err != nil {
			return err
		}
		if m.Guard == "found" && m.Language != "csharp" {
			return fmt.Errorf("found: only the csharp analysis reads it")
		}
		return nil
	}},
	"host-argument": {[]Kind{KindSanitizer}, parseHostArgument},
	"path-argument": {[]Kind{KindSanitizer}, func(m *Model, n *yaml.Node) error {
		return parseArgumentIndex(n, &m.PathArgument, "path")
	}},
	"memory": {[]Kind{KindType}, func(m *Model, n *yaml.Node) error { return oneOf(n, &m.Memory, MemoryRoles) }},
	"checked-by": {[]Kind{KindSanitizer, KindBarrier}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.CheckedBy, identRE, "method names (matches)")
	}},
	"return-sink": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error {
		var xs []string
		if err := sinkKinds(n, &xs); err != nil || len(xs) != 1 {
			return fmt.Errorf("one sink kind")
		}
		m.ReturnSink = xs[0]
		return nil
	}},
	"return-types": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error { return strs(n, &m.ReturnTypes, typeRE, "type names") }},
	"return-prefix": {[]Kind{KindHandler}, func(m *Model, n *yaml.Node) error {
		if n.Kind != yaml.ScalarNode || n.Value == "" {
			return fmt.Errorf("the text a returned string literal is (redirect:)")
		}
		m.ReturnPrefix = n.Value
		return nil
	}},
	// Added for PHP and Java's containers and guards.
	"quoted":    {[]Kind{KindSanitizer}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Quoted) }},
	"property":  {callKinds, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Property) }},
	"container": {[]Kind{KindSummary}, func(m *Model, n *yaml.Node) error { return oneOf(n, &m.Container, ContainerOps) }},
	"callback":  {[]Kind{KindSummary}, func(m *Model, n *yaml.Node) error { return index(n, &m.Callback) }},
	"format":    {[]Kind{KindSummary}, func(m *Model, n *yaml.Node) error { return index(n, &m.Format) }},
	// Added for Python's setters.
	"becomes": {[]Kind{KindSummary}, func(m *Model, n *yaml.Node) error { return typeName(m, n, &m.Becomes) }},
	"if-true": {callKinds, func(m *Model, n *yaml.Node) error { return index(n, &m.IfTrue) }},
	// Added for Go's dropped errors.
	"opens":    {[]Kind{KindWrite}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Opens) }},
	"closes":   {[]Kind{KindWrite}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Closes) }},
	"lossless": {[]Kind{KindType}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Lossless) }},
	// Added for C#'s collections of barrier types.
	"elements": {[]Kind{KindType}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Elements) }},
	// Added for the Go type checker's own paths (source own-path).
	"result": {[]Kind{KindSource}, func(m *Model, n *yaml.Node) error {
		if index(n, &m.Result) != nil {
			return fmt.Errorf("the index of one result, from 0")
		}
		return nil
	}},
	"joins": {[]Kind{KindSource, KindSummary}, func(m *Model, n *yaml.Node) error { return boolean(n, &m.Joins) }},
	"const-below": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error {
		v, err := strconv.ParseInt(n.Value, 10, 64)
		if err != nil || n.Kind != yaml.ScalarNode || v <= 0 {
			return fmt.Errorf("a positive integer, got %q", n.Value)
		}
		m.ConstBelow = v
		return nil
	}},
	"not-in-packages": {[]Kind{KindSink}, func(m *Model, n *yaml.Node) error {
		return strs(n, &m.NotInPackages, goPackageNameRE, "Go package names (scrypt)")
	}},
}

var (
	identRE      = regexp.MustCompile(`^[A-Za-z_$*][\w$*]*$`)
	packageRE    = regexp.MustCompile(`^(@[\w.-]+/)?[\w$][\w$.-]*(/[\w$.-]+)*$`)
	moduleRE     = regexp.MustCompile(`^(@[\w.-]+/)?[\w.-]+(/[\w.-]+)*$|^node:[\w/.-]+$`)
	typeRE       = regexp.MustCompile(`^[\w$.]+(<[\w$.,<>?\[\] ]*>)?(\[\])*$`)
	anyTypeRE    = regexp.MustCompile(`^(\*|[\w$.]+(<[\w$.,<>?\[\] ]*>)?(\[\])*)$`)
	classRE      = regexp.MustCompile(`^[\w$.*\\]+(<[\w$.,<>?\[\] ]*>)?(\[\])*$`)
	annotationRE = regexp.MustCompile(`^[\w$.]+(\(.*\))?$`)
	shapeRE      = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	// attributeRE is an attribute's name, or the start of one, as HTML
	// allows it: no space, quote, <, >, / or =.
	attributeRE = regexp.MustCompile(`^[^\s"'<>/=]+$`)
	// classTokenRE is a class attribute's token: anything but space.
	classTokenRE = regexp.MustCompile(`^\S+$`)
	// elementTagRE is a lower-case tag name, or a glob of them (x-si-*).
	elementTagRE = regexp.MustCompile(`^[a-z][a-z0-9:._-]*\*?$`)
	// projectPathRE is a path relative to a project's root: a directory
	// (ending in /) or a file; projectDirRE a directory.
	projectPathRE = regexp.MustCompile(`^[\w.-]+(/[\w.-]+)*/?$`)
	projectDirRE  = regexp.MustCompile(`^[\w.-]+(/[\w.-]+)*/$`)
	// fileNameRE is a file's name, without a directory.
	fileNameRE = regexp.MustCompile(`^[\w-][\w.-]*$`)
	// cssPropertyRE is a CSS property's name.
	cssPropertyRE = regexp.MustCompile(`^-?[a-z][a-z-]*$`)
	// jsKeyRE: a JavaScript object's key, quoted when it has a hyphen
	// ({ 'content-type': ... }).
	jsKeyRE = regexp.MustCompile(`^[A-Za-z_$][\w$-]*$`)
	// extensionRE is the end of a file's name, from a dot, in lower case.
	extensionRE = regexp.MustCompile(`^\.[a-z0-9_.-]+$`)
	flowEnd     = regexp.MustCompile(`^(receiver|return|args|arg[0-9]+|block)$`)
	// Ruby methods may end in ?, ! or = and operators are methods too.
	rubyMethodRE = regexp.MustCompile("^([A-Za-z_*][\\w*]*[?!=]?|\\[\\]|`)$")
	rubyTypeRE   = regexp.MustCompile(`^[A-Z]\w*(::[A-Z]\w*)*$`)
	checksRE     = regexp.MustCompile(`^(receiver|arg[0-9]+)$`)
	// Go names a package by its import path, a type by the path and the
	// type's name (net/http.Request, github.com/gin-gonic/gin.Context).
	goTypeRE = regexp.MustCompile(`^[\w.~-]+(/[\w.~-]+)*$`)
	// goPackageNameRE is a Go package's name as its package clause
	// writes it.
	goPackageNameRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// typeName reads a type or class name: Ruby's are constants with ::
// (Net::HTTP), the others' dotted names.
func typeName(m *Model, n *yaml.Node, out *string) error {
	if m.Language == "go" {
		if n.Kind != yaml.ScalarNode || !goTypeRE.MatchString(n.Value) {
			return fmt.Errorf("an import path, or a type qualified by one, such as net/http.Request, got %q", n.Value)
		}
		*out = n.Value
		return nil
	}
	if m.Language != "ruby" {
		return name(n, out)
	}
	if n.Kind != yaml.ScalarNode || !rubyTypeRE.MatchString(n.Value) {
		return fmt.Errorf("a class name such as Net::HTTP, got %q", n.Value)
	}
	*out = n.Value
	return nil
}

// pattern reads a regular expression.
func pattern(n *yaml.Node, out **regexp.Regexp) error {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias // written once with an anchor (&name) and named again (*name)
	}
	if n.Kind != yaml.ScalarNode {
		return fmt.Errorf("a regular expression")
	}
	re, err := regexp.Compile(n.Value)
	if err != nil {
		return fmt.Errorf("a regular expression: %v", err)
	}
	*out = re
	return nil
}

// patterns reads a list of regular expressions.
func patterns(n *yaml.Node, out *[]*regexp.Regexp) error {
	var xs []string
	if err := strs(n, &xs, nil, "regular expressions"); err != nil {
		return err
	}
	for _, x := range xs {
		re, err := regexp.Compile(x)
		if err != nil {
			return fmt.Errorf("a regular expression: %v", err)
		}
		*out = append(*out, re)
	}
	return nil
}

func name(n *yaml.Node, out *string) error {
	if n.Kind != yaml.ScalarNode || !typeRE.MatchString(n.Value) {
		return fmt.Errorf("a name such as com.example.Client, got %q", n.Value)
	}
	*out = n.Value
	return nil
}

func boolean(n *yaml.Node, out *bool) error {
	switch n.Value {
	case "true":
		*out = true
	case "false":
		*out = false
	default:
		return fmt.Errorf("true or false, got %q", n.Value)
	}
	return nil
}

// strs reads a scalar or a list of scalars, each matching re when re is set.
func strs(n *yaml.Node, out *[]string, re *regexp.Regexp, what string) error {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias // a list written once with an anchor (&name) and named again (*name)
	}
	items := []*yaml.Node{n}
	if n.Kind == yaml.SequenceNode {
		items = n.Content
	}
	if len(items) == 0 {
		return fmt.Errorf("an empty list")
	}
	for _, x := range items {
		if x.Kind != yaml.ScalarNode || x.Value == "" {
			return fmt.Errorf("a list of %s", what)
		}
		if re != nil && !re.MatchString(x.Value) {
			return fmt.Errorf("%q is not one of %s", x.Value, what)
		}
		*out = append(*out, x.Value)
	}
	return nil
}

// index reads one argument index.
func index(n *yaml.Node, out *int) error {
	var xs []int
	if err := ints(n, &xs); err != nil || len(xs) != 1 {
		return fmt.Errorf("an argument index")
	}
	*out = xs[0]
	return nil
}

func ints(n *yaml.Node, out *[]int) error {
	var ss []string
	if err := strs(n, &ss, nil, "argument indexes"); err != nil {
		return err
	}
	for _, s := range ss {
		i, err := strconv.Atoi(s)
		if err != nil || i < 0 || i > 31 {
			return fmt.Errorf("%q is not an argument index (0 to 31)", s)
		}
		*out = append(*out, i)
	}
	return nil
}

func oneOf(n *yaml.Node, out *string, allowed []string) error {
	if n.Kind != yaml.ScalarNode || !slices.Contains(allowed, n.Value) {
		return fmt.Errorf("%q is not one of %s", n.Value, strings.Join(allowed, ", "))
	}
	*out = n.Value
	return nil
}

func sinkKinds(n *yaml.Node, out *[]string) error {
	var names []string
	for _, k := range SinkKinds {
		names = append(names, k.Name)
	}
	if err := strs(n, out, nil, "sink kinds"); err != nil {
		return err
	}
	for _, s := range *out {
		if !slices.Contains(names, s) {
			return fmt.Errorf("%q is not a sink kind (one of %s)", s, strings.Join(names, ", "))
		}
	}
	return nil
}

// TokenKinds are the kinds of design token a project row's tokens name.
var TokenKinds = []string{"colour", "spacing", "font-size"}

// tokenKeyRE is a config key, or keys joined by dots (theme.colors).
var tokenKeyRE = regexp.MustCompile(`^[\w$-]+(\.[\w$-]+)*$`)

// parseTokens reads `tokens:`, a mapping from a config's key to the kind
// of token its object's values are.
func parseTokens(m *Model, n *yaml.Node) error {
	if n.Kind != yaml.MappingNode || len(n.Content) == 0 {
		return fmt.Errorf("a mapping from a config key to a kind of token (theme.colors: colour)")
	}
	m.Tokens = map[string]string{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode || !tokenKeyRE.MatchString(k.Value) {
			return fmt.Errorf("%q is not a config key (theme.colors)", k.Value)
		}
		if v.Kind != yaml.ScalarNode || !slices.Contains(TokenKinds, v.Value) {
			return fmt.Errorf("%s: %q is not one of %s", k.Value, v.Value, strings.Join(TokenKinds, ", "))
		}
		m.Tokens[k.Value] = v.Value
	}
	return nil
}

// parseHostArgument reads `host-argument:`, a mapping from a
// constructor's number of arguments to the index of its host argument.
func parseHostArgument(m *Model, n *yaml.Node) error {
	return parseArgumentIndex(n, &m.HostArgument, "host")
}

// parseArgumentIndex reads a mapping from a constructor's number of
// arguments to the index of the argument that is what (host, path).
func parseArgumentIndex(n *yaml.Node, dst *map[int]int, what string) error {
	want := "a mapping from a number of arguments to the index of the " + what + " argument ({4: 1, 7: 2})"
	if n.Kind != yaml.MappingNode || len(n.Content) == 0 {
		return fmt.Errorf("%s", want)
	}
	m := map[int]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		arity, errA := strconv.Atoi(n.Content[i].Value)
		at, errH := strconv.Atoi(n.Content[i+1].Value)
		if errA != nil || errH != nil || arity < 1 || arity > 32 || at < 0 || at >= arity {
			return fmt.Errorf("%s: %s: %s is not an argument index of a call with that many", want, n.Content[i].Value, n.Content[i+1].Value)
		}
		if _, dup := m[arity]; dup {
			return fmt.Errorf("%d arguments named twice", arity)
		}
		m[arity] = at
	}
	*dst = m
	return nil
}

// parseFlows reads `flow:`: none, or flows written "from -> to".
func parseFlows(m *Model, n *yaml.Node) error {
	var ss []string
	if err := strs(n, &ss, nil, "flows"); err != nil {
		return err
	}
	for _, s := range ss {
		if s == "none" {
			m.None = true
			continue
		}
		from, to, ok := strings.Cut(s, "->")
		from, to = strings.TrimSpace(from), strings.TrimSpace(to)
		if !ok || !flowEnd.MatchString(from) || !flowEnd.MatchString(to) || from == "return" || to == "args" || to == "block" ||
			from == "block" && m.Language != "ruby" {
			return fmt.Errorf("%q is not a flow (none, or FROM -> TO with FROM receiver, args or argN and TO return, receiver or argN)", s)
		}
		m.Flows = append(m.Flows, Flow{From: from, To: to})
	}
	if m.None && len(m.Flows) > 0 {
		return fmt.Errorf("none goes alone")
	}
	return nil
}
