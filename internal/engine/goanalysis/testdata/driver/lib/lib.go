// Package lib is a dependency whose facts its importers need: a printf
// wrapper, a deprecated function, a type that must not be copied.
package lib

import (
	"fmt"
	"os"
	"sync"
)

// Logf formats like fmt.Printf; vet's printf check learns that from a fact.
func Logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format, args...)
}

// Old is kept for compatibility.
//
// Deprecated: use New.
func Old() int { return 1 }

// New replaces Old.
func New() int { return 2 }

// Guarded holds a lock.
type Guarded struct {
	mu sync.Mutex
	N  int
}

// Bump increments N.
func (g *Guarded) Bump() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.N++
}

// Must panics on error; staticcheck records that it never returns normally
// when err is non-nil.
func Must(err error) {
	if err != nil {
		panic(err)
	}
}

// Exit never returns.
func Exit() { os.Exit(1) }
