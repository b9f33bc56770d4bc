package security

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// credTip is the secrets specialist's tip with its own finding, rated by
// the path as that specialist does.
func credTip(path string) bus.Tip {
	own := finding.Finding{Domain: "secrets", File: path, Lines: finding.Lines(4, 4), Rule: "gitleaks/aws-access-token",
		Fingerprint: "fp", Severity: finding.High, Title: "Credential in a test, fixture, example or doc: aws-access-token AKIA****",
		CWE: []string{"CWE-798"}}
	if specialist.Ships(path) {
		own.Severity, own.SystemBreaking = finding.Blocker, true
		own.Title = "Hard-coded credential in shipped code: aws-access-token AKIA****"
	}
	return bus.Tip{From: "secrets", To: Name, Kind: specialist.TipCredential, File: path, Lines: own.Lines, Code: "key = AKIA****", Own: &own}
}

func TestCredentialJudgement(t *testing.T) {
	files := []*scope.File{
		{Path: "config.go", Content: []byte("package config\n")},
		{Path: "internal/x/x_test.go", Content: []byte("package x\n")},
		{Path: "assets/assets.go", Content: []byte("package assets\n\nimport \"embed\"\n\n//go:embed fixtures/*.json\nvar FS embed.FS\n")},
		{Path: "assets/fixtures/seed.json", Content: []byte("{}")},
		{Path: "tools/gen.go", Content: []byte("//go:build ignore\n\npackage main\n")},
		{Path: ".env.example", Content: []byte("KEY=x\n")},
		// a generator whose template holds the directives in a string
		{Path: "gen/gen.go", Content: []byte("package gen\n\nconst header = `//go:build ignore\n\n//go:embed testdata\nvar fs embed.FS\n`\n")},
		{Path: "gen/testdata/key.pem", Content: []byte("-----BEGIN PRIVATE KEY-----\n")},
	}
	tests := []struct {
		path    string
		raised  bool
		summary string
	}{
		{"config.go", false, "confirmed: config.go ships"},
		{"internal/x/x_test.go", false, "confirmed: internal/x/x_test.go does not ship"},
		{"assets/fixtures/seed.json", true, "raised: assets/fixtures/seed.json ships after all (it is embedded into the binary by assets/assets.go)"},
		{"tools/gen.go", false, "dissent: tools/gen.go looks like it does not ship (it is excluded from every build by //go:build ignore)"},
		{".env.example", false, "dissent: .env.example looks like it does not ship"},
		{"gen/testdata/key.pem", false, "confirmed: gen/testdata/key.pem does not ship"},
		{"gen/gen.go", false, "confirmed: gen/gen.go ships (it is not a test"},
	}
	for _, tt := range tests {
		var record []bus.Message
		pass := &specialist.Pass{Files: files, Facts: map[string]any{gosource.Name: gosource.Analyze(files, nil)},
			Bus: bus.New(func(m bus.Message) { record = append(record, m) })}
		tip := credTip(tt.path)
		got, err := New().HandleTips(context.Background(), pass, []bus.Tip{tip})
		if err != nil {
			t.Fatal(err)
		}
		if len(record) != 1 || record[0].Type != "reply" || record[0].To != "secrets" || !strings.HasPrefix(record[0].Summary, tt.summary) {
			t.Errorf("%s: reply %+v, want %q", tt.path, record, tt.summary)
		}
		if !tt.raised {
			if len(got) != 0 {
				t.Errorf("%s: security changed the secrets specialist's call: %+v", tt.path, got)
			}
			continue
		}
		if len(got) != 1 {
			t.Fatalf("%s: got %+v", tt.path, got)
		}
		f := got[0]
		// Same place and fingerprint as the secrets finding, so the two merge.
		if f.Severity != finding.Blocker || !f.SystemBreaking || f.Fingerprint != tip.Own.Fingerprint || f.Lines != tip.Own.Lines ||
			f.CrossDomain == nil || f.CrossDomain.From != "secrets" || !strings.Contains(f.Title, "aws-access-token") {
			t.Errorf("%s: raised %+v", tt.path, f)
		}
		if tip.Own.SystemBreaking || tip.Own.Severity != finding.High {
			t.Errorf("the sender's finding was modified: %+v", tip.Own)
		}
	}
}
