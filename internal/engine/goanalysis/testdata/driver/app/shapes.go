package app

import "example.com/driver/lib"

// Shapes uses lib's generics, alias, interface and hidden type.
func Shapes(s lib.Sink, n lib.Name) int {
	p := lib.Pair[string, int]{Key: n, Val: 1}
	s.Put(p.Swap().Key)
	lib.NewLogger("app: ").Printf("%d pairs\n", s.String())
	return len(lib.Keys(p)) + len(p.Legacy())
}
