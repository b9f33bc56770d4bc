// Package secrets is the specialist for credentials in the change. It judges
// the secrets engine's diagnostics:
//
//   - a public client identifier by design (public.go: a Firebase web
//     configuration's key, a Maps JavaScript key in browser code, Stripe
//     publishable keys, Mapbox public tokens, Algolia search-only keys,
//     Sentry DSNs) is Info, with the reason: it is not a leak;
//   - a Kubernetes Secret whose data values, base64 as the format says,
//     all decode to placeholders (mypassword, changeme), documentation
//     samples or who logs in is Info, saying what they decoded to
//     (decoded.go); Basic credentials in a test are the test's own login,
//     Low;
//   - a credential in code that ships is a Blocker that breaks the system —
//     a human must rotate it, so the verdict is ABORT — and a gitleaks:allow
//     comment beside it does not change that (the finding says it was
//     ignored);
//   - a private key in test data whose certificate beside it is
//     self-signed, as the secrets engine finds the pair, is a TLS test
//     fixture: Info (testpair.go);
//   - a guess of no provider's format (generic-api-key) in prose
//     documentation is a sample the page shows: Low, with the advice to
//     say so beside it — unless a provider's key lies within three lines
//     (an AWS secret key under its key id): then it is that key's pair;
//   - one in tests, fixtures, examples or docs is High, which a person can
//     accept for good (wont_fix, baseline), unless its format carries a
//     checksum that says the provider issued it (the engine's checksum.go):
//     then it is rated as if it shipped.
//
// Guesses from other engines (gosec's G101, which goes by variable names)
// keep their engine's rating and never abort a review.
//
// Each credential is also a tip to security, carrying this specialist's
// finding: security may confirm that the file ships (or does not) or raise
// the finding when it sees the file ships after all, but this specialist's
// own call is what stands without it — so --dimensions=secrets alone still
// aborts on a shipped live key.
package secrets

