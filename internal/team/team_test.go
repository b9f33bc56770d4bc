package team

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

type fakeEngine struct {
	runs *int
	err  error
}

func (fakeEngine) Name() string { return "fake" }
func (e fakeEngine) Run(_ context.Context, files []*scope.File) (*engine.Result, error) {
	*e.runs++
	var out []engine.Diagnostic
	for _, f := range files {
		out = append(out, engine.Diagnostic{Rule: "r", Dimension: "alpha", File: f.Path, Lines: finding.Lines(1, 1), Message: "m", Code: "x"})
	}
	return &engine.Result{Diagnostics: out, Notes: []string{"fake ran"}}, e.err
}

type echo struct{ name string }

func (s echo) Name() string      { return s.name }
func (s echo) Engines() []string { return []string{"fake"} }
func (s echo) Review(_ context.Context, p *specialist.Pass) ([]finding.Finding, error) {
	var out []finding.Finding
	for _, d := range p.Diagnostics {
		out = append(out, specialist.FromDiagnostic("wrong-domain", d))
	}
	return out, nil
}

type panics struct{}

func (panics) Name() string      { return "beta" }
func (panics) Engines() []string { return []string{"fake"} }
func (panics) Review(context.Context, *specialist.Pass) ([]finding.Finding, error) {
	panic("boom")
}

type hangs struct{}

func (hangs) Name() string      { return "hangs" }
func (hangs) Engines() []string { return nil }
func (hangs) Review(context.Context, *specialist.Pass) ([]finding.Finding, error) {
	select {} // ignores its context, as a stuck reviewer would
}

func TestStuckSpecialistTimesOut(t *testing.T) {
	runs := 0
	engines := map[string]engine.Constructor{"fake": func(engine.Env) (engine.Engine, error) { return fakeEngine{runs: &runs}, nil }}
	cfg := config.Default()
	cfg.Lifecycle.StuckTaskTimeoutMinutes = 0.2 / 60 // 200ms
	start := time.Now()
	res := Run(context.Background(), changeset(), &cfg, []specialist.Specialist{hangs{}, echo{"alpha"}}, engines)
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("the review waited %s for a stuck specialist", took)
	}
	if res.Reviewers[0].Err == nil || !strings.Contains(res.Reviewers[0].Err.Error(), "did not finish within 200ms") {
		t.Errorf("stuck reviewer: %v", res.Reviewers[0].Err)
	}
	if res.Reviewers[1].Err != nil || len(res.Findings) != 1 {
		t.Errorf("the healthy reviewer's work was lost: %+v", res)
	}
}

func changeset() *scope.Changeset {
	return &scope.Changeset{Files: []scope.File{
		{Path: "a.go", Content: []byte("x")},
		{Path: "gone.go", Status: scope.Deleted},
		{Path: "b.png", Skipped: "binary"},
	}}
}

func TestRunSharesEnginesAndSurvivesPanics(t *testing.T) {
	runs := 0
	engines := map[string]engine.Constructor{"fake": func(engine.Env) (engine.Engine, error) { return fakeEngine{runs: &runs}, nil }}
	res := Run(context.Background(), changeset(), nil, []specialist.Specialist{echo{"alpha"}, panics{}, echo{"gamma"}}, engines)
	if runs != 1 {
		t.Errorf("engine ran %d times, want once", runs)
	}
	if len(res.Findings) != 1 || res.Findings[0].Domain != "alpha" || res.Findings[0].File != "a.go" || res.Findings[0].Status != finding.Open {
		t.Errorf("findings = %+v; want one open alpha finding in a.go (gamma gets no alpha diagnostics, deleted and binary files are not reviewed)", res.Findings)
	}
	if res.Reviewers[0].Err != nil || res.Reviewers[2].Err != nil {
		t.Errorf("healthy reviewers failed: %+v", res.Reviewers)
	}
	if res.Reviewers[1].Err == nil || res.Reviewers[1].Name != "beta" {
		t.Errorf("panicking reviewer not reported unavailable: %+v", res.Reviewers[1])
	}
}

func TestFailedEngineMakesItsSpecialistsUnavailable(t *testing.T) {
	runs := 0
	engines := map[string]engine.Constructor{"fake": func(engine.Env) (engine.Engine, error) {
		return fakeEngine{runs: &runs, err: errors.New("broken")}, nil
	}}
	res := Run(context.Background(), changeset(), nil, []specialist.Specialist{echo{"alpha"}}, engines)
	if res.Reviewers[0].Err == nil || len(res.Findings) != 0 || len(res.Notes) != 1 {
		t.Errorf("got %+v", res)
	}
}

