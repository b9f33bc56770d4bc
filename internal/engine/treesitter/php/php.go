// Package php analyzes PHP files: an intraprocedural taint analysis in
// statement order (request data from superglobals, php://input, Laravel's
// and Symfony's request objects, PSR-7 and CodeIgniter requests, to SQL,
// shell, eval, include, file, output, redirect, header, unserialize,
// outgoing HTTP, XML, LDAP and XPath sinks) with constant folding of
// conditions, switches and array elements read back by constant keys,
// sanitizers per sink class (numeric conversion for all; htmlspecialchars
// and WordPress's esc_* for output; escapeshellarg for the shell;
// real_escape_string, addslashes and esc_sql for SQL only inside quotes;
// basename for paths; $wpdb->prepare and PDO's quote), guards that end a
// branch (in_array allow-lists, anchored preg_match, is_numeric,
// strpos/str_starts_with on a base directory, see guards.go), and
// summaries of the file's functions and methods: which parameters reach
// the return value and which reach a sink.
//
// Other files (project.go): functions of files the file includes with a
// constant path, and classes found by their PSR-4 file name, are
// summarized the same way. Unknown calls carry the taint of their
// arguments.
//
// Laravel: a Request-typed parameter (or a FormRequest subclass), request()
// and the Request and Input facades are request objects; the untyped or
// string parameters of a public *Controller method and of a Route closure
// are route values. Symfony: $request->query, ->request, ->cookies,
// ->headers, ->attributes and ->files are request data bags.
//
// Syntactic rules (lint.go): rand/mt_rand/uniqid for tokens, setcookie
// without Secure/HttpOnly, DES/RC4/ECB ciphers in openssl_encrypt.
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
