// Package goanalysis is the Go engine: go vet's analyzers, staticcheck's
// default checks and gosec, run in process over the Go files under review,
// plus a gofmt check and a few checks of its own on library settings that
// switch a protection off (patterns.go: gRPC without TLS, unverified JWTs,
// WebSocket and CORS origins). Its diagnostics are routed to the
// specialists by one table (route.go). What those checks know of
// frameworks and libraries — request sources, sinks, escapers, ORM
// methods, calls that are a finding wherever written — is the Go model
// rows' (internal/engine/treesitter/models, go_*.yml), read by
// handlerflow.go; the checks hold the mechanism. A user's Go rows
// (rulepack.rule_dirs) are read beside the shipped ones: New loads them,
// the plan hands them to the engine's own checks and gosec's guards
// through their passes (withRows, rowsOf), and the rating of a finding by
// the request a function reads (taint.go) reads them too.
//
// # One load, one pass
//
// The costly part of Go analysis is loading: parsing and type-checking the
// packages and everything they import. The engine does it once. It groups
// the files under review by the module that contains them (the nearest
// go.mod above each file) and asks the go command (packages.Load, once per
// module, metadata only) for the directories of those files, with Tests
// set when a _test.go file is under review. Files that belong to no module
// are loaded as an ad-hoc package per directory, the way "go vet a.go
// b.go" would. One analysis pass then runs every analyzer, gosec included,
// so gosec reuses the load and the SSA form the framework builds instead
// of loading the code a second time.
//
// That pass is the engine's own driver (driver.go), not
// go/analysis/checker, for memory: checker wants every package parsed and
// type-checked up front and keeps every analyzer's result — staticcheck's
// IR of every dependency — until the end, gigabytes for a module with a
// few hundred dependencies. The driver builds the same action graph and
// passes the same facts, but parses and type-checks each package itself,
// in dependency order, GOMAXPROCS packages at a time, runs only the fact
// analyzers on dependencies (as checker does), and drops a package's
// syntax, type information and results as soon as its actions have run —
// a package under review too, once its diagnostics are converted — and its
// facts once its importers have them. What stays of a package its
// importers need is what the facts cache would give them: its types read
// back from export data (without the scopes of every function body, which
// the type-checker's package keeps) and its facts on those types. Large
// tables of constants in dependencies are elided before type-checking
// (elide.go): no fact depends on their values, and their IR was the peak
// of a whole review. driver_test.go checks that the driver and checker
// report the same diagnostics.
//
// Most of that pass, on a module with a few hundred dependencies, is the
// fact analyzers on the dependencies (staticcheck's IR above all), then
// parsing and type-checking them, and a one-file change would pay for it
// on every review. So the facts they export on a dependency, and its
// types as export data, are kept on disk (facts.go), beside the engine
// result cache, keyed by the dependency's content, the go command's errors
// about it (a module missing from go.sum, or from the module cache) and
// its imports' keys, as go vet keeps vet results and compiled export data in the build
// cache: the next review reads an unchanged dependency's types and facts
// and neither parses, type-checks nor analyzes it. facts_test.go checks
// that the cache changes no diagnostic.
//
// A package p and its test variant "p [p.test]" share p's files. When a
// test file of p is under review, the variant is analyzed, and covers p's
// other files too; otherwise p alone is, and the variant is not even
// type-checked unless p fails to. Diagnostics that two packages report
// alike are kept once anyway.
//
// # What is reviewed is what is staged
//
// A staged review's file content is the index, which can differ from the
// working tree. Every file under review is handed to the go command as an
// overlay, so the analyzers see the content under review, including a file
// that exists only in the index, and the driver parses that content.
// Files of the same package that are not under review are read from disk;
// they are never reported on. (Pass.ReadFile, which a few analyzers use
// for non-Go files, reads the disk, as checker's does.)
//
// # Offline, and never failing for the environment's sake
//
// Packages load with GOPROXY=off, so a module whose dependencies are in the
// module cache never waits for the network. A module whose dependencies
// are missing from it (a fresh clone) gets them as go build would: go mod
// download with the user's own environment (GOPROXY, GOPRIVATE, GONOSUMDB,
// the checksum database), then a second load, and a note saying so; the
// user's GOPROXY=off, a vendor directory or -mod=vendor keep the review
// offline (download.go). The user's other settings stand: a vendor directory or GOFLAGS=-mod=vendor,
// a go.work (except that a module the workspace does not list is loaded
// with GOWORK=off, since the go command refuses it otherwise), the
// toolchain. What cannot be loaded is a note, not an error, and never a
// reason to look away:
//
//   - a module whose dependencies are still not in the module cache, or loose
//     files that import packages outside the standard library, get one
//     note naming the module; those packages' type errors, which would
//     only echo the missing imports, are not reported, and the packages
//     that do not need the missing modules are analyzed as usual;
//   - a package that does not compile for another reason reports its
//     errors in files under review as "typecheck" diagnostics, one per
//     line and at most ten per file;
//   - without a go command on PATH, only the gofmt check runs.
//
// A result that came with such notes is kept in the result cache like any
// other (KeyedNotes): the key covers what they follow from, down to which
// of go.sum's modules are in the module cache. Only a go command that
// failed as a whole or is missing keeps a result out of it.
//
// Packages that do not type-check are still analyzed (tolerant.go): the
// type checker goes on after an error, an import it cannot resolve becomes
// a fake package of that path, and the analyzers that declare
// RunDespiteErrors (copylocks, composites, structtag, unreachable…) run,
// with gosec and the SSA form it reads, whose rules our audit found safe
// on partial type information — half-written code is what agents ask
// about, and fmt.Sprintf-built SQL or md5 is there whether or not the
// rest compiles. The other vet and staticcheck checks assume complete
// types and are skipped. Every file analyzed in part, or not at all, is in
// the result's Unanalyzed list, hence the verdict's coverage, with the
// package's first error (coverage.go).
//
// staticcheck's unused code check (U1000, unused.go) runs over the
// packages under review and is kept, outside test files, for identifiers
// the change declared, and for those whose use the change removed (a line
// it removed from the package, or a file it deleted, names them): those
// are marked as caused by the change, so the diff filter keeps them
// however far the declaration is from the changed lines. The result
// cache's key covers the diff for that reason (cache.GoKey).
//
// The gofmt check needs no type information and always
// runs. Files under testdata and vendor directories are fixtures and other
// people's code, and are left alone, as the go command and golangci-lint
// do.
//
// # From diagnostic to finding
//
// Each analysis.Diagnostic becomes an engine.Diagnostic with a rule id
// ("vet/printf", "staticcheck/SA6005", "gosec/G201", "gofmt",
// "typecheck"), the lines it spans, the analyzer's message, a
// recommendation (the suggested fix's message, the check's documentation
// or gosec's rule advice, and a link), the flagged source lines for the
// fingerprint, gosec's CWE, and the suggested fixes as byte edits of the
// reviewed content. gosec packs its rating into the message ("… (Severity:
// MEDIUM, Confidence: HIGH)"); the engine reads it back and drops it from
// the text.
//
// The routing table gives every rule a dimension, a default severity and a
// confidence; the configuration can disable a rule or override its
// severity. One judgment is the engine's own: an SQL query or a command
// built from variables (gosec G201, G202, G204 and their taint-analysis
// twins G701, G702) in a function that reads an *http.Request is a
// Blocker, and a URL from input (G107, G704) is High — the input is anyone
// who can send a request. The check is deliberately simple (the request is
// read in the same top-level declaration; helpers are not followed), so it
// raises, and never lowers, gosec's own rating. Request input is what
// net/http's Request carries and what web frameworks' accessors return:
// gin's c.Query, echo's c.QueryParam, fiber's c.Params, chi.URLParam,
// mux.Vars… (taint.go), recognized by type or, when the framework is not
// in the module cache, by the declared type of the variable.
//
// The other way round, a path, command or URL rule (G304, G204, G702,
// G703, G122…) that gosec rates High in a package that reads no network
// request is Medium: its value comes from the program's own command line,
// environment, configuration or files, and whoever runs the program
// controls those already (coverage.go). gosec's rules about bugs rather
// than attacks (G104 unchecked errors, G115 integer conversions, G601,
// G602) go to correctness, with their CWE.
//
// A file opened by the name the Go runtime gives of the program's own
// source (runtime.Caller's file, a runtime.Frame's, (*runtime.Func).FileLine's),
// directly or through a helper only its package calls, or a file under a
// temporary directory the program made or was given (t.TempDir(),
// os.MkdirTemp, os.TempDir()) joined with constants, is no file
// inclusion: gosec's G304 there is dropped (runtimepath.go). The
// runtime's names were compiled into the binary, a test's temporary
// directory is the test's; no user chooses them.
//
// gosec's integer conversion (G115) and index (G602) findings are held to
// the guards the code already has (guards.go): one whose value a
// comparison keeps within the target type's range, or whose index it keeps
// within the length, on every path that reaches it, is not reported. That
// is a forward must-analysis over the function's SSA blocks: each branch
// narrows the range of the compared expression on its edge, a merge keeps
// only what holds on every incoming edge, a loop counter's range comes from
// its φ's operands, and a write (a store, a call) forgets what was known
// of values read from memory. gosec follows one SSA value and misses a
// bound checked on an expression the code evaluates again (len(b), s.N),
// what the language guarantees (a rune from ranging over a string is not
// negative) and an index written from the checked length (a[n-1] after
// n > 0). An unexported helper whose value is never taken has no callers
// but the package's own, so its parameter's range is what those calls
// pass (clamp(len(b)) is never negative). A guarded finding is dropped rather than kept as suppressed, as
// gosec drops those it proves itself: there is nothing to act on.
//
// Output is sorted by file, line and rule, so it never depends on the
// order in which analyzers finished.
//
// This package imports the engine contract, scope, finding and config,
// atomicfile and the engine cache's directory and build hash, and nothing
// downstream of the engines.
package goanalysis
