package guards

import (
	"os"
	"path/filepath"
	"testing"
)

// A test passes its own fixture to the helper: the program's calls are
// what decide where the name comes from.
func TestNthLine(t *testing.T) {
	if nthLine("testdata/lines.txt", 2) == "" {
		t.Fatal("no line")
	}
}

// A test reads back the file it wrote under its temporary directory.
func TestWriteBack(t *testing.T) {
	dst := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(dst, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(dst)
	if err != nil || string(b) != "x" {
		t.Fatal(err)
	}
}

// A name from the environment joined under it is not the test's: reported.
func TestEnvUnderTemp(t *testing.T) {
	p := filepath.Join(t.TempDir(), os.Getenv("NAME"))
	if _, err := os.ReadFile(p); err != nil { // want `G304` `G703`
		t.Skip(err)
	}
}
