package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/teamreview/teamreview/internal/verdict"
)

// sarifSchema compiles the OASIS SARIF 2.1.0 schema kept in testdata (the
// errata01 text, as published in oasis-tcs/sarif-spec), with formats such as
// uri-reference asserted.
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif-schema-2.1.0.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func validateSARIF(s *jsonschema.Schema, data []byte) error {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return s.Validate(doc)
}

func TestSARIFMatchesTheOASISSchema(t *testing.T) {
	s := sarifSchema(t)
	inputs := map[string]*Input{"FULL": fullInput(), "VERIFY": verifyInput()}
	for _, d := range []verdict.Decision{verdict.Pass, verdict.Warn, verdict.Abort} {
		inputs[string(d)] = sampleInput(d)
	}
	for name, in := range inputs {
		if err := validateSARIF(s, render(t, "sarif", in)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// The validator really validates: a log with a level SARIF does not have
// fails, and says where.
func TestSARIFSchemaRejectsABadLog(t *testing.T) {
	s := sarifSchema(t)
	var log map[string]any
	if err := json.Unmarshal(render(t, "sarif", fullInput()), &log); err != nil {
		t.Fatal(err)
	}
	log["runs"].([]any)[0].(map[string]any)["results"].([]any)[0].(map[string]any)["level"] = "fatal"
	bad, err := json.Marshal(log)
	if err != nil {
		t.Fatal(err)
	}
	err = validateSARIF(s, bad)
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("a result with level fatal validated (err %v)", err)
	}
	if !strings.Contains(ve.Error(), "/runs/0/results/0/level") {
		t.Errorf("error does not point at the level:\n%v", ve)
	}
}

// sarifDoc is the part of a log the assertions below read.
type sarifDoc struct {
	Runs []struct {
		Tool struct {
			Driver struct {
				Name, Version, InformationURI string
				Rules                         []struct {
					ID               string
					ShortDescription struct{ Text string }
					Help             struct{ Text string }
					Properties       struct {
						Tags             []string
						SecuritySeverity *string `json:"security-severity"`
					}
				}
			}
		}
		Results []struct {
			RuleID              string
			RuleIndex           int
			Level               string
			Message             struct{ Text string }
			PartialFingerprints map[string]string
			BaselineState       string
			Suppressions        []struct{ Kind, Justification string }
			Locations           []struct {
				PhysicalLocation struct {
					ArtifactLocation struct{ URI, URIBaseID string }
					Region           *struct{ StartLine, EndLine int }
				}
			}
			Properties map[string]any
		}
	}
}

func decodeSARIF(t *testing.T, in *Input) sarifDoc {
	t.Helper()
	var doc sarifDoc
	if err := json.Unmarshal(render(t, "sarif", in), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Runs) != 1 {
		t.Fatalf("%d runs, want 1", len(doc.Runs))
	}
	return doc
}

func TestSARIFForCodeScanning(t *testing.T) {
	in := fullInput()
	run := decodeSARIF(t, in).Runs[0]
	d := run.Tool.Driver
	if d.Name != "teamreview" || d.Version != "v0.0.0-test" || d.InformationURI == "" {
		t.Errorf("driver %+v", d)
	}
	rules := map[string]int{}
	for i, r := range d.Rules {
		if _, dup := rules[r.ID]; dup {
			t.Errorf("rule %s listed twice", r.ID)
		}
		rules[r.ID] = i
	}
	for _, want := range []string{"gosec/G202", "vet/printf", "gosec/G104", "staticcheck/SA6005", "gofmt", "teamreview/design"} {
		if _, ok := rules[want]; !ok {
			t.Errorf("no rule %s in %v", want, rules)
		}
	}
	sql := d.Rules[rules["gosec/G202"]]
	if sql.Properties.SecuritySeverity == nil || *sql.Properties.SecuritySeverity != "9.5" {
		t.Errorf("gosec/G202 security-severity = %v, want \"9.5\" (its worst finding is a Blocker)", sql.Properties.SecuritySeverity)
	}
	if strings.Join(sql.Properties.Tags, " ") != "external/cwe/cwe-89 security" {
		t.Errorf("gosec/G202 tags = %v", sql.Properties.Tags)
	}
	if sql.Help.Text == "" {
		t.Error("gosec/G202 has no help text")
	}
	if printf := d.Rules[rules["vet/printf"]]; printf.Properties.SecuritySeverity != nil {
		t.Errorf("a correctness rule has a security-severity: %v", *printf.Properties.SecuritySeverity)
	}

	r := in.Review
	if len(run.Results) != len(r.Findings)+len(r.Suppressed) {
		t.Fatalf("%d results for %d findings and %d suppressed", len(run.Results), len(r.Findings), len(r.Suppressed))
	}
	for i, res := range run.Results {
		if d.Rules[res.RuleIndex].ID != res.RuleID {
			t.Errorf("result %d: ruleIndex %d is %s, not %s", i, res.RuleIndex, d.Rules[res.RuleIndex].ID, res.RuleID)
		}
		if res.BaselineState != "" {
			t.Errorf("result %d has baselineState %q outside verify", i, res.BaselineState)
		}
	}
	byID := map[string]int{}
	for i, res := range run.Results {
		byID[res.Properties["id"].(string)] = i
	}
	sqlRes := run.Results[byID["security-3f2a9c01-11"]]
	loc := sqlRes.Locations[0].PhysicalLocation
	if sqlRes.Level != "error" || loc.ArtifactLocation.URI != "handler.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" ||
		loc.Region == nil || loc.Region.StartLine != 11 || loc.Region.EndLine != 12 ||
		sqlRes.PartialFingerprints["teamreview/v1"] != "9a1b2c3d4e5f60718293a4b5" || len(sqlRes.Suppressions) != 0 {
		t.Errorf("SQL result: %+v", sqlRes)
	}
	for k, want := range map[string]any{"domain": "security", "severity": "Blocker", "confidence": 0.8, "status": "open"} {
		if sqlRes.Properties[k] != want {
			t.Errorf("SQL result property %s = %v, want %v", k, sqlRes.Properties[k], want)
		}
	}
	if res := run.Results[byID["maintainability-3f2a9c01-0"]]; res.Level != "note" || res.Locations[0].PhysicalLocation.Region != nil {
		t.Errorf("whole-file Low result: level %s, region %+v", res.Level, res.Locations[0].PhysicalLocation.Region)
	}
	if res := run.Results[byID["performance-7c1d2e3f-3-4"]]; res.Level != "warning" || res.Locations[0].PhysicalLocation.ArtifactLocation.URI != "dir%20with%20space/odd,%20name:1.go" {
		t.Errorf("Medium result: level %s, uri %s", res.Level, res.Locations[0].PhysicalLocation.ArtifactLocation.URI)
	}
	if res := run.Results[byID["security-3f2a9c01-12"]]; len(res.Suppressions) != 1 || res.Suppressions[0].Kind != "external" || res.Suppressions[0].Justification != "handled by the caller, see ADR-7" {
		t.Errorf("wont_fix result suppressions: %+v", res.Suppressions)
	}
	if res := run.Results[byID["security-3f2a9c01-30"]]; len(res.Suppressions) != 1 || res.Suppressions[0].Kind != "inSource" || !strings.Contains(res.Suppressions[0].Justification, "fixed list") {
		t.Errorf("suppressed result suppressions: %+v", res.Suppressions)
	}
}

// The standards a rule implements (Input.RuleTags) are its SARIF tags,
// beside the domain's and the CWE's.
func TestSARIFRuleStandardTags(t *testing.T) {
	in := fullInput()
	in.RuleTags = map[string][]string{"gosec/G202": {"wcag:9.9.9", "act:zz0000"}}
	d := decodeSARIF(t, in).Runs[0].Tool.Driver
	for _, r := range d.Rules {
		got := strings.Join(r.Properties.Tags, " ")
		switch r.ID {
		case "gosec/G202":
			if got != "act:zz0000 external/cwe/cwe-89 security wcag:9.9.9" {
				t.Errorf("gosec/G202 tags = %q", got)
			}
		default:
			if strings.Contains(got, "act:") || strings.Contains(got, "wcag:") {
				t.Errorf("%s tags = %q", r.ID, got)
			}
		}
	}
}

func TestSARIFBaselineStateAfterVerify(t *testing.T) {
	in := verifyInput()
	got := map[string]string{}
	for _, res := range decodeSARIF(t, in).Runs[0].Results {
		got[res.Properties["id"].(string)] = res.BaselineState
	}
	want := map[string]string{
		"secrets-69bbc8bb-4":  "absent",    // verified
		"secrets-69bbc8bb-5":  "unchanged", // reopened
		"secrets-69bbc8bb-9":  "new",       // added by verify
		"secrets-69bbc8bb-12": "",          // open before, not re-checked
		"secrets-69bbc8bb-14": "",          // wont_fix
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("%s: baselineState %q, want %q", id, got[id], w)
		}
	}
}

func TestFileURI(t *testing.T) {
	for in, want := range map[string]string{
		"a/b.go":           "a/b.go",
		"dir with space/x": "dir%20with%20space/x",
		"a:b.go":           "./a:b.go",
		"x/a#b?.go":        "x/a%23b%3F.go",
		"ü.go":             "%C3%BC.go",
	} {
		if got := fileURI(in); got != want {
			t.Errorf("fileURI(%q) = %q, want %q", in, got, want)
		}
	}
}
