package consolidate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Essentials keeps to the rules that matter in tests, examples, fixtures
// and generated files, as golangci-lint's exclusion presets do: a leaked
// credential, a correctness bug (which breaks the test, or the code it
// generates) and a vulnerability (examples are copied into code that
// ships; the security specialist rates each for where it lies) are
// reported there, and in examples the design review too (their markup is
// copied as much as their code); style, maintainability, performance and
// the security rules that are noise in tests (testNoise, and in tests
// alone serverNoise and the hardening settings) are not. They move to
// Suppressed with the reason, so SARIF and the verdict still show them, and
// are counted in Quieted. A High or Blocker always stays. Without
// State.NonShipping (code_review.test_code: all) it does nothing.
type Essentials struct{}

func (Essentials) Name() string { return "essentials" }

// essentialDomains report everywhere.
var essentialDomains = map[string]bool{"secrets": true, "correctness": true, "security": true}

// testNoise are parts of the ids of security rules that are noise in
// tests: a fixture's fixed password, seeded random numbers, asserts.
var testNoise = []string{"hardcoded", "hard-coded", "gosec/g101", "gosec/g404", "insecure-random", "weak-random", "assert"}

// testErrorNoise are the correctness rules that are noise in tests alone:
// an error a test's own setup leaves unchecked (f.Close(), resp.Body.Close(),
// w.Write in a test server), which gosec does not even scan by default (its
// -tests flag is off) and golangci-lint excludes by default. A dropped error
// that loses data (teamreview/dropped-write-error, which absorbs gosec's
// report of the same line) stays, as does every unchecked error in an
// example, which readers copy. A scanner's Err() left unchecked after a
// test reads a response (vet/scannererr) is the same: a read that failed
// leaves the text short, and the test's assertions on it fail anyway. Both
// hold in a _test.go file only: a package under a test-looking directory
// (pkg/testing, mocks) is built into what imports it, and an error dropped
// or a short read there reaches its users.
var testErrorNoise = []string{"gosec/g104", "vet/scannererr"}

// serverNoise are gosec's rules about a server's or a file's hardening
// (binding every interface, timeouts, file modes, TLS verification off):
// a test's throwaway server and temporary files need none of it. In an
// example they stay, since that is the code readers copy.
var serverNoise = []string{"gosec/g102", "gosec/g112", "gosec/g114", "gosec/g302", "gosec/g306", "gosec/g402",
	// A test's temporary directory's mode (G301) and the fixture it
	// reads by a path it built itself (G304): golangci-lint's default
	// exclusions EXC0009 and EXC0010 drop both everywhere; a test has
	// no input that could choose the path.
	"gosec/g301", "gosec/g304",
	// A test's template with escaping turned off, or a test rendering one
	// that Flask does not autoescape, tests the template engine's escaping
	// (Flask's and Jinja's own tests do); nothing renders it for users.
	"autoescape", "unescaped-output",
	// A browser test that puts a token in the test browser's storage
	// (Playwright's page.evaluate(() => localStorage.setItem(...))) sets up
	// a state to test; the app's own storing of it is reported where the
	// app does it.
	"token-in-web-storage"}

// hardeningCWEs are the weaknesses of a deployment's settings rather than
// of its code, whatever the language's rule that finds them: a cookie
// without Secure, HttpOnly or SameSite (CWE-614, 1004, 1275), a plain-HTTP
// URL (319), debug mode on (489, 215, 11), TLS verification off (295), CSRF
// protection off (352), CORS open to any origin (942). A test sets them to
// exercise the framework — Flask's own tests run apps with debug=True and
// post to http://domain.com through the test client, which opens no
// socket — so in tests they are noise, as gosec's serverNoise is; a finding
// that also names another weakness is not.
var hardeningCWEs = map[string]bool{
	"CWE-614": true, "CWE-1004": true, "CWE-1275": true, "CWE-319": true, "CWE-489": true, "CWE-215": true,
	"CWE-11": true, "CWE-295": true, "CWE-352": true, "CWE-942": true,
}

// hardening reports whether every weakness f names is a setting's.
func hardening(f *finding.Finding) bool { return f.CWEsWithin(hardeningCWEs) }

