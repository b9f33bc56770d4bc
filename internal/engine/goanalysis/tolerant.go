package goanalysis

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
)

// Code under review is often code that does not compile yet, or whose
// dependencies are not there (no go.mod, a module not downloaded, generated
// code not generated, cgo without a C compiler). typecheck.go type-checks
// it anyway, as gopls and gosec's loader do: go/types keeps going after an
// error, and an import it cannot resolve becomes a fake package whose
// members are of invalid type and raise no further errors. What is typed
// is typed correctly; what is not is invalid, never wrong.
//
// On such a package the driver runs the analyzers that say they cope with
// it (RunDespiteErrors: copylocks, composites, structtag…) and those our
// own audit found safe on partial type information, listed here: gosec,
// whose rules match syntax and the types they can see (fmt.Sprintf-built
// SQL, md5.New, unchecked errors) and stay silent on invalid ones, and the
// SSA form it reads, which is built from whatever is typed. The rest of vet
// and staticcheck assume complete types (an unused-result check on a call
// of invalid type, staticcheck's IR of an expression it cannot type) and
// are skipped there; the verdict's coverage says so, per file, with the
// package's first error (run.partial).
var tolerantAnalyzers = map[string]bool{
	"gosec":                true,
	buildssa.Analyzer.Name: true,
	ctrlflow.Analyzer.Name: true,
}

// runsDespiteErrors reports whether a runs on a package that does not
// type-check.
func runsDespiteErrors(a *analysis.Analyzer) bool {
	return a.RunDespiteErrors || tolerantAnalyzers[a.Name]
}

// optionalOnErrors reports whether a runs on a package with type errors
// even when its requirement req failed there: gosec runs its syntax rules
// without the SSA form when that could not be built.
func optionalOnErrors(a, req *analysis.Analyzer) bool {
	return a.Name == "gosec" && req == buildssa.Analyzer
}
