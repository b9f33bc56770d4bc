package report

import (
	"encoding/json"
	"io"
	"net/url"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/verdict"
	"github.com/teamreview/teamreview/internal/version"
)

// SARIF is a SARIF 2.1.0 log with one run, for GitHub code scanning and other
// SARIF viewers. Annotate, don't delete: findings that no longer count
// (suppressed inline, declined as wont_fix) are still results, carrying a
// suppression with its reason, and after verify each settled finding says
// what the fix did through baselineState. Fixes are left out: their new text
// is code, and this file is uploaded to places the review does not control.
type SARIF struct{}

var _ Writer = SARIF{}

const (
	sarifSchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	informationURI = "https://github.com/teamreview/teamreview"
	// fingerprintKey names teamreview's fingerprint among a result's
	// partialFingerprints; the version changes if the fingerprint's recipe does.
	fingerprintKey = "teamreview/v1"
)

// securitySeverity is the score GitHub code scanning ranks security alerts
// by: above 9.0 is critical, 7.0 high, 4.0 medium, else low.
var securitySeverity = map[finding.Severity]string{
	finding.Blocker: "9.5",
	finding.High:    "8.0",
	finding.Medium:  "5.5",
	finding.Low:     "3.0",
	finding.Info:    "1.0",
}

func sarifLevel(s finding.Severity) string {
	switch s {
	case finding.Blocker, finding.High:
		return "error"
	case finding.Medium:
		return "warning"
	}
	return "note"
}

// The structs below are the small part of SARIF 2.1.0 this writer uses; the
// tests validate the output against the OASIS schema in testdata.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool        sarifTool         `json:"tool"`
		Invocations []sarifInvocation `json:"invocations"`
		Results     []sarifResult     `json:"results"`
		Properties  sarifRunProps     `json:"properties"`
	}
	sarifRunProps struct {
		ReviewID string           `json:"reviewId"`
		Verdict  verdict.Decision `json:"verdict"`
		Mode     verdict.Mode     `json:"mode"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string         `json:"id"`
		ShortDescription sarifText      `json:"shortDescription"`
		FullDescription  sarifText      `json:"fullDescription"`
		Help             sarifText      `json:"help"`
		HelpURI          string         `json:"helpUri,omitempty"`
		Properties       sarifRuleProps `json:"properties"`
	}
	sarifRuleProps struct {
		Tags             []string `json:"tags"`
		SecuritySeverity string   `json:"security-severity,omitempty"`
	}
	sarifText struct {
		Text string `json:"text"`
	}
	sarifInvocation struct {
		ExecutionSuccessful        bool                `json:"executionSuccessful"`
		ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
	}
	sarifNotification struct {
		Level   string    `json:"level"`
		Message sarifText `json:"message"`
	}
	sarifResult struct {
		RuleID              string             `json:"ruleId"`
		RuleIndex           int                `json:"ruleIndex"`
		Level               string             `json:"level"`
		Message             sarifText          `json:"message"`
		Locations           []sarifLocation    `json:"locations"`
		PartialFingerprints map[string]string  `json:"partialFingerprints,omitempty"`
		Suppressions        []sarifSuppression `json:"suppressions,omitempty"`
		BaselineState       string             `json:"baselineState,omitempty"`
		Properties          sarifResultProps   `json:"properties"`
	}
	sarifResultProps struct {
		ID             string         `json:"id"`
		Domain         string         `json:"domain"`
		Severity       string         `json:"severity"`
		Confidence     float64        `json:"confidence"`
		Status         finding.Status `json:"status"`
		SystemBreaking bool           `json:"systemBreaking,omitempty"`
	}
	sarifLocation struct {
		PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
		Region           *sarifRegion          `json:"region,omitempty"`
	}
	sarifArtifactLocation struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId"`
	}
	sarifRegion struct {
		StartLine int `json:"startLine"`
		EndLine   int `json:"endLine"`
	}
	sarifSuppression struct {
		Kind          string `json:"kind"`
		Justification string `json:"justification,omitempty"`
	}
)

