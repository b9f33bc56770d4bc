package goanalysis

import (
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// The dimensions this engine reports to.
const (
	Security        = "security"
	Secrets         = "secrets"
	Correctness     = "correctness"
	Performance     = "performance"
	Maintainability = "maintainability"
)

// Route says where a rule's diagnostics go and how much they weigh by
// default. Config.Severity overrides the severity per rule.
type Route struct {
	// Rule is an exact rule id ("vet/printf") or a family ending in "*"
	// ("staticcheck/SA6*"). The longest matching entry wins.
	Rule       string
	Dimension  string
	Severity   finding.Severity
	Confidence float64
	// FromTool means the tool rates each diagnostic itself (gosec's
	// severity and confidence); Severity and Confidence are then only used
	// when that rating cannot be read.
	FromTool bool
	// Why documents the choice, for the README.
	Why string
}

// routes is the routing table. Every analyzer the engine runs must match a
// row (route_test.go checks it): a rule without a route is a bug, not a
// silent default.
var routes = []Route{
	// The engine's own checks.
	{"gofmt", Maintainability, finding.Low, 1.0, false, "formatting only; the fix is mechanical"},
	{"typecheck", Correctness, finding.High, 1.0, false, "the code under review does not compile"},

	// gosec rates every issue itself: HIGH/MEDIUM/LOW severity map to
	// High/Medium/Low, confidence HIGH/MEDIUM/LOW to 0.9/0.75/0.6. SQL and
	// command injection fed by an *http.Request are raised (see taint.go).
	{"gosec/G*", Security, finding.Medium, 0.75, true, "gosec's own severity and confidence; injections fed by an HTTP request are raised to Blocker"},
	{"gosec/G101", Secrets, finding.High, 0.6, true, "hard-coded credentials belong to the secrets specialist, which weighs them against gitleaks"},
	// "Use of unsafe calls should be audited": a note on every use of the
	// unsafe package, not a defect (strings.Builder, zero-copy conversions).
	{"gosec/G103", Security, finding.Info, 0.6, false, "an audit note on the unsafe package, which the standard library's own zero-copy idioms use; Info"},
	// gosec rules that are about bugs, not attacks: correctness weighs
	// them, with their CWE kept.
	{"gosec/G104", Correctness, finding.Low, 0.6, false, "an unchecked error is a bug that hides failures, not a vulnerability; Low, since many are deliberate (Close on a read, fmt.Fprint)"},
	{"gosec/G115", Correctness, finding.Medium, 0.6, false, "an integer conversion that can overflow is a wrong-result bug; gosec cannot see most bounds, hence the confidence"},
	{"gosec/G601", Correctness, finding.Low, 0.6, false, "aliasing a range variable, a bug only before Go 1.22's per-iteration variables"},
	{"gosec/G602", Correctness, finding.Medium, 0.6, false, "a slice index that may be out of range panics: a crash, not an attack"},

	// The engine's own checks of library settings (patterns.go).
	{"go/cors-any-origin-with-credentials", Security, finding.High, 0.8, false, "any site can read the user's authenticated responses"},
	{"go/cors-origin-reflected", Security, finding.Medium, 0.75, false, "every site may read the responses; with credentials allowed, the user's own data"},
	{"go/grpc-insecure-transport", Security, finding.Medium, 0.75, false, "calls and their tokens in the clear; often meant for tests or a local socket, hence Medium"},
	{"go/hardcoded-signing-key", Security, finding.High, 0.8, false, "whoever reads the code can forge tokens, sessions or CSRF cookies"},
	{"go/jwt-signature-not-verified", Security, finding.High, 0.8, false, "a client can write any claims into a token that is not verified"},
	{"go/request-data-to-response", Security, finding.High, 0.75, false, "request data in a page or a redirect: XSS or an open redirect, where gosec's taint analysis cannot run"},
	{"go/session-cookie-flags", Security, finding.Medium, 0.75, false, "a session id readable by injected scripts or sent over plain HTTP"},
	{"go/text-template-html", Security, finding.Medium, 0.8, false, "an HTTP response rendered with no escaping at all"},
	{"go/query-builder-sql-built", Security, finding.Medium, 0.75, false, "SQL text built from a value in an ORM condition or raw query; raised to Blocker when the function reads an HTTP request"},
	{"go/weak-password-hash-cost", Security, finding.Medium, 0.8, false, "a stolen password hash can be brute-forced faster than its algorithm intends"},
	{"go/grpc-server-without-tls", Security, finding.Low, 0.6, false, "a server that serves in plain text; often behind a TLS-terminating proxy or mesh, hence Low"},
	{"go/defer-before-error-check", Correctness, finding.High, 0.8, false, "a nil dereference panic whenever the call fails"},
	{"go/goroutine-unguarded-write", Correctness, finding.High, 0.7, false, "a data race: lost elements, or the runtime's fatal concurrent map write"},
	{"go/defer-in-loop", Correctness, finding.Low, 0.6, false, "resources held until the function returns: descriptor exhaustion or a deadlock on a second Lock; often deliberate (locks taken in a loop, a loop that returns), hence Low"},
	{"go/framework-request-to-page", Security, finding.High, 0.75, false, "request data in a page written by a gin, Echo or Fiber handler: cross-site scripting"},
	{"go/exec-cmd-shell-script", Security, finding.Medium, 0.75, false, "a shell parses a script built from a value; raised to Blocker when the function reads an HTTP request"},
	{"go/framework-open-redirect", Security, finding.Medium, 0.75, false, "a link to this site that sends its user anywhere (phishing), from a gin, Echo or Fiber handler"},
	{"go/framework-file-from-request", Security, finding.High, 0.75, false, "any file the server can read, sent to whoever asks, from a gin, Echo or Fiber handler"},
	{"go/request-path-to-file", Security, finding.High, 0.75, false, "any file the server can read, from a net/http handler where gosec's taint analysis cannot run"},
	{"go/request-url-fetched", Security, finding.High, 0.75, false, "server-side request forgery from a net/http handler where gosec's taint analysis cannot run"},
	{"go/template-from-request", Security, finding.High, 0.8, false, "the client writes the template: server-side template injection"},
	{"go/websocket-any-origin", Security, finding.Medium, 0.8, false, "cross-site WebSocket hijacking with the user's cookies"},

	// staticcheck, by family (https://staticcheck.dev/docs/checks/).
	{"staticcheck/SA1*", Correctness, finding.Medium, 0.85, false, "misuse of the standard library"},
	{"staticcheck/SA1019", Maintainability, finding.Low, 0.9, false, "use of a deprecated identifier: works today, a migration later"},
	{"staticcheck/SA2*", Correctness, finding.High, 0.8, false, "concurrency bugs: races and deadlocks that tests rarely catch"},
	{"staticcheck/SA3*", Correctness, finding.Medium, 0.85, false, "tests that do not test what they seem to"},
	{"staticcheck/SA4*", Correctness, finding.Medium, 0.8, false, "code that does nothing, usually a slip"},
	{"staticcheck/SA5*", Correctness, finding.High, 0.85, false, "correctness bugs: infinite recursion, nil dereferences, impossible conditions"},
	{"staticcheck/SA5008", Correctness, finding.Medium, 0.85, false, "a struct tag an encoder cannot read (an unknown option, a duplicate name), as vet/structtag, which it duplicates: often a no-op (xml has no inline), sometimes a field dropped"},
	{"staticcheck/SA6*", Performance, finding.Medium, 0.85, false, "needless allocations and work"},
	{"staticcheck/SA9*", Correctness, finding.Medium, 0.7, false, "dubious constructs, often but not always wrong"},
	{"staticcheck/S1*", Maintainability, finding.Low, 0.9, false, "simplifications"},
	{"staticcheck/ST1*", Maintainability, finding.Info, 0.7, false, "style"},
	{"staticcheck/U1000", Maintainability, finding.Low, 0.8, false, "unused code the change added or left behind: dead weight, sometimes a call that was lost"},
	{"staticcheck/QF1*", Maintainability, finding.Low, 0.8, false, "refactorings with a quick fix"},

	// go vet's suite: precise checks, so confidence 0.9; High where the bug
	// corrupts data, leaks or crashes at run time.
	{"vet/appends", Correctness, finding.Medium, 0.9, false, "append with no values appends nothing"},
	{"vet/asmdecl", Correctness, finding.High, 0.9, false, "assembly that disagrees with its Go declaration corrupts memory"},
	{"vet/assign", Correctness, finding.Medium, 0.9, false, "useless self-assignment"},
	{"vet/atomic", Correctness, finding.High, 0.9, false, "x = atomic.AddT(&x, …) is a data race"},
	{"vet/bools", Correctness, finding.Medium, 0.9, false, "redundant or impossible boolean expressions"},
	{"vet/buildtag", Correctness, finding.Medium, 0.9, false, "malformed build constraints silently exclude files"},
	{"vet/cgocall", Correctness, finding.High, 0.9, false, "passing Go pointers to C breaks the cgo rules"},
	{"vet/composites", Maintainability, finding.Low, 0.9, false, "unkeyed fields break when the struct changes"},
	{"vet/copylocks", Correctness, finding.High, 0.9, false, "a copied lock does not lock anything"},
	{"vet/defers", Correctness, finding.Medium, 0.9, false, "defer evaluates time.Since too early"},
	{"vet/directive", Correctness, finding.Medium, 0.9, false, "misplaced //go: directives are ignored"},
	{"vet/errorsas", Correctness, finding.High, 0.9, false, "errors.As with a non-pointer panics"},
	{"vet/framepointer", Correctness, finding.High, 0.9, false, "assembly that clobbers the frame pointer"},
	{"vet/hostport", Correctness, finding.Medium, 0.9, false, "address built with Sprintf breaks on IPv6"},
	{"vet/httpresponse", Correctness, finding.High, 0.9, false, "using a response before checking the error dereferences nil"},
	{"vet/ifaceassert", Correctness, finding.Medium, 0.9, false, "an impossible interface assertion"},
	{"vet/loopclosure", Correctness, finding.High, 0.9, false, "goroutines capturing a loop variable (before Go 1.22)"},
	{"vet/lostcancel", Correctness, finding.High, 0.9, false, "a context's cancel function is lost: goroutine and timer leak"},
	{"vet/nilfunc", Correctness, finding.Medium, 0.9, false, "comparing a function with nil is always false"},
	{"vet/printf", Correctness, finding.High, 0.9, false, "wrong format verbs print garbage, often in error paths nobody tested"},
	{"vet/scannererr", Correctness, finding.Medium, 0.9, false, "bufio.Scanner error not checked after the loop"},
	{"vet/shift", Correctness, finding.Medium, 0.9, false, "shift that equals or exceeds the integer's width"},
	{"vet/sigchanyzer", Correctness, finding.Medium, 0.9, false, "unbuffered channel for os/signal drops signals"},
	{"vet/slog", Correctness, finding.Medium, 0.9, false, "mismatched slog key-value pairs"},
	{"vet/sqlrowserr", Correctness, finding.Medium, 0.9, false, "sql.Rows error not checked after iteration"},
	{"vet/stdmethods", Correctness, finding.Medium, 0.9, false, "well-known method with the wrong signature is never called"},
	{"vet/stdversion", Correctness, finding.Medium, 0.9, false, "API newer than the module's go version"},
	{"vet/stringintconv", Correctness, finding.Medium, 0.9, false, "string(int) makes a rune, not digits"},
	{"vet/structtag", Correctness, finding.Medium, 0.9, false, "malformed struct tags are ignored by encoders"},
	{"vet/testinggoroutine", Correctness, finding.Medium, 0.9, false, "t.Fatal from a goroutine does not stop the test"},
	{"vet/tests", Correctness, finding.Medium, 0.9, false, "malformed test, benchmark or example names never run"},
	{"vet/timeformat", Correctness, finding.Medium, 0.9, false, "2006-02-01 is day-month, not month-day"},
	{"vet/unmarshal", Correctness, finding.High, 0.9, false, "unmarshalling into a non-pointer always fails"},
	{"vet/unreachable", Maintainability, finding.Low, 0.9, false, "dead code"},
	{"vet/unsafeptr", Correctness, finding.Medium, 0.9, false, "invalid uintptr to unsafe.Pointer conversion"},
	{"vet/unusedresult", Correctness, finding.Medium, 0.9, false, "result of a pure function discarded"},
	{"vet/waitgroup", Correctness, finding.High, 0.9, false, "WaitGroup.Add inside the goroutine races with Wait"},
}

// Table returns the routing table sorted by rule, for documentation.
func Table() []Route {
	out := slices.Clone(routes)
	slices.SortFunc(out, func(a, b Route) int { return strings.Compare(a.Rule, b.Rule) })
	return out
}

// Lookup returns the route of a rule: the exact entry, else the longest
// family whose prefix matches.
func Lookup(rule string) (Route, bool) {
	best, found := Route{}, false
	for _, r := range routes {
		if r.Rule == rule {
			return r, true
		}
		prefix, ok := strings.CutSuffix(r.Rule, "*")
		if ok && strings.HasPrefix(rule, prefix) && (!found || len(r.Rule) > len(best.Rule)) {
			best, found = r, true
		}
	}
	return best, found
}

// toolRating is gosec's rating of one issue; zero when absent.
type toolRating struct {
	Severity   string // HIGH, MEDIUM, LOW
	Confidence string
}

var (
	toolSeverity   = map[string]finding.Severity{"HIGH": finding.High, "MEDIUM": finding.Medium, "LOW": finding.Low}
	toolConfidence = map[string]float64{"HIGH": 0.9, "MEDIUM": 0.75, "LOW": 0.6}
)

// rate returns the dimension, severity and confidence of a diagnostic of
// rule, before the configuration's overrides. ok is false for an unrouted
// rule.
func rate(rule string, tool toolRating) (dim string, sev finding.Severity, conf float64, ok bool) {
	r, ok := Lookup(rule)
	if !ok {
		return "", finding.Info, 0, false
	}
	sev, conf = r.Severity, r.Confidence
	if r.FromTool {
		if s, ok := toolSeverity[strings.ToUpper(tool.Severity)]; ok {
			sev = s
		}
		if c, ok := toolConfidence[strings.ToUpper(tool.Confidence)]; ok {
			conf = c
		}
	}
	return r.Dimension, sev, conf, true
}
