package models

import (
	"regexp"
	"strconv"
	"strings"
)

// Kind is what a model row says.
type Kind string

const (
	// KindType names a kind of object the analysis tracks.
	KindType Kind = "type"
	// KindSource: a call returns data from outside.
	KindSource Kind = "source"
	// KindSink: data reaching a call's argument or receiver is a
	// vulnerability of the row's kind.
	KindSink Kind = "sink"
	// KindSanitizer: a call's result is safe for the sinks it names.
	KindSanitizer Kind = "sanitizer"
	// KindBarrier: a call's result carries none of its inputs' injectable
	// content (a number, a UUID).
	KindBarrier Kind = "barrier"
	// KindSummary: how data moves through a call the analysis cannot see.
	KindSummary Kind = "summary"
	// KindParameter: a method parameter with one of the annotations is
	// data from outside.
	KindParameter Kind = "parameter"
	// KindHandler: methods with one of the annotations handle requests.
	KindHandler Kind = "handler"
	// KindCallback: a class-level call that names methods run before each
	// action of the class (Rails before_action).
	KindCallback Kind = "callback"
	// KindWrite: a call that writes, sends or stores data, whose error
	// says the data was lost (Go's analysis of dropped errors).
	KindWrite Kind = "write"
	// KindSync: a Go call that synchronizes goroutines (a mutex's Lock, a
	// sync.Map's or an atomic value's Store, Swap or CompareAndSwap): a
	// goroutine that makes one coordinates its writes.
	KindSync Kind = "sync"
	// KindModule: a package that other names import (fs-extra and
	// graceful-fs are fs to the rows that name fs).
	KindModule Kind = "module"
	// KindPacing: a call that, awaited in a loop, paces the loop on
	// purpose (asyncio.sleep, a websocket's send): the await-in-loop rule
	// leaves it.
	KindPacing Kind = "pacing"
	// KindAttribute: an attribute of a template dialect or a component
	// framework (Thymeleaf's th:text, Vue's v-for and :prop), and what it
	// does to its element when the page is rendered: the markup analysis
	// (language html) reads the file's elements through these rows.
	KindAttribute Kind = "attribute"
	// KindClass: a CSS framework's class (Bootstrap's d-none, Bulma's
	// is-active, Tailwind's md:block), and what it does to its element:
	// the markup analysis reads whether an element is hidden through it.
	KindClass Kind = "class"
	// KindElement: a server component's tag (Blade Icons' <x-si-github />)
	// and what the component renders in its place: the markup analysis
	// reads an element's accessible name through these rows.
	KindElement Kind = "element"
	// KindTest: a test framework's data-driven test: a method with one of
	// the annotations takes as parameters the constants they list
	// (xUnit's [InlineData]), unless it has one of not-annotations, whose
	// values code makes ([MemberData]).
	KindTest Kind = "test"
	// KindAccess (C#): an attribute that limits who may call a method, on
	// the method or its class: shape restricts (only users of a role or
	// policy: [Authorize(Roles = "Admin")]) lowers the confidence of a
	// flow into the method, and shape opens ([AllowAnonymous]) undoes
	// every restriction. Rows match attributes by annotations (names, or
	// Name(glob)) or by pattern, a regular expression on the attribute's
	// text without its brackets and Attribute suffix.
	KindAccess Kind = "access"
	// KindText: a framework's or library's API as code writes it, found in
	// the text of code by a check that reads no syntax tree (a
	// specialist's, the rule pack's): the row's shape names the check
	// (TextShapes), its patterns what it looks for.
	KindText Kind = "text"
	// KindTemplate: a construct of a server-side template language, found
	// by a regular expression in files with one of the row's extensions,
	// and what it means to the templates engine (language templates):
	// output written unescaped, a form's CSRF token, a value escaped or a
	// URL built for a context.
	KindTemplate Kind = "template"
	// KindProject: where a framework keeps a project's code (Ruby): the
	// files whose methods are called without a receiver (helpers), and
	// the directories its autoloader finds a class in by its name
	// (autoload); or (html) the config files that define a project's
	// design tokens (configs).
	KindProject Kind = "project"
)

