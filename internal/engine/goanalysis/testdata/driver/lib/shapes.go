package lib

import "fmt"

// The shapes below reach importers through export data when lib's types
// come from the facts cache: generics, an alias, an embedded interface and
// methods of a type that is not exported but reachable.

// Pair is generic.
type Pair[K comparable, V any] struct {
	Key K
	Val V
}

// Swap is a method of a generic type.
func (p Pair[K, V]) Swap() Pair[K, V] { return p }

// Legacy is kept for compatibility.
//
// Deprecated: use Swap.
func (p Pair[K, V]) Legacy() K { return p.Key }

// Keys is a generic function.
func Keys[K comparable, V any](ps ...Pair[K, V]) []K {
	out := make([]K, 0, len(ps))
	for _, p := range ps {
		out = append(out, p.Key)
	}
	return out
}

// Name is an alias.
type Name = string

// Sink embeds fmt.Stringer.
type Sink interface {
	fmt.Stringer
	Put(Name)
}

type logger struct{ prefix string }

// NewLogger returns a value of a type importers cannot name.
func NewLogger(prefix string) *logger { return &logger{prefix} }

// Printf is a printf wrapper on that type; vet learns it from a fact on
// the method.
func (l *logger) Printf(format string, args ...any) {
	fmt.Print(l.prefix)
	fmt.Printf(format, args...)
}

// Trace has a local printf wrapper: vet records a fact on a variable no
// importer can name, which must not keep lib's facts out of the cache.
func Trace(on bool) {
	tracef := func(format string, args ...any) {
		if on {
			fmt.Printf(format, args...)
		}
	}
	tracef("tracing %s\n", "lib")
}
