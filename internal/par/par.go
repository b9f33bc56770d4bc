// Package par runs independent pieces of work on every core.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Each calls f(0)…f(n-1) on GOMAXPROCS goroutines, the caller's among
// them, handing out the indices in order, and reports whether every call
// returned true; once one returns false it starts no more calls.
func Each(n int, f func(i int) bool) bool {
	var next atomic.Int64
	var failed atomic.Bool
	work := func() {
		for !failed.Load() {
			i := int(next.Add(1)) - 1
			if i >= n {
				return
			}
			if !f(i) {
				failed.Store(true)
			}
		}
	}
	var wg sync.WaitGroup
	for range min(n, runtime.GOMAXPROCS(0)) - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
	return !failed.Load()
}
