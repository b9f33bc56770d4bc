package racysync

import (
	"sync"

	"example.com/acme/shard"
)

// The team's own sync row says Latch.Hold is a lock: the goroutines
// coordinate their appends.
func held(items []string, l *shard.Latch) []string {
	var out []string
	var wg sync.WaitGroup
	for _, it := range items {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.Hold()
			defer l.Release()
			out = append(out, it)
		}()
	}
	wg.Wait()
	return out
}

// Index.Store shares sync.Map's method name, but no row names it: the
// append beside it is unguarded.
func indexed(items []string, x *shard.Index) []string {
	var out []string
	var wg sync.WaitGroup
	for _, it := range items {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x.Store(it, it)
			out = append(out, it) // want `append to out`
		}()
	}
	wg.Wait()
	return out
}

// sync.Map's Store is a row: the goroutine coordinates.
func mapped(items []string, m *sync.Map) []string {
	var out []string
	for _, it := range items {
		go func() {
			m.Store(it, true)
			out = append(out, it)
		}()
	}
	return out
}
