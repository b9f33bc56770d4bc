package goanalysis

import (
	"errors"
	"testing"
)

// TestKeyedNotes checks which of the engine's notes let its result be
// cached: those that follow from the content and the module cache, not
// those of a go command that failed as a whole or is missing.
func TestKeyedNotes(t *testing.T) {
	u := &unit{dir: "/m", module: "example.com/m"}
	missing := &unit{dir: "/m", module: "example.com/m", err: errors.New("example.com/x@v1.0.0: module lookup disabled by GOPROXY=off")}
	broken := &unit{dir: "/m", module: "example.com/m", err: errors.New("signal: killed")}
	e := &Engine{}
	for _, c := range []struct {
		note string
		want bool
	}{
		{u.missingNote(2, "no required module provides package example.com/x"), true},
		{missing.failedNote(1), true},
		{"go: package example.com/m/a does not compile (3 errors outside the reviewed files); checks that need complete types skipped for it", true},
		{"go: analyzer SA4006 failed on example.com/m/a: panic: boom", true},
		{broken.failedNote(1), false},
		{"go: " + noGoCommand + "; type-based checks skipped for 3 files", false},
		{"go: " + cannotStart + ": cycle", false},
	} {
		if got := e.KeyedNotes([]string{c.note}); got != c.want {
			t.Errorf("KeyedNotes(%q) = %t, want %t", c.note, got, c.want)
		}
	}
	if e.KeyedNotes([]string{u.missingNote(1, ""), broken.failedNote(1)}) {
		t.Error("a transient note among keyed ones: want the result not cached")
	}
}
