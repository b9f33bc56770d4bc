package java_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/java"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Type rows with memory say which classes are a buffer the method fills
// itself, a reader of its bytes and a writer of the objects it is given,
// and a summary row of shape keeps-memory which call returns a buffer's
// bytes: an ObjectInputStream over them reads back what the method wrote
// (a deep copy), no finding. A user's rows for a project's own buffer make
// its deep copy one too; a buffer another call filled stays a finding.
func TestMemoryRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import com.acme.io.Bytes;
import com.acme.io.BytesInput;
class Copier {
  Object copy(Object o) throws Exception {
    Bytes out = new Bytes();
    new ObjectOutputStream(out).writeObject(o);
    return new ObjectInputStream(new BytesInput(out.snapshot())).readObject();
  }
  Object read(InputStream in) throws Exception {
    Bytes out = new Bytes();
    in.transferTo(out);
    return new ObjectInputStream(new BytesInput(out.snapshot())).readObject();
  }
}
`
	lines := func(a *analysis.Analyzer) []int {
		var got []int
		for _, d := range analysistest.Diagnostics(t, "Copier.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "unsafe-deserialization") {
				got = append(got, d.Lines.Start)
			}
		}
		return got
	}
	if got := lines(java.Analyzer); len(got) != 2 || got[0] != 11 || got[1] != 16 {
		t.Fatalf("without the rows: unsafe-deserialization lines %v; want 11 and 16", got)
	}
	rows := `language: java
framework: Acme IO
models:
  - kind: type
    name: acme.Bytes
    classes: [com.acme.io.Bytes]
    memory: buffer
  - kind: type
    name: acme.BytesInput
    classes: [com.acme.io.BytesInput]
    memory: reader
  - kind: summary
    methods: [snapshot]
    shape: keeps-memory
`
	f, err := models.Parse("acme.yml", []byte(rows))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "memory"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); len(got) != 1 || got[0] != 16 {
		t.Errorf("with the rows: unsafe-deserialization lines %v; want 16 (a stream copied into the buffer), not 11 (a deep copy)", got)
	}
}
