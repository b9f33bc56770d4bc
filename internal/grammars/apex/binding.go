// Package apex is the tree-sitter grammar of Apex, vendored from npm (see
// README.md): no Go module ships it, and its generated parser.c is the
// same C the grammar's own bindings compile.
package apex

// #include "tree_sitter/parser.h"
// const TSLanguage *tree_sitter_apex(void);
import "C"

import (
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// GetLanguage returns the grammar, as smacker/go-tree-sitter's language
// packages do.
func GetLanguage() *sitter.Language {
	return sitter.NewLanguage(unsafe.Pointer(C.tree_sitter_apex()))
}