// TemplateShapes are what a template row's pattern finds (package
// templates documents each): unescaped-output and context-sink report
// what they match, the others make a finding none or say what a value is.
var TemplateShapes = []string{"unescaped-output", "context-sink", "csrf-token", "own-url", "script-escaper",
	"escaper", "el-escaper", "request-read", "request-assignment", "request-el", "tag", "layout-use"}

// markupTemplateShapes are the template shapes the markup analysis reads,
// in every file it reads: its rows name no extensions.
var markupTemplateShapes = []string{"tag", "layout-use"}

// AccessShapes are the shapes of access rows (KindAccess).
var AccessShapes = []string{"restricts", "opens"}

// ClassShapes are what a class row's classes do to their element: hidden
// (display: none or visibility: hidden at every size), shown-at-some-size
// (a responsive or state variant that shows it again), modal (a modal
// dialog, hidden until its script shows it) and modal-shown (the class
// that script adds); colour-utility and font-size-utility name utility
// prefixes whose arbitrary value (Tailwind's bg-[#0055ff]) is a colour or a
// font size; another prefix's is a length. property-utility names a
// utility prefix and, in keywords, the CSS properties its classes set
// (Tailwind's bg- sets background-color).
var ClassShapes = []string{"hidden", "shown-at-some-size", "modal", "modal-shown", "colour-utility", "font-size-utility",
	"property-utility"}

// ElementShapes are what an element row's components render:
// named-image, an image that carries its own accessible name (an <svg
// role="img"> whose first child is a <title>), so a link or a button that
// holds only it has a name.
var ElementShapes = []string{"named-image"}

// AttributeShapes are what an attribute row's attributes do to their
// element (package markup documents each): the ones ending in -prefix
// name the start of attributes' names, the others whole names.
var AttributeShapes = []string{"sets-named-prefix", "dialect-prefix", "binding-prefix", "event-binding-prefix",
	"content", "fragment", "component", "prototype", "spread", "sets", "conditional", "structural", "inert",
	"decorates", "fragment-definition", "alias", "script-ref"}

// Source kinds: where data comes from.
var SourceKinds = []string{"remote", "stored", "environment", "file", "weak-random", "console", "own-path"}

// SinkKind is a kind of vulnerability, with its CWE.
type SinkKind struct {
	Name, CWE string
}

// SinkKinds are the vulnerability kinds a sink row may name.
var SinkKinds = []SinkKind{
	{"sql-injection", "CWE-89"}, {"command-injection", "CWE-78"}, {"path-traversal", "CWE-22"},
	{"ldap-injection", "CWE-90"}, {"xpath-injection", "CWE-643"}, {"code-injection", "CWE-94"},
	{"unsafe-deserialization", "CWE-502"}, {"ssrf", "CWE-918"}, {"xss", "CWE-79"},
	{"trust-boundary", "CWE-501"}, {"open-redirect", "CWE-601"}, {"header-injection", "CWE-113"},
	{"insecure-random", "CWE-330"}, {"xxe", "CWE-611"}, {"template-injection", "CWE-1336"},
	{"log-injection", "CWE-117"}, {"nosql-injection", "CWE-943"}, {"file-inclusion", "CWE-98"},
	{"unsafe-reflection", "CWE-470"}, {"mass-assignment", "CWE-915"},
	// what a call is whatever data reaches it (rows with always), or what
	// a password reaching it makes it
	{"weak-hash", "CWE-328"}, {"weak-cipher", "CWE-327"}, {"tls-verification-off", "CWE-295"},
	{"weak-password-hash", "CWE-916"}, {"insecure-cookie", "CWE-614"}, {"cookie-without-httponly", "CWE-1004"},
	{"debug-enabled", "CWE-489"}, {"debug-information-exposure", "CWE-215"},
	{"cleartext-transmission", "CWE-319"}, {"signature-not-verified", "CWE-347"}, {"hardcoded-key", "CWE-321"},
	// settings that let other sites in
	{"origin-not-checked", "CWE-1385"}, {"cors-any-origin", "CWE-942"},
}

// ContainerOps are what a call does to the elements of a container or
// builder, for a summary row's container field.
var ContainerOps = []string{"add", "add-first", "set", "put", "get", "remove", "clear", "first", "take-first", "last", "append",
	"of", "add-all", "remove-value", "reverse", "copy", "put-absent", "put-all", "view", "keep", "empty", "empty-keyed"}

