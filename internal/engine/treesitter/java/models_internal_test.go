package java

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// A type name resolves to a model type as javac resolves it: qualified,
// through a single-type import, an on-demand import or java.lang; a simple
// name no import explains matches the models' only class of that name;
// one that an import says is another class does not match.
func TestTypeOf(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import javax.mail.Session;
import org.springframework.http.*;
import jakarta.servlet.http.HttpServletRequest;
class A {}
`
	tree, err := syntax.Parse(context.Background(), syntax.Java, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c := newFileChecker(tree, "A.java", builtinIndex())
	c.collect()
	for written, want := range map[string]string{
		"HttpServletRequest":                    "servlet.Request",
		"javax.servlet.http.HttpServletRequest": "servlet.Request",
		"ResponseEntity<String>":                "org.springframework.http.ResponseEntity",
		"ResponseEntity.BodyBuilder":            "org.springframework.http.ResponseEntity.BodyBuilder",
		"Session":                               "", // javax.mail.Session, not Hibernate's
		"org.hibernate.Session":                 "sql.Connection",
		"HttpSession":                           "servlet.Session",
		"Integer":                               "jdk.Numbers",
		"String":                                "",
		"A":                                     "",
		"java.util.Random":                      "java.util.Random",
	} {
		if got := c.typeOf(written); got != want {
			t.Errorf("typeOf(%q) = %q, want %q", written, got, want)
		}
	}
	if got := c.declaredType("java.util.Random"); got != "" {
		t.Errorf("a variable declared Random may hold a SecureRandom; declaredType = %q", got)
	}
}

// A sink kind the Java analysis has no rule for is refused, naming the row.
func TestWithModelsRefusesUnknownRule(t *testing.T) {
	f, err := models.Parse("m.yml", []byte("language: java\nframework: X\nmodels:\n  - kind: sink\n    methods: [parse]\n    sink: file-inclusion\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = WithModels(&models.Set{Files: []*models.File{f}, Hash: "x"})
	if err == nil || !strings.Contains(err.Error(), "m.yml: row 1 (line 4): field sink: the Java analysis has no rule for file-inclusion") {
		t.Errorf("err = %v", err)
	}
}

// A container operation the Java analysis does not do (Python's
// put-absent) is refused, naming the row and the field.
func TestWithModelsRefusesContainerOp(t *testing.T) {
	f, err := models.Parse("m.yml", []byte("language: java\nframework: X\nmodels:\n  - kind: summary\n    methods: [putIfAbsent]\n    container: put-absent\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = WithModels(&models.Set{Files: []*models.File{f}, Hash: "x"})
	if err == nil || !strings.Contains(err.Error(), "m.yml: row 1 (line 4): field container: the Java analysis does not do put-absent") {
		t.Errorf("err = %v", err)
	}
}

func TestHasIdent(t *testing.T) {
	for _, tt := range []struct {
		src, name string
		want      bool
	}{
		{"dbf.setFeature(FEATURE, true);", "FEATURE", true},
		{"dbf.setFeature(XFEATURE, true);", "FEATURE", false},
		{"dbf.setFeature(FEATURE_2, true); f(FEATURE)", "FEATURE", true},
		{"FEATURE", "FEATURE", true},
		{"$FEATURE", "FEATURE", false},
	} {
		if got := hasIdent(tt.src, tt.name); got != tt.want {
			t.Errorf("hasIdent(%q, %q) = %v, want %v", tt.src, tt.name, got, tt.want)
		}
	}
}

// A barrier type row names the classes of values without text: a
// parameter of one is no source; with other fields it is an error.
func TestBarrierTypeRows(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: type\n    name: acme.Money\n    classes: [com.acme.Money]\n    barrier: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	ix, err := newIndex(append(models.BuiltinFor("java"), f.Models...))
	if err != nil || !ix.scalars["Money"] || !ix.scalars["UUID"] || ix.scalars["String"] {
		t.Fatalf("scalars = %v, %v; want Money and UUID, not String", ix.scalars, err)
	}
	if _, ok := ix.classes["com.acme.Money"]; ok {
		t.Errorf("a barrier type's class types calls")
	}
	f, err = models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: type\n    name: acme.Money\n    receiver-names: money\n    barrier: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := newIndex(f.Models); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field barrier: a Java barrier type row names classes alone") {
		t.Errorf("a barrier type row with receiver-names: %v", err)
	}
}

// A memory type row names classes alone, read by their simple names: it
// types nothing, as a barrier type row does not.
func TestMemoryTypeRows(t *testing.T) {
	head := "language: java\nframework: Acme\nmodels:\n  - kind: type\n    name: acme.Buf\n    memory: buffer\n"
	f, err := models.Parse("acme.yml", []byte(head+"    classes: [com.acme.io.Buf]\n"))
	if err != nil {
		t.Fatal(err)
	}
	ix, err := newIndex(append(models.BuiltinFor("java"), f.Models...))
	if err != nil || ix.memory["Buf"] != memBuffer || ix.memory["ByteArrayInputStream"] != memReader || ix.memory["ObjectOutputStream"] != memWriter {
		t.Fatalf("memory = %v, %v", ix.memory, err)
	}
	if _, ok := ix.classes["com.acme.io.Buf"]; ok {
		t.Errorf("a memory type's class types calls")
	}
	for _, extra := range []string{"    receiver-names: buf\n", "    classes: [com.acme.io.Buf]\n    barrier: true\n", "    classes: [com.acme.io.Buf]\n    closed: true\n"} {
		f, err := models.Parse("acme.yml", []byte(head+extra))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := newIndex(f.Models); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field memory: a Java memory type row names classes alone") {
			t.Errorf("a memory type row with %q: %v", extra, err)
		}
	}
}

// Java reads shapes normalizes, keeps-normal, config-default and
// keeps-memory on summary rows without type, and no other.
func TestNormalizerRows(t *testing.T) {
	for _, tc := range []struct{ row, want string }{
		{"  - kind: summary\n    methods: [clean]\n    shape: normalizes\n", ""},
		{"  - kind: summary\n    type: acme.Path\n    methods: [clean]\n    shape: normalizes\n", "field shape: the Java analysis reads shapes normalizes, keeps-normal, config-default, keeps-memory, regex-replace and literal-replace"},
		{"  - kind: summary\n    methods: [clean]\n    shape: canonical\n", "field shape: the Java analysis reads shapes normalizes, keeps-normal, config-default, keeps-memory, regex-replace and literal-replace"},
		{"  - kind: sink\n    methods: [open]\n    sink: path-traversal\n    shape: normalizes\n", "field shape: the Java analysis reads shapes on summary rows only"},
	} {
		f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n"+tc.row))
		if err != nil {
			t.Fatal(err)
		}
		ix, err := newIndex(f.Models)
		switch {
		case tc.want == "" && (err != nil || !ix.normalizes["clean"]):
			t.Errorf("%q: %v", tc.row, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): "+tc.want)):
			t.Errorf("%q: error %v; want %q", tc.row, err, tc.want)
		}
	}
}
