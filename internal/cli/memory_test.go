package cli

import (
	"runtime/debug"
	"testing"
)

// TestGovernMemory checks that the governor sets a soft memory limit no
// lower than its floor (debug.SetMemoryLimit(-1) reads the limit).
func TestGovernMemory(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	governMemory()
	if got := debug.SetMemoryLimit(-1); got < memoryFloor || got == old {
		t.Fatalf("memory limit %d after governMemory, want at least %d (was %d)", got, memoryFloor, old)
	}
}
