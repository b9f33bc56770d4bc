package specialist

import (
	"context"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Specialist is one reviewer.
type Specialist interface {
	// Name is the specialist's domain, used in finding ids.
	Name() string
	// Engines names the engines whose diagnostics the specialist needs.
	Engines() []string
	Review(ctx context.Context, pass *Pass) ([]finding.Finding, error)
}

// Pass is everything a specialist sees.
type Pass struct {
	Changeset *scope.Changeset
	// Files are the reviewable files in scope.
	Files []*scope.File
	// Diagnostics are the engine diagnostics routed to this specialist's
	// dimension.
	Diagnostics []engine.Diagnostic
	// Facts are what the engines the specialist names learned for it to
	// query (engine.Result.Facts), by engine name.
	Facts map[string]any
	// Config is the review's configuration (never nil in a review).
	Config *config.Config
	// Bus carries tips to other specialists; nil outside a team (Send on a
	// nil bus does nothing).
	Bus *bus.Bus
	// Text are the text rows the review reads (package models): the
	// shipped ones and those of rulepack.rule_dirs; nil is the shipped
	// ones alone.
	Text *models.Text
	// Project reads the project's files beside those in scope — the
	// work tree under the review's root, as the engines read it — for a
	// judgment that depends on code the change leaves as it is (what
	// imports a file); nil reads nothing beyond Files.
	Project Project
	// Imported, when set, is ImportedTests of Files and Project computed
	// once for the whole review (the team shares it between specialists
	// and tip rounds: it reads every shipped file's imports).
	Imported func() map[string]string
}

// ImportedTests is ImportedTests of the pass's files and project, the
// review's shared result when the team gave one.
func (p *Pass) ImportedTests() map[string]string {
	switch {
	case p == nil:
		return nil
	case p.Imported != nil:
		return p.Imported()
	}
	return ImportedTests(WithLinks(p.Files, p.Changeset), p.Project)
}

// WithLinks is files and the symlinks of cs that point inside the
// repository: no reviewer reads a link, but where it points ships when
// the link does (ImportedTests).
func WithLinks(files []*scope.File, cs *scope.Changeset) []*scope.File {
	if cs == nil {
		return files
	}
	out := files
	for i := range cs.Files {
		if f := &cs.Files[i]; f.Link != "" && f.Status != scope.Deleted {
			out = append(out[:len(out):len(out)], f)
		}
	}
	return out
}

// WalkOnce is project listing its files once, however many specialists
// and tip rounds ask: a large tree's walk is the costly part.
func WalkOnce(project Project) Project {
	if project == nil {
		return nil
	}
	return walkOnce{project, sync.OnceValue(project.Walk)}
}

type walkOnce struct {
	Project
	walk func() []string
}

func (w walkOnce) Walk() []string { return w.walk() }

// Project is the project's files outside the review's scope.
type Project interface {
	// ReadFile reads a slash path relative to the review's root.
	ReadFile(rel string) ([]byte, error)
	// Walk lists the slash paths of the project's own files.
	Walk() []string
}

// TipHandler is a specialist that judges tips from the others. Each
// finding it returns should name the tip's sender in CrossDomain.From.
type TipHandler interface {
	HandleTips(ctx context.Context, pass *Pass, tips []bus.Tip) ([]finding.Finding, error)
}

// File returns the file in scope at path, or nil.
func (p *Pass) File(name string) *scope.File {
	for _, f := range p.Files {
		if f.Path == name {
			return f
		}
	}
	return nil
}

// Reply records the specialist from's answer to a tip in the session's
// messages; it does nothing outside a team.
func (p *Pass) Reply(from string, t bus.Tip, summary string) {
	if p == nil {
		return
	}
	ref := t.File
	if !t.Lines.IsZero() {
		ref += ":" + t.Lines.String()
	}
	p.Bus.Log(bus.Message{From: from, To: t.From, Type: "reply", Summary: summary, Ref: ref})
}

// FromDiagnostic turns a diagnostic into an open finding of domain, with the
// fingerprint computed from the flagged code.
func FromDiagnostic(domain string, d engine.Diagnostic) finding.Finding {
	fp := d.Fingerprint
	if fp == "" {
		fp = finding.Fingerprint(d.Rule, d.Code)
	}
	f := finding.Finding{
		Domain:      domain,
		Severity:    d.Severity,
		Confidence:  d.Confidence,
		File:        d.File,
		Lines:       d.Lines,
		Title:       d.Message,
		Status:      finding.Open,
		Rule:        d.Rule,
		Fingerprint: fp,
		CWE:         d.CWE,
		Fixes:       d.Fixes,

		ChangeCaused: d.ChangeCaused,
	}
	// A Blocker whose rule says a person must decide is system-breaking
	// where it ships: the agent stops, the abort reason says what to decide.
	if d.Breaking != "" && d.Severity == finding.Blocker && Ships(d.File) {
		f.SystemBreaking = true
	}
	return f
}

// Ships reports whether a file is part of what a project ships, as opposed
// to its tests, fixtures, examples and documentation. A problem in code that
// ships weighs more.
func Ships(p string) bool { return PlaceOf(p) == Shipped }

// Place is where a file sits in a project, which says how much a problem
// in it weighs.
type Place int

const (
	// Shipped is code the project ships.
	Shipped Place = iota
	// Example is an example, a sample or documentation: code readers copy
	// into their own projects, so a vulnerability there is still one.
	Example
	// Test is a test, a fixture or a mock: it runs against test data, not
	// against users.
	Test
)

// String names the place as a finding's text says it.
func (p Place) String() string {
	switch p {
	case Example:
		return "example code"
	case Test:
		return "test code"
	}
	return "shipped code"
}

// testDirs and exampleDirs are directory names that say what lies below.
var (
	testDirs = map[string]bool{"test": true, "tests": true, "testdata": true, "testing": true, "__tests__": true, "spec": true, "specs": true,
		"fixture": true, "fixtures": true, "__fixtures__": true, "mocks": true, "__mocks__": true,
		// benchmark harnesses (BenchmarkDotNet's MicroBenchmarks, JMH,
		// pytest-benchmark suites) run against data of their own
		"benchmarks": true, "microbenchmarks": true}
	// testKinds are the kinds of test a directory's name may join to
	// "test" or "tests" with a separator or in camel case: integration-test,
	// _unit-test, e2e_tests, Gradle's integrationTest source set. Run
	// together (unittest, loadtest, apitest) the name is often a package
	// that ships (Python's unittest, Go's httptest-like helpers), and a bare
	// e2e is as often end-to-end encryption.
	testKinds = map[string]bool{"unit": true, "integration": true, "e2e": true, "end-to-end": true, "end2end": true,
		"functional": true, "acceptance": true, "system": true, "smoke": true, "regression": true, "api": true, "ui": true,
		"load": true, "perf": true, "performance": true, "component": true, "contract": true}
	exampleDirs = map[string]bool{"example": true, "examples": true, "sample": true, "samples": true, "doc": true, "docs": true}
)

// configDirs hold an application's settings per environment.
var configDirs = map[string]bool{"settings": true, "config": true, "configs": true, "conf": true, "environments": true}

// testConfig reports a configuration of the test run: a settings module
// named for it in a settings directory (Django's settings/test.py, Rails'
// config/environments/test.rb), or a framework's test profile by its name
// (Spring's application-test.yml: text rows of shape test-profile,
// models/specialist_project_files.yml). The tests load it; nothing that
// ships does.
func testConfig(lower, stem string) bool {
	if stem == "test" || stem == "testing" || stem == "tests" {
		return configDirs[path.Base(path.Dir(lower))]
	}
	return models.TextRE("test-profile").MatchString(stem)
}

// testHarnessValues reports the settings of a test harness by their
// documented place: a Helm chart's ci/*-values.yaml, each of which
// chart-testing installs the chart with (ct's "ci directory":
// https://github.com/helm/chart-testing#faq), and a Molecule scenario's
// YAML, molecule/<scenario>/molecule.yml and the playbooks beside it that
// test an Ansible role in throwaway instances
// (https://ansible.readthedocs.io/projects/molecule/getting-started/).
func testHarnessValues(lower, ext string) bool {
	if ext != ".yaml" && ext != ".yml" {
		return false
	}
	dirs := strings.Split(path.Dir(lower), "/")
	last := dirs[len(dirs)-1]
	if last == "ci" && strings.HasSuffix(strings.TrimSuffix(path.Base(lower), ext), "-values") {
		return true
	}
	return len(dirs) >= 2 && dirs[len(dirs)-2] == "molecule"
}

// docsDir reports whether a directory's name says it holds documentation
// beyond doc/ and docs/ (an integration named google-docs is code).
func docsDir(dir string) bool {
	switch dir {
	case "documentation", "api-docs", "api_docs", "apidocs", "apidoc":
		return true
	}
	return archivedDir(dir)
}

// archivedDir reports a directory of code kept for reference after it was
// retired (kubernetes/examples' _archived): read and copied as examples
// are, and no longer run or shipped. An archive directory alone is as often
// a feature (a mail client's archive view).
func archivedDir(dir string) bool {
	return strings.TrimLeft(dir, "_.") == "archived"
}

// testRunnerFiles are the files a test runner loads before the tests, by
// their names without extension in lower case: the text rows of shape
// test-runner-file (pytest's conftest.py, Jest's and Vitest's setup and
// configuration files). They mock the platform for the tests and never
// ship.
var testRunnerFiles = sync.OnceValue(func() map[string]bool { return rowFiles("test-runner-file") })

// runnerConfigVariant reports a second configuration of a test runner
// whose configuration file is a test-runner-file row, named for the
// runner and a variant (playwright-ct.config, Playwright's documented
// component-testing configuration; cypress-audits.config or
// jest.e2e.config, which --config-file and --config select).
func runnerConfigVariant(stem string) bool {
	rest, ok := strings.CutSuffix(stem, ".config")
	i := strings.IndexAny(rest, "-._")
	return ok && i > 0 && i < len(rest)-1 && testRunnerFiles()[rest[:i]+".config"]
}

// PlaceOf says where the file at p sits: by its name (a_test.go,
// test_a.py, a.spec.ts), then by its directories.
func PlaceOf(p string) Place {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	ext := path.Ext(base)
	switch ext {
	case ".md", ".markdown", ".rst", ".adoc", ".txt":
		return Example
	}
	stem := strings.TrimSuffix(base, ext)
	if testConfig(lower, stem) || testHarnessValues(lower, ext) {
		return Test
	}
	if strings.HasSuffix(base, "_test.go") || strings.HasPrefix(base, "test_") ||
		strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") ||
		strings.HasSuffix(stem, "_test") || strings.HasSuffix(stem, "_spec") || testRunnerFiles()[stem] || runnerConfigVariant(stem) {
		return Test
	}
	// A test directory anywhere makes a test (examples/app/tests/t.py
	// tests an example); below src/main the directories are package names
	// (com/example/...), and below a views directory (viewsDir) views'
	// names, not a layout.
	place := Shipped
	dirs := strings.Split(path.Dir(lower), "/")
	origs := strings.Split(path.Dir(p), "/")
	for i, dir := range dirs {
		if dir == "main" && i > 0 && dirs[i-1] == "src" || viewsDir(dirs, i) {
			break
		}
		if testDir(dir, origs[min(i, len(origs)-1)]) {
			return Test
		}
		if exampleDirs[dir] || docsDir(dir) {
			place = Example
		}
	}
	return place
}

// viewsDir reports a directory of an application's views, below which
// the directories are the application's own names (a controller's, an
// app's pages), not a layout: Rails' app/views (a SpecsController's
// app/views/specs, an exam site's app/views/tests), Laravel's
// resources/views, Express's top-level views, and a templates directory
// (Django's and Flask's). A test's templates lie below its test directory
// (tests/templates), which is seen first.
func viewsDir(dirs []string, i int) bool {
	switch dirs[i] {
	case "templates":
		return true
	case "views":
		return i == 0 || dirs[i-1] == "app" || dirs[i-1] == "resources"
	}
	return false
}

// testDir reports a directory of tests: a conventional name, maybe with
// a leading _ or . (_test), or a kind of test joined to test(s).
func testDir(dir, orig string) bool {
	d := strings.TrimLeft(dir, "_.")
	if testDirs[dir] || testDirs[d] {
		return true
	}
	// a .NET test project is named App.IntegrationTests
	m := joinedTest.FindStringSubmatch(strings.TrimLeft(orig[strings.LastIndex(orig, ".")+1:], "_"))
	return m != nil && testKinds[strings.ToLower(m[1])]
}

// joinedTest is a kind joined to test(s): integration-test, e2e_tests,
// integrationTest, IntegrationTests.
var joinedTest = regexp.MustCompile(`^([A-Za-z0-9-]+?)(?:[-_][Tt]ests?|Tests?)$`)

// WeighSecurity rates a security finding for where it lies. In test code
// it is Medium at most: it runs against test data, not users, and it still
// shows and counts; in a page of markup among the tests, and a weakness
// only a browser that renders the response suffers (browserOnly), Low. In example code it keeps its severity, since readers
// copy examples into code that ships, but it is never system-breaking. In a
// maintainer's script a command line built from values no traced source
// reaches is Low (maintainerCommand). The recommendation says which.
func WeighSecurity(f *finding.Finding) {
	if maintainerCommand(f) {
		f.Severity = finding.Low
		f.Recommendation = "In a maintainer's script (" + strings.SplitN(f.File, "/", 2)[0] + "/), so rated Low: it runs on a " +
			"maintainer's machine with their own arguments, git's output and the project's paths, and no outside data was traced " +
			"into the command; a value with a space or a quote still breaks it. " + f.Recommendation
		return
	}
	switch PlaceOf(f.File) {
	case Test:
		if fixturePage(f.File) && f.Severity > finding.Low {
			// Markup among the tests (a saved page a test parses,
			// spec/fixtures/story_pages/*.html, or a test app's template)
			// is the test's data: no user loads it.
			f.Severity = finding.Low
			f.SystemBreaking = false
			f.Recommendation = "In a page among the tests, so rated Low: a test reads or renders it, no user loads it. " + f.Recommendation
			return
		}
		if browserOnly(f) && f.Severity > finding.Low {
			// A test's client (Flask's test_client, supertest, httptest)
			// is no browser: the page it gets is asserted on, never
			// rendered for a user who could be sent there.
			f.Severity = finding.Low
			f.SystemBreaking = false
			f.Recommendation = "In test code, so rated Low: a test's client renders no page and follows no link for a user; " +
				"fix it if the handler is copied into code that ships. " + f.Recommendation
			return
		}
		if f.Severity > finding.Medium {
			f.Severity = finding.Medium
			f.SystemBreaking = false
			f.Recommendation = "In test code, so rated Medium: it runs against test data, not users. " + f.Recommendation
		}
	case Example:
		f.SystemBreaking = false
		switch {
		case f.Severity > finding.Medium && placeholder(f.Rule):
			f.Severity = finding.Medium
			f.Recommendation = "In example code, so rated Medium: a secret written into an example is a placeholder " +
				"(express-session's 'keyboard cat'), but readers copy the pattern; show where the real one comes from. " + f.Recommendation
		case f.Severity > finding.Low:
			f.Recommendation = "In example code, which readers copy into code that ships: fix it here as there. " + f.Recommendation
		}
	}
}

// browserCWEs are the weaknesses whose harm is done in a user's browser
// that loads the response: cross-site scripting (CWE-79, 80) and an open
// redirect (CWE-601).
var browserCWEs = map[string]bool{"CWE-79": true, "CWE-80": true, "CWE-601": true}

// browserOnly reports whether every weakness f names is a browser's
// (browserCWEs); a finding that also names another (an injection into a
// query or a command) is not.
func browserOnly(f *finding.Finding) bool { return f.CWEsWithin(browserCWEs) }

// maintainerCommand reports a shell command line built from values (OS
// command injection, CWE-78) that no source was traced into, rated Medium
// for that, in a file of a top-level scripts/ or script/ directory: the
// commands a project's maintainers run by hand or through package.json's
// scripts (npm run release; GitHub's "Scripts to Rule Them All"
// script/bootstrap). A command that request data or another traced source
// reaches is rated High or above and keeps it.
func maintainerCommand(f *finding.Finding) bool {
	if f.Severity != finding.Medium || !slices.Contains(f.CWE, "CWE-78") {
		return false
	}
	return MaintainerScript(f.File)
}

// MaintainerScript reports whether p lies in a top-level scripts/ or
// script/ directory, where a project keeps the commands its maintainers
// run (maintainerCommand). Like a test's name it is a convention: a
// package there that shipped code imports ships (ImportedTests).
func MaintainerScript(p string) bool {
	return strings.HasPrefix(p, "scripts/") || strings.HasPrefix(p, "script/")
}

// fixturePage reports whether p, a file among the tests, is a page of
// markup (.html, .htm, .xhtml) rather than code.
func fixturePage(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".html", ".htm", ".xhtml":
		return true
	}
	return false
}

// placeholder reports whether rule is one of the security rules about a
// value written into the code (a password, a signing secret): in an example
// that value is a stand-in. Credentials that match a provider's format are
// the secrets reviewer's, and keep their severity everywhere.
func placeholder(rule string) bool {
	r := strings.ToLower(rule)
	return strings.Contains(r, "hardcoded") || strings.Contains(r, "hard-coded") || r == "gosec/g101"
}
