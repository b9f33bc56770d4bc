package goanalysis

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
)

// TestInFlight checks that big packages (bigSource bytes of Go or more)
// are in flight one at a time, beside small ones, that a big one waiting
// for another gives its place to small ones, and that no more than n
// packages are in flight.
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

	// Each package below enters, says so, and leaves when released.
	f := newInFlight(2)
	entered := make(chan string, 8)
	release := map[string]chan struct{}{}
	run := func(name, file string) {
		done := make(chan struct{})
		release[name] = done
		go func() {
			place := f.enter()
			place.parses(pkg(file))
			entered <- name
			<-done
			place.leave()
		}()
	}
	next := func(want string) {
		t.Helper()
		select {
		case got := <-entered:
			if got != want {
				t.Fatalf("%s entered, want %s", got, want)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s did not enter in a minute", want)
		}
	}
	none := func(why string) {
		t.Helper()
		select {
		case got := <-entered:
			t.Fatalf("%s entered although %s", got, why)
		case <-time.After(100 * time.Millisecond):
		}
	}
	run("big1", bigFile)
	next("big1")
	run("small1", smallFile)
	next("small1") // beside a big one
	run("big2", bigFile)
	none("big1 is in flight and the places are full")
	close(release["small1"])
	none("big1 is in flight") // big2 has a place, but waits for big1
	run("small2", smallFile)
	next("small2") // big2 gave its place up while it waits
	run("small3", smallFile)
	none("two packages are in flight")
	close(release["big1"])
	close(release["small2"])
	next2 := map[string]bool{}
	for range 2 {
		select {
		case got := <-entered:
			next2[got] = true
		case <-time.After(time.Minute):
			t.Fatalf("only %v entered after big1 and small2 left", next2)
		}
	}
	if !next2["big2"] || !next2["small3"] {
		t.Fatalf("%v entered after big1 and small2 left, want big2 and small3", next2)
	}
	close(release["big2"])
	close(release["small3"])
}
