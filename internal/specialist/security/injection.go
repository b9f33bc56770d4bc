package security

import (
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// The rules of injections judged from a tip. consolidate's dedupe treats
// gosec's G201/G202/G701 and G204/G702 on the same line as the same cause.
const (
	RuleSQLInjection     = "teamreview/sql-injection"
	RuleCommandInjection = "teamreview/command-injection"
)

// injection is what differs between SQL and a shell command.
type injection struct {
	rule, cwe, what, attack, fix string
	built                        gosource.Kind
}

var injections = map[string]injection{
	specialist.TipSQLBuilt: {RuleSQLInjection, "CWE-89", "SQL", "SQL injection",
		"Use a parameterized query: placeholders (?, $1) in a constant SQL string and the values as arguments to Query/Exec; take identifiers (table and column names) only from a fixed allow-list.",
		gosource.SQL},
	specialist.TipShellBuilt: {RuleCommandInjection, "CWE-78", "Shell command", "command injection",
		"Run the program directly, exec.Command(name, arg1, arg2), without a shell, and check the arguments against an allow-list; never pass text built from a value to sh -c.",
		gosource.Shell},
}

// judgeInjection weighs SQL or a shell command built from a value by where
// the value comes from, as the Go source engine traces it (gosource.Facts.Origin;
// other languages are traced by the treesitter engine's analyzers):
//
//   - an HTTP request: Blocker — anyone who can send a request can change
//     the query or the command (the same weight the Go engine gives gosec's
//     rules when the function reads a request).
//   - a command-line argument or the environment: Medium — whoever runs the
//     program already controls both, so it is not reachable as written, but
//     a script or service that passes other people's text through makes it
//     an injection; the finding says so.
//   - not visible here (a parameter, a field, another function's result):
//     Low, confirming the construct without claiming an attack.
//   - constants only: no finding; the reply says why.
//
// In code that does not ship, at most Low, as for every security finding.
// The reply to the sender goes into the record either way.
func judgeInjection(pass *specialist.Pass, t bus.Tip, imported func() map[string]string) []finding.Finding {
	kind := injections[t.Kind]
	var file []byte
	if pass != nil {
		if f := pass.File(t.File); f != nil {
			file = f.Content
		}
	}
	if file == nil {
		pass.Reply(Name, t, "not judged: the file is not in scope")
		return nil
	}
	facts := gosource.Of(pass.Facts)
	if facts == nil && strings.HasSuffix(t.File, ".go") {
		pass.Reply(Name, t, "not judged: the Go source engine did not run")
		return nil
	}
	var src gosource.Source
	ok := false
	if facts != nil {
		src, ok = facts.Origin(t.File, kind.built, t.Lines.Start)
	}
	if !ok {
		pass.Reply(Name, t, fmt.Sprintf("not judged: no %s built at line %d", strings.ToLower(kind.what), t.Lines.Start))
		return nil
	}
	if src.Origin == gosource.FromConstant {
		pass.Reply(Name, t, "not an injection: built only from constants")
		return nil
	}
	f := finding.Finding{
		File: t.File, Lines: t.Lines, Rule: kind.rule, Fingerprint: finding.Fingerprint(kind.rule, t.Code),
		CWE: []string{kind.cwe}, CrossDomain: &finding.CrossDomain{From: t.From},
	}
	from := src.Evidence
	switch src.Origin {
	case gosource.FromHTTP:
		f.Severity, f.Confidence = finding.Blocker, 0.9
		f.Title = fmt.Sprintf("%s built from HTTP request input (%s)", kind.what, kind.attack)
		f.Recommendation = fmt.Sprintf("The text is built from %s, which any client controls: a quote or a semicolon in it changes what runs. %s", from, kind.fix)
	case gosource.FromCLI, gosource.FromEnv:
		f.Severity, f.Confidence = finding.Medium, 0.8
		f.Title = fmt.Sprintf("%s built from %s (%s if untrusted text is passed in)", kind.what, src.Origin, kind.attack)
		f.Recommendation = fmt.Sprintf("The text is built from %s. Security rates this Medium, not Blocker: whoever runs the program already controls %s, "+
			"but it becomes %s as soon as a script, a job or a service passes someone else's text through. %s", from, src.Origin, kind.attack, kind.fix)
	default:
		f.Severity, f.Confidence = finding.Low, 0.6
		f.Title = fmt.Sprintf("%s built by concatenation or formatting from a value of unknown origin", kind.what)
		f.Recommendation = fmt.Sprintf("Where %s comes from is not visible here (it is not traced into other functions); if a caller can pass input, this is %s. %s",
			from, kind.attack, kind.fix)
	}
	var shipped map[string]string
	if quietPath(f.File) {
		shipped = imported()
	}
	weigh(&f, shipped)
	pass.Reply(Name, t, fmt.Sprintf("%s: built from %s, rated %s", kind.attack, src.Origin, f.Severity))
	return []finding.Finding{f}
}