// MemoryRoles are what a Java type row's memory field says its classes'
// objects are: buffer (a new one without request data holds only what the
// method writes: ByteArrayOutputStream), reader (built over a buffer's
// bytes, it reads them back: ByteArrayInputStream) and writer (it writes
// only the objects it is given into the buffer its constructor takes:
// ObjectOutputStream).
var MemoryRoles = []string{"buffer", "reader", "writer"}

// GuardKinds are the ways a sanitizer or barrier row's call, tested in a
// condition, makes its checked argument safe where the test passed.
var GuardKinds = []string{"check", "pattern", "prefix", "position", "found"}

// Flow is one way data moves through a call: From and To are "receiver",
// "return", "args" (every argument) or "argN"; From may be "block" (Ruby:
// the value of the block given to the call).
type Flow struct{ From, To string }

// Model is one row of a model file.
type Model struct {
	// File, Row and Line say where the row was written (Row counts from 1).
	File      string
	Row, Line int
	Language  string
	Framework string
	Kind      Kind

	// Type is the receiver's type: a type row's name or a class (module)
	// name, qualified or simple; "" matches any receiver, and none.
	Type string
	// Methods are method names or globs (*); "new" is a constructor.
	Methods []string
	// Args are the argument indexes a sink reads or a source fills;
	// nil is every argument.
	Args     []int
	Receiver bool // a sink: the receiver is what reaches it
	// Keywords are the names of the arguments a sink reads, for languages
	// whose calls name them (Python).
	Keywords []string

	// Shape is how a language's analysis reads the call, where that is
	// more than an argument's value (a command line run by a shell, a
	// property read rather than a call); the analysis lists its shapes.
	Shape string

	Source    string   // a source, parameter or handler row: the source kind
	IntoArgs  []int    // a source: the arguments it also fills
	Sinks     []string // a sink: the vulnerability kinds
	Sanitizes []string // a sanitizer: the sink kinds its result is safe for
	Flows     []Flow   // a summary
	None      bool     // a summary: the result carries no data
	Returns   string   // a summary: the type of the object returned, or "receiver"
	Exits     bool     // a summary: the call ends the request or the method (raise, halt)
	Checks    []string // a barrier or summary: the operands ("receiver", "argN") a true result checks

	// A sink only when argument ConstArg is (or is not) one of these
	// constants, compared ignoring case.
	ConstArg          int
	ConstIn, ConstNot []string
	MethodReturns     []string // a sink: only in methods declared to return one of these types
	Name              string   // a type row; a module row
	Classes           []string // a type row: the classes its objects have
	Closed            bool     // a type row: calls no row models return no data
	Exact             bool     // a type row: known only where built, never from a declaration
	ReceiverNames     *regexp.Regexp
	AnnotationNames   *regexp.Regexp // a Python type row: an endpoint parameter annotated with matching text is an injected object, no request data
	// JavaScript sink rows: NotReceiverNames matches the text of a
	// receiver that is not the row's API (an application's own service
	// whose find is no MongoDB query); ArgNames, on a sql-text row, the
	// name of a variable passed as the text that holds SQL (a variable
	// named for a query); on a Go summary row, the name of a variable
	// passed at a flow's argument that holds SQL placeholders, so that the
	// text the call builds from it carries no SQL (strings.Join(marks, ",")).
	NotReceiverNames, ArgNames *regexp.Regexp
	Annotations                []string // parameter and handler rows
	ClassAnnotations           []string // handler rows
	ParameterTypes             []string // handler rows: unannotated parameters of these types are sources
	ReturnSink                 string   // handler rows: the returned value reaches this sink
	ReturnTypes                []string // handler rows: when the method returns one of these types
	ReturnPrefix               string   // handler rows: when the returned text is this string literal joined with more ("redirect:" + url)
	ClassNames                 []string // handler rows: the class's or a base type's name matches one (globs)
	ContextTypes               []string // handler rows: the method takes a parameter of one of these types
	NotAnnotations             []string // handler rows: a method, class or parameter with one is not a handler's, nor a source
	Calls                      []string // handler rows: functions passed to calls of these names (globs) are handlers; a Python url-converter row: the calls that register a view with a rule of their own (add_url_rule)
	Barrier                    bool     // a type row: its values carry no text of the sender's choosing
	Guard                      string   // a sanitizer or barrier: how the call guards a branch (GuardKinds)
	CheckedBy                  []string // a pattern guard row (Java): the methods of the call's result that do the check (matcher(x).matches())
	Always                     bool     // a sink: the call (or value, or setting) is the vulnerability, whatever reaches it
	// Unless (a sink with always) are the settings whose mention in the
	// code that makes the object makes the call safe; an entry "a & b"
	// needs both.
	Unless []string
	// With (a sink on struct fields, with always and property) are the
	// fields that must also be set true for the setting to be the
	// vulnerability (a CORS option's AllowCredentials).
	With      []string
	methodREs []*regexp.Regexp

	// Python: ConstKeywords are the names the condition's argument is
	// passed by, ConstDefault its value when it is not passed.
	ConstKeywords []string
	ConstDefault  string
	// Argv: a sink reading an argument vector, "list" (one argument) or
	// "spread" (the positional arguments).
	Argv string
	// Imports (a Python handler row): a file importing one of these
	// modules, or a module under one, is the framework's; (a module row)
	// the names that import the module Name.
	Imports []string
	// DefaultKeywords and Registries (a Python barrier row of shape
	// url-converter): the keyword arguments of a route decorator that give
	// the view's parameters values of the route's own (Werkzeug's
	// defaults={"page": 1}), and the attributes a file registers its own
	// converters in (app.url_map.converters["int"] = MyConverter).
	DefaultKeywords, Registries []string
	// Responses (a Python handler row): the calls, by last name, that make
	// a response; a function returning one is a view.
	Responses []string
	// Shells: an argv sink's programs (its first item, compared ignoring
	// case) that read the rest as a command line (sh -c, cmd.exe /c).
	Shells []string
	// ShellFlags (JavaScript, and a Go command-injection row whose const-in
	// names the shells): the flags after which a shell's next argument is
	// the command line it runs (sh -c, cmd /c, pwsh -Command), compared as
	// written.
	ShellFlags []string
	// ShellOptions (JavaScript, an argv sink): the fields of an options
	// object that, set to anything but false, run the program through a
	// shell (Node's spawn(cmd, args, { shell: true })).
	ShellOptions []string
	// Objects: a type row's names that denote objects of the type
	// (flask.request).
	Objects []string
	// Fields added for PHP, and Java's containers and guards.
	Quoted   bool // a sanitizer: safe only inside a quoted literal (SQL escaping)
	Property bool // a call row: Methods name properties read (obj->name), not methods
	// A summary: argument Callback is a function the call calls with the
	// data (array_map; Python's run_in_executor(None, fn, *args) calls it
	// with the arguments after it), argument Format a printf format
	// (sprintf); -1 for none.
	Callback, Format int
	Container        string // a summary: what the call does to its receiver's elements (ContainerOps)
	// Python: Becomes (a summary) is the type row the receiver is of after
	// the call (parser.setFeature(feature_external_ges, True) makes a SAX
	// parser one that resolves external entities); IfTrue, when not -1,
	// is the argument that must be true for the row to hold (a setter's
	// value).
	Becomes string
	IfTrue  int
	// Fields added for Go.
	Opens bool // a write row: the call opens something for writing; closing its result unchecked may lose writes
	// Closes (a write row): the call closes what an opens row's call
	// returned (Close), flushing its last writes: its error loses data on
	// such a value only, not on a reader.
	Closes bool
	// Lossless (a type row): writes to its objects lose none of the
	// program's data (the terminal, memory): to a receiver whose text
	// matches receiver-names, or (classes) to a value of one of the
	// classes, or one a summary row returns one of (bytes.NewBuffer).
	Lossless bool
	// Elements (a C# type row): its classes are generic types whose values
	// are their one type argument's (List<T>, Nullable<T>), so a value of
	// one carries no more text than its elements do.
	Elements bool
	// Result (a Go source row): the index of the result that is the
	// source's, in a call that returns several (runtime.Caller's file is
	// 1); -1 when the call has one result.
	Result int
	// Joins (a Go own-path source row): the call joins path elements, so
	// its result is the program's own when each element is a constant or
	// the program's own (filepath.Join(t.TempDir(), "out.txt")); on a C#
	// summary row, the result is the arguments joined with "/" as
	// System.IO.Path.Combine joins them.
	Joins bool
	// ConstBelow (a sink with always, Go): the row holds when argument
	// ConstArg is an integer constant below it (a work factor too low),
	// or one of const-in's names (bcrypt.MinCost); 0 for none.
	ConstBelow int64
	// NotInPackages (a Go sink with const-below) are the names of the
	// packages in whose files the row does not hold: a construction that
	// calls the row's function as one step, with parameters it fixes
	// itself (x/crypto/scrypt runs PBKDF2 for a single iteration around
	// its memory-hard mix, RFC 7914 section 5).
	NotInPackages []string
	// GosecRule (a sink with always and property, Go): the gosec rule
	// whose finding on a composite literal of the type the row qualifies
	// (G124 on an http.Cookie): the finding stays only where the row
	// holds, and the review's own struct check leaves the row to it.
	GosecRule string
	// Fields of text rows: Patterns are regular expressions (RE2) the
	// shape's check looks for; Files the paths (ending in one) it reads
	// them in, or that are what it looks for; Label how it names the row.
	Patterns, Files []string
	Label           string
	textRE          *regexp.Regexp
	// CheckNames (a C# path-traversal sink row) matches the text of a
	// condition that tests where a path leads (Path.GetFileName(name),
	// StartsWith, a method the code names for such a test): an if that
	// leaves the method when it fails checks the parameters it names.
	CheckNames *regexp.Regexp
	// HostArgument (a Java sanitizer row on a constructor, methods [new])
	// maps the number of arguments a call passes to the index of the one
	// that is the host: the row holds when that argument and argument 0
	// (the scheme, or the host itself) are constant text, the host not
	// empty (new URI("https", "api.example.com", "/items/" + id, null)).
	HostArgument map[int]int
	// PathArgument (with HostArgument, for a constructor that does not
	// validate its arguments: java.net.URL) maps the number of arguments
	// to the index of the path, which must then start with constant text
	// beginning with "/": the string form is the host followed by the
	// path, so new URL("https", "example.com", next) with next
	// "@evil.com/" or ".evil.com/" names another server.
	PathArgument map[int]int
	// Memory (a Java type row) is what its classes' objects are to bytes
	// held in memory (MemoryRoles): a buffer the method fills itself, a
	// reader of such a buffer's bytes, or a writer that puts into the
	// buffer it is given only what the method hands it.
	Memory string
	// Builds and Reads (a Java sink with always): the row does not hold in
	// a method whose text mentions one of Builds and none of Reads, when
	// the object stays in it: an XML factory used only to build and
	// serialize a document of its own (newDocument(), DOMSource) parses
	// nothing, so no entity is resolved.
	Builds, Reads []string
	// Helpers and Autoload (a project row): path prefixes of the files
	// that define methods called without a receiver (Rails' app/helpers/),
	// and the directories a class is found in by its name
	// (app/models/).
	Helpers, Autoload []string
	// Configs (an html project row): the names of a CSS framework's
	// config files whose theme defines the project's design tokens
	// (tailwind.config.js), the nearest at or above a file's directory.
	Configs []string
	// Tokens (an html project row, with Configs): the config's keys whose
	// objects of string values are design tokens, by the kind of token
	// (colour, spacing, font-size); a key written a.b is a key b inside
	// (at any depth) a key a: theme.colors holds Tailwind's colours, in
	// theme and in theme.extend.
	Tokens map[string]string
	// KeyArg (a Ruby summary row): which argument of a method that reads
	// request data by key names the key, "first" or "last"
	// (params.fetch(:user, {}), params.dig(:session, :password)); "" when
	// the method reads none by key.
	KeyArg string
	// Fields of template rows (language templates): Extensions are the
	// file name endings the row applies to (.html, .blade.php), Pattern
	// what it finds in such a file, and UnlessPatterns the matches that
	// are none (an EJS include by name, a literal made raw).
	Extensions     []string
	Pattern        *regexp.Regexp
	UnlessPatterns []*regexp.Regexp
}

