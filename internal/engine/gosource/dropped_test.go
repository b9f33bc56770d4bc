package gosource

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

const saver = `package store

import (
	"fmt"
	"os"
)

func Save(path string, data []byte) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data[:1]); err != nil {
		f.Close()
		return err
	}
	f.Write(data)
	out, err := os.Create(path + ".bak")
	if err != nil {
		return err
	}
	if len(data) == 0 {
		out.Close()
		return fmt.Errorf("nothing to save")
	}
	out.Write(data)
	return err
}
`

// A dropped write loses data; the cleanup Close on a path that already
// returns an error does not.
func TestDropped(t *testing.T) {
	facts := Analyze([]*scope.File{{Path: "store/save.go", Content: []byte(saver)}}, nil)
	var lines []int
	for _, line := range []int{14, 17, 23, 26} {
		if d := facts.Dropped("store/save.go", line); d.LosesData {
			lines = append(lines, line)
		} else if d.Why == "" || d.Call == "" {
			t.Errorf("line %d: %+v says nothing", line, d)
		}
	}
	// 14: Close inside if err != nil before return err; 23: Close before
	// returning fmt.Errorf; 17 and 26 are writes whose failure is lost (26
	// is followed by return err, but that err is nil there).
	if want := []int{17, 26}; !slices.Equal(lines, want) {
		t.Errorf("dropped writes judged on lines %v, want %v", lines, want)
	}
	if d := facts.Dropped("store/save.go", 17); d.Call != "f.Write()" {
		t.Errorf("call %q", d.Call)
	}
}

const uploads = `package upload

import (
	"bytes"
	"mime/multipart"
	"os"
	"strings"
)

func Body() *bytes.Buffer {
	buf := new(bytes.Buffer)
	mw := multipart.NewWriter(buf)
	mw.Close()
	var sb strings.Builder
	sw := multipart.NewWriter(&sb)
	sw.Close()
	fw := multipart.NewWriter(new(bytes.Buffer))
	fw.Close()
	return buf
}

func Save(path string) {
	f, _ := os.Create(path)
	mw := multipart.NewWriter(f)
	mw.Close()
	buf, _ := os.Create(path + ".buf")
	bw := multipart.NewWriter(buf)
	bw.Close()
}
`

// Closing a writer that wraps a buffer in memory (a test's multipart body)
// loses nothing; closing one that wraps a file, even a file held in a
// variable named buf, loses its last part.
func TestDroppedCloseIntoMemory(t *testing.T) {
	facts := Analyze([]*scope.File{{Path: "upload/body.go", Content: []byte(uploads)}}, nil)
	var lines []int
	for _, line := range []int{13, 16, 18, 25, 28} {
		if facts.Dropped("upload/body.go", line).LosesData {
			lines = append(lines, line)
		}
	}
	if want := []int{25, 28}; !slices.Equal(lines, want) {
		t.Errorf("dropped closes judged to lose data on lines %v, want %v", lines, want)
	}
}
