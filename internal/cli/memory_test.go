package cli

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestGovernMemory checks that the governor holds the first collection
// back to firstCollection, then sets the collector's pace back and a soft
// memory limit no lower than its floor (debug.SetMemoryLimit(-1) reads the
// limit), and that the limit follows the live heap up and stays there when
// less is live.
func TestGovernMemory(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	oldPace := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetMemoryLimit(old); debug.SetGCPercent(oldPace) })
	governMemory()
	if got, pace := debug.SetMemoryLimit(-1), debug.SetGCPercent(-1); got != firstCollection || pace != -1 {
		t.Fatalf("before the first collection: limit %d, GOGC %d; want %d, off", got, pace, firstCollection)
	}
	waitFor(t, func() bool { return debug.SetMemoryLimit(-1) >= memoryFloor })
	if pace := debug.SetGCPercent(-1); pace != 100 {
		t.Errorf("after the first collection, GOGC %d, want 100 back", pace)
	}
	debug.SetGCPercent(100)
	// 300 MB live: the limit rises to 1.5 times that, and stays when the
	// data is dropped.
	live := make([][]byte, 300)
	for i := range live {
		live[i] = make([]byte, 1<<20)
		live[i][0] = 1
	}
	want := int64(len(live)<<20) / 2 * 3
	raised := func() bool { return debug.SetMemoryLimit(-1) >= want }
	waitFor(t, raised)
	runtime.KeepAlive(live)
	live = nil
	runtime.GC()
	time.Sleep(200 * time.Millisecond) // several of the governor's samples
	if !raised() {
		t.Fatalf("memory limit %d after the live heap shrank, want it kept at %d or more", debug.SetMemoryLimit(-1), want)
	}
}

// waitFor polls cond, triggering collections (which the governor reads),
// for up to a minute.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("memory limit %d, still not raised after a minute", debug.SetMemoryLimit(-1))
		}
		runtime.GC()
	}
}
