package maintainability

import "testing"

func TestBareSuppressions(t *testing.T) {
	src := `package x

var a = f() //nolint:errcheck
var b = f() //nolint:errcheck // the error is logged inside f
var c = f() // #nosec G104
var d = f() // #nosec G104 -- f cannot fail here
var e = f() //teamreview:ignore gosec/G104
var g = f() //teamreview:ignore gosec/G104 f cannot fail here
var h = f() //nolint
var i = f() //lint:ignore SA4006
var j = f() //lint:ignore SA4006 read later by a closure
//lint:file-ignore ST1003
//lint:file-ignore ST1003 generated names
`
	got := bareSuppressions("x.go", []byte(src))
	want := []int{3, 5, 7, 9, 10, 12}
	if len(got) != len(want) {
		t.Fatalf("got %d findings, want %d: %+v", len(got), len(want), got)
	}
	for i, f := range got {
		if f.Lines.Start != want[i] || f.Rule != RuleBareSuppression {
			t.Errorf("finding %d: %+v, want line %d", i, f, want[i])
		}
	}
	if len(bareSuppressions("x.py", []byte(src))) != 0 {
		t.Error("non-Go file checked")
	}
}
