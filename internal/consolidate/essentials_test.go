package consolidate

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func TestEssentialsInTestsAndGeneratedCode(t *testing.T) {
	mk := func(domain, file string, sev finding.Severity) finding.Finding {
		return finding.Finding{Domain: domain, File: file, Lines: finding.Lines(3, 3), Severity: sev, Rule: domain + "/r"}
	}
	findings := []finding.Finding{
		mk("maintainability", "a_test.go", finding.Low),
		mk("security", "a_test.go", finding.Low),
		{Domain: "security", File: "a_test.go", Lines: finding.Lines(4, 4), Severity: finding.Medium, Rule: "gosec/G101"}, // a fixture's password
		mk("security", "a_test.go", finding.High), // a High always stays
		{Domain: "security", File: "a_test.go", Lines: finding.Lines(5, 5), Severity: finding.Medium, Rule: "python/flask-template-not-autoescaped"}, // a test of escaping
		mk("secrets", "a_test.go", finding.High),
		mk("correctness", "a_test.go", finding.Medium),
		mk("design", "gen.pb.go", finding.Low),
		{Domain: "security", File: "gen.pb.go", Lines: finding.Lines(6, 6), Severity: finding.Medium, Rule: "python/jinja-autoescape-disabled"}, // a marker is no test
		{Domain: "security", File: "gen.pb.go", Lines: finding.Lines(7, 7), Severity: finding.Medium, Rule: "x/csrf-off", CWE: []string{"CWE-352"}},
		mk("maintainability", "a.go", finding.Low),
	}
	kind := func(file string) string {
		switch {
		case strings.HasSuffix(file, "_test.go"):
			return "tests and fixtures"
		case strings.HasSuffix(file, ".pb.go"):
			return "generated code"
		}
		return ""
	}
	st := &State{Findings: slices.Clone(findings), NonShipping: kind}
	Essentials{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, fmt.Sprintf("%s %s %s", f.File, f.Domain, f.Severity))
	}
	want := []string{"a_test.go security Low", "a_test.go security High", "a_test.go secrets High", "a_test.go correctness Medium",
		"gen.pb.go security Medium", "gen.pb.go security Medium", "a.go maintainability Low"}
	if !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
	if q, _ := Quiet(st); st.Quieted != 4 || q != 4 || len(st.Suppressed) != 4 || st.Suppressed[1].Rule != "gosec/G101" ||
		st.Suppressed[2].Rule != "python/flask-template-not-autoescaped" || !strings.Contains(st.Suppressed[3].Reason, "not reported in generated code") {
		t.Errorf("quieted %d (counted %d), suppressed %+v", st.Quieted, q, st.Suppressed)
	}

	all := &State{Findings: slices.Clone(findings)} // code_review.test_code: all
	Essentials{}.Process(all)
	if len(all.Findings) != len(findings) {
		t.Errorf("test_code all: kept %d of %d", len(all.Findings), len(findings))
	}
}

