package cache

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// codedEngine reports diagnostics with the code of their lines, one whose
// code is not in the file, and one with a credential in its code.
type codedEngine struct{ runs int }

func (c *codedEngine) Name() string { return "coded" }

func (c *codedEngine) Run(context.Context, []*scope.File) (*engine.Result, error) {
	c.runs++
	return &engine.Result{Diagnostics: []engine.Diagnostic{
		{Rule: "r", File: "a.go", Lines: finding.Lines(4, 4), Code: "\tf.Write(b)\n"},
		{Rule: "r", File: "a.go", Lines: finding.Lines(6, 6), Code: "\tf.Write(b)\n"},
		{Rule: "r", File: "a.go", Lines: finding.Lines(2, 2), Code: "not in the file"},
		{Rule: "r", File: "a.go", Lines: finding.Lines(8, 8), Code: "\tkey := \"AKIAQ3VX7NRT4KJZ2PLW\"\n"},
	}}, nil
}

// TestCachedDiagnosticsGetTheirCode: a cache hit gives back each
// diagnostic's code, from the file, where it could be placed — the entry
// holds where, never the code — and none where the code is not in the
// file.
func TestCachedDiagnosticsGetTheirCode(t *testing.T) {
	content := "package a\n\nfunc w() {\n\tf.Write(b)\n\tx()\n\tf.Write(b)\n\n\tkey := \"AKIAQ3VX7NRT4KJZ2PLW\"\n}\n"
	files := []*scope.File{{Path: "a.go", Content: []byte(content)}}
	inner := &codedEngine{}
	dir := t.TempDir()
	e := &Engine{Inner: inner, Dir: dir, Key: func(context.Context, engine.Env, []*scope.File) (string, bool, error) {
		return "abcdef", true, nil
	}}
	first, err := e.Run(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	second, err := e.Run(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	if inner.runs != 1 {
		t.Fatalf("the engine ran %d times", inner.runs)
	}
	for i, d := range second.Diagnostics {
		want := first.Diagnostics[i].Code
		if i == 2 {
			want = ""
		}
		if d.Code != want || d.Fingerprint != first.Diagnostics[i].Fingerprint {
			t.Errorf("diagnostic %d: code %q fingerprint %s, want %q %s", i, d.Code, d.Fingerprint, want, first.Diagnostics[i].Fingerprint)
		}
	}
	entries, _ := filepath.Glob(filepath.Join(dir, "engine-coded", "*", "*.json"))
	if len(entries) != 1 {
		t.Fatalf("entries: %v", entries)
	}
	data, _ := os.ReadFile(entries[0])
	if strings.Contains(string(data), "AKIA") || strings.Contains(string(data), "Write") {
		t.Errorf("the entry holds code: %s", data)
	}
	// Placed at or after the diagnostic's line: the second write is the
	// one on line 6.
	if p, ok := PlaceCode([]byte(content), first.Diagnostics[1]); !ok || p.At != strings.LastIndex(content, "\tf.Write") {
		t.Errorf("placed at %+v", p)
	}
}

// TestRestoreChecksTheFingerprint: a place whose text is not the code the
// fingerprint was made of (content that changed under the same key, a
// corrupt entry) gives no code back.
func TestRestoreChecksTheFingerprint(t *testing.T) {
	content := []byte("a\n\tf.Write(b)\n")
	d := engine.Diagnostic{Rule: "r", Lines: finding.Lines(2, 2), Code: "\tf.Write(b)\n"}
	p, ok := PlaceCode(content, d)
	if !ok {
		t.Fatal("not placed")
	}
	d.Fingerprint, d.Code = finding.Fingerprint("r", d.Code), ""
	changed := []byte("a\n\tg.Close()\n")
	if p.Restore(changed, &d); d.Code != "" {
		t.Errorf("restored %q from other content", d.Code)
	}
	if (CodePlace{At: 10, Len: 50}).Restore(content, &d); d.Code != "" {
		t.Errorf("restored %q from outside the content", d.Code)
	}
	if p.Restore(content, &d); d.Code != "\tf.Write(b)\n" {
		t.Errorf("restored %q", d.Code)
	}
}
