// Package security is the specialist for vulnerabilities: gosec's rules,
// with injections fed by an HTTP request rated by the engine's taint check,
// and the tips other specialists send it, which it judges:
//
//   - HTML rendered from a dynamic value (design): cross-site scripting or
//     not (see HandleTips).
//   - SQL or a shell command built by concatenation or formatting
//     (correctness): where the value comes from decides the weight — an
//     HTTP request is a Blocker, the command line or the environment
//     Medium, a value it cannot trace Low, constants nothing (injection.go).
//   - A credential in a file (secrets): whether the file ships, which the
//     secrets specialist has already decided for itself; security confirms
//     or raises that call, never lowers it, by what the Go source engine
//     says the builds take in (credential.go).
package security

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Name is the specialist's domain.
const Name = "security"

type Specialist struct {
	specialist.Router
}

// Review routes the security diagnostics, rating a problem in code that
// does not ship — tests, fixtures, examples — at most Low: a test that
// writes a temporary file with 0644 or runs a subprocess is not a
// vulnerability, and reporting it as one buries the ones that are.
//
// An unhandled error (gosec's G104) that reaches security — the Go engine
// routes gosec's own to correctness, but a configured linter may not — is
// correctness's to judge: security tips correctness about each one.
func (s Specialist) Review(ctx context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	out, err := s.Router.Review(ctx, pass)
	for _, d := range pass.Diagnostics {
		if d.Rule != "gosec/G104" {
			continue
		}
		pass.Bus.Send(bus.Tip{From: Name, To: "correctness", Kind: specialist.TipErrorDropped, File: d.File, Lines: d.Lines,
			Summary: "an error is dropped here; is that a bug?", Code: d.Code})
	}
	var shipped map[string]string
	if slices.ContainsFunc(out, func(f finding.Finding) bool { return quietPath(f.File) }) {
		shipped = pass.ImportedTests()
	}
	for i := range out {
		weigh(&out[i], shipped)
		weighDevDefault(pass, &out[i])
	}
	return out, err
}

// weigh rates f for where it lies (specialist.WeighSecurity), unless its
// file has a test's name or directory, or lies among a maintainer's
// scripts, but code that ships imports it (shipped, from
// specialist.ImportedTests): then it is shipped code, and the
// recommendation says so.
func weigh(f *finding.Finding, shipped map[string]string) {
	if by := shipped[f.File]; by != "" {
		where := "has a test's name or directory"
		switch {
		case specialist.PlaceOf(f.File) == specialist.Test:
		case specialist.PlaceOf(f.File) == specialist.Example:
			where = "lies in an example's or a doc's directory"
		case specialist.MaintainerScript(f.File):
			where = "is among a maintainer's scripts"
		case specialist.ExampleConfig(f.File):
			where = "is named as an example to copy"
		}
		verb := "imports"
		if specialist.Launcher(by) {
			verb = "runs"
		}
		f.Recommendation = fmt.Sprintf("%s %s, but %s, which ships, %s it: rated as shipped code. %s",
			f.File, where, by, verb, f.Recommendation)
		return
	}
	specialist.WeighSecurity(f)
}

// quietPath is a path that specialist.WeighSecurity may rate lower for
// where it lies alone: a test's, an example's, or a maintainer's script.
func quietPath(p string) bool {
	place := specialist.PlaceOf(p)
	return place == specialist.Test || place == specialist.Example || specialist.MaintainerScript(p)
}

// New returns the security specialist.
func New() Specialist {
	return Specialist{specialist.Router{Domain: Name, Uses: []string{"go", "treesitter", "rulepack", "external", "iac", "templates", "changes", gosource.Name}}}
}

var _ specialist.TipHandler = Specialist{}

// TipHTMLSink is the kind of tip about HTML built from a dynamic value.
const TipHTMLSink = specialist.TipHTMLSink

// RuleXSS is the rule of an HTML sink judged to be cross-site scripting.
const RuleXSS = "teamreview/xss-html-sink"

