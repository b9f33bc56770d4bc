package syntax_test

import (
	"context"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// Dart 3's class modifiers are newer than the grammar; the masked reading
// keeps the class and what is in it, at the file's own offsets.
func TestDartClassModifiers(t *testing.T) {
	src := []byte("sealed class Shape {}\n\nabstract final class Repo {\n  int get count => count;\n}\n\nbase mixin Log {}\n\nfinal x = 1;\n")
	tr, err := syntax.Parse(context.Background(), syntax.Dart, src)
	if err != nil {
		t.Skip(err) // built without cgo
	}
	if len(tr.Errors) > 0 {
		t.Fatalf("parse errors at line %d: %s", tr.Errors[0].Line, tr.Sexp(tr.Root))
	}
	classes := tr.Root.Find("class_definition")
	if len(classes) != 2 || tr.Text(classes[1].Child("name")) != "Repo" {
		t.Errorf("classes %v, want Shape and Repo", classes)
	}
	if got := string(tr.Src[:len("sealed")]); got != "sealed" {
		t.Errorf("Tree.Src starts %q, want the file's own text", got)
	}
	if syntax.MaskClassModifiers([]byte("final x = 1;\nclass A {}\n")) != nil {
		t.Error("a file without modifiers needs no mask")
	}
}
