package goanalysis

import (
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
)

// TestInFlight checks that big packages (bigSource bytes of Go or more)
// are in flight one at a time, beside small ones, and that no more than n
// packages are ever in flight.
func TestInFlight(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, make([]byte, size), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	bigFile, smallFile := write("big.go", bigSource), write("small.go", 100)
	pkg := func(file string) *dpkg { return &dpkg{p: &packages.Package{CompiledGoFiles: []string{file}}} }
	if !big(pkg(bigFile)) || big(pkg(smallFile)) {
		t.Fatalf("big(%d bytes) = %t, big(100 bytes) = %t", bigSource, big(pkg(bigFile)), big(pkg(smallFile)))
	}

	const n = 2
	f := newInFlight(n)
	var inFlight, bigs, maxInFlight, maxBigs, smallBesideBig atomic.Int32
	var wg sync.WaitGroup
	for i := range 12 {
		dp := pkg(smallFile)
		if i%2 == 0 {
			dp = pkg(bigFile)
		}
		wg.Go(func() {
			place := f.enter()
			defer place.leave()
			place.parses(dp)
			isBig := big(dp)
			now := inFlight.Add(1)
			defer inFlight.Add(-1)
			if isBig {
				b := bigs.Add(1)
				defer bigs.Add(-1)
				for m := maxBigs.Load(); b > m && !maxBigs.CompareAndSwap(m, b); m = maxBigs.Load() {
				}
			} else if bigs.Load() > 0 {
				smallBesideBig.Add(1)
			}
			for m := maxInFlight.Load(); now > m && !maxInFlight.CompareAndSwap(m, now); m = maxInFlight.Load() {
			}
			time.Sleep(20 * time.Millisecond)
			if !isBig && bigs.Load() > 0 {
				smallBesideBig.Add(1)
			}
		})
	}
	wg.Wait()
	if maxBigs.Load() != 1 {
		t.Errorf("%d big packages in flight at once, want 1", maxBigs.Load())
	}
	if maxInFlight.Load() > n {
		t.Errorf("%d packages in flight at once, want at most %d", maxInFlight.Load(), n)
	}
	if smallBesideBig.Load() == 0 {
		t.Errorf("no small package ran beside a big one")
	}
}
