// Package python analyzes Python files: an intraprocedural taint analysis
// (request data from Flask, Django and FastAPI to injection sinks, with
// constant folding, sanitizers, guards that end a branch (allow-lists,
// URL host checks, normalized paths under a base, quote and ".." checks,
// see guards.go) and summaries of the file's own functions and classes)
// and syntactic rules for weak crypto, cookies, TLS and debug settings.
//
// What the analysis knows of APIs is model rows (package models,
// python_*.yml, and the user's in rulepack.rule_dirs), indexed by
// newTables (models.go) and applied by modelCall (modelcall.go): sinks,
// sources, sanitizers and guards, barriers and summaries, called by
// qualified name (os.system, django.http.HttpResponse) or as methods of an
// object whose type a type row names (what a class or factory builds:
// requests.Session(), logging.getLogger(); a module object: flask.request;
// or the receiver's text: Item.objects, self.logger). The Go code holds
// the mechanism and Python's own semantics (containers, strings, constant
// folding, guards on values), plus the request handlers' recognition, the
// syntactic rules (lint.go, weak hashes and ciphers, TLS) and a few
// heuristics on names (secrets, validators' wrappers). The names it
// keeps are the language's own, as its operators are: the builtins (str,
// list, dict, compile, staticmethod), str's and the containers' methods
// (startswith, join, get), os.fspath (the path protocol, PEP 519, as
// str() is), and collections' mutable containers for the mutable-default
// rule; the rest is rows: the calls that pace an awaited
// loop (pacing rows), where a MAC takes its hash (sanitizer rows of shape
// mac-digest), a SAX parser's external-entity features (a summary row
// with becomes), the application's and a blueprint's classes (type rows
// wsgi_app and blueprint), the module constants a condition compares
// (ssl.CERT_NONE: a row's const-in).
//
// Other modules of the project (project.go): a call of a function or class
// the file imports from the project (import a.b, from a.b import f, from .
// import m, from .m import f) is followed into the module's file, found
// relative to the importing package for a relative import, else from the
// review root or an ancestor directory that is not a package (src/). Its
// functions are summarized as the file's own are (parameters that reach
// the return value, with their sanitization; parameters that reach a sink,
// reported at the call with the path through the module; constant
// returns). A class, the module's or the file's own, is instantiated by
// analyzing its __init__ with the call's values, which gives the
// instance's attributes, and its methods are analyzed with those
// attributes for each call on the instance; so is
// a function given the whole request object (what it reads of it is
// request data, what it makes of it is not). Modules one import further
// are followed too (depth 2), and a pass reads at most 20 project files.
// Names the analysis knows (sanitizers, sinks, Django's API) keep their
// meaning even when the project defines them (Django itself); other
// files' functions that cannot be resolved are unknown: their results
// carry the taint of their arguments.
//
// Django: the request object is a source object wherever a Django file
// hands it on (its GET, POST, COOKIES, META headers, body, FILES... are
// request data; user, session, method and the server's META keys are not;
// the object given whole to another file's function yields an object whose
// getters are request data, not data itself). The other parameters are the
// URL's captured values only in a view: a function that returns a response
// and that the file does not call itself, or a verb method of a class whose
// bases look like views (View, APIView, *ViewSet). Every method of a view
// class (the handler rows' class-names, through the file's own base
// classes) reads the request as self.request, as Django's View.setup,
// DRF's APIView and Tornado's RequestHandler give it; a Tornado verb
// method's parameters are the URL's captures.
//
// Redirects and SSRF need the client to choose the start of the URL: a
// value after a path on this host ("/login?next=", not "/" alone), a URL
// with its host and a "/" after it, or the application's own value
// (reverse(...) + "?"), through +, f-strings, % and .format, or given to
// another file's function together with such a URL, is a suffix and cannot
// send the user or the request elsewhere. request.path and
// get_full_path() are taken as paths on this host: they can start with "//"
// only under a catch-all route or in a middleware (CVE-2018-14574), which
// this analysis does not model.
package python

import (
	"fmt"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer is the Python analysis, with the shipped models.
var Analyzer = newAnalyzer("python", builtinTables)

func newAnalyzer(name string, tabs func() *tables) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:  name,
		Doc:   "taint analysis of Flask, Django and FastAPI code, and Python security and quality rules",
		Langs: []syntax.Lang{syntax.Python},
		Rules: allRules,
		Run:   func(pass *analysis.Pass) error { return run(pass, tabs()) },
	}
}

func run(pass *analysis.Pass, t *tables) error {
	deep := 0
	for _, d := range analysis.Strongest(pass, func(sub *analysis.Pass) {
		c := newChecker(sub, t)
		c.run()
		deep = c.deepLine
		lint(sub, t)
	}) {
		pass.Report(d)
	}
	if deep > 0 {
		// what it found is reported; the statement it could not follow is
		// a gap in the review
		return fmt.Errorf("expressions nest deeper than %d levels in the statement at line %d: the rest of the file is analyzed, that statement is not",
			analysis.MaxNesting, deep)
	}
	return nil
}