func TestSelect(t *testing.T) {
	cfg := config.Default()
	specs, err := Select(&cfg, "review")
	if err != nil || len(specs) == 0 {
		t.Fatalf("Select(review) = %v, %v", specs, err)
	}
	if _, err := Select(&cfg, "nope"); err == nil {
		t.Error("unknown template accepted")
	}
	cfg.Templates = map[string][]string{"mine": {"sec", "secrets"}, "typo": {"securty"}}
	if specs, err := Select(&cfg, "mine"); err != nil || len(specs) != 2 || specs[0].Name() != "security" {
		t.Errorf("configured template: %v, %v", specs, err)
	}
	if _, err := Select(&cfg, "typo"); err == nil {
		t.Error("a configured template naming an unknown specialist was accepted")
	}
}

// late keeps talking on the bus after the team gave up on it.
type late struct{}

func (late) Name() string      { return "late" }
func (late) Engines() []string { return nil }
func (late) Review(ctx context.Context, p *specialist.Pass) ([]finding.Finding, error) {
	<-ctx.Done()
	for i := 0; i < 200; i++ {
		p.Bus.Send(bus.Tip{From: "late", To: "alpha", Kind: "x"})
		p.Bus.Log(bus.Message{From: "late", Type: "note"})
	}
	return nil, nil
}

func TestAbandonedSpecialistCannotTouchTheRecord(t *testing.T) {
	cfg := config.Default()
	cfg.Lifecycle.StuckTaskTimeoutMinutes = 0.1 / 60
	res := Run(context.Background(), changeset(), &cfg, []specialist.Specialist{late{}}, map[string]engine.Constructor{})
	// Reading the record while the abandoned specialist still sends must
	// be safe (run with -race) and the record must not grow.
	n := len(res.Messages)
	time.Sleep(50 * time.Millisecond)
	if len(res.Messages) != n {
		t.Errorf("the record grew after the team returned: %d → %d", n, len(res.Messages))
	}
	for _, m := range res.Messages {
		if m.From == "late" && m.Type == "note" {
			t.Errorf("a message from the abandoned specialist was recorded: %+v", m)
		}
	}
}

func TestOptionalEngineFailureIsANote(t *testing.T) {
	runs, runs2 := 0, 0
	engines := map[string]engine.Constructor{
		"fake": func(engine.Env) (engine.Engine, error) { return fakeEngine{runs: &runs}, nil },
		"rulepack": func(engine.Env) (engine.Engine, error) {
			return fakeEngine{runs: &runs2, err: errors.New("ast-grep crashed")}, nil
		},
	}
	res := Run(context.Background(), changeset(), nil, []specialist.Specialist{twoEngines{}}, engines)
	if res.Reviewers[0].Err != nil || len(res.Findings) != 1 {
		t.Errorf("a failed optional engine made the specialist unavailable: %+v", res.Reviewers[0])
	}
	if !strings.Contains(strings.Join(res.Notes, "\n"), "engine rulepack failed: ast-grep crashed") {
		t.Errorf("notes %v", res.Notes)
	}
}

type twoEngines struct{}

func (twoEngines) Name() string      { return "alpha" }
func (twoEngines) Engines() []string { return []string{"fake", "rulepack"} }
func (twoEngines) Review(ctx context.Context, p *specialist.Pass) ([]finding.Finding, error) {
	return echo{"alpha"}.Review(ctx, p)
}

func TestRuleOverridesApplyToEveryEngine(t *testing.T) {
	runs := 0
	engines := map[string]engine.Constructor{"fake": func(engine.Env) (engine.Engine, error) { return fakeEngine{runs: &runs}, nil }}
	cfg := config.Default()
	cfg.Rules = map[string]config.Rule{"r": {Severity: "Blocker"}}
	res := Run(context.Background(), changeset(), &cfg, []specialist.Specialist{echo{"alpha"}}, engines)
	if len(res.Findings) != 1 || res.Findings[0].Severity != finding.Blocker {
		t.Errorf("override not applied: %+v", res.Findings)
	}
	cfg.Rules = map[string]config.Rule{"r": {Disabled: true}}
	if res := Run(context.Background(), changeset(), &cfg, []specialist.Specialist{echo{"alpha"}}, engines); len(res.Findings) != 0 {
		t.Errorf("disabled rule reported: %+v", res.Findings)
	}
}
