//go:build !cgo

package syntax

import "context"

// Available reports whether this binary can parse.
const Available = false

// Parse always fails without cgo: the grammars are C.
func Parse(ctx context.Context, lang Lang, src []byte) (*Tree, error) {
	return nil, ErrUnavailable
}