// Where names the row for messages: file, row number and line.
func (m *Model) Where() string {
	return m.File + ": row " + strconv.Itoa(m.Row) + " (line " + strconv.Itoa(m.Line) + ")"
}

// MatchMethod reports whether a call of name matches the row's methods.
// A glob never matches a constructor ("new"): a row for every method of a
// class is not one for building it.
func (m *Model) MatchMethod(name string) bool {
	for i, p := range m.Methods {
		if p == name || (name != "new" && m.methodREs[i] != nil && m.methodREs[i].MatchString(name)) {
			return true
		}
	}
	return false
}

// ReadsArg reports whether a sink row reads argument i of n.
func (m *Model) ReadsArg(i int) bool {
	if m.Args == nil {
		return true
	}
	for _, a := range m.Args {
		if a == i {
			return true
		}
	}
	return false
}

// MatchAnnotation reports whether the annotation text (`@Name` or
// `@Name(args)`, possibly qualified) matches one of pats: a pattern is a
// simple name, or Name(glob) whose glob must match the arguments, ignoring
// case.
func MatchAnnotation(pats []string, ann string) bool {
	ann = strings.TrimPrefix(strings.TrimSpace(ann), "@")
	name, args := ann, ""
	if i := strings.IndexByte(ann, '('); i >= 0 {
		name, args = strings.TrimSpace(ann[:i]), ann[i:]
	}
	name = name[strings.LastIndexByte(name, '.')+1:]
	for _, p := range pats {
		pn, pa, hasArgs := strings.Cut(p, "(")
		if pn != name {
			continue
		}
		if !hasArgs {
			return true
		}
		glob, text := strings.ToLower(strings.TrimSuffix(pa, ")")), strings.ToLower(strings.Trim(args, "()"))
		if re := globRE(glob); (re != nil && re.MatchString(text)) || glob == text {
			return true
		}
	}
	return false
}