func (SARIF) Write(w io.Writer, in *Input) error {
	r := in.Review
	b := sarifBuilder{index: map[string]int{}, results: []sarifResult{}, standards: in.RuleTags}
	for i := range r.Findings {
		f := &r.Findings[i]
		res := b.result(f)
		if f.Status == finding.WontFix {
			res.Suppressions = []sarifSuppression{{Kind: "external", Justification: f.Reason}}
		}
		if r.Mode == verdict.VerifyMode {
			res.BaselineState = baselineState(f, in.Added)
		}
		b.results = append(b.results, res)
	}
	for i := range r.Suppressed {
		res := b.result(&r.Suppressed[i])
		res.Suppressions = []sarifSuppression{{Kind: "inSource", Justification: r.Suppressed[i].Reason}}
		b.results = append(b.results, res)
	}

	// An incomplete review did not do what it was asked: SARIF consumers
	// (code scanning) read executionSuccessful, and each part not reviewed
	// is a notification.
	inv := sarifInvocation{ExecutionSuccessful: !r.Incomplete()}
	if r.Incomplete() {
		var b strings.Builder
		writeIncomplete(&b, r, "")
		lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
		for _, l := range lines[1:] {
			inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{
				Level:   "error",
				Message: sarifText{"Not reviewed: " + strings.TrimSpace(l)},
			})
		}
	}
	for _, rv := range r.Reviewers {
		if rv.Status != "completed" && !inGaps(r, verdict.GapReviewer, rv.Name) {
			inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{
				Level:   "error",
				Message: sarifText{DisplayName(rv.Name) + " review was not completed due to reviewer failure: " + rv.Error},
			})
		}
	}
	log := sarifLog{
		Schema:  sarifSchemaURI,
		Version: "2.1.0",
		Runs: []sarifRun{{
			Tool: sarifTool{Driver: sarifDriver{
				Name:           "teamreview",
				Version:        strings.TrimPrefix(version.String(), "teamreview "),
				InformationURI: informationURI,
				Rules:          b.finishRules(),
			}},
			Invocations: []sarifInvocation{inv},
			Results:     b.results,
			Properties:  sarifRunProps{ReviewID: r.ReviewID, Verdict: r.Verdict, Mode: r.Mode},
		}},
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

// baselineState says what verify did to a finding: a verified fix made it
// absent, a reopened one is unchanged, and one verify found on the lines the
// fix changed is new. Anything else verify did not look at.
func baselineState(f *finding.Finding, added []string) string {
	switch {
	case f.Status == finding.Verified:
		return "absent"
	case f.Status == finding.Reopened:
		return "unchanged"
	case slices.Contains(added, f.ID):
		return "new"
	}
	return ""
}

// sarifBuilder collects results and the rules they use, in order of first
// use, so the output order follows the findings' deterministic order.
type sarifBuilder struct {
	// standards are the tags of the standards rules implement, by id.
	standards map[string][]string
	rules     []ruleInfo
	index     map[string]int
	results   []sarifResult
}

// ruleInfo is what the findings of one rule say about it.
type ruleInfo struct {
	first    *finding.Finding
	tags     []string
	security bool
	worst    finding.Severity // among the findings in a security domain
}

func (b *sarifBuilder) result(f *finding.Finding) sarifResult {
	id := ruleID(f)
	i, ok := b.index[id]
	if !ok {
		i = len(b.rules)
		b.index[id] = i
		b.rules = append(b.rules, ruleInfo{first: f})
	}
	ri := &b.rules[i]
	ri.tags = append(ri.tags, f.Domain)
	ri.tags = append(ri.tags, b.standards[f.Rule]...)
	for _, c := range f.CWE {
		if n, ok := cweNumber(c); ok {
			ri.tags = append(ri.tags, "external/cwe/cwe-"+n)
		}
	}
	if isSecurityDomain(f.Domain) {
		ri.tags = append(ri.tags, "security")
		if !ri.security || f.Severity > ri.worst {
			ri.worst = f.Severity
		}
		ri.security = true
	}

	res := sarifResult{
		RuleID:    id,
		RuleIndex: i,
		Level:     sarifLevel(f.Severity),
		Message:   sarifText{message(f)},
		Locations: []sarifLocation{{PhysicalLocation: sarifPhysicalLocation{
			ArtifactLocation: sarifArtifactLocation{URI: fileURI(f.File), URIBaseID: "%SRCROOT%"},
		}}},
		Properties: sarifResultProps{
			ID: f.ID, Domain: f.Domain, Severity: f.Severity.String(), Confidence: f.Confidence,
			Status: f.Status, SystemBreaking: f.SystemBreaking,
		},
	}
	if !f.Lines.IsZero() {
		res.Locations[0].PhysicalLocation.Region = &sarifRegion{StartLine: f.Lines.Start, EndLine: max(f.Lines.End, f.Lines.Start)}
	}
	if f.Fingerprint != "" {
		res.PartialFingerprints = map[string]string{fingerprintKey: f.Fingerprint}
	}
	return res
}

func (b *sarifBuilder) finishRules() []sarifRule {
	rules := make([]sarifRule, 0, len(b.rules))
	for _, ri := range b.rules {
		f := ri.first
		tags := slices.Compact(slices.Sorted(slices.Values(ri.tags)))
		rule := sarifRule{
			ID:               ruleID(f),
			ShortDescription: sarifText{f.Title},
			FullDescription:  sarifText{f.Recommendation},
			Help:             sarifText{f.Recommendation},
			HelpURI:          ruleHelpURI(f.Rule, f.CWE),
			Properties:       sarifRuleProps{Tags: tags},
		}
		if ri.security {
			rule.Properties.SecuritySeverity = securitySeverity[ri.worst]
		}
		rules = append(rules, rule)
	}
	return rules
}

// message is a finding's text for formats that show one paragraph: the
// title first (code scanning shows the first line as the alert's title),
// then what to do.
func message(f *finding.Finding) string {
	if f.Recommendation == "" {
		return f.Title
	}
	return f.Title + "\n" + f.Recommendation
}

// fileURI turns a repo-relative path into a relative URI reference: spaces,
// '#', '?' and the like are escaped, and a first segment holding ':' is not
// mistaken for a scheme.
func fileURI(path string) string {
	return (&url.URL{Path: path}).String()
}