// HandleTips judges each tip by its kind; a kind it does not know is left
// alone (tips are advisory).
func (Specialist) HandleTips(ctx context.Context, pass *specialist.Pass, tips []bus.Tip) ([]finding.Finding, error) {
	var out []finding.Finding
	// Once for all tips (and once for the review, when the team shares
	// it): it reads the imports of the project's files.
	imported := sync.OnceValue(pass.ImportedTests)
	for _, t := range tips {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		switch t.Kind {
		case TipHTMLSink:
			judged := judgeHTMLSink(t, renderedBy(pass, t), passText(pass))
			if advice, ok := reportedXSS(pass, t); ok {
				for i := range judged {
					judged[i].Recommendation = advice
				}
			}
			out = append(out, judged...)
		case specialist.TipSQLBuilt, specialist.TipShellBuilt:
			out = append(out, judgeInjection(pass, t, imported)...)
		case specialist.TipCredential:
			out = append(out, judgeCredential(pass, t, imported)...)
		}
	}
	return out, nil
}

// renderedBy is what the treesitter engine says the tip's sink renders
// (textfacts.Facts.Rendered): a sanitizer's result, a variable every
// assignment in its file makes safe (the tip sees one line, the file says
// where the value came from), the page's input. Without the engine, the
// tip's code is all it reads.
// passText is the text rows a review reads: the shipped ones without a
// pass.
func passText(pass *specialist.Pass) *models.Text {
	if pass == nil {
		return nil
	}
	return pass.Text
}

func renderedBy(pass *specialist.Pass, t bus.Tip) textfacts.Rendered {
	var facts *textfacts.Facts
	if pass != nil {
		facts = textfacts.Of(pass.Facts)
	}
	return facts.Rendered(t.File, t.Code)
}

// reportedXSS returns the advice of an engine's cross-site scripting
// finding on the tip's line: the judgement merges into that finding, and
// its own advice, said in other words, would repeat the engine's.
func reportedXSS(pass *specialist.Pass, t bus.Tip) (string, bool) {
	if pass == nil {
		return "", false
	}
	for _, d := range pass.Diagnostics {
		if d.File == t.File && d.Lines.Start <= t.Lines.End && t.Lines.Start <= max(d.Lines.End, d.Lines.Start) &&
			slices.Contains(d.CWE, "CWE-79") && d.Detail != "" {
			return d.Detail, true
		}
	}
	return "", false
}

// htmlSinkAdvice is the fix in the words of the code that renders HTML:
// the label of the html-sink text row that finds it (React's, Vue's), and
// the JSON case, which is the language's.
func htmlSinkAdvice(text *models.Text, code string) string {
	const sanitize = "if HTML is required, sanitize it first with DOMPurify.sanitize or an equivalent, and keep a Content-Security-Policy."
	if strings.Contains(code, "JSON.stringify") {
		// JSON data in a <script> (application/ld+json, initial state):
		// JSON.stringify leaves "</script>" as it is.
		return "JSON.stringify does not escape \"</script>\" or \"<!--\": escape < in the JSON before it goes into a <script> " +
			"(JSON.stringify(data).replace(/</g, \"\\u003c\"), as Next.js's documentation for JSON-LD shows), or serialize it with " +
			"serialize-javascript; the value stays valid JSON."
	}
	for _, m := range text.Rows("html-sink") {
		if m.Label != "" && m.RowRE().MatchString(code) {
			return m.Label + "; " + sanitize
		}
	}
	return "Render the value as text, not HTML; " + sanitize
}

// judgeHTMLSink: sanitized → nothing; fed by user-controlled sources →
// High; any other dynamic value → Medium, since where it comes from cannot
// be seen from here.
func judgeHTMLSink(t bus.Tip, r textfacts.Rendered, text *models.Text) []finding.Finding {
	if r.Sanitized == textfacts.Sanitized {
		return nil
	}
	sev, conf, title := finding.Medium, 0.7, "HTML rendered from a dynamic value without sanitizing (possible XSS)"
	if r.Input {
		sev, conf, title = finding.High, 0.85, "HTML rendered from user-controlled input without sanitizing (XSS)"
	}
	return []finding.Finding{{
		Severity: sev, Confidence: conf, File: t.File, Lines: t.Lines, Title: title,
		Recommendation: htmlSinkAdvice(text, t.Code),
		Rule:           RuleXSS, Fingerprint: finding.Fingerprint(RuleXSS, t.Code), CWE: []string{"CWE-79"},
		CrossDomain: &finding.CrossDomain{From: t.From},
	}}
}
