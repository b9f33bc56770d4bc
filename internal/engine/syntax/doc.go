// Package syntax parses the non-Go languages teamreview reviews, in process,
// with tree-sitter's grammars (github.com/smacker/go-tree-sitter, through
// cgo), and hands analyzers a plain Go copy of the tree.
//
// The copy is the point: tree-sitter's own nodes are cgo handles, each step
// a C call, and a tree is not safe for concurrent use. A Tree here is built
// once per file in one cursor walk, is immutable afterwards, and can be read
// by any number of analyzers on any goroutine. Analyzers therefore never
// import cgo code, and build with CGO_ENABLED=0; only Parse needs a C
// compiler. Without cgo, Available is
// false and Parse returns ErrUnavailable, which the engine turns into a
// coverage gap that names the languages it did not analyze.
//
// Node kinds and field names are the grammar's own (the same names
// tree-sitter's playground and ast-grep show), so a rule written against a
// tree-sitter grammar reads the same here.
//
// This package must not import any engine, specialist or later stage.
package syntax