func TestMaxSameIssuesCountsWhatItDoesNotList(t *testing.T) {
	var fs []finding.Finding
	for line := 9; line >= 1; line-- { // arriving in reverse: the first by line are kept
		fs = append(fs, finding.Finding{File: "a.go", Rule: "gosec/G104", Severity: finding.Low, Lines: finding.Lines(line, line)})
	}
	fs = append(fs,
		finding.Finding{File: "b.go", Rule: "gosec/G104", Severity: finding.Low, Lines: finding.Lines(1, 1)},
		finding.Finding{File: "a.go", Rule: "gosec/G304", Severity: finding.High, Lines: finding.Lines(1, 1)},
		finding.Finding{File: "a.go", Rule: "gosec/G304", Severity: finding.High, Lines: finding.Lines(2, 2)},
		// Mediums are work the verdict asks for: every one is listed
		finding.Finding{File: "a.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(3, 3)},
		finding.Finding{File: "a.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(4, 4)},
		finding.Finding{File: "a.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(5, 5)},
	)
	fs = append(fs, // in a test file, a Medium repeated past the cap is capped
		finding.Finding{File: "a_test.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(1, 1)},
		finding.Finding{File: "a_test.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(2, 2)},
		finding.Finding{File: "a_test.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(3, 3)},
	)
	fs = append(fs, // generated code keeps its Mediums: a marker is a one-line edit
		finding.Finding{File: "g.pb.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(1, 1)},
		finding.Finding{File: "g.pb.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(2, 2)},
		finding.Finding{File: "g.pb.go", Rule: "gosec/G201", Severity: finding.Medium, Lines: finding.Lines(3, 3)},
		// the most severe are kept first: the Medium after two Lows stays
		finding.Finding{File: "b_test.go", Rule: "x/r", Severity: finding.Low, Lines: finding.Lines(1, 1)},
		finding.Finding{File: "b_test.go", Rule: "x/r", Severity: finding.Low, Lines: finding.Lines(2, 2)},
		finding.Finding{File: "b_test.go", Rule: "x/r", Severity: finding.Medium, Lines: finding.Lines(3, 3)},
	)
	st := &State{Findings: fs, MaxSame: 2, NonShipping: func(f string) string {
		switch {
		case strings.HasSuffix(f, "_test.go"):
			return TestsKind
		case strings.HasSuffix(f, ".pb.go"):
			return GeneratedKind
		}
		return ""
	}}
	MaxSameIssues{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, fmt.Sprintf("%s:%d %s", f.File, f.Lines.Start, f.Rule))
	}
	want := []string{"a.go:2 gosec/G104", "a.go:1 gosec/G104", "b.go:1 gosec/G104", "a.go:1 gosec/G304", "a.go:2 gosec/G304",
		"a.go:3 gosec/G201", "a.go:4 gosec/G201", "a.go:5 gosec/G201", "a_test.go:1 gosec/G201", "a_test.go:2 gosec/G201",
		"g.pb.go:1 gosec/G201", "g.pb.go:2 gosec/G201", "g.pb.go:3 gosec/G201", "b_test.go:1 x/r", "b_test.go:3 x/r"}
	if !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
	if _, c := Quiet(st); st.Capped != 9 || c != 9 || len(st.Suppressed) != 9 || st.Suppressed[0].Reason != "gosec/G104 reports 9 findings in a.go; the first 2 are listed (code_review.max_same_issues)" {
		t.Errorf("capped %d, suppressed %d, reason %q", st.Capped, len(st.Suppressed), st.Suppressed[0].Reason)
	}
}

// In examples the design review reports (their markup is copied as much as
// their code), and gosec's server-hardening rules stay; in tests neither.
func TestEssentialsInExamples(t *testing.T) {
	findings := []finding.Finding{
		{Domain: "design", File: "examples/a.html", Lines: finding.Lines(3, 3), Severity: finding.Low, Rule: "design/img-alt"},
		{Domain: "design", File: "tests/a.html", Lines: finding.Lines(3, 3), Severity: finding.Low, Rule: "design/img-alt"},
		{Domain: "security", File: "examples/main.go", Lines: finding.Lines(5, 5), Severity: finding.Medium, Rule: "gosec/G114"},
		{Domain: "security", File: "tests/main_test.go", Lines: finding.Lines(5, 5), Severity: finding.Medium, Rule: "gosec/G114"},
		{Domain: "security", File: "tests/main_test.go", Lines: finding.Lines(6, 6), Severity: finding.Medium, Rule: "gosec/G402"},
		{Domain: "security", File: "tests/main_test.go", Lines: finding.Lines(8, 8), Severity: finding.Medium, Rule: "gosec/G301"},
		{Domain: "security", File: "tests/main_test.go", Lines: finding.Lines(9, 9), Severity: finding.Medium, Rule: "gosec/G304"},
		{Domain: "security", File: "examples/main.go", Lines: finding.Lines(9, 9), Severity: finding.Medium, Rule: "gosec/G304"},
		{Domain: "maintainability", File: "examples/main.go", Lines: finding.Lines(7, 7), Severity: finding.Low, Rule: "maintainability/r"},
	}
	kind := func(file string) string {
		if strings.HasPrefix(file, "examples/") {
			return ExamplesKind
		}
		return "tests and fixtures"
	}
	st := &State{Findings: slices.Clone(findings), NonShipping: kind}
	Essentials{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, f.File+" "+f.Rule)
	}
	want := []string{"examples/a.html design/img-alt", "examples/main.go gosec/G114", "examples/main.go gosec/G304"}
	if !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
}

// A deployment setting a test turns on to exercise the framework (debug
// mode, a cookie without Secure, a plain-HTTP URL for the test client) is
// quieted in tests, whatever the language's rule; in examples it stays, and
// a finding that also names a weakness of the code stays everywhere.
func TestEssentialsHardeningSettingsInTests(t *testing.T) {
	mk := func(file, rule string, cwe ...string) finding.Finding {
		return finding.Finding{Domain: "security", File: file, Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: rule, CWE: cwe}
	}
	findings := []finding.Finding{
		mk("tests/test_basic.py", "python/flask-debug", "CWE-489"),
		mk("tests/test_basic.py", "python/insecure-cookie", "CWE-614"),
		mk("test/res.cookie.js", "javascript/insecure-cookie", "CWE-1004", "CWE-614"),
		mk("tests/test_testing.py", "python/plain-http-request", "CWE-319"),
		mk("tests/test_basic.py", "python/xss", "CWE-79"),                                                                                          // a flow: stays
		mk("tests/test_basic.py", "python/mixed", "CWE-319", "CWE-89"),                                                                             // not only a setting
		mk("tests/test_basic.py", "python/unknown"),                                                                                                // no CWE: stays
		mk("examples/tutorial/app.py", "python/flask-debug", "CWE-489"),                                                                            // copied: stays
		{Domain: "security", File: "tests/t.py", Lines: finding.Lines(9, 9), Severity: finding.High, Rule: "python/tls", CWE: []string{"CWE-295"}}, // a High stays
	}
	kind := func(file string) string {
		if strings.HasPrefix(file, "examples/") {
			return ExamplesKind
		}
		return "tests and fixtures"
	}
	st := &State{Findings: slices.Clone(findings), NonShipping: kind}
	Essentials{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, f.Rule)
	}
	want := []string{"python/xss", "python/mixed", "python/unknown", "python/flask-debug", "python/tls"}
	if !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
	if st.Quieted != 4 {
		t.Errorf("quieted %d, want 4", st.Quieted)
	}
}

// In a bundle or a minified script, a person fixes the source, not the
// output: only its secrets, security and system-breaking findings are
// reported, and its correctness findings are quieted even when High. Code
// generated by its marker keeps a High: a marker is a one-line edit.
func TestEssentialsGeneratedCode(t *testing.T) {
	mk := func(domain, rule string, sev finding.Severity) finding.Finding {
		return finding.Finding{Domain: domain, File: "public/js/app.js", Lines: finding.Lines(31, 31), Severity: sev, Rule: rule}
	}
	st := &State{NonShipping: func(string) string { return BundleKind }, Findings: []finding.Finding{
		mk("correctness", "javascript/timer-callback-called", finding.High),
		mk("maintainability", "javascript/no-var", finding.Low),
		mk("secrets", "gitleaks/stripe-access-token", finding.Blocker),
		mk("security", "javascript/xss", finding.Medium),
		{Domain: "correctness", File: "app/migrations/0002_remove.py", Lines: finding.Lines(12, 12), Severity: finding.Blocker,
			Rule: "changes/destructive-migration", SystemBreaking: true},
	}}
	Essentials{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, f.Rule)
	}
	if want := []string{"gitleaks/stripe-access-token", "javascript/xss", "changes/destructive-migration"}; !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
	if st.Quieted != 2 {
		t.Errorf("quieted %d, want 2", st.Quieted)
	}
}

// A migration Django generated runs against the database like one a person
// wrote: what it does to a table in use (a lock while an index builds) is
// reported; a style finding in it is not.
func TestEssentialsGeneratedMigration(t *testing.T) {
	mk := func(domain, rule string) finding.Finding {
		return finding.Finding{Domain: domain, File: "shop/migrations/0008_index.py", Lines: finding.Lines(7, 7), Severity: finding.Medium, Rule: rule}
	}
	st := &State{NonShipping: func(string) string { return GeneratedKind }, Findings: []finding.Finding{
		mk("performance", "changes/migration-locks-table"),
		mk("performance", "python/django-query-in-loop"),
	}}
	Essentials{}.Process(st)
	if len(st.Findings) != 1 || st.Findings[0].Rule != "changes/migration-locks-table" || st.Quieted != 1 {
		t.Errorf("kept %+v, quieted %d; want the lock alone", st.Findings, st.Quieted)
	}
}

func TestEssentialsGeneratedMarkerKeepsHigh(t *testing.T) {
	st := &State{NonShipping: func(string) string { return GeneratedKind }, Findings: []finding.Finding{
		{Domain: "correctness", File: "api/x.pb.go", Lines: finding.Lines(3, 3), Severity: finding.High, Rule: "staticcheck/SA5009"},
		{Domain: "maintainability", File: "api/x.pb.go", Lines: finding.Lines(4, 4), Severity: finding.Low, Rule: "gofmt"},
	}}
	Essentials{}.Process(st)
	if len(st.Findings) != 1 || st.Findings[0].Rule != "staticcheck/SA5009" || st.Quieted != 1 {
		t.Errorf("kept %+v, quieted %d; want the High alone", st.Findings, st.Quieted)
	}
}

// An error a test's setup leaves unchecked (gosec's G104) is noise in tests,
// as gosec and golangci-lint treat it by default; in an example, which
// readers copy, and where it loses data (dropped-write-error), it stays.
func TestEssentialsUncheckedErrorsInTests(t *testing.T) {
	findings := []finding.Finding{
		{Domain: "correctness", File: "a_test.go", Lines: finding.Lines(3, 3), Severity: finding.Low, Rule: "gosec/G104"},
		{Domain: "correctness", File: "a_test.go", Lines: finding.Lines(4, 4), Severity: finding.Low, Rule: "teamreview/dropped-write-error"},
		{Domain: "correctness", File: "a_test.go", Lines: finding.Lines(4, 4), Severity: finding.Low, Rule: "gosec/G104"}, // merged into the line above later
		{Domain: "correctness", File: "a_test.go", Lines: finding.Lines(5, 5), Severity: finding.Medium, Rule: "vet/printf"},
		{Domain: "correctness", File: "examples/main.go", Lines: finding.Lines(3, 3), Severity: finding.Low, Rule: "gosec/G104"},
		{Domain: "correctness", File: "main.go", Lines: finding.Lines(3, 3), Severity: finding.Low, Rule: "gosec/G104"},
	}
	kind := func(file string) string {
		switch {
		case strings.HasPrefix(file, "examples/"):
			return ExamplesKind
		case strings.HasSuffix(file, "_test.go"):
			return TestsKind
		}
		return ""
	}
	st := &State{Findings: slices.Clone(findings), NonShipping: kind}
	Essentials{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, f.File+" "+f.Rule)
	}
	want := []string{"a_test.go teamreview/dropped-write-error", "a_test.go gosec/G104", "a_test.go vet/printf", "examples/main.go gosec/G104", "main.go gosec/G104"}
	if !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
	if len(st.Suppressed) != 1 || st.Suppressed[0].Rule != "gosec/G104" || !strings.Contains(st.Suppressed[0].Reason, "an unchecked error of a test's setup") {
		t.Errorf("suppressed %+v; want gosec/G104 in a_test.go, with the reason", st.Suppressed)
	}
}

// A scanner's error left unchecked in a test (vet/scannererr) is test
// noise as G104 is: the test's assertions on what it read fail when a read
// does. In shipping code and in examples it stays.
func TestEssentialsScannerErrInTests(t *testing.T) {
	findings := []finding.Finding{
		{Domain: "correctness", File: "a_test.go", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: "vet/scannererr"},
		{Domain: "correctness", File: "examples/main.go", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: "vet/scannererr"},
		{Domain: "correctness", File: "main.go", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: "vet/scannererr"},
	}
	kind := func(file string) string {
		switch {
		case strings.HasPrefix(file, "examples/"):
			return ExamplesKind
		case strings.HasSuffix(file, "_test.go"):
			return TestsKind
		}
		return ""
	}
	st := &State{Findings: slices.Clone(findings), NonShipping: kind}
	Essentials{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, f.File)
	}
	if want := []string{"examples/main.go", "main.go"}; !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
	if len(st.Suppressed) != 1 || !strings.Contains(st.Suppressed[0].Reason, "unchecked error of a test's setup") {
		t.Errorf("suppressed %+v; want the test's vet/scannererr, with the reason", st.Suppressed)
	}
}

// A Go package under a test-looking directory (testing/, mocks/, test/)
// is compiled into whatever imports it: client-go's testing package, a
// project's pkg/testing helpers that other modules use. A scanner's error
// left unchecked there is a short read in code that ships to those users
// (and an error G104 sees dropped, a failure they never hear of),
// and no assertion of theirs notices it; only a _test.go file, which the
// Go toolchain never builds into a program, is quieted.
func TestEssentialsTestErrorNoiseOnlyInGoTestFiles(t *testing.T) {
	findings := []finding.Finding{
		{Domain: "correctness", File: "pkg/testing/fixture.go", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: "vet/scannererr"},
		{Domain: "correctness", File: "pkg/testing/fixture_test.go", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: "vet/scannererr"},
		{Domain: "correctness", File: "mocks/store.go", Lines: finding.Lines(5, 5), Severity: finding.Low, Rule: "gosec/G104"},
		{Domain: "correctness", File: "mocks/store_test.go", Lines: finding.Lines(5, 5), Severity: finding.Low, Rule: "gosec/G104"},
	}
	st := &State{Findings: slices.Clone(findings), NonShipping: func(string) string { return TestsKind }}
	Essentials{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, f.File)
	}
	if want := []string{"pkg/testing/fixture.go", "mocks/store.go"}; !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
}

// Vendored code keeps its vulnerabilities and bugs listed; its style is
// moved to Suppressed with the reason.
func TestEssentialsVendoredKeepsSecurity(t *testing.T) {
	st := &State{NonShipping: func(string) string { return VendoredKind }, Findings: []finding.Finding{
		{Domain: "security", File: "vendor/javascript/select.js", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: "javascript/html-sink"},
		{Domain: "maintainability", File: "vendor/javascript/select.js", Lines: finding.Lines(4, 4), Severity: finding.Low, Rule: "javascript/loose-boolean-comparison"},
	}}
	Essentials{}.Process(st)
	if len(st.Findings) != 1 || st.Findings[0].Rule != "javascript/html-sink" || st.Quieted != 1 {
		t.Errorf("kept %+v, quieted %d; want the html-sink alone", st.Findings, st.Quieted)
	}
	if len(st.Suppressed) != 1 || !strings.Contains(st.Suppressed[0].Reason, "vendored code") {
		t.Errorf("suppressed %+v, want the reason to name vendored code", st.Suppressed)
	}
}

// A browser test's token in web storage is the state it sets up; the app's
// own is reported, and so is one in an example readers copy.
func TestEssentialsBrowserTestStorage(t *testing.T) {
	rule := "javascript/token-in-web-storage"
	st := &State{Findings: []finding.Finding{
		{Domain: "security", File: "tests/login.spec.ts", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: rule},
		{Domain: "security", File: "examples/auth.ts", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: rule},
		{Domain: "security", File: "src/hooks/useAuth.ts", Lines: finding.Lines(3, 3), Severity: finding.Medium, Rule: rule},
	}, NonShipping: func(file string) string {
		switch {
		case strings.HasPrefix(file, "tests/"):
			return TestsKind
		case strings.HasPrefix(file, "examples/"):
			return ExamplesKind
		}
		return ""
	}}
	Essentials{}.Process(st)
	if len(st.Findings) != 2 || st.Findings[0].File != "examples/auth.ts" || len(st.Suppressed) != 1 {
		t.Errorf("kept %+v, quieted %+v", st.Findings, st.Suppressed)
	}
}
