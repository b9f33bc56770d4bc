package team

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/specialist/correctness"
	"github.com/teamreview/teamreview/internal/specialist/secrets"
	"github.com/teamreview/teamreview/internal/specialist/security"
)

// staticEngine returns fixed diagnostics.
type staticEngine []engine.Diagnostic

func (staticEngine) Name() string { return "static" }
func (e staticEngine) Run(context.Context, []*scope.File) (*engine.Result, error) {
	return &engine.Result{Diagnostics: e}, nil
}

// engines gives every engine the real specialists ask for: name's
// diagnostics from diags, the others none; and the Go source engine itself,
// whose facts the specialists query.
func engines(diags map[string][]engine.Diagnostic) map[string]engine.Constructor {
	out := map[string]engine.Constructor{gosource.Name: gosource.New}
	for _, name := range []string{"go", "rulepack", "external", "iac", "templates", secretsengine.Name} {
		out[name] = func(engine.Env) (engine.Engine, error) { return staticEngine(diags[name]), nil }
	}
	return out
}

const handler = `package svc

import (
	"database/sql"
	"net/http"
)

func Search(db *sql.DB, r *http.Request) {
	name := r.URL.Query().Get("name")
	q := "SELECT id FROM users WHERE name = '" + name + "'"
	db.Query(q)
}
`

const cli = `package main

import (
	"database/sql"
	"os"
)

func run(db *sql.DB) {
	db.Query("SELECT * FROM t WHERE who = '" + os.Args[1] + "'")
}
`

// summary is a run's outcome without times: findings and messages.
func summary(res *Result) string {
	var b strings.Builder
	for _, f := range res.Findings {
		fmt.Fprintf(&b, "%s %s:%s %s %s %v %+v\n", f.Domain, f.File, f.Lines, f.Rule, f.Severity, f.SystemBreaking, f.CrossDomain)
	}
	for _, m := range res.Messages {
		fmt.Fprintf(&b, "%s→%s %s %s %s\n", m.From, m.To, m.Type, m.Ref, m.Summary)
	}
	return b.String()
}

func TestSQLTipToSecurity(t *testing.T) {
	cs := &scope.Changeset{Files: []scope.File{
		{Path: "svc/h.go", Content: []byte(handler)},
		{Path: "cmd/tool/main.go", Content: []byte(cli)},
	}}
	specs := []specialist.Specialist{correctness.Specialist, security.New()}
	res := Run(context.Background(), cs, nil, specs, engines(nil))
	byFile := map[string]finding.Finding{}
	for _, f := range res.Findings {
		byFile[f.File] = f
	}
	web, tool := byFile["svc/h.go"], byFile["cmd/tool/main.go"]
	if web.Domain != security.Name || web.Severity != finding.Blocker || web.Lines.Start != 10 || web.Rule != security.RuleSQLInjection ||
		web.CrossDomain == nil || !sameCredit(web.CrossDomain, correctness.Name, security.Name) {
		t.Errorf("SQL from the request: %+v", web)
	}
	if tool.Severity != finding.Medium || tool.CrossDomain == nil || !strings.Contains(tool.Recommendation, "os.Args") {
		t.Errorf("SQL from the command line: %+v", tool)
	}
	var tips, replies int
	for _, m := range res.Messages {
		switch {
		case m.Type == "tip" && m.From == correctness.Name && m.To == security.Name:
			tips++
		case m.Type == "reply" && m.From == security.Name && m.To == correctness.Name:
			replies++
		}
	}
	if tips != 2 || replies != 2 {
		t.Errorf("%d tips and %d replies recorded, want 2 each:\n%s", tips, replies, summary(res))
	}

	// Scheduling changes nothing: not the findings, not the record.
	first := summary(res)
	for range 10 {
		if got := summary(Run(context.Background(), cs, nil, specs, engines(nil))); got != first {
			t.Fatalf("the outcome changed between runs:\n%s\nvs\n%s", first, got)
		}
	}

	// Without security the tip is not judged and nothing is made of it.
	res = Run(context.Background(), cs, nil, []specialist.Specialist{correctness.Specialist}, engines(nil))
	if len(res.Findings) != 0 || !strings.Contains(summary(res), "team→security note  2 tips not judged: security is not on this team") {
		t.Errorf("without security:\n%s", summary(res))
	}
}

