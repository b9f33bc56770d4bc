// Package models is what the taint analyses know about frameworks and
// libraries, as data: which calls return data from outside (sources),
// which calls it must not reach unchecked (sinks), which calls make it safe
// (sanitizers and barriers), and how it moves through calls the analysis
// cannot see (summaries). The analyses hold the mechanism (parsing,
// propagation, the report of a path); the names of APIs live here, one YAML
// file per framework or library, embedded in the binary, and users add
// their own in the directories of rulepack.rule_dirs.
//
// The format follows CodeQL's models-as-data (sourceModel, sinkModel,
// summaryModel, barrierModel rows per package, type and method) and
// Semgrep's taint mode, written as YAML rows instead of CSV tuples or
// patterns. It is meant for every language the engine parses; the
// analyses that read it so far are listed in Languages: Java reads every
// kind, Python its sinks and sanitizers called by qualified name (type is then the module
// or class path, and keywords names the arguments a sink reads when they
// are passed by name), JavaScript its sanitizers, barriers and sinks
// by the name a call resolves to (type is then
// the module a binding was imported from, an npm package such as
// escape-html or @scope/pkg, or the global or conventional name a library
// is bound to: Math, he, _; method default is a package's default export
// called directly; without type a row names a function called by itself),
// and Ruby every kind but parameter (see Ruby below).
//
// # A model file
//
//	language: java                 # the analysis that reads the file
//	framework: Acme web            # the README's model table counts rows by it
//	models:
//	  - kind: source               # acme.web.Request.param(...) returns request data
//	    type: acme.web.Request
//	    methods: [param, header]
//	    source: remote
//	  - kind: sink                 # acme.db.raw(sql) runs SQL text
//	    type: acme.db
//	    methods: [raw]
//	    args: [0]
//	    sink: sql-injection
//
// A file is a model file when it has a top-level `models:` key; rule files
// (package yamlrules) and ast-grep rules may share the directory.
//
// # Matching a call
//
// Rows of kind source, sink, sanitizer, barrier and summary match calls:
//
//   - type: the receiver's type, or the class named by a static call: a
//     class (qualified, or simple when that is unambiguous), or the name of
//     a type row. Without type the row matches the method on any receiver,
//     and calls without one: use it for names no other API uses.
//   - methods: names, or globs with * (next*, parse*); "new" is the
//     constructor, and a glob never matches it.
//   - args: the argument indexes (from 0) a sink reads; without it, every
//     argument. receiver: true makes the receiver what reaches the sink
//     (URL.openStream()).
//
// A value's type comes from its declaration (the file's imports resolve the
// name, as javac does), from the constructor that built it, or from a
// summary's returns.
//
// # Kinds of row
//
//   - source: the call returns data of a source kind: remote (the request),
//     stored (the application's own database or files), environment, file,
//     weak-random (a predictable generator). into-args names arguments the
//     call also fills (Random.nextBytes(buf)). An analysis rejects a kind it
//     does not follow yet rather than ignore it.
//   - sink: data of the sink kind's sources reaching the call is a
//     vulnerability: sql-injection, command-injection, path-traversal,
//     ldap-injection, xpath-injection, code-injection,
//     unsafe-deserialization, ssrf, xss, trust-boundary, open-redirect,
//     header-injection, insecure-random (weak-random data), xxe,
//     template-injection, log-injection, nosql-injection (query operators
//     in a MongoDB filter); sink may list several. const-arg with const-in
//     or const-not-in makes the row (a sink or a summary) hold only when
//     that argument is (or is not) one of the values, ignoring case, globs
//     allowed: its constant, or its source text when it is not a constant
//     (setHeader("Location", x) is a redirect; contentType(MediaType.
//     APPLICATION_JSON) is not a page). method-returns limits the row to methods declared to
//     return one of the types (ResponseEntity<String>).
//   - sanitizer: the result is the arguments' data made safe for the sink
//     kinds in sanitizes, and only those: HTML-escaped text still injects
//     SQL.
//   - barrier: the result carries none of the arguments' injectable content
//     (Integer.parseInt, UUID.fromString).
//   - summary: flow lists how data moves: FROM -> TO with FROM receiver,
//     args or argN and TO return, receiver or argN; or none (the result
//     carries nothing: size(), equals()). returns gives the type of the
//     object returned (a type or class name, or receiver for a builder that
//     returns itself). A call no row decides carries its receiver's and
//     arguments' data to its result.
//   - type: names a kind of object the analysis tracks. classes are the
//     classes whose objects it is (none: an object only a summary's returns
//     makes, such as the writer response.getWriter() returns). closed: calls
//     on it that no row models return nothing (a request's getContextPath).
//     exact: known only where it is built, never from a declaration (a
//     variable declared Random may hold a SecureRandom). source: the source
//     kind the object stands for when handed to a call: code the analysis
//     cannot see reads a request it is given; for an exact type, a project
//     method drawing from a generator it is given. receiver-names: a regular
//     expression; a receiver of unknown type whose text matches is taken as
//     this type (a static JdbcTemplate field of another class).
//   - parameter: a method parameter with one of the annotations is data of
//     the source kind (Spring @RequestParam, JAX-RS @QueryParam).
//   - handler: methods with one of the annotations (in a class with one of
//     class-annotations, when given) handle requests. With source and
//     parameter-types, their parameters without annotations whose declared
//     type is one of those (written without packages: List<String>) are
//     data of that kind (Spring resolves such a parameter as a
//     @RequestParam, JAX-RS gives it the request body); with return-sink
//     and return-types, a returned value of one of those types reaches
//     that sink (a
//     @RestController's String is the response body). An annotation pattern
//     is a simple name, or Name(glob) matched against its arguments
//     (Produces(*html*)).
//
// # Ruby
//
// Ruby rows name methods as Ruby writes them (exists?, permit!, []) and
// classes as constants (Net::HTTP). A call's receiver is matched by the
// class it names (File.read), by the type a summary's returns gave it, or
// by a type row's receiver-names against its text; a call without receiver
// is a call on self, whose text is "" (type Kernel matches it: system,
// Integer). A row of the class the call names wins over one its text
// matches, and both over a row without type. A type row with source is an
// object that is request data as a whole (params): handed to a
// mass-assignment sink it assigns every key. A hash argument (trailing
// key: value pairs are one) is options, not text: keywords names the keys
// a sink reads from it, and a row with keywords and no args reads only
// those. Sanitizers make safe their first argument, or the receiver of a
// call without arguments (x.shellescape). The Ruby-only fields:
//
//   - flow block -> return: the block's value is in the result (map).
//   - exits (summary): the call ends the request or the method (raise,
//     halt, redirect_to): a branch ending with it is left.
//   - guard (barrier or summary): a true result checks these operands (receiver,
//     argN): ALLOWED.include?(x) cleans x where it holds, when the other
//     operand is not request data (and, a regular expression, anchored).
//   - handler rows name route calls (Sinatra get "/path" do ... end):
//     annotations are the methods, and the block's value reaches
//     return-sink.
//   - callback: a class-level call naming methods run before each action
//     (before_action :set_post): the instance variables they set are seen
//     by every method of the class.
//
// # Validation
//
// Every file is checked when it is loaded: an unknown key, a field that does
// not belong to the row's kind, a missing required field, an unknown source
// or sink kind, a bad index, flow or regular expression, or a sink kind the
// language's analysis has no rule for is an error that names the file, the
// row (counted from 1), its line and the field:
//
//	models/acme.yml: row 2 (line 8): field sink: "sql" is not a sink kind (one of ...)
//
// A broken user model makes review and verify exit with code 2 before
// anything runs; a broken shipped model is a bug in the build and panics.
//
// This package must not import the analyses: they import it.
package models
