package goanalysis

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// TestGuards runs gosec with the engine's guards over conversions and
// indexes that a comparison keeps in range, which must not be reported,
// beside unguarded twins and guards on one path only, which must.
func TestGuards(t *testing.T) {
	analysistest.Run(t, analysistest.TestData()+"/guards", gosecAnalyzer, "guards")
}

// TestGuardedIndexes checks the bounds of indexes written from a length,
// which gosec reports only in shapes analysistest cannot reproduce here
// (gin's errorMsgs.Last): every index on a line marked "in range" is
// proved in range, and none on a line marked "may panic" is.
func TestGuardedIndexes(t *testing.T) {
	const src = `package p

type list []*int

func (a list) guardedLast() *int {
	if n := len(a); n > 0 {
		return a[n-1] // in range
	}
	return nil
}

func (a list) guardedBeforeLast() *int {
	if n := len(a); n > 1 {
		return a[n-2] // in range
	}
	return nil
}

func guardedWindow(b []byte, i int) []byte {
	if i < 0 || i > len(b)-4 {
		return nil
	}
	return b[i : i+4] // in range
}

func guardedString(s string, i int) byte {
	if i >= 0 && i < len(s) {
		return s[i] // in range
	}
	return 0
}

func guardedPrevious(a []int) int {
	n := 0
	for i, v := range a {
		if i > 0 && v == a[i-1] { // in range
			n++
		}
	}
	return n
}

func guardedCountdown(a []int) int {
	n := 0
	for i := len(a) - 1; i >= 0; i-- {
		n += a[i] // in range
	}
	return n
}

func reportedPrevious(a []int) int {
	n := 0
	for i, v := range a {
		if v == a[i-1] { // may panic
			n++
		}
	}
	return n
}

func reportedNext(a []int) int {
	n := 0
	for i := range a {
		n += a[i+1] // may panic
	}
	return n
}

func (a list) reportedLast() *int {
	n := len(a)
	return a[n-1] // may panic
}

func (a list) reportedBeforeLast() *int {
	if n := len(a); n > 0 {
		return a[n-2] // may panic
	}
	return nil
}

func reportedWindow(b []byte, i int) []byte {
	if i > len(b)-4 {
		return nil
	}
	return b[i : i+4] // may panic
}

// i+4 wraps round for an i near the largest int: the check passes, the
// slice panics.
func reportedWrappingWindow(b []byte, i int) []byte {
	if i < 0 || i+4 > len(b) {
		return nil
	}
	return b[i : i+4] // may panic
}

func reportedOtherSlice(b, c []byte, i int) byte {
	if i >= 0 && i < len(c) {
		return b[i] // may panic
	}
	return 0
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", ""), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	var funcs []*ssa.Function
	for _, m := range pkg.Members {
		if fn, ok := m.(*ssa.Function); ok {
			funcs = append(funcs, fn)
		}
	}
	for _, tn := range []string{"list"} {
		mset := pkg.Prog.MethodSets.MethodSet(pkg.Type(tn).Type())
		for i := range mset.Len() {
			funcs = append(funcs, pkg.Prog.MethodValue(mset.At(i)))
		}
	}
	g := &guards{funcs: funcs}
	lines := strings.Split(src, "\n")
	checked := 0
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch instr.(type) {
				case *ssa.IndexAddr, *ssa.Index, *ssa.Slice:
				default:
					continue
				}
				posn := fset.Position(instr.Pos())
				line := lines[posn.Line-1]
				var want bool
				switch {
				case strings.HasSuffix(line, "// in range"):
					want = true
				case strings.HasSuffix(line, "// may panic"):
				default:
					continue // the range statement's own element, say
				}
				checked++
				if got := g.guarded(instr.Pos()); got != want {
					t.Errorf("%s: %v at %s: guarded = %v, want %v", fn.Name(), instr, posn, got, want)
				}
			}
		}
	}
	if want := strings.Count(src, "// in range") + strings.Count(src, "// may panic"); checked < want {
		t.Fatalf("checked %d indexes, want one per marked line (%d)", checked, want)
	}
}

// TestNosecSeen runs gosec as the engine does over code with gosec's own
// suppression comments: every finding is still reported, for consolidate
// to record as suppressed (gosec alone drops them without a trace).
func TestNosecSeen(t *testing.T) {
	analysistest.Run(t, analysistest.TestData()+"/nosec", gosecAnalyzer, "nosec")
}