// TestsKind is the kind (State.NonShipping) of tests and fixtures;
// ExamplesKind that of examples, samples and documentation; GeneratedKind that of code a tool wrote by its marker
// (protobuf stubs, Django's migrations), weighed as tests are (a High
// always stays: a marker is a one-line edit, and must not hide one);
// VendoredKind that of a third-party package copied into a vendor/
// directory (Rails' vendor/javascript, Laravel's public/vendor), weighed as
// generated code is: the project upgrades it rather than edits it, so its
// style is not the project's to fix, while a vulnerability or a bug still
// ships with it and a High always stays;
// BundleKind that of a bundle or minified script, told by its long lines,
// where only secrets, security and system-breaking findings are reported
// whatever their severity: its correctness is its bundler's and its
// sources', and a person fixes those, not the output.
const (
	TestsKind     = "tests and fixtures"
	ExamplesKind  = "examples"
	GeneratedKind = "generated code"
	VendoredKind  = "vendored code"
	BundleKind    = "bundled or minified code"
)

// essential reports whether f is reported in code of kind k that does not
// ship.
func essential(f *finding.Finding, k string) bool {
	if f.Domain == "design" {
		return k == ExamplesKind
	}
	// A generated migration (Django's makemigrations writes one) runs
	// against the database like a written one: what it does to a table in
	// use is judged whoever wrote it.
	if k == GeneratedKind && strings.HasPrefix(f.Rule, "changes/") {
		return true
	}
	if !essentialDomains[f.Domain] {
		return false
	}
	rule := strings.ToLower(f.Rule)
	noise := func(n string) bool { return strings.Contains(rule, n) }
	if f.Domain == "correctness" {
		return k != TestsKind || !strings.HasSuffix(f.File, "_test.go") || !slices.ContainsFunc(testErrorNoise, noise)
	}
	if f.Domain != "security" {
		return true
	}
	// Generated code keeps them all: a generator's marker is a one-line
	// edit, and must not quiet what a test's setup may.
	fixture := (k == TestsKind || k == ExamplesKind) && slices.ContainsFunc(testNoise, noise)
	testSetup := k == TestsKind && (slices.ContainsFunc(serverNoise, noise) || hardening(f))
	return !fixture && !testSetup
}

func (Essentials) Process(st *State) {
	if st.NonShipping == nil {
		return
	}
	kind := map[string]string{}
	// gosec's report of an unchecked error that loses data is merged into
	// correctness's judgement of it later (Dedupe), and a quieted member
	// would quiet the group: it stays where that judgement is.
	lossy := map[string]bool{}
	for _, f := range st.Findings {
		if f.Rule == ruleDroppedWriteError {
			lossy[fmt.Sprint(f.File, ":", f.Lines.Start)] = true
		}
	}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		k, ok := kind[f.File]
		if !ok {
			k = st.NonShipping(f.File)
			kind[f.File] = k
		}
		if k == "" || k == BundleKind && (f.Domain == "secrets" || f.Domain == "security" || f.SystemBreaking) ||
			k != BundleKind && (essential(&f, k) || f.Severity >= finding.High || lossy[fmt.Sprint(f.File, ":", f.Lines.Start)]) {
			out = append(out, f)
			continue
		}
		f.Reason = "not reported in " + k + ": " + quietWhy(&f) + ", by default " + quietedMark
		st.Suppressed = append(st.Suppressed, f)
		st.Quieted++
	}
	st.Findings = out
}

// quietWhy says why Essentials quiets f: its domain, or a rule of an
// essential domain that is noise where it lies.
func quietWhy(f *finding.Finding) string {
	if essentialDomains[f.Domain] {
		return "noise there (a fixture's password, a seeded random number, an unchecked error of a test's setup, a test server's settings)"
	}
	return "only secrets, security and correctness are"
}

// quietedMark ends the reason of a finding Essentials moved, so Quiet can
// count them after Dedupe has merged the same problem seen twice.
const quietedMark = "(code_review.test_code: all reports every rule)"

// Quiet counts the findings in st.Suppressed that Essentials and
// MaxSameIssues moved there, once consolidation is done.
func Quiet(st *State) (quieted, capped int) {
	for _, f := range st.Suppressed {
		switch {
		case strings.HasSuffix(f.Reason, quietedMark):
			quieted++
		case strings.HasSuffix(f.Reason, cappedMark):
			capped++
		}
	}
	return quieted, capped
}
