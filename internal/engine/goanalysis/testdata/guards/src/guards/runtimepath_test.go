package guards

import "testing"

// A test passes its own fixture to the helper: the program's calls are
// what decide where the name comes from.
func TestNthLine(t *testing.T) {
	if nthLine("testdata/lines.txt", 2) == "" {
		t.Fatal("no line")
	}
}
