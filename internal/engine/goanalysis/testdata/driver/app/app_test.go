package app

import (
	"testing"

	"example.com/driver/lib"
)

func TestCompare(t *testing.T) {
	if !Compare("a", "A") {
		t.Errorf("Compare(%q, %q) = false", "a")
	}
	lib.Logf("%s\n", 1)
}
