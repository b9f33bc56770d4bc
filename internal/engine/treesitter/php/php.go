// Package php analyzes PHP files: an intraprocedural taint analysis in
// statement order with constant folding of conditions, switches and array
// elements read back by constant keys, summaries of the file's functions
// and methods (which parameters reach the return value and which reach a
// sink), and syntactic rules (lint.go).
//
// What PHP's functions, classes and frameworks do is not in this package:
// it reads model rows (package models, files models/php_*.yml, and the
// user's in rulepack.rule_dirs; models.go indexes them). They say which
// variables hold request data ($_GET, $_SERVER's client keys, $_FILES
// names), which calls return it (Laravel's, Symfony's, PSR-7 and
// CodeIgniter requests), which calls are sinks (SQL, shell, eval, include,
// files, output, redirects, headers, unserialize, HTTP, XML, LDAP, XPath),
// which sanitize for which sinks (htmlspecialchars for output only,
// escaping functions only inside quotes: quoted), which guard a branch
// (in_array, anchored preg_match, strpos and str_starts_with on a base),
// how data passes through (summaries, array_map's callback, sprintf's
// format), which classes' methods are request handlers, and which store
// keeps request data across requests ($_SESSION, stored.go).
//
// Other files (project.go): functions of files the file includes with a
// constant path, and classes found by their PSR-4 file name, are
// summarized the same way; an included file's top-level code runs where
// the include is. Unknown calls carry the taint of their arguments.
package php

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer is the PHP analysis, with the shipped models.
var Analyzer = newAnalyzer("php", builtinIndex)

func newAnalyzer(name string, ix func() *index) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:  name,
		Doc:   "taint analysis of plain PHP, Laravel, Symfony and WordPress code, and PHP security rules",
		Langs: []syntax.Lang{syntax.PHP},
		Rules: allRules,
		Run:   func(pass *analysis.Pass) error { return run(pass, ix()) },
	}
}

func run(pass *analysis.Pass, ix *index) error {
	for _, d := range analysis.Strongest(pass, func(sub *analysis.Pass) {
		newChecker(sub, ix).run()
		lint(sub, ix)
	}) {
		pass.Report(d)
	}
	return nil
}