func TestCredentialTipToSecurity(t *testing.T) {
	leak := func(file string) engine.Diagnostic {
		return engine.Diagnostic{Engine: secretsengine.Name, Rule: "gitleaks/aws-access-token", Dimension: secrets.Name, File: file,
			Lines: finding.Lines(4, 4), Severity: finding.Blocker, Confidence: 0.9, Message: "aws-access-token AKIA****", Code: "key = AKIA****",
			CWE: []string{"CWE-798"}}
	}
	cs := &scope.Changeset{Files: []scope.File{
		{Path: "config.go", Content: []byte("package config\n")},
		{Path: "assets/assets.go", Content: []byte("package assets\n\nimport \"embed\"\n\n//go:embed fixtures\nvar FS embed.FS\n")},
		{Path: "assets/fixtures/seed.json", Content: []byte("{}\n")},
	}}
	diags := map[string][]engine.Diagnostic{secretsengine.Name: {leak("config.go"), leak("assets/fixtures/seed.json")}}
	find := func(res *Result, file, domain string) *finding.Finding {
		i := slices.IndexFunc(res.Findings, func(f finding.Finding) bool { return f.File == file && f.Domain == domain })
		if i < 0 {
			return nil
		}
		return &res.Findings[i]
	}

	// The secrets specialist alone: its own call, a shipped key aborts.
	alone := Run(context.Background(), cs, nil, []specialist.Specialist{secrets.Specialist{}}, engines(diags))
	if f := find(alone, "config.go", secrets.Name); f == nil || f.Severity != finding.Blocker || !f.SystemBreaking {
		t.Errorf("secrets alone, shipped key: %+v", f)
	}
	if f := find(alone, "assets/fixtures/seed.json", secrets.Name); f == nil || f.SystemBreaking {
		t.Errorf("secrets alone, fixture: %+v", f)
	}

	// With security: the shipped key is confirmed, not repeated; the
	// embedded fixture is raised, credited to both.
	team := Run(context.Background(), cs, nil, []specialist.Specialist{secrets.Specialist{}, security.New()}, engines(diags))
	if f := find(team, "config.go", security.Name); f != nil {
		t.Errorf("security repeated a finding it confirms: %+v", f)
	}
	if f := find(team, "config.go", secrets.Name); f == nil || !f.SystemBreaking {
		t.Errorf("the secrets finding changed: %+v", f)
	}
	raised := find(team, "assets/fixtures/seed.json", security.Name)
	if raised == nil || !raised.SystemBreaking || raised.Severity != finding.Blocker ||
		!sameCredit(raised.CrossDomain, secrets.Name, security.Name) {
		t.Errorf("embedded fixture: %+v", raised)
	}
	var replies []string
	for _, m := range team.Messages {
		if m.Type == "reply" {
			replies = append(replies, m.Ref+" "+m.Summary)
		}
	}
	if len(replies) != 2 || !strings.HasPrefix(replies[0], "assets/fixtures/seed.json:4 raised:") || !strings.HasPrefix(replies[1], "config.go:4 confirmed:") {
		t.Errorf("replies %q", replies)
	}
	for _, m := range team.Messages {
		if m.Type == "tip" && (m.From != secrets.Name || strings.Contains(m.Summary, "AKIA")) {
			t.Errorf("tip %+v", m)
		}
	}
}

// Tips go to whichever specialist they name: security tips correctness
// about dropped errors, and correctness judges them with its own rules.
func TestDroppedErrorTipToCorrectness(t *testing.T) {
	const src = `package store

import "os"

func Save(path string, data []byte) {
	f, _ := os.Create(path)
	f.Write(data)
	defer f.Close()
	in, _ := os.Open(path)
	in.Close()
}
`
	g104 := func(line int, code string) engine.Diagnostic {
		return engine.Diagnostic{Engine: "go", Rule: "gosec/G104", Dimension: security.Name, File: "store/save.go",
			Lines: finding.Lines(line, line), Severity: finding.Low, Confidence: 0.9, Message: "Errors unhandled", Code: code}
	}
	cs := &scope.Changeset{Files: []scope.File{{Path: "store/save.go", Content: []byte(src)}}}
	diags := map[string][]engine.Diagnostic{"go": {g104(7, "f.Write(data)"), g104(8, "defer f.Close()"), g104(10, "in.Close()")}}
	specs := []specialist.Specialist{correctness.Specialist, security.New()}
	res := Run(context.Background(), cs, nil, specs, engines(diags))

	var judged []string
	for _, f := range res.Findings {
		if f.Domain != correctness.Name {
			continue
		}
		if f.Rule != correctness.RuleDroppedWriteError || f.Severity != finding.Medium || f.CrossDomain == nil ||
			!sameCredit(f.CrossDomain, security.Name, correctness.Name) {
			t.Errorf("correctness finding: %+v", f)
		}
		judged = append(judged, f.Lines.String())
	}
	// The write and the Close of the created file lose data; closing a
	// reader does not.
	if !slices.Equal(judged, []string{"7", "8"}) {
		t.Errorf("correctness judged lines %v, want [7 8]:\n%s", judged, summary(res))
	}
	var tips, replies int
	for _, m := range res.Messages {
		switch {
		case m.Type == "tip" && m.From == security.Name && m.To == correctness.Name:
			tips++
		case m.Type == "reply" && m.From == correctness.Name && m.To == security.Name:
			replies++
			if m.Ref == "store/save.go:10" && !strings.Contains(m.Summary, "not a bug") {
				t.Errorf("reply about the reader's Close: %q", m.Summary)
			}
		}
	}
	if tips != 3 || replies != 3 {
		t.Errorf("%d tips and %d replies recorded, want 3 each:\n%s", tips, replies, summary(res))
	}

	// Without correctness nothing is made of the tips, and the record says so.
	res = Run(context.Background(), cs, nil, []specialist.Specialist{security.New()}, engines(diags))
	if !strings.Contains(summary(res), "team→correctness note  3 tips not judged: correctness is not on this team") {
		t.Errorf("without correctness:\n%s", summary(res))
	}
	for _, f := range res.Findings {
		if f.Domain != security.Name {
			t.Errorf("finding outside security: %+v", f)
		}
	}
}

// sameCredit reports whether c credits the tip from one specialist to
// another, and only it.
func sameCredit(c *finding.CrossDomain, from, to string) bool {
	return c != nil && c.From == from && c.To == to && len(c.Senders) == 0
}
