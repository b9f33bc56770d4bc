// Package dart is the tree-sitter grammar of Dart, vendored from npm (see
// README.md): no Go module ships it, and its generated parser.c and
// scanner.c are the same C the grammar's own bindings compile.
package dart

// #cgo CFLAGS: -I${SRCDIR} -std=c11
// #include "tree_sitter/parser.h"
// const TSLanguage *tree_sitter_dart(void);
import "C"

import (
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// GetLanguage returns the grammar, as smacker/go-tree-sitter's language
// packages do.
func GetLanguage() *sitter.Language {
	return sitter.NewLanguage(unsafe.Pointer(C.tree_sitter_dart()))
}
