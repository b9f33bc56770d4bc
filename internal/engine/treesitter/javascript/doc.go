// Package javascript is the analysis of JavaScript and TypeScript, JSX and
// TSX included: a taint analysis from HTTP requests and from the browser's
// page to injection sinks, and syntactic rules for weak cryptography,
// insecure cookies, TLS and CORS settings, and calls of the file's own
// async functions whose promise is dropped (f(); or this.m(); as a
// statement, with f or m declared async here and nowhere plain) or tested
// as a condition (if (f()), always truthy), and imports and function-local
// variables that the file never mentions again.
//
// # Sources
//
// A value is input when it comes from a request handler's request:
// Express, Koa, Fastify and hapi handlers (a function passed to
// app.get/router.post/app.use/fastify.get..., a parameter named req or ctx,
// or a function whose second parameter answers with .send/.json/.status),
// Next.js API routes (export default function handler(req, res)), App
// Router handlers (export async function GET(request, { params })) and
// page props ({ params, searchParams }), getServerSideProps, NestJS
// parameters decorated @Query/@Body/@Param/@Headers (and GraphQL's @Args),
// Remix and React Router loaders and actions, SvelteKit's load and actions,
// React server functions (exported from a 'use server' module, or marked so
// themselves: every parameter), tRPC resolvers of a procedure with an input
// (its input field), a GraphQL resolver map's Query and Mutation functions
// (their args), and the request's
// query, body, params, cookies, headers, url, get()/header(), json() and
// formData(). In the browser: location and its parts (not origin or host),
// document.URL/documentURI/referrer/cookie, window.name, useSearchParams,
// useParams, useRouter().query, and the data of a message event.
//
// # Propagation
//
// Each function is analyzed statement by statement with a scope that its
// closures see. Input flows through assignment and destructuring,
// templates and +, string methods, arrays, objects and spread (elements
// read back by a constant key or index keep their own value), Map
// set/get, JSON.parse and decodeURIComponent, iteration callbacks and
// promise then, and calls to functions and class methods of the same
// file (a class field initialized with a function is a method), which
// are analyzed with their arguments' taint and memoized (TypeScript's
// this parameter takes no argument; the methods of an object exported as
// the default, a Vue component's options, run as the object's methods
// do); no model row for
// a method of the same name applies to such a call (catalog.find(name) on
// the file's own class is no MongoDB find). Any other call that receives
// input returns input. Conditions, ternaries
// and switches on constants are folded, so a branch that cannot run does
// not count.
//
// # Other modules of the project
//
// A function, class or object of functions that the file imports from the
// project by a relative path is followed into its module: require('./db'),
// import x, { f }, * as ns from '../lib/db', and export ... from re-exports,
// resolved as Node and TypeScript do (the path, then .js .ts .tsx .jsx .mjs
// .cjs .mts .cts, then its directory's index; './x.js' names x.ts in
// TypeScript). The module's top level runs once per pass to bind its
// exports (export function/const/class/default, module.exports = ...,
// exports.f = ...); a call of one of them is analyzed in that module with
// the call's values, memoized as same-file calls are, so a sanitizer or a
// constant return there counts here, and input from this file that reaches
// a sink there is reported at the call, the path through the module
// labelled with its file. A flow whose source is read in the other module
// is left to that module's own review; handlers it registers are not
// followed. The file under review is level 0, its modules 1 and theirs 2,
// whose imports stay unknown; at most 20 files are read per file analysed.
// import(name), awaited or through then, is the module require(name) is.
// Packages, modules that cannot be read and tsconfig path aliases stay
// unknown calls.
//
// # Sanitizers
//
// Numeric conversion cleans a value for every sink; escape-html, he,
// validator.escape, DOMPurify and sanitize-html clean it for HTML;
// encodeURIComponent for HTML, URLs and headers; path.basename for files;
// connection.escape and mysql.format for SQL; a replace with a negated
// character class keeps only safe characters. A guard cleans the value it
// checks where it holds: an allow-list (ALLOWED.includes(x), Set.has, an
// anchored regular expression, x === 'a' || x === 'b', typeof x ===
// 'number', validator.isX) that returns or throws otherwise,
// p.startsWith(base) (or p.indexOf(base) === 0) for files and redirects,
// p.indexOf('..') === -1 for files, and u.hostname (host, origin) compared
// with a constant or checked against a constant list for redirects and
// requests. A URL whose scheme and host come from a constant prefix cannot
// be sent elsewhere (SSRF, redirects).
// A MongoDB filter's { $eq: x } compares x as a value. __dirname,
// __filename and process.pid (execPath, platform) are the process's own
// values, not unknown ones.
//
// # Models
//
// What the analysis knows of frameworks and libraries by name is model
// rows (package models, models/javascript_*.yml); users add rows in
// rulepack.rule_dirs. A row matches a call by the name it resolves to
// (the module a binding was imported from, then the member path: type
// fs, method readFile), by method on any receiver (no type), as a
// function called by itself or on window, globalThis or self (type
// globalThis), or on a receiver of a type row's type. A type row names a
// kind of object by the names its receivers go by (receiver-names: db,
// pool, knex); IncomingMessage and ServerResponse are also the request
// and response objects a route handler is given, and a type some source
// or summary row reads is an object the analysis tracks: a parameter or
// field declared with that type holds one (route: ActivatedRoute). Sink
// rows are tried in file and row order until one decides the call.
//
// A row's shape says how the call is read beyond an argument's value.
// Sinks: sql-text (SQL only when the argument reads as SQL or is a
// variable whose name the row's arg-names matches; without type, not on
// a receiver some type row names), sql-clause (a query builder's condition as text), method
// (a method call, never a function alone), shell-command, argv (spawn
// and execFile: a command line only with an option the row's
// shell-options name or a shell as
// the program; keywords name the options' field that holds the argument
// list, new Deno.Command(program, { args })), eval, function-constructor, timer (setTimeout with a
// string), send-file (unless an option the row's unless names confines it: root), response-body
// and text-response-body (what a response answers as HTML by default, or
// as text/plain), redirect (the last argument is the URL), headers (a
// header's name and value; Location and Refresh are redirects; keywords,
// when the server rejects CR and LF in a value as Node's setHeader does,
// are the headers whose value still matters without a line break, and
// input in another is text), html
// (markup into the page; args, or every argument), page (reached by what
// the page reads, not by a server's request), ldap-search, and for
// properties written html-property, markup-property (only with markup in
// the value) and property, and jsx-attribute (a JSX attribute whose
// object's fields, the row's keywords, are markup: React's
// dangerouslySetInnerHTML={{ __html }}). Sinks without shape are read by
// their kind: SQL text or an options object's field the row's keywords
// name (text, sql, query); a MongoDB filter and its fields the row's
// keywords name ($where), on no receiver its not-receiver-names match and
// in no call a barrier row of shape options says is another library's
// (Sequelize's { where }), except a field under an operator a barrier
// row of shape literal-operator names, whose operand is compared as a
// value ($eq); an HTTP
// client's URL or its options' field (url, host, baseURL), reached from a
// server's request only; an LDAP search's filter option (ldap-search).
// Sink rows of insecure-random name where a value becomes a cookie or a
// header (res.cookie, ctx.cookies.set): Math.random passed there is
// predictable; they match by method on any receiver, or on one a type
// row's receiver-names match, and never a request's data. Sink rows with
// always (weak-hash, weak-cipher, insecure-random, xxe) name calls that
// are the weakness whatever reaches them: createHash('md5'),
// createCipheriv with a broken cipher, CryptoJS.MD5, parseXml with
// noent: true; a type that is no type row is the object as the code
// writes it (CryptoJS). Sources: string, header
// (Referer is no redirect target), page and page-string (read in the
// browser), property, string-property, page-property and
// page-string-property (methods name properties read),
// page-own-href-property (the page's whole URL as the browser gives it:
// location.href, document.URL; an http(s) URL of its own origin, never a
// javascript: one, so a link or navigation to it is no script and no
// redirect elsewhere), page-href-property (a whole http(s) URL another
// site chose: document.referrer; no script, still a redirect), handler (the
// call's last function argument is given the request and the response),
// event-property (a Lambda event's properties API Gateway fills: an
// exported function reading one of its event parameter is a handler; on
// a barrier row, the properties the platform writes itself, such as
// requestContext: the rest of an exported handler's event is the
// invoker's), and
// event-handler (the name of a function a platform calls with its event:
// Lambda's handler(event, context); keywords are the names its event
// parameter goes by).
// Sources also: strings-property (an object of strings: req.params,
// req.headers), text-parser (a call that makes the body text:
// express.text()), and route-export, handler-export and props-export
// (exported functions a framework calls with the request: Next.js's GET,
// a default export, getServerSideProps), and listener (with a type: the
// function a call registers on such an object is given the peer's data in
// every parameter, where the const-arg condition holds on the event name:
// socket.on('chat', (msg) => ...), ws.on('message', ...)), event-export (an
// exported function, or the functions of an exported object, the framework
// calls with an event it destructures or names event, in a route module
// whose path matches the row's patterns (+page.server.ts, routes/):
// Remix's loader, SvelteKit's actions), directive (a module or function beginning with the
// directive, written with _ for spaces: use_server, whose parameters are
// all the client's), procedure and procedure-input (a resolver registered
// by the method on a builder that called the input method is given an
// object whose field of that name is the client's: tRPC), resolver (the
// functions of an object under that key get the client's arguments second,
// in a map whose name, type, file or imports match the row's patterns:
// GraphQL's Query), and root-resolver (the functions of the object given
// under that key, or of the variable named there, get them first:
// graphql-js's rootValue), and request-type (a parameter declared with one
// of these types holds the request when nothing else says what it holds:
// r: NextApiRequest). Parameter rows name decorators
// whose parameter is input (NestJS @Query), or with shape request or
// response the object itself (@Req). Summaries: flow none (a result that
// carries no input), FROM -> return, returns (the object is of that
// type; with shape property, a property holding one; on method new, the
// object a constructor builds: new VM() of vm2, whose run is then a sink
// row of that type), and shapes string,
// parse, alias (util.promisify(fn) is fn), compiled-template,
// callback-result (useMemo returns what its function returns),
// callback-value (subscribe gives its function the receiver's value),
// listener and listener-property (a listener registered by the call, or
// assigned to the property, is given an object of the returned type:
// addEventListener('message', fn) with const-arg, onmessage), and
// jsx-factory (names JSX elements use without writing them: React, h),
// and injector (a function returning an object of the type its argument
// names: Angular's inject(ActivatedRoute) in a field's initializer). A
// barrier row with property names a value no input chooses
// (process.pid, __dirname). Pacing rows name the calls an await in a loop
// waits on on purpose (sleep, Promise.all). A type row
// whose property rows read a request's names refines it (Koa's ctx,
// whose body is the response); a type with a session-property sink row
// for every property ('*') is a session. Sanitizer and barrier rows with
// shape guard are checks that make their argument safe where they hold
// (validator.isInt(x)); their methods may be globs. A sanitizer row of
// shape named (without type, sanitizes [xss]) names words instead:
// markup whose code holds one, ignoring case (sanitizeHtml(x),
// escapeHTML(x)), was made safe by a function the analysis cannot see,
// and the html-sink check leaves it.
//
// What the rows do not say yet stays here: the ECMAScript and WHATWG built-ins
// (Array, String and Map methods, URL, JSON: the language's own, as
// operators are), the HTTP header names whose value matters without a line
// break (the protocol's), Math.random (the language's; where its value
// goes is the rows'), and the syntactic rules for TLS and CORS.
//
// # Ratings
//
// Input from a request into SQL, NoSQL, a shell, eval, a file path, an
// outgoing request, LDAP, XPath, a template compiler or a deserializer is a
// Blocker; from the page (DOM-based) it is High, as XSS, open redirects,
// header injection and session writes are. The ast-grep rules this
// package replaces also reported patterns without a known source (a shell
// command built from strings, eval of a non-literal, innerHTML of a
// non-literal; here also vm's run functions of a non-literal, a shell
// run by spawn with a built command line, jQuery's .html of a
// non-literal and SQL with a value spliced between its quotes; a shell
// run on a command line that is the enclosing function's own parameter,
// execSync(cmd) in function run(cmd); React's dangerouslySetInnerHTML
// given a prop or a variable); those stay, at their lower rating, only
// where the analysis knows nothing of the value, and never in minified
// bundles. A link's href, a script's or frame's src and a form's action
// taken from what the page reads are XSS through a javascript: URL, unless
// a constant prefix fixes the scheme and host or the value is the page's
// own URL.
package javascript