// ArgHolds reports whether a row's condition on argument ConstArg holds for
// its value: the constant, or the argument's source text when it is not
// one (MediaType.TEXT_HTML), matched ignoring case against const-in and
// const-not-in, whose entries may be globs.
func (m *Model) ArgHolds(value string) bool {
	match := func(list []string) bool {
		for _, p := range list {
			p, v := strings.ToLower(p), strings.ToLower(value)
			if re := globRE(p); p == v || (re != nil && re.MatchString(v)) {
				return true
			}
		}
		return false
	}
	if len(m.ConstIn) > 0 && !match(m.ConstIn) {
		return false
	}
	return !match(m.ConstNot)
}

// MatchGlob reports whether name is one of pats, names or globs with *.
func MatchGlob(pats []string, name string) bool {
	for _, p := range pats {
		if re := globRE(p); p == name || (re != nil && re.MatchString(name)) {
			return true
		}
	}
	return false
}

// SinkCWE is the CWE of a sink kind.
func SinkCWE(kind string) string {
	for _, k := range SinkKinds {
		if k.Name == kind {
			return k.CWE
		}
	}
	return ""
}

// globRE compiles a glob with * into an anchored regular expression; nil
// for a plain name.
func globRE(p string) *regexp.Regexp {
	if !strings.Contains(p, "*") {
		return nil
	}
	parts := strings.Split(p, "*")
	for i := range parts {
		parts[i] = regexp.QuoteMeta(parts[i])
	}
	return regexp.MustCompile("^" + strings.Join(parts, ".*") + "$")
}

// CallAlternation is the alternation, for a regular expression, of the
// calls the rows name as the code writes them: type.method, or the method
// alone for a row without type; a glob's * is any word characters. It is
// "" for no rows.
func CallAlternation(rows []*Model) string {
	var alts []string
	for _, m := range rows {
		for _, name := range m.Methods {
			parts := strings.Split(name, "*")
			for i := range parts {
				parts[i] = regexp.QuoteMeta(parts[i])
			}
			alt := strings.Join(parts, `\w*`)
			if m.Type != "" {
				alt = regexp.QuoteMeta(m.Type) + `\.` + alt
			}
			alts = append(alts, alt)
		}
	}
	return strings.Join(alts, "|")
}
