package security

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/specialist"
)

// judgeCredential answers the secrets specialist's tip about a credential:
// does the file it is in ship? The secrets specialist has already decided
// by the path (specialist.Ships) and rated its finding — a shipped live key
// is a system-breaking Blocker — so a review without security still aborts
// on one. Security looks further, at what the files in scope say about the
// path, and:
//
//   - agrees: replies so, and the secrets finding stands as it is;
//   - finds that the file ships where the path says it does not — a
//     fixture embedded into the binary by //go:embed — raises the finding
//     to a system-breaking Blocker, credited to both (a file whose path
//     ships was rated by the credential's form, which security leaves);
//   - finds that it does not ship where the path says it does — a Go file
//     that never builds (//go:build ignore), an example configuration
//     (.env.example) — replies with its dissent but does not lower the
//     finding: with a live credential at stake the stricter call stands,
//     and a human can mark it wont_fix with the reason.
func judgeCredential(pass *specialist.Pass, t bus.Tip, imported func() map[string]string) []finding.Finding {
	own := t.Own
	if own == nil {
		pass.Reply(Name, t, "not judged: the tip carries no finding to confirm")
		return nil
	}
	ships, why := shipsPath(pass, t.File, imported)
	switch {
	case ships == own.SystemBreaking && ships:
		pass.Reply(Name, t, fmt.Sprintf("confirmed: %s ships (%s), so a live credential there is system-breaking", t.File, why))
	case ships == own.SystemBreaking:
		pass.Reply(Name, t, fmt.Sprintf("confirmed: %s does not ship (%s), so not system-breaking", t.File, why))
	case ships && specialist.Ships(t.File) && !specialist.ExampleConfig(t.File):
		// The secrets specialist knew the file ships and rated the
		// credential by its form (a development setting, a commented-out
		// line, a credential for localhost): nothing here to add. A file
		// named as an example to copy it rated as one (High) when code
		// that ships imports it.
		pass.Reply(Name, t, fmt.Sprintf("confirmed: %s ships (%s), and the credential was rated by its form: %s", t.File, why, own.Title))
	case ships:
		pass.Reply(Name, t, fmt.Sprintf("raised: %s ships after all (%s): system-breaking", t.File, why))
		f := *own
		f.CWE = slices.Clone(own.CWE)
		f.Fixes = nil
		f.Severity, f.SystemBreaking = finding.Blocker, true
		_, what, _ := strings.Cut(own.Title, ": ")
		f.Title = redact.ClampTitle("Hard-coded credential in a file that ships: " + what)
		f.Recommendation = fmt.Sprintf("%s is in a test, fixture or example path, but %s, so the credential ships with the program. "+
			"Treat it as compromised: have a human revoke and rotate it now, then load it at run time from the environment or a secret manager.", t.File, why)
		f.CrossDomain = &finding.CrossDomain{From: t.From}
		return []finding.Finding{f}
	default:
		pass.Reply(Name, t, fmt.Sprintf("dissent: %s looks like it does not ship (%s); the secrets specialist's system-breaking rating stands for a human to confirm", t.File, why))
	}
	return nil
}

// exampleConfig is a configuration file named for copying (.env.example,
// config.sample.yml).
var exampleConfig = regexp.MustCompile(`(?i)\.(example|sample|template|dist)$|\.(example|sample|template)\.`)

// shipsPath is security's view of whether the file at p ships, and why:
// what the Go source engine says the builds take in (gosource.Facts: a
// //go:embed directive of a shipped Go file, a //go:build ignore), a
// shipped file of the project that imports it (imported, from
// specialist.ImportedTests, asked only about a test's path: a settings
// module under a test-looking name), then the path.
func shipsPath(pass *specialist.Pass, p string, imported func() map[string]string) (bool, string) {
	var facts *gosource.Facts
	if pass != nil {
		facts = gosource.Of(pass.Facts)
	}
	for _, by := range facts.EmbeddedBy(p) {
		if specialist.Ships(by) {
			return true, "it is embedded into the binary by " + by
		}
	}
	if place := specialist.PlaceOf(p); place == specialist.Test || place == specialist.Example || specialist.ExampleConfig(p) {
		if by := imported()[p]; by != "" {
			return true, "it has a test's or an example's name, but " + by + ", which ships, imports it"
		}
	}
	base := path.Base(p)
	if exampleConfig.MatchString(base) {
		return false, "it is an example configuration to copy, not the configuration itself"
	}
	if strings.HasSuffix(p, ".go") && facts.BuildIgnored(p) {
		return false, "it is excluded from every build by //go:build ignore"
	}
	if specialist.Ships(p) {
		return true, "it is not a test, fixture, example or doc"
	}
	return false, "it is a test, fixture, example or doc"
}
