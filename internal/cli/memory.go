package cli

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"
)

// memoryFloor is the heap a review may use before the garbage collector
// works harder than Go's default to stay small.
const memoryFloor = 256 << 20

// firstCollection is the memory a command may reach before its first
// collection. Go's default collects first at 4 MB and then every time the
// heap doubles: a staged edit's review, whose heap grows to some 50 MB and
// ends, collected five times while it ran, a fifth of its CPU; now, once.
const firstCollection = 64 << 20

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
// to collection). Until the first collection, the collector waits for
// firstCollection (GOGC off, that limit), then goes back to its pace.
// GOGC or GOMEMLIMIT in the environment turn it all off. It acts once per
// process: a second call before the first collection would read the pace
// as off and restore that.
func governMemory() { governOnce.Do(govern) }

var governOnce sync.Once

func govern() {
	var paced atomic.Bool
	pace := debug.SetGCPercent(-1)
	debug.SetMemoryLimit(firstCollection)
	// The first collection frees this, and its cleanup restores the pace.
	sentinel := new([64]byte)
	runtime.AddCleanup(sentinel, func(int) {
		debug.SetGCPercent(pace)
		debug.SetMemoryLimit(memoryFloor)
		paced.Store(true)
	}, 0)
	go func() {
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		var peak uint64
		for range time.Tick(20 * time.Millisecond) {
			if !paced.Load() {
				continue
			}
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