import (
	"context"
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Name is the specialist's domain.
const Name = "secrets"

type Specialist struct{}

var _ specialist.Specialist = Specialist{}

func (Specialist) Name() string      { return Name }
func (Specialist) Engines() []string { return []string{secrets.Name} }

func (Specialist) Review(_ context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	out := make([]finding.Finding, 0, len(pass.Diagnostics))
	// gitleaks knows credentials; gosec's G101 guesses from names. Where
	// both speak about a line, gitleaks' finding is the one to keep.
	exact := map[string]bool{}
	// issuedAt holds the lines of provider-format credentials by file: a
	// guess beside one (an AWS secret key under its key id) is its pair.
	issuedAt := map[string][]int{}
	for _, d := range pass.Diagnostics {
		if d.Engine == secrets.Name && !guessingRules[d.Rule] && !selfIssued[d.Rule] && !namedValue[d.Rule] {
			issuedAt[d.File] = append(issuedAt[d.File], d.Lines.Start)
		}
		if d.Engine == secrets.Name {
			for l := d.Lines.Start; l <= max(d.Lines.End, d.Lines.Start); l++ {
				exact[fmt.Sprintf("%s:%d", d.File, l)] = true
			}
		}
	}
	for _, d := range pass.Diagnostics {
		if why := notCredential(pass, d); why != "" {
			// Judged, not lost: the record says what was dismissed and why.
			if pass.Bus != nil {
				pass.Bus.Log(bus.Message{From: Name, To: Name, Type: "note", Summary: fmt.Sprintf("%s at %s:%d is not a credential: %s", d.Rule, d.File, d.Lines.Start, why)})
			}
			continue
		}
		f := specialist.FromDiagnostic(Name, d)
		if d.Engine != secrets.Name {
			if exact[fmt.Sprintf("%s:%d", d.File, d.Lines.Start)] {
				continue
			}
			f.Recommendation = detail(d.Detail) + "If this is a real credential, move it out of the code (environment, secret manager) and rotate it; " +
				"if it is not, rename the identifier or add `//teamreview:ignore " + d.Rule + " <why>`."
			if !specialist.Ships(d.File) {
				f.Severity = min(f.Severity, finding.Medium)
			}
			out = append(out, f)
			continue
		}
		var content []byte
		if file := pass.File(d.File); file != nil {
			content = file.Content
		}
		secret := secretOf(content, d)
		if why := publicClient(pass.Text, d.File, content, d, secret); why != "" {
			// Not a leak: no tip either, as there is nothing for security to
			// raise wherever the file ships.
			f.Severity = finding.Info
			f.Title = redact.ClampTitle("Public client identifier by design, not a leak: " + d.Message)
			f.Recommendation = "Public client identifier by design: " + why + ". Nothing to rotate; " +
				"a person can accept this finding for good with `teamreview mark ID --status wont_fix --reason …`."
			out = append(out, f)
			continue
		}
		if t := decodedSecret(content, d); t != nil {
			// Placeholders, base64-encoded: no tip, as for a public identifier.
			f.Severity, f.Title, f.Recommendation = t.severity, redact.ClampTitle(t.title+": "+d.Message), t.why
			out = append(out, f)
			continue
		}
		allow := allowComment(d, content)
		issuer, issued := secrets.IssuedToken(secret)
		verdict := "does not ship: High"
		toned := toneDown(pass.Text, d, content, issuedAt[d.File])
		switch {
		case toned != nil && !issued:
			f.Severity, f.Title, f.Recommendation = toned.severity, redact.ClampTitle(toned.title+": "+d.Message), toned.why
			verdict = toned.verdict
		case d.Rule == "gitleaks/private-key" && secrets.NotAKey(content, d.Lines) != "":
			f.Severity = finding.Info
			f.Title = redact.ClampTitle("Not a key, a placeholder between PEM markers: " + d.Message)
			f.Recommendation = "The private-key pattern matched, but " + secrets.NotAKey(content, d.Lines) + ": nothing can sign or decrypt with it."
			verdict = "a placeholder, not a key: Info"
		case specialist.Ships(d.File) && !exampleConfig.MatchString(path.Base(d.File)):
			f.Severity = finding.Blocker
			f.SystemBreaking = true
			f.Title = redact.ClampTitle("Hard-coded credential in shipped code: " + d.Message)
			f.Recommendation = detail(d.Detail) + rotate
			if allow != "" {
				f.Title = redact.ClampTitle("Hard-coded credential in shipped code, its gitleaks:allow ignored: " + d.Message)
				f.Recommendation = fmt.Sprintf("The allow comment on this line (%s) was not honoured: in code that ships, a comment "+
					"written beside the key cannot waive it, because the key works for whoever reads the code until it is rotated; "+
					"only a person can accept this finding, running `teamreview mark` at a terminal. ", allow) + f.Recommendation
			}
			verdict = "ships: system-breaking Blocker"
		case issued:
			// A checksum only the provider computes: not a sample (the engine's checksum.go).
			f.Severity = finding.Blocker
			f.SystemBreaking = true
			f.Title = redact.ClampTitle(fmt.Sprintf("Token issued by %s in a test, example or doc: %s", issuer, d.Message))
			f.Recommendation = detail(d.Detail) + fmt.Sprintf("Its checksum is valid, which a made-up sample's is not: %s issued this token, "+
				"and it works for whoever reads %s until it is revoked, whatever the file is for. ", issuer, d.File) + rotate
			if allow != "" {
				f.Recommendation = fmt.Sprintf("The allow comment on this line (%s) was not honoured: it cannot waive an issued token. ", allow) + f.Recommendation
			}
			verdict = "an issued token (valid checksum): system-breaking Blocker"
		case d.Rule == "gitleaks/private-key" && selfSignedPair(pass, d.File) != "":
			why := selfSignedPair(pass, d.File)
			f.Severity = finding.Info
			f.Title = redact.ClampTitle("Test or example key pair, self-signed: " + d.Message)
			f.Recommendation = "A private key in " + specialist.PlaceOf(d.File).String() + " that is " + why +
				": a fixture for TLS tests or examples, not a credential to any system. Generating it when the tests or the example run keeps it out of the repository."
			verdict = "a self-signed test or example key pair: Info"
		default:
			f.Severity = finding.High
			f.Title = redact.ClampTitle("Credential in a test, fixture, example or doc: " + d.Message)
			f.Recommendation = detail(d.Detail) + fmt.Sprintf("If this is a real credential, revoke and rotate it. Replace it in %s with an obviously fake value "+
				"(or one generated at test time), or mark a deliberate dummy with a gitleaks:allow comment; "+
				"a person can also accept it for good with `teamreview mark ID --status wont_fix --reason …`.", d.File)
		}
		out = append(out, f)
		own := f
		// The tip never carries the value: the engine masks it in the code
		// and redacts it in the message.
		pass.Bus.Send(bus.Tip{From: Name, To: "security", Kind: specialist.TipCredential, File: d.File, Lines: d.Lines,
			Summary: fmt.Sprintf("credential (%s) in %s; judged it %s: does the file ship?", d.Rule, d.File, verdict),
			Code:    d.Code, Own: &own})
	}
	return out, nil
}

// exampleConfig names a configuration made to be copied (.env.example,
// config.sample.yml, settings.py.dist): an example, as security judges it
// too, so what it holds is rated as in one.
var exampleConfig = regexp.MustCompile(`(?i)\.(example|sample|template|dist)$|\.(example|sample|template)\.`)

// nearAny reports whether some line in lines is within dist of line.
func nearAny(lines []int, line, dist int) bool {
	for _, l := range lines {
		if l-line <= dist && line-l <= dist {
			return true
		}
	}
	return false
}

// proseDoc reports whether p is prose documentation (Markdown,
// reStructuredText, AsciiDoc, plain text), as opposed to code, which may
// ship or be copied whole even in a docs directory.
func proseDoc(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".mdx", ".rst", ".adoc", ".asciidoc", ".txt":
		return true
	}
	return false
}

// rotate is what a person must do about a live credential.
const rotate = "Treat this credential as compromised: have a human revoke and rotate it now, " +
	"then remove it from the code and load it at run time from the environment or a secret manager. " +
	"If it was ever committed, it stays in git history until the history is rewritten."

// allowSignature is gitleaks' waiver: anywhere on a finding's line, in any
// comment syntax, gitleaks skips the finding.
const allowSignature = "gitleaks:allow"

// allowComment returns the allow comment on d's lines, from the signature
// to the end of its line, taken from the flagged code, in which the
// engine masked the value; "" when there is none.
func allowComment(d engine.Diagnostic, content []byte) string {
	for _, l := range strings.Split(d.Code, "\n") {
		if _, rest, ok := strings.Cut(l, allowSignature); ok {
			rest = strings.TrimSpace(strings.NewReplacer("*/", "", "-->", "", "#}", "", "%>", "").Replace(rest))
			return strings.TrimSpace(allowSignature + " " + rest)
		}
	}
	lines := strings.Split(string(content), "\n")
	for n := d.Lines.Start; n >= 1 && n <= max(d.Lines.End, d.Lines.Start) && n <= len(lines); n++ {
		if strings.Contains(lines[n-1], allowSignature) {
			return allowSignature
		}
	}
	return ""
}

func detail(d string) string {
	if d == "" {
		return ""
	}
	return "gitleaks: " + strings.TrimSpace(d) + " "
}
