// Package javascript is the analysis of JavaScript and TypeScript, JSX and
// TSX included: a taint analysis from HTTP requests and from the browser's
// page to injection sinks, and syntactic rules for weak cryptography,
// insecure cookies, TLS and CORS settings.
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
// parameters decorated @Query/@Body/@Param/@Headers, and the request's
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
// file, which are analyzed with their arguments' taint and memoized. Any
// other call that receives input returns input. Conditions, ternaries
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
// Packages, modules that cannot be read, dynamic import() and
// tsconfig path aliases stay unknown calls.
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
// 'number', validator.isX) that returns or throws otherwise, and
// p.startsWith(base) for files and redirects. A URL whose scheme and host
// come from a constant prefix cannot be sent elsewhere (SSRF, redirects).
//
// # Models
//
// What the analysis knows of libraries by name is model rows (package
// models, models/javascript_*.yml), read by the name a call resolves to:
// sanitizers and barriers (escape-html, encodeURIComponent, parseInt, the
// SQL drivers' escape), template engines' compile and render functions,
// MongoDB/Mongoose filter methods, HTTP clients, Node's fs, Angular's
// bypassSecurityTrust*; users add rows in rulepack.rule_dirs. What the rows
// cannot say stays here: request objects and their properties, handler
// signatures (Express, Koa, Fastify, Hapi's (request, h), Next.js, NestJS
// decorators, Angular's ActivatedRoute), SQL receivers, responses and
// DOM sinks.
//
// # Ratings
//
// Input from a request into SQL, NoSQL, a shell, eval, a file path, an
// outgoing request, LDAP, XPath, a template compiler or a deserializer is a
// Blocker; from the page (DOM-based) it is High, as XSS, open redirects,
// header injection and session writes are. The ast-grep rules this
// package replaces also reported patterns without a known source (a shell
// command built from strings, eval of a non-literal, innerHTML of a
// non-literal); those stay, at their lower rating, only where the
// analysis knows nothing of a spliced value, and never in minified
// bundles.
package javascript
