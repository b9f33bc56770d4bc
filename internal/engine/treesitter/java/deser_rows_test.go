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

// A deserializer that builds the classes its data names is an
// unsafe-deserialization sink row with always on its constructor: made in
// a method on data that is not the request's it is a Medium finding, not
// where the method mentions one of the row's unless filters. The shipped
// rows say so of ObjectInputStream and XMLDecoder; a user's row says it of
// another class.
func TestAlwaysDeserializerRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import java.io.InputStream;
import com.acme.ObjectReader;
import com.acme.ClassFilter;
class Store {
  Object load(InputStream in) throws Exception {
    return new ObjectReader(in).read();
  }
  Object loadFiltered(InputStream in) throws Exception {
    ObjectReader r = new ObjectReader(in);
    r.setFilter(ClassFilter.allow("shop.Dto"));
    return r.read();
  }
  Object legacy(InputStream in) throws Exception {
    return new java.io.ObjectInputStream(in).readObject();
  }
}
`
	lines := func(a *analysis.Analyzer) map[int]string {
		got := map[int]string{}
		for _, d := range analysistest.Diagnostics(t, "Store.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "unsafe-deserialization") {
				got[d.Lines.Start] = d.Message
			}
		}
		return got
	}
	if got := lines(java.Analyzer); len(got) != 1 || !strings.HasPrefix(got[15], "ObjectInputStream without an ObjectInputFilter") {
		t.Errorf("shipped rows: %v; want line 15 only (ObjectInputStream)", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: sink\n    type: com.acme.ObjectReader\n    methods: [new]\n    always: true\n    unless: [ClassFilter]\n    sink: unsafe-deserialization\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); len(got) != 2 || !strings.HasPrefix(got[7], "ObjectReader without a ClassFilter") || got[15] == "" {
		t.Errorf("with a row for ObjectReader: %v; want lines 7 and 15, not 10 (a filter is set)", got)
	}
}
