// Package treesitter is the engine for every language but Go: it parses each
// file once with tree-sitter (package syntax), runs every analyzer of the
// file's language over the tree, in parallel across files, and returns their
// diagnostics. Go stays with the goanalysis engine.
//
// Analyzers are values (package analysis) listed in one registry
// (Analyzers); each declares the rules it can report, which is where the
// README's rule tables and the check of rule ids in .teamreview.yaml come
// from. Data flow, rule matching and parsing live here and in the analyzer
// packages beside it; specialists only route, weigh and tip.
//
// Besides diagnostics, the engine's Result carries facts for specialists to
// query rather than report (package textfacts): the HTML sinks of browser
// code and what each renders, which the design specialist routes to
// security as tips and security reads before it judges one, and the
// entries of a YAML manifest around a line, by which security weighs a
// password a manifest rule reports.
//
// A file that does not parse is analyzed as far as it parses, and named in a
// note. A binary built without cgo has no parsers: the engine then reports
// which files and languages it did not analyze, and never passes them
// silently.
//
// This package must not import specialist, team, consolidate or anything
// further down the flow.
package treesitter
