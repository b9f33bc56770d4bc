// Package rulepack is the engine for languages other than Go: structural
// rules in ast-grep's own YAML rule format, run by the ast-grep command
// (npm's @ast-grep/cli) over the files under review.
//
// The rule packs are embedded in the binary (rules/<language>/<id>.yml);
// users add rule directories in the same format. Each rule's metadata says
// how its matches weigh: dimension, severity, confidence, CWE and the
// recommendation; input_severity raises a match whose code reads request
// input directly (request.args, req.query, location.hash, $_GET…). Every
// rule has positive and negative snippets in ast-grep's rule-test format
// (tests/<language>/<id>-test.yml), run by `go test` through `ast-grep test`.
// JavaScript rules are written once and run on TypeScript and TSX too, as
// copies whose ids end in "@ts" and "@tsx".
//
// The engine scans the content under review, not the disk: it writes each
// file's Content (for a staged review, the index version) into a temporary
// directory mirroring the repository's relative paths, scans that, and maps
// the matches back. ast-grep is optional: without it the engine reports no
// diagnostics and one note naming the languages that were not structurally
// checked and how to install the pinned version. It never fails a review:
// when ast-grep itself fails, that is a note too.
//
// Like every engine it sees files only through scope.File values, and it
// imports nothing downstream of engine.
package rulepack
