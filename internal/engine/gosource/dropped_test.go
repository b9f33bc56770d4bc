package gosource

import (
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
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

const ring = `package ship

import (
	"bytes"
	"compress/gzip"

	"example.com/acme/blob"
	"example.com/acme/membuf"
)

func Pack(data []byte) {
	zw := gzip.NewWriter(&bytes.Buffer{})
	zw.Close()
	nw := gzip.NewWriter(bytes.NewBuffer(nil))
	nw.Close()
	rw := gzip.NewWriter(&membuf.Ring{})
	rw.Close()
	mw := gzip.NewWriter(membuf.New(64))
	mw.Close()
	w := blob.Open("out")
	w.Finish()
}
`

// What is memory and what closes a writer are rows: the shipped lossless
// classes (bytes.Buffer) and their constructor (bytes.NewBuffer) make a
// writer into one lose nothing, and a team's rows do the same for its own
// ring buffer, and make its blob writer's Finish lose the last writes.
func TestDroppedMemoryAndCloseRows(t *testing.T) {
	judge := func(rows []*models.Model) []int {
		facts := Analyze([]*scope.File{{Path: "ship/pack.go", Content: []byte(ring)}}, rows)
		var lines []int
		for _, line := range []int{13, 15, 17, 19, 21} {
			if facts.Dropped("ship/pack.go", line).LosesData {
				lines = append(lines, line)
			}
		}
		return lines
	}
	if got, want := judge(nil), []int{17, 19}; !slices.Equal(got, want) {
		t.Errorf("shipped rows: lines %v lose data, want %v", got, want)
	}
	f, err := models.Parse("rules/acme.yml", []byte(`language: go
framework: Acme
models:
  - kind: type
    name: acme-memory
    classes: [example.com/acme/membuf.Ring]
    lossless: true
  - kind: summary
    type: example.com/acme/membuf
    methods: [New]
    returns: example.com/acme/membuf.Ring
  - kind: write
    type: example.com/acme/blob
    methods: [Open]
    opens: true
  - kind: write
    methods: [Finish]
    closes: true
`))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := judge(f.Models), []int{21}; !slices.Equal(got, want) {
		t.Errorf("with the team's rows: lines %v lose data, want %v", got, want)
	}
	for bad, field := range map[string]string{
		"  - kind: write\n    methods: [Finish]\n    opens: true\n    closes: true\n": "field closes",
		"  - kind: type\n    name: acme-memory\n    lossless: true\n":                 "field lossless",
	} {
		_, err := models.Parse("rules/bad.yml", []byte("language: go\nframework: Acme\nmodels:\n"+bad))
		if err == nil || !strings.Contains(err.Error(), "rules/bad.yml: row 1 (line 4): "+field) {
			t.Errorf("%q: error %v, want one naming %s", bad, err, field)
		}
	}
}
