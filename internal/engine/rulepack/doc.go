// Package rulepack runs the user's own rules written in ast-grep's YAML rule
// format, with the ast-grep command (npm's @ast-grep/cli), over the files
// under review.
//
// The built-in rules are not here any more: they are analyzers of the
// treesitter engine, and rules in teamreview's own YAML format
// (package treesitter/yamlrules) are read from the same rulepack.rule_dirs
// by that engine. This engine takes only the files of those directories
// that are in ast-grep's format (a top-level `rule:` and no `query:`). So
// ast-grep is optional twice over: with no such rules the engine does
// nothing and needs nothing, and without ast-grep it reports one note that
// names what was not run and how to install the pinned version. It never
// fails a review: when ast-grep itself fails, that is a note too.
//
// Each rule's metadata says how its matches weigh: dimension, severity,
// confidence, CWE and the recommendation; input_severity raises a match
// whose code reads request input directly (request.args, req.query,
// $_GET…). Without metadata a rule is rated by ast-grep's severity.
//
// The engine scans the content under review, not the disk: it writes each
// file's Content (for a staged review, the index version) into a temporary
// directory mirroring the repository's relative paths, scans that, and maps
// the matches back.
//
// Like every engine it sees files only through scope.File values, and it
// imports nothing downstream of engine.
package rulepack
