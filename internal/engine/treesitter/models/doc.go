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
// kind but pacing, Python every call kind, pacing and type rows (type is then the module
// or class path of a function called by qualified name, or the name of a
// type row for a method on its objects; keywords names the arguments a sink
// reads when they are passed by name, paired with args when both have the
// same length; methods also name attributes read without a call, such as
// request.args or sys.argv; a sanitizer row without type also matches a
// function of that name from any module), JavaScript its sanitizers, barriers, sinks,
// sources, summaries, type rows (package javascript documents how), pacing
// rows and module rows (name is a package, imports the packages that are it under
// another name: fs-extra and graceful-fs are fs),
// by the name a call resolves to (type is then
// the module a binding was imported from, an npm package such as
// escape-html or @scope/pkg, or the global or conventional name a library
// is bound to: Math, he, _; method default is a package's default export
// called directly; without type a row names a function called by itself),
// C# every kind (type is a type row or a class,
// qualified or simple; a property is a method of its name, read as a call
// without arguments and set as a call with the value as argument 0, and
// the indexer x[k] is Item, as .NET names them; annotations are
// attributes, and a property with a parameter row's attribute is bound
// like a parameter: [BindProperty]; a guard row is read only in
// conditions, and checks its first argument, or for prefix and position
// its receiver),
// PHP every kind but parameter (names compare ignoring case; a handler
// row's parameter-types name an untyped parameter mixed;
// type is a class's simple name or a type row; a function is a row
// without type, and so are the language's echo, print, exit, include and
// require; `$x['k']` is a call of offsetGet('k') on $x, as ArrayAccess
// makes it; a type row's receiver-names match variables the code reads
// without assigning them ($_GET, $wpdb) and its source makes such a
// variable's value data of that kind),
// Ruby every kind but parameter (see Ruby below), and Go's source
// engine (package gosource) its type, source, sink, summary and write rows, and
// the type checker's analysis (package goanalysis) its type, source, sink,
// sanitizer, barrier and summary rows (see Go below), and the markup
// analysis (package markup, language html) its attribute, class and
// project rows (see Markup below) and the template rows of shapes tag and layout-use, and the
// templates engine (package templates, language templates) the other
// template rows (see Templates below); text rows (language text) are read
// by the specialists and the rule pack in the text of code (see Text below).
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
//     (URL.openStream()). keywords (Python, Ruby) names the arguments
//     passed by name a sink reads; on a JavaScript sink row, the fields of
//     an options object passed there (http.request({ host }), query({
//     text }); the package javascript says which kinds read them; on a
//     JavaScript source row of shape event-handler, the names its event
//     parameter goes by: event, evt).
//   - shape (source, sink, summary, sanitizer, barrier and parameter rows, for the
//     analyses that read it, JavaScript, Python and Ruby; Java's summary rows:
//     normalizes, a call returning its path without "." and ".."
//     elements, File.getCanonicalPath, and keeps-normal, one returning a
//     normalized path in another form, Path.toFile; and config-default,
//     a configuration lookup of key argument 0 whose argument 1 is the
//     default, getProperty(k, "x"): with a key the request did not choose
//     and a constant default, the value is that default; and keeps-memory,
//     a call without arguments returning the bytes its receiver holds,
//     ByteArrayOutputStream.toByteArray() (see memory on type rows); all by
//     method name on any receiver; Java's regex-replace and
//     literal-replace summary rows, String.replaceAll and replace, whose
//     removal of line breaks it reads; Java's format, join, concat and
//     value-of summary rows, the String methods that build text
//     (java_string_text.yml): with type a static call of that class
//     (String.format, String.join, String.valueOf), without a method of
//     the text (formatted, concat); and its char-at, trim, same,
//     upper-case, lower-case, length, substring and equals summary rows
//     without type, the String methods it computes on a constant; Python's keeps-normal summary rows
//     too, by qualified name: os.fspath; Python's prefix-check and
//     suffix-check barrier rows, str.startswith and endswith; Python's
//     str-replace, str-join and str-format summary rows without type,
//     str.replace, join and format, which it folds on constants and whose
//     removal of quotes and line breaks it reads, and str-lower,
//     str-upper, str-strip and str-split, str's methods it folds on
//     constants; C#'s to-string,
//     format, append-format, join and concat summary rows without type
//     (csharp_text.yml), Object.ToString, String.Format,
//     StringBuilder.AppendFormat, String.Join and String.Concat, whose
//     constant text (a format, the parts) it reads, and upper-case,
//     lower-case, trim and replace, the String methods it computes on a
//     constant, all by method name on any receiver; Ruby's
//     host-check sanitizer rows, URI#host, whose comparison with a
//     constant pins the host; and JavaScript's builtin shapes,
//     javascript_builtins.yml, the language's own methods, constructors
//     and properties its interpreter evaluates, by name on any receiver:
//     element-callback, element-map, element-fold, value-map, clean,
//     positional, string-method, string-replace, text-method,
//     text-function, element-remover, element-mover, element-adder,
//     element-get, element-at,
//     element-set, constructor, url-constructor, collection-constructor,
//     url-path-part, page-origin, host-check, redirect-header,
//     member-check, index-check, substring-check, pattern-test,
//     pattern-match and prefix-check, and the folds char-at, substring,
//     slice, upper-case, lower-case and trim (what a string method returns
//     for constants) and shift, pop, unshift and splice (what an array
//     method does to known elements), each documented in package
//     javascript's builtinShapes; and a JavaScript type row's request or
//     response, the types of a handler's request and response, which the
//     analysis tracks itself): how the analysis reads
//     the call where that is more than an argument's value, such as
//     shell-command (a command line run by a shell), property (methods
//     name properties read, not called) or guard (a check that, when it
//     holds, makes its argument safe); each analysis documents its shapes
//     and rejects others
//   - property: true makes methods the names of properties read
//     ($request->query in Symfony), not methods called.
//   - const-arg with const-in or const-not-in makes any call row hold only
//     when that argument is (or is not) one of the values (see sink).
//   - not-receiver-names (a JavaScript nosql-injection sink row): a regular
//     expression on the receiver's text, or the name it resolves to, that
//     says it is not the row's API (the application's own
//     this.userService, a crypto digest's update); arg-names (a
//     JavaScript sql-text sink row): one on the name of a variable passed
//     as the text, which then holds SQL (stmt, query); on a Go summary
//     row, one on the name of a variable that holds SQL placeholders (see
//     Go below). A JavaScript
//     barrier row of shape options names, in keywords, the keys of an
//     object argument (at args, or any) that make a call of its methods
//     another library's (Sequelize's { where }): no row's sink.
//   - patterns (a JavaScript source row of shape event-export or
//     resolver): RE2 regular expressions. An event-export row holds only
//     in route modules, the files whose path matches one (SvelteKit's
//     +page.server.ts, Remix's routes/); a resolver row only in maps that
//     a name matching one marks as GraphQL's: the map's variable, type or
//     key, the file's path, or a module it imports (resolvers, graphql,
//     @apollo/server). Without patterns an event-export row holds in no
//     file, and a resolver row only in a map the module exports whole.
//
// A value's type comes from its declaration (the file's imports resolve the
// name, as javac does), from the constructor that built it, or from a
// summary's returns.
//
// # Kinds of row
//
//   - source: the call returns data of a source kind: remote (the request),
//     stored (the application's own database or files), environment, file,
//     weak-random (a predictable generator), console (the command line
//     and standard input: whoever runs the program chooses them), own-path
//     (Go: a name the program chose itself, see Go below). into-args names arguments the
//     call also fills (Random.nextBytes(buf)). An analysis rejects a kind it
//     does not follow yet rather than ignore it
//     stored (the application's own database, files or session: PHP
//     follows it where a file of the project stores request data under
//     the key read back), environment, file,
//     weak-random (a predictable generator). into-args names arguments the
//     call also fills (Random.nextBytes(buf)); a function passed there
//     receives the data as its parameters (Route::get('/u/{id}', fn ($id)
//     => ...)). sanitizes: the data comes already safe for those sinks.
//     An analysis rejects a kind it does not follow yet rather than
//     ignore it.
//   - sink: data of the sink kind's sources reaching the call is a
//     vulnerability: sql-injection, command-injection, path-traversal,
//     ldap-injection, xpath-injection, code-injection,
//     unsafe-deserialization, ssrf, xss, trust-boundary, open-redirect,
//     header-injection, insecure-random (weak-random data), xxe,
//     template-injection, log-injection, nosql-injection (query operators
//     in a MongoDB filter), file-inclusion (PHP include); sink may list
//     several. const-arg with const-in
//     or const-not-in makes the row (a sink or a summary) hold only when
//     that argument is (or is not) one of the values, ignoring case, globs
//     allowed: its constant, or its source text when it is not a constant
//     (setHeader("Location", x) is a redirect; contentType(MediaType.
//     APPLICATION_JSON) is not a page); in Python const-keyword names the
//     argument when passed by name (without const-arg it is keyword-only),
//     const-default is its value when it is not passed, and a value that is not a constant is matched by its
//     type row's name when known (parser: xxe_parser; in Java too:
//     new Scanner(x) opens x when it is a jdk.File or jdk.Path); in
//     Python a module's attribute that a row's const-in names
//     (ssl.CERT_NONE for "*CERT_NONE") is a constant, its qualified name,
//     through the variables it is assigned to. argv: list or
//     spread makes the sink an argument vector (one list argument, or the
//     positional arguments): a command only when its program is one of
//     shells (sh, cmd.exe: compared ignoring case) or not a constant.
//     A JavaScript row of shape argv reads shells too: a program named
//     there runs its arguments through a shell, and shell-flags are the
//     flags after which the next argument is the command line (-c, /c,
//     -Command: compared as written), as they are on a Go
//     command-injection row whose const-in names the shells
//     (exec.Command("sh", "-c", line)); shell-options are the fields of an
//     options object that, set to anything but false, run the program
//     through a shell (Node's { shell: true }). unless on a JavaScript
//     row of shape send-file names the options that confine the path to a
//     directory (Express's res.sendFile(path, { root })).
//     always: true makes the call the vulnerability whatever reaches it,
//     wherever it is written (new BinaryFormatter(), TypeNameHandling.All,
//     hashlib.md5(), requests.get(url, verify=False); for the analyses
//     that read it: C# and Python, where a row's method is also an
//     attribute the code sets, obj.attr = v read as the call obj.attr(v);
//     JavaScript reads its const-arg as a literal string, and keywords as
//     options an object argument sets to true: parseXml(x, { noent: true })).
//     unless (Java, C#) lists the settings that make such a call safe when the
//     code that makes the object mentions one (its method, or the whole
//     file when the object leaves the method or is handed to a method of
//     the file that mentions one): the features that turn off an XML
//     parser's DTDs; an entry "a & b" needs both names. In Java, an
//     unsafe-deserialization sink with always on a constructor is a
//     deserializer that builds the classes its data names: made in a
//     method on data that is not visibly the request's it is a Medium
//     finding (the row without always reports the request's), and unless
//     names the filters whose mention (an identifier) in that method makes
//     it none (ObjectInputStream with an ObjectInputFilter; XMLDecoder has
//     none). builds and reads (Java, with always) are text that says the
//     object is used only to build what it writes: the row does not hold
//     in a method that mentions one of builds and none of reads, when the
//     object stays in that method (an XML factory for newDocument(), an
//     identity Transformer over a DOMSource, reads no XML). check-names
//     (C#, a path-traversal sink row) is a regular expression on the text
//     of a condition: an if that leaves the method when such a test of
//     where a path leads fails (Path.GetFileName(name) != name,
//     StartsWith(root), IsSafeName(name)) checks the parameters it names,
//     so a path the method builds from them is not reported as its
//     caller's to check. In C# the names are
//     identifiers of the method, property or field that holds the setting
//     (TypeNameHandling beside a SerializationBinder).
//     The kinds such rows name: weak-hash, weak-cipher,
//     tls-verification-off, insecure-cookie, cookie-without-httponly,
//     debug-enabled, debug-information-exposure, cleartext-transmission,
//     signature-not-verified; hardcoded-key is a sink whose argument is a
//     key, one written in the code (Go) (in Python a condition that holds only by its
//     const-default is weaker evidence, and none where the call passes
//     **kwargs, which may set it; rows without type do not apply to an
//     object of a closed type row); weak-password-hash is a sink whose argument
//     is a password by its name (hashlib.sha256(password)). method-returns limits the
//     row to methods declared to return one of the types
//     (ResponseEntity<String>).
//   - sanitizer: the result is the arguments' data made safe for the sink
//     kinds in sanitizes, and only those: HTML-escaped text still injects
//     SQL. quoted: true makes it safe only inside a quoted literal
//     (mysqli_real_escape_string). args names the arguments whose data the
//     result carries (default all); in Java, receiver: true adds the
//     receiver's (File.getName(): the last element of the receiver's path).
//     host-argument (Java, on a row of a constructor: type and methods
//     [new]) maps the number of arguments a call passes to the index of
//     the one that is the host, and makes the row hold only when that
//     argument and argument 0 (the scheme, or the host itself) are
//     constant text, the host not empty: the object the constructor makes
//     names the server the code chose, whatever the path or query
//     (java.net.URI: {4: 1, 5: 1, 7: 2}, for URI(scheme, host, path,
//     fragment), URI(scheme, authority, path, query, fragment) and
//     URI(scheme, userInfo, host, port, path, query, fragment)); the
//     class is matched by its simple name, and the row types nothing.
//     path-argument (with host-argument, for a constructor that does not
//     validate its arguments: java.net.URL) maps the same numbers of
//     arguments to the index of the path, which must then start with
//     constant text beginning with "/" ("/items/" + id): the string form
//     is the host followed by the path, so a path the request chooses
//     ("@evil.example/", ".evil.example/") names another server.
//   - guard (on a sanitizer or barrier row): the call tested in a condition
//     makes its checked argument (args, default the first) safe where the
//     test passed: check (in_array, is_numeric), pattern (argument 0 is a
//     regular expression that anchors the whole value, or finds a forbidden
//     character), prefix (the value starts with argument 1, a base
//     directory or a URL with its host), position (strpos compared with
//     false for a '..' needle, or with 0 for a base directory). With
//     receiver: true the receiver is checked too (Java's "a".equals(x)
//     both ways, x.matches(re)). A Java guard row with type is of guard
//     pattern, and args names the one argument checked: a static call of
//     the class's method whose argument 0 is the expression
//     (Pattern.matches(re, x)), or with checked-by the methods of the
//     call's result that check the whole of it, on a receiver the request
//     did not choose (re.matcher(x).matches(); find() checks a part).
//     Java reads a guard row only as a guard;
//     its prefix is p.startsWith(base) on a path the JDK normalized
//     (Path.normalize, toRealPath, File.getCanonicalPath), which makes p
//     safe for the row's sanitizes when base is no request data (and, as
//     constant text, ends with a separator).
//   - barrier: the result carries none of the arguments' injectable content
//     (Integer.parseInt, UUID.fromString). In Python a barrier's const-in
//     or const-not-in holds only for a constant argument: a key chosen at
//     run time may be any key (request.META[k] is the server's for
//     constant keys other than the client's HTTP_*); a keyword-only one
//     (const-keyword without const-arg) is an option, matched by its
//     source text when it is no constant (args.get(k, type=int)). obj[k] reads are
//     __getitem__ on the rows of obj's type, as obj[k] = v is
//     __setitem__.
//   - guard (on a sanitizer or barrier row): the call tested in a condition
//     makes the value it checks safe (for a sanitizer's sanitizes; of
//     everything for a barrier) where the test passed: check (an
//     allow-list's Contains(x), Url.IsLocalUrl(x)), pattern (x matches a
//     constant regular expression anchored at both ends that admits no
//     arbitrary text), prefix (x.StartsWith(baseDir)), position (where
//     x.Contains("..") failed, x has no parent-directory segment), found
//     (a lookup that returns null for a value it does not know: where its
//     result, kept in a variable, was tested != null, the argument it
//     looked up is one it knows; C# only: IdentityServer's
//     GetAuthorizationContextAsync(returnUrl)). Each
//     analysis says which argument or receiver is checked; in Python a
//     check row's arguments are those it reads (args, keywords; all
//     without them): url_has_allowed_host_and_scheme(url), or with
//     receiver: true on a barrier its receiver (s.isdigit()); a pattern
//     row is a barrier whose argument 0 is the regular expression and
//     whose shape says how it is matched against the checked argument:
//     pattern-full (re.fullmatch), pattern-start (re.match: the pattern
//     must end with $) or pattern-anywhere (re.search: it must anchor both
//     ends); a prefix row is a sanitizer without type, with receiver:
//     true, whose method on a normalized path (os.path.realpath's result,
//     Path.resolve()) with an argument the request did not choose makes the
//     path safe for its sanitizes where the check passed
//     (p.is_relative_to(base), realpath(p).startswith(base)). Python
//     reads no other guard, and no other shape but its
//     handler rows', mutable-container, url-converter, module-name: a code-injection sink whose argument
//     names a module to import (importlib.import_module), reported only
//     when request data reaches it, never as a non-literal value, and
//     mac-digest: a sanitizer of weak-hash alone whose args and keywords
//     are where a keyed MAC takes its hash function (hmac.new's
//     digestmod); a function the file hands there and calls nowhere else
//     is HMAC's hash, which a weak digest does not break (RFC 6151). Its
//     keywords are read wherever the code sets them by name (a keyword, an
//     options key, a class attribute), its args in a call written by the
//     row's qualified name. password-hash: a sanitizer of
//     weak-password-hash alone, without type, whose methods are globs
//     matched against the text of a call's function in lower case
//     (*bcrypt*, *pbkdf2*): a slow password hash, so a fast digest of a
//     password that goes on into one is a pre-hash, not the stored hash.
//     mutable-container: a summary row with no flow whose calls build a
//     new mutable container (list(), collections.deque()), by qualified
//     name or the name alone: as a parameter's default value it is made
//     once and shared by every call (the mutable-default-arg rule).
//     url-converter: a barrier row without guard whose methods name URL
//     converters of Werkzeug's rules (<int:page>, Flask and Quart) whose
//     value carries no text the client chose: a view's parameter
//     captured by one is no request text (int, float, uuid, any; a
//     project's own converter registered in another file); imports names
//     the frameworks whose routes are Werkzeug's rules (flask, quart):
//     the row holds in the files that import one. The rows that hold in a
//     file also say how its routes are written, their fields joined:
//     args and keywords are where a route decorator takes rule text whose
//     variables the view gets (the first argument; rule, host,
//     subdomain), default-keywords the keywords that give the view values
//     of the route's own (defaults), calls the calls that register a view
//     with a rule the decorator does not show (add_url_rule: that view's
//     parameters stay request text), and registries the attributes where
//     the application registers converters of its own
//     (url_map.converters, assigned a key or updated by a dict's put-all):
//     a capture by a converter registered there is that converter's.
//     default-keywords can hide a finding (a parameter named in the
//     defaults is no request text); the others only keep one.
//   - summary: flow lists how data moves: FROM -> TO with FROM receiver,
//     args or argN and TO return, receiver or argN; or none (the result
//     carries nothing: size(), equals()). returns gives the type of the
//     object returned (a type or class name, or receiver for a builder that
//     returns itself). callback: N says the call calls its argument N with
//     the arguments after it (Python: loop.run_in_executor(None, fn, x)).
//     In Python, becomes names the type row the receiver is of after the
//     call (a SAX parser's setFeature(feature_external_ges, True) makes it
//     one that resolves external entities), and if-true (on any call row)
//     the argument that must be true for the row to hold (a setter's
//     value: setFeature(f, False) turns the feature off).
//     A call no row decides carries its receiver's and arguments' data to
//     its result
//     returns itself). A call no row decides carries its receiver's and
//     arguments' data to its result. callback names an argument that is a
//     function applied to the data: a sanitizer or barrier named there
//     applies to the result (array_map('intval', $ids)); format names an
//     argument that is a printf format: arguments placed by %d, %f and
//     the like are numbers (sprintf). container says what the call does to
//     its receiver's elements, so that a value read back by a constant
//     key or index is the one put there: add (the last argument, at the
//     index the first gives when there are two), add-first, set (index,
//     value), put (key, value), get (by key or index; a second argument is
//     the default), remove (get, then delete), clear, first, take-first,
//     last, append (a builder's text), of (a new container of the
//     arguments: List.of, Arrays.asList), and on a Java row with type and
//     methods [new], the class's constructor makes an empty container:
//     empty (a list, set or queue; a constant argument is its capacity)
//     or empty-keyed (a map, without arguments). Java reads these on rows without
//     type (of with one). Python reads container rows whose type is list
//     (a list's or tuple's known elements: add, at the index the first
//     argument gives when there are two; add-all, the argument's
//     elements; remove, the last or the indexed one; remove-value, the
//     first equal to the argument; reverse; clear; copy) or dict (a
//     mapping's, or a configparser object's by section and option: get,
//     remove, put, put-absent (setdefault), put-all (update, its keyword
//     arguments too), add (a set's: the value holds it at no key), copy,
//     view (keys(): the mapping's data, not its elements), keep (returns
//     None and leaves the elements: a config's read)); methods are names,
//     and the first row to name one decides it.
//   - type: names a kind of object the analysis tracks. classes are the
//     classes whose objects it is, names or globs (*Request: Laravel's form
//     requests; in PHP a class written with its namespace, GuzzleHttp\Client,
//     is not the class of a name written under another namespace,
//     Predis\Client, while a name written bare may be either)
//     (none: an object only a summary's returns
//     makes, such as the writer response.getWriter() returns). closed: calls
//     on it that no row models return nothing (a request's getContextPath).
//     exact: known only where it is built, never from a declaration (a
//     variable declared Random may hold a SecureRandom). source: the source
//     kind the object stands for when handed to a call: code the analysis
//     cannot see reads a request it is given; for an exact type, a project
//     method drawing from a generator it is given. receiver-names: a regular
//     expression; a receiver of unknown type whose text matches is taken as
//     this type (a static JdbcTemplate field of another class). objects
//     (Python): module attributes that are objects of the type
//     (flask.request). annotation-names (Python): a regular expression on
//     the text of a FastAPI endpoint parameter's annotation that says the
//     framework injects an object of the type there, when the annotation
//     names no class of the row (a project's SessionLocal, AsyncSession
//     imported through its own module): the parameter is no request data.
//     A summary whose returns is NoReturn never returns
//     (sys.exit).
//   - parameter: a method parameter with one of the annotations is data of
//     the source kind (Spring @RequestParam, JAX-RS @QueryParam).
//   - handler: methods with one of the annotations (in a class with one of
//     class-annotations, when given), or the public methods of classes
//     whose names match classes (globs: *Controller, for PHP frameworks
//     whose controllers carry no attributes), handle requests. With source and
//     parameter-types, their parameters without annotations whose declared
//     type is one of those (written without packages: List<String>) are
//     data of that kind (Spring resolves such a parameter as a
//     @RequestParam, JAX-RS gives it the request body); with return-sink
//     and return-types, a returned value of one of those types reaches
//     that sink (a
//     @RestController's String is the response body). With return-sink and
//     return-prefix instead of return-types (Java), a returned expression
//     that starts with that string literal joined with more text reaches
//     the sink, in the row's handlers, or without annotations in every
//     method, unless another row makes its return value the response body
//     (Spring's view name "redirect:" + url; after a longer literal,
//     "redirect:/owners/" + id, the data chooses only the path). An annotation pattern
//     is a simple name, or Name(glob) matched against its arguments
//     (Produces(*html*)).
//     Handler rows may instead (or also) say which classes hold handlers
//     by class-names (globs matched against the class's name and its base
//     types': *Controller), limit them to methods (OnGet*), name
//     not-annotations that make a method, its class or a parameter none
//     of them (NonAction, FromServices), and name calls whose function
//     arguments are handlers (MapGet: ASP.NET's minimal APIs); C# rows may
//     also name context-types, the per-call context a framework passes
//     its handlers (gRPC's ServerCallContext): a method must take one, and
//     then handles requests also where it overrides a base class's (gRPC's
//     services override their generated base); Java reads
//     not-annotations on a method (GetMapping(*produces*json*): a mapping
//     that produces JSON returns no page). In
//     parameter-types, * is any type that is not a barrier type.
//   - type rows with barrier: true name types whose values carry no text
//     of the sender's choosing (int, Guid, DateTime): a parameter,
//     variable or cast of that type is clean. Java reads them for
//     parameters (@PathVariable Long id), by the classes' simple names,
//     and a Java barrier type row names classes alone: they type nothing
//     else.
//   - type rows with memory (Java) name classes of in-memory byte streams,
//     by their simple names, by what their objects are to a method that
//     serializes an object and reads it back (a deep copy): buffer (a new
//     one made without request data holds what the method writes into it:
//     ByteArrayOutputStream), reader (made over the bytes of such a buffer,
//     which a summary row of shape keeps-memory returns, it reads them
//     back: ByteArrayInputStream) and writer (handed a buffer, it writes
//     there only the objects the method gives it: ObjectOutputStream). A
//     buffer handed to any other call or constructor may hold anything
//     after it (in.transferTo(buf)). An unsafe-deserialization sink row
//     with always and unless does not hold on a reader of the method's
//     own bytes. Like a barrier type row, such a row names classes alone
//     and types nothing else.
//   - type rows with elements: true (C#) name generic types whose values
//     are their one type argument's (List<T>, IReadOnlySet<T>,
//     Nullable<T>), by qualified or simple name without the arguments: a
//     parameter of List<Guid> is a barrier as Guid is. Such a row types no
//     variable and takes no other field but classes.
//   - pacing (Python and JavaScript): methods are calls that, awaited in a
//     loop, pace it on purpose (asyncio.sleep, gather, a websocket's send,
//     a transaction's commit): the rule on awaits in a loop leaves them.
//     Without type a row names the method on any receiver or none; with
//     type, the call on that object as the code writes it (Promise.all).
//
// # C# tests
//
// A test row (C# only) names, in annotations, the attributes of a test
// framework's data-driven test, whose parameters are the constants they
// list (xUnit's [InlineData], NUnit's [TestCase], MSTest's [DataRow]): SQL
// or a path built from them is the test's own, not a caller's value. A
// method with one of not-annotations ([MemberData]) takes values code
// makes, and stays a method whose parameters come from a caller.
//
// # C# access
//
// An access row (C# only) names an attribute that limits who may call a
// method, on the method or its class, by annotations (names, or
// Name(glob) on the arguments) or pattern (a regular expression on the
// attribute's text, without brackets and the Attribute suffix). Shape
// restricts ([Authorize(Roles = "Admin")]: only users the application
// admits) keeps a flow into the method reported, as severe, at a lower
// confidence that names the attribute; shape opens ([AllowAnonymous])
// undoes every restriction of the method and its class. A restricts row
// that a change adds is recorded for a person to confirm, as a sanitizer
// is.
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
//   - checks (barrier or summary): a true result checks these operands (receiver,
//     argN): ALLOWED.include?(x) cleans x where it holds, when the other
//     operand is not request data (and, a regular expression, anchored).
//   - handler rows name route calls (Sinatra get "/path" do ... end):
//     annotations are the methods, and the block's value reaches
//     return-sink.
//   - callback: a class-level call naming methods run before each action
//     (before_action :set_post): the instance variables they set are seen
//     by every method of the class.
//   - project rows (kind project) say where a framework keeps a project's
//     code: helpers are the path prefixes of the files (or a file) whose
//     methods the code calls without a receiver, run with the call's
//     arguments when one of them defines the method once (Rails'
//     app/helpers/, concerns, lib/); autoload the directories where the
//     autoloader finds a class by its name (app/models/), whose files of
//     a class's superclasses are read the same way.
//   - key-arg (summary): the call reads request data by key, and which
//     argument names the key, first or last (strong parameters'
//     params.fetch(:user, {}) and params.dig(:session, :password)): a
//     model's new given what it read assigns a form's parameters only
//     when the key names the model (User.new(params.require(:user)), by
//     form_with's naming); another key is one value for a plain class.
//   - args and keywords on a barrier: what the result still carries, where
//     the framework takes a value as given: the positional arguments at
//     args that are no Hash, Symbol or Array literal (a String given to
//     url_for is returned as it is) and the options keywords names
//     (url_for's and a *_url helper's host:), for open-redirect.
//
// # Go
//
// Go rows are read by the Go source engine (internal/engine/gosource),
// which reads Go without types: a package is named by its import path
// (os/exec), a type by the path and its name (net/http.Request,
// github.com/gin-gonic/gin.Context; a major version suffix such as /v4 is
// not part of it). A call matches a row with type when the code calls it
// on a package imported from that path, under any name, and a row without
// type on any receiver. Its rows:
//
//   - type with source remote: a parameter or variable of one of classes
//     is a request; what is read from it, or by a call it is handed to
//     (chi.URLParam(r, "id")), is what the client sent; to the type
//     checker's analysis (internal/engine/goanalysis) a local variable
//     the function builds itself (http.NewRequest) is not.
//   - source: environment or console; property: true names a package's
//     variable read (os.Args), not a function called.
//   - sink: sql-injection (args the SQL text may be, the first three when
//     a context and a destination come first) or command-injection
//     (const-arg is the program and const-in the shells; the argument
//     after it the shell's -c flag; args the command line).
//   - summary with flow args -> return on a package: the function builds
//     its result from its arguments (fmt.Sprintf): text it returns is
//     built from values when one of them is not a constant.
//   - write: a call whose error says data was not written, sent or stored;
//     dropping it loses data. opens: true instead names calls that open
//     something for writing, and closes: true the calls that close what
//     one returned (Close): dropping their error there may lose the last
//     buffered writes, and on a file opened for reading loses nothing.
//   - type with lossless: true: writes to a receiver whose text matches
//     receiver-names lose none of the program's data (the terminal, a
//     buffer in memory, a hash); with classes, a value of one of them is
//     memory (bytes.Buffer), and so is what a summary row returns one of
//     (bytes.NewBuffer: returns bytes.Buffer): closing a writer opened
//     on it (gzip.NewWriter(&buf)) loses nothing. Such a row that a change
//     adds is one that can hide a finding.
//
// The type checker's analysis (internal/engine/goanalysis) reads the same
// rows, the shipped ones and a user's, in its syntax-only checks (and
// gosec's guards), which follow request data within one handler: a
// function with a parameter of a remote type row's class.
//
//   - source remote: a method of such a type, or of a package (chi.URLParam),
//     returns what the client sent; with property: true, a field does
//     (r.URL, r.Header).
//   - summary with returns: the method's result, or with property: true the
//     field, is of that type (gin's c.Request is a net/http.Request,
//     template.New returns a template; receiver: the type called on).
//   - type with classes and receiver-names: a variable so named is of the
//     first class whose package the file imports (tmpl, a template).
//   - sink xss, open-redirect, path-traversal, ssrf or template-injection:
//     args are the arguments request data must not reach; const-arg with
//     const-in holds for an argument whose text is one of the values (a
//     string constant, or a package constant's name: gin.MIMEHTML), or
//     whose value is of a type row named there (response: the handler's
//     http.ResponseWriter, for fmt.Fprintf(w, ...)).
//   - sanitizer: the result is safe for the sinks in sanitizes only
//     (html.EscapeString is no guard for a redirect); barrier: the result
//     carries no request data (strconv.Atoi).
//   - sink sql-injection with a type: an ORM's or query builder's method
//     that takes SQL text. The query-builder check has no types: in a file
//     that imports one of these rows' packages (or one under it), every
//     such row's methods count on any value and on a package outside the
//     standard library (gorm.Expr); args says where the SQL text is after
//     a leading context (1: after a destination, &dst). Text is built from
//     a value when it concatenates one, or a summary row's function
//     (flow args -> return; format: the printf format's index) gets one;
//     a barrier's result (strconv.Itoa) or a summary's whose flows come
//     from constant text (strings.Repeat("?,", n)) is not, nor one whose
//     flows come from variables its arg-names (a regular expression on
//     the variable's name) says hold SQL placeholders ("?", "$1"):
//     strings.Join(placeholders, ","). A summary row with arg-names that a
//     change adds is recorded for a person to confirm, as a barrier is.
//   - sink with always: the call is the vulnerability wherever it is written
//     (grpc.WithInsecure(): cleartext-transmission); with unless, unless
//     one of its arguments is a call of the row's package named there
//     (grpc.NewServer(grpc.Creds(c))) or an option made elsewhere (a
//     variable, opts...). With const-arg and const-in it is one only when
//     that argument is so (text/template's t.Execute(w, data) into the
//     handler's response), and not in a file that imports the package of
//     another class of the type row that holds the row's type
//     (html/template's Template has the same methods: which one a call
//     runs is a question of types).
//   - sink cors-any-origin without always: a call that sets a response
//     header, const-arg its name and const-in the header
//     (Access-Control-Allow-Origin), args its value; request data reaching
//     it in a handler that never tests it is the request's origin echoed
//     (w.Header().Set, gin's c.Header, Fiber's c.Set). Without type the row
//     names the method on any receiver.
//   - sink weak-password-hash with always, const-arg and const-below: the
//     password hash's work factor, argument const-arg, is an integer
//     constant below const-below, or one of const-in's names
//     (bcrypt.MinCost): a stolen hash is cheap to brute-force.
//     not-in-packages names the packages (by their package clause) in
//     whose files the row does not hold: a construction that runs the
//     hash as one step with a work factor it fixes (scrypt's single
//     PBKDF2 iteration, RFC 7914). A row with it that a change adds is
//     one that can hide a finding.
//   - sink with always and property on a struct type: a composite literal
//     of the type (sessions.Options{...}) whose field, one of methods, is a
//     constant in const-in, or is left out when const-default (its zero
//     value) is; a field set from a value is chosen where the value is made.
//     With gosec-rule (G124) and const-default, gosec reports such literals itself (an
//     http.Cookie without Secure, HttpOnly and a Lax or Strict SameSite)
//     and the rows say when its finding stands: some row holds for the
//     literal (a cookie a parameter brings, or one whose fields are all
//     set from values, is the caller's or the configuration's choice).
//   - sink hardcoded-key: args are keys; a literal there (text, []byte of
//     it), or a function there that returns one (jwt's key function), is
//     a key anyone who reads the code has. A row on a type (jwt.Token)
//     matches the method on any value in a file that imports its package.
//   - module: name is an import path, imports the paths of forks with its
//     API (dgrijalva/jwt-go is golang-jwt/jwt); a file's import of one is
//     read as an import of name.
//   - source own-path: the call returns a name the program chose itself,
//     not one a user gives it (runtime.Caller's file, compiled in from the
//     build machine; os.TempDir(), t.TempDir()); result is the index of
//     that result in a call that returns several (runtime.Caller's file is
//     1, os.MkdirTemp's directory 0); with property: true a field of a
//     value such a row's result is (runtime.Frame's File, of the frame
//     (*runtime.Frames).Next returned); joins: true makes the call join
//     path elements, its result the program's own when each element is a
//     constant or the program's own (filepath.Join(t.TempDir(), "out")).
//     A file the program opens by such a name is no file inclusion:
//     gosec's G304 there is dropped. Only the type checker's analysis reads
//     these rows; result and joins go with no other source kind (joins is
//     also a C# summary row's: the call's result is its arguments joined
//     as path elements, root + "/" + name, System.IO.Path.Combine).
//   - sync: type is a type (sync.Mutex, sync/atomic.Int64, by import path
//     and name) and methods its methods that synchronize goroutines (Lock,
//     Store, CompareAndSwap). A goroutine that calls one on a value of
//     that type (a pointer to one, a struct embedding one) coordinates its
//     writes: the goroutine-unguarded-write check leaves it. The type
//     checker's analysis reads them, typing the call from the package's
//     type information; a call it cannot type, or a method of a type the
//     package declares itself (its own lock wrapper), matches by the
//     rows' method names alone.
//
// # Markup
//
// Files of language html hold attribute rows, which the markup
// (accessibility) analysis reads: what an attribute of a template dialect
// or a component framework does to its element when the page is
// rendered, so that the analysis reads the page the server or the
// framework will make. methods are attribute names as HTML writes them,
// compared whole and in lower case (th:text, *ngfor: * is no glob), or
// for the shapes ending in -prefix the start of names (th:, v-bind:).
// shape is one of:
//
//   - sets-named-prefix: an attribute PREFIXname that no other row names
//     sets the attribute name from an expression (Thymeleaf's th:alt sets
//     alt); dialect-prefix: the dialect's attributes set nothing unless a
//     row names them (the Layout Dialect's layout:). A file using either
//     (or, for a prefix ending in ":", its elements or its xmlns
//     declaration) is a server template.
//   - binding-prefix: the rest of the name is an attribute set from an
//     expression (Vue's :href, Angular's [href] and [attr.href]: a
//     leading [ or ( drops its closing bracket); event-binding-prefix: an
//     event handler, onrest (Vue's @click, Angular's (click)).
//   - content: the template renders the element's content (th:text).
//   - fragment: a fragment replaces the element, its content a
//     placeholder unless the value selects parts of this file (~{::body}:
//     a value the row's pattern, a regular expression, matches);
//     component: a fragment replaces it whatever the value
//     (layout:replace); prototype: the element is removed when the value
//     is all or an expression (th:remove).
//   - spread: the attribute may set any attribute (th:attr, Vue's bare
//     v-bind).
//   - sets: the attribute sets the attributes keywords names (th:field:
//     id, name, value); keywords goes with this shape only.
//   - conditional: the element is rendered on a condition or repeated
//     (th:if, th:each): an id on it may not be on the page; structural: a
//     table row or cell so marked may be one of many or none (v-for,
//     *ngIf).
//   - inert: a dialect's attribute that sets nothing (th:with).
//   - decorates: on <html>, a layout decorates the page, and renders the
//     parts of this file it is handed (layout:decorate).
//   - fragment-definition: the element is a fragment other templates
//     include (th:fragment): a file of them without a <head> is never
//     rendered whole.
//   - alias: a JSX prop is the HTML attribute keywords names, its one
//     entry (React's className is class).
//   - script-ref: the attribute hands the element to the component's
//     script (React's and Vue's ref), which may control it as the file
//     does not show (pause a video).
//
// Class rows (kind class) name CSS frameworks' classes, as tokens of a
// class attribute or globs (d-*-block, *:flex), and what they do to the
// element: hidden (display: none or visibility: hidden at every size:
// Bootstrap's d-none, Tailwind's hidden), shown-at-some-size (a
// responsive or state variant that shows it again: md:flex, d-md-block),
// modal (a modal dialog hidden until its script shows it) and modal-shown
// (the class that shows it: Bootstrap's show, Bulma's is-active); or, as
// utility prefixes, what an arbitrary value in brackets is: colour-utility
// (Tailwind's bg-[#0055ff]) and font-size-utility (text-[14px]); another
// prefix's value is a length. A class row of shape property-utility names
// one utility prefix and, in keywords, the CSS properties its classes set
// (bg: background, background-color): a literal value of such a property
// that is a theme's token is reported with the class to use (bg-brand).
//
// Element rows (kind element) name a server component's tags, whole or
// as globs in lower case (x-si-*), by what the component renders in the
// tag's place: named-image, an image that carries its own name (Blade
// Simple Icons' files are each an <svg role="img"> with a <title>), so a
// link or a button holding only it has a name the file does not show, and
// no name rule reports it; given aria-hidden="true" it adds nothing still.
//
// Project rows (kind project) of language html name, in configs, a CSS
// framework's config files (tailwind.config.js, by name without a
// directory), and in tokens the keys whose objects of string values are
// its design tokens, by kind (colour, spacing, font-size; theme.colors is
// a key colors inside a key theme, at any depth, so Tailwind's
// theme.extend.colors too): the markup analysis reads the nearest such
// file at or above a file's directory.
//
// # Templates
//
// Files of language templates hold template rows, which the templates
// engine reads: what a server-side template language writes unescaped,
// and what its context checks take as safe. extensions are the endings
// of the files' names the row applies to, in lower case (.html,
// .blade.php); a file is known by the longest ending any row names, so a
// Twirl view (index.scala.html) is not a Jinja .html. pattern is a
// regular expression; shape says what it finds:
//
//   - unescaped-output: a construct that writes its value unescaped (|safe,
//     {!! !!}, Html.Raw), reported as XSS with name, what the finding says
//     it saw; unless lists patterns whose match on the found text makes it
//     none (an EJS include by name), and a constant string is none too.
//   - context-sink (ERB): request data where escaping does not help
//     (link_to's URL), reported with name.
//   - own-url (ERB): an expression that builds the application's own URL
//     (a route helper), safe at the start of href or src; script-escaper
//     (ERB): one escaped for a <script> block (to_json, j).
//   - csrf-token: what renders a form's CSRF token (@csrf): a form that
//     posts without one is reported, on files of the rows' extensions.
//   - request-read, request-assignment (its first group the variable
//     assigned), request-el, escaper and el-escaper (JSP): a scriptlet
//     expression or variable that holds the request, EL that reads it,
//     and the encoders that make each safe.
//   - tag and layout-use (read by the markup analysis in every file it
//     reads, so these rows name no extensions): a server template's tag
//     ({%, {{, <%), which makes a file a template, and the use of a layout
//     the template fills in ({% extends %}, @extends), which makes it a
//     part of a page.
//
// # Text
//
// Files of language text hold text rows (kind text), read by checks that
// look for a framework's API in the text of code, not in a syntax tree:
// the specialists' and the rule pack's, which read a user's rows beside
// the shipped ones (Text: through the specialists' Pass, and the
// treesitter engine's facts on HTML sinks). A shape that hides (an HTML
// sanitizer, a public key's loader, a generator's sample, a developer's
// settings file: TextShape.Hides) makes a row a change adds for itself a
// config-waiver finding. shape
// names the check (TextShapes), patterns are RE2 regular expressions
// joined into one alternation with the shape's flags and suffix, each
// anchored as it needs (\breq\.), files are paths a row applies to (a
// path ends in one), label how a check names the row:
//
//   - html-sink (the treesitter engine's facts, package textfacts, which
//     design routes to security as tips): browser code renders a value as
//     HTML; each pattern captures the value (React's
//     dangerouslySetInnerHTML, innerHTML, Vue's v-html, Svelte's {@html});
//     a row's label, when it has one, is the security review's advice for
//     what it finds, how the framework renders text instead (Vue's {{
//     value }}).
//     html-sink-value: what precedes a sink's value when it is one
//     variable, which the engine follows to its assignments.
//   - html-sanitizer (case ignored): a call whose result is HTML made safe
//     (DOMPurify.sanitize, he.encode); page-input: what a page, a message
//     or a request gives browser code (location., useSearchParams, req.):
//     what the engine says an HTML sink renders, which security judges.
//   - css-in-js (design; (?is), followed by a backquoted template): a tag
//     whose template is a style sheet (styled-components, Emotion's css).
//   - firebase-web-config and maps-js-loader (secrets): a Firebase web
//     configuration's fields and hosts, with files the mobile
//     configurations' names (compared ignoring case); the Maps JavaScript
//     API's loaders. A Google API key near one is public by design.
//     algolia-client (followed by a call's parenthesis) and
//     algolia-search-config: Algolia's browser clients and DocSearch's
//     configuration, near which a search key is public.
//   - public-key-format, public-key-in-text and browser-api-key (secrets;
//     shipped rows alone, as lock-file: a row makes a finding Info, so a
//     row a change adds could hide its own secret): a key whose type
//     marker says it is public (matched at the key's start: Stripe's pk_,
//     Mapbox's pk.), a text whose one capture group is a public key found
//     whole (a Firebase Storage download URL's token, a Sentry DSN's key),
//     each with label the reason the finding gives; a key format that
//     is public only in browser code (Google's AIza), judged by the
//     firebase-web-config and maps-js-loader rows near it.
//     algolia-mention (case ignored; shipped rows alone): the text that
//     says a key near it is Algolia's; search-key-name (the same) and
//     admin-key-name (case ignored; a user's row may add to it): the names
//     on a key's line that say it is the search-only key, or another one,
//     which no search-key-name makes public.
//   - default-password (security; case ignored, matched against the whole
//     value; shipped rows alone, as lock-file: a row makes a manifest's
//     password Low): the passwords official container images and their
//     documentation use, and the placeholders written in their place
//     (postgres, guest, changeme), which keep a local stack running.
//   - published-sample (secrets; matched against the whole value, case
//     kept; shipped rows alone, as lock-file): a value a standard publishes
//     as its example (RFC 6455's handshake key, RFC 7617's Aladdin),
//     which no one uses as a credential; label names it in the finding.
//   - identifier-name (secrets; case ignored; framed as a key written
//     just before its value: webauthn_id: "…", "userHandle" => "…";
//     shipped rows alone, as lock-file): the names of values a standard
//     says identify rather than authenticate (a WebAuthn user handle),
//     which a guessing rule's match given to them is not a credential;
//     label says why in the finding.
//   - server-module (secrets; framed as require('...'), from '...' or
//     import '...'): modules whose import makes a JavaScript file server
//     code (fs, express, @aws-sdk/*); server-directive (at the file's
//     start, quoted): React's 'use server'; server-path (matched against
//     the lower-cased path): a directory or a file name that says a file
//     is server code (server/, functions/, bin/, .server. modules).
//   - settings-file, environment-keyed-file (secrets; matched against the
//     lower-cased path): files whose name says their environment (dotenv's
//     .env.*, Spring's application-*), and YAML files whose top-level keys
//     are environments (Rails' config/*.yml).
//   - container-config-file (secrets; matched against the lower-cased
//     path): files that configure the project's own containers or
//     development environment (Dockerfile, compose.yaml, .devcontainer/,
//     dotenv's .env), where a bare host name is a container's service; a
//     dotenv file named for a live environment (.env.production) is
//     matched by its directory alone.
//   - generator-comment (secrets): in files, a line a framework's
//     generator writes commented out with a random key of its own (Devise's
//     install generator); label names the generator in the finding.
//   - request-input (the rule pack's input_severity): code that reads
//     request or browser input directly (Flask's request.args, $_GET);
//     request-or-data (case ignored): code that handles requests or reaches
//     data, which the security reviewer is sent first (@GetMapping, SQL
//     text, subprocess).
//   - request-wrapper-getter (case ignored; Python's taint analysis,
//     shipped rows alone): the words in a method's name that say it reads
//     request data (param, form, cookie), for an object another module
//     made of the whole request (a wrapper, a view's helper) whose class
//     the analysis cannot see: wrapped.get_param("q") is request data.
//   - lock-file (files only; the specialists' Generated): package
//     managers' lock files, by name ignoring case (yarn.lock, go.sum):
//     generated, so their size says nothing about a change.
//     test-runner-file (files only; the specialists' PlaceOf): what a test
//     runner loads before the tests, by name without extension ignoring
//     case (conftest, jest.config): a test's file. Both are read from the
//     shipped rows alone (TextShape.Shipped), and a user's row of either
//     is a load error: what a file is is asked at some thirty places,
//     some before a rule directory is read, and must not differ between
//     them.
//   - test-profile (the specialists' PlaceOf; shipped rows alone, as
//     lock-file): a framework's configuration of the test run by the name
//     it gives the file, matched against the name without extension in
//     lower case (Spring's application-test.yml, ASP.NET Core's
//     appsettings.Testing.json): a test's file.
//   - generated-name, generated-marker, generated-output (the
//     specialists' Generated; shipped rows alone, as lock-file): a file
//     name a generator writes (matched against the name in lower case:
//     .pb.go, .min.), what generators write in a file's first five lines
//     (Code generated, Generated by Django), and one tool's output, where
//     every pattern of one row occurs in the file (Emscripten's glue,
//     MJML's e-mail pages).
//   - ci-file (files only; the review's config-waiver check on CI edits):
//     where CI services, git hooks and the task runners they call run
//     teamreview, as paths from the repository's root; a file ending in /
//     is a directory and every file below it (.github/workflows/,
//     .husky/). A team's own CI script directory is a user's row.
//
// A pattern that does not compile, or whose capture groups are not the
// number its shape's check reads, is an error naming the row and the
// field, as is a files or label field on a shape that reads none, and a
// directory (a file ending in /) on a shape that reads file names.
//
// # Python handlers
//
// Python reads handler rows of four forms. With annotations, they are the
// names of decorators that make a function a request handler (@app.route,
// @router.get: the attribute's name); shape route (the default: Flask)
// makes its parameters the URL's captures and the string it returns the
// page, shape endpoint (FastAPI) reads them by their declared type and
// default, and in a file that imports one of an endpoint row's imports
// (a module, or one under it) every route decorator makes an endpoint; a
// route row's imports are the modules whose decorators a file may import
// by name (Bottle's from bottle import route; @route("/hello")).
// With class-names (and imports: in a file that imports one of them), a
// method of a class derived from one of them (globs matched against each
// base class as written, without its module: generic.ListView is
// ListView; and through the file's own classes) handles requests when its
// name is one of methods (its parameters after self, or after a request
// parameter, are the URL's captures: Tornado's RequestHandler.get), and
// every method of such a class reads the request as self.request. With
// shape request-parameter
// and imports (Django, Django REST framework), in a file that imports
// one of them a parameter named request (first, or after self) is the
// request, and a function that returns a call of one of responses (by
// its last name, globs: HttpResponse*) is a view whose other parameters
// are the URL's captures. With shape event and methods (function names,
// globs), a module-level function so named whose parameters are (event,
// context) is called by a platform with the event that triggered it (AWS
// Lambda's lambda_handler behind API Gateway): the event is request data.
// Every form's source and parameter-types say that the handler's
// parameters are request data.
//
// # Validation
//
// Every file is checked when it is loaded: an unknown key, a field that does
// not belong to the row's kind or that the language's analysis does not read
// yet, a missing required field, an unknown source
// or sink kind, a bad index, flow or regular expression, or a sink kind the
// language's analysis has no rule for is an error that names the file, the
// row (counted from 1), its line and the field:
//
//	models/acme.yml: row 2 (line 8): field sink: "sql" is not a sink kind (one of ...)
//
// A broken user model makes review and verify exit with code 2 before
// anything runs; a broken shipped model is a bug in the build and panics.
//
// Index and SinkRules are the wiring every analysis shares: the shipped
// rows' index built once, a user's set giving an analyzer of its own, and
// the rule each sink kind reports.
//
// This package must not import the analyses: they import it. It imports
// only their framework, package analysis.
package models
