package par

import (
	"sync/atomic"
	"testing"
)

func TestEach(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 1000} {
		seen := make([]atomic.Int32, n)
		if !Each(n, func(i int) bool { seen[i].Add(1); return true }) {
			t.Fatalf("n=%d: reported a failure", n)
		}
		for i := range seen {
			if got := seen[i].Load(); got != 1 {
				t.Fatalf("n=%d: f(%d) called %d times, want once", n, i, got)
			}
		}
	}
	// After a false, no call starts beyond those already handed out: at
	// most one per goroutine past the failing index.
	var calls atomic.Int32
	if Each(1000, func(i int) bool { calls.Add(1); return i != 10 }) {
		t.Fatal("a false was not reported")
	}
	if c := calls.Load(); c < 11 || c > 11+64 {
		t.Fatalf("%d calls after a false at index 10", c)
	}
}
