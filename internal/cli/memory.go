package cli

import (
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// memoryFloor is the heap a review may use before the garbage collector
// works harder than Go's default to stay small.
const memoryFloor = 256 << 20

// governMemory keeps a review's peak memory near 1.5 times what is live
// at its largest once that is above memoryFloor, and leaves the collector
// at Go's default pace below it: most reviews (an edit, a warm run, a
// small module) never get there and pay nothing, and a cold review of a
// large module, whose live heap peaks at a few hundred megabytes while a
// large package is analyzed, peaks at half again as much instead of twice
// as much. It sets a soft memory limit (debug.SetMemoryLimit) and raises
// it as the live heap grows, after every collection, so the limit is never
// one the live data cannot fit in. It never lowers it: once the review has
// used that much memory, using it again while less is live does not raise
// the peak, and spares the collector the work of keeping to 1.5 times a
// smaller heap (on golang.org/x/tools, a fifth of a cold review's CPU went
// to collection). GOGC or GOMEMLIMIT in the environment turn it off.
func governMemory() {
	debug.SetMemoryLimit(memoryFloor)
	go func() {
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		var peak uint64
		for range time.Tick(20 * time.Millisecond) {
			metrics.Read(sample)
			live := sample[0].Value.Uint64()
			if live <= peak {
				continue
			}
			peak = live
			debug.SetMemoryLimit(max(memoryFloor, int64(peak/2*3)+32<<20))
		}
	}()
}
