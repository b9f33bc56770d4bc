package goanalysis

import (
	"os"
)

// bigSource is how many bytes of Go source make a package big: one that
// is analyzed only when no other big one is in flight. A package's syntax,
// types and staticcheck's IR take tens of times its source, so two of the
// largest at once set a review's peak: gosec's dependencies include
// github.com/openai/openai-go and github.com/anthropics/anthropic-sdk-go,
// 5 MB of generated Go each, which nothing orders apart. Few packages are
// that large (3 of gosec's 758, with runtime), and each may still run
// beside small ones, so keeping them apart costs little parallelism.
const bigSource = 2 << 20

// inFlight bounds the packages whose syntax is alive: n at a time, of
// which one big one.
type inFlight struct {
	any chan struct{}
	big chan struct{}
}

func newInFlight(n int) *inFlight {
	return &inFlight{any: make(chan struct{}, n), big: make(chan struct{}, 1)}
}

// slot is one package's place in flight.
type slot struct {
	f   *inFlight
	big bool
}

// enter waits for a place.
func (f *inFlight) enter() *slot {
	f.any <- struct{}{}
	return &slot{f: f}
}

// leave gives the place back.
func (s *slot) leave() {
	if s.big {
		<-s.f.big
	}
	<-s.f.any
}

// parses records that dp, which holds the place, is about to be parsed
// and type-checked, and waits, if dp is big, for no other big one to be in
// flight. A package restored from the facts cache, which needs little
// memory, never waits here. A big package gives its place up while it
// waits, so that small ones go on beside the big one in flight.
func (s *slot) parses(dp *dpkg) {
	if !s.big && big(dp) {
		<-s.f.any
		s.f.big <- struct{}{}
		s.f.any <- struct{}{}
		s.big = true
	}
}

// big reports whether dp has bigSource bytes of Go or more.
func big(dp *dpkg) bool {
	size := int64(0)
	for _, name := range dp.p.CompiledGoFiles {
		if fi, err := os.Stat(name); err == nil {
			size += fi.Size()
		}
	}
	return size >= bigSource
}
