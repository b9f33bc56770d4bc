package fix

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/redact"
)

// Model asks the configured model for a unified diff that fixes one
// finding. It comes after the deterministic sources, so it is asked only
// about findings no analyzer has a fix for. What it proposes is checked
// like any other fix; besides, the diff must apply cleanly to the file as
// it is now, and may touch another file only if the model says why — a
// file that is part of the review.
type Model struct {
	Provider llm.Provider
	// InScope reports whether a file may be changed at all.
	InScope func(path string) bool
	// ModelName and Effort are llm.roles.fixer's (see config.Role):
	// ModelName only when it is not llm.model.
	ModelName, Effort string
	// down is set once asking fails: the next findings are not asked.
	down *error
}

// NewModel returns the model source for provider.
func NewModel(provider llm.Provider, inScope func(string) bool) Model {
	return Model{Provider: provider, InScope: inScope, down: new(error)}
}

// fixerModel is the model source a fix uses: it runs on llm.roles.fixer,
// then the default role, and a setting the provider cannot send is said
// on log, not dropped.
func fixerModel(cfg *config.Config, provider llm.Provider, inScope func(string) bool, log func(string)) Model {
	m := NewModel(provider, inScope)
	rc := cfg.Role("fixer")
	if rc.Model != cfg.LLM.Model {
		m.ModelName = rc.Model
	}
	m.Effort = rc.Effort
	for _, w := range llm.UnsupportedSettings(cfg, "fixer") {
		log("note: " + w)
	}
	return m
}

func (Model) Name() string                   { return "model" }
func (Model) Offers(f *finding.Finding) bool { return f.File != "" }

const modelPersona = "You are the fixer on a team of code reviewers. You change as little code as possible to fix exactly the problem you are given, without changing behaviour otherwise."

// modelAnswer is the JSON the model answers with.
const modelAnswer = `Answer with one JSON object and nothing else:
{"diff":"a unified diff (--- a/PATH, +++ b/PATH, @@ hunks with 3 lines of context) against the files exactly as given","why":"only if the diff changes a file other than the finding's own: why it must"}
If you cannot fix the problem safely, answer {"diff":""}. Never write placeholders such as AKIA************ into the code: they stand for credentials you were not shown.`

// modelFixSystem is the fixer's system prompt: its persona, the rules for
// the untrusted data, and its answer format (not the reviewers').
func modelFixSystem() string {
	return modelPersona + "\n\n" + llm.UntrustedRules + "\n\n" + modelAnswer
}

func (m Model) Propose(ctx context.Context, f *finding.Finding, t Tree) (*Proposal, error) {
	content, err := t.Read(f.File)
	if err != nil {
		return nil, err
	}
	where := f.File
	if !f.Lines.IsZero() {
		where += ":" + f.Lines.String()
	}
	task := fmt.Sprintf("Fix this finding from the review, in the file below.\nFinding %s at %s (rule %s, %s): %s\nRecommendation: %s",
		f.ID, where, f.Rule, f.Severity, f.Title, f.Recommendation)
	prompt := llm.Prompt{Task: task, Blocks: []llm.Block{{Label: f.File + " (the whole file, as it is now)", Path: f.File, Content: string(content)}}}
	if m.down != nil && *m.down != nil {
		return nil, fmt.Errorf("the model was not asked: it failed before: %w", *m.down)
	}
	resp, err := m.Provider.Complete(ctx, llm.Request{System: modelFixSystem(), Prompt: prompt.Render(), JSON: true, Model: m.ModelName, Effort: m.Effort})
	if err != nil {
		if m.down != nil {
			*m.down = err
		}
		return nil, fmt.Errorf("asking the model: %w", err)
	}
	var ans struct {
		Diff string `json:"diff"`
		Why  string `json:"why"`
	}
	text := strings.TrimSpace(resp.Text)
	if i, j := strings.Index(text, "{"), strings.LastIndex(text, "}"); i >= 0 && j > i {
		text = text[i : j+1]
	}
	if err := json.Unmarshal([]byte(text), &ans); err != nil {
		return nil, fmt.Errorf("the model's answer is not the JSON asked for: %w", err)
	}
	if strings.TrimSpace(ans.Diff) == "" {
		return nil, nil
	}
	patches, err := parsePatch(ans.Diff)
	if err != nil {
		return nil, fmt.Errorf("the model's diff: %w", err)
	}
	files := map[string][]byte{}
	for _, fp := range patches {
		if fp.oldName != fp.newName || fp.newName == "/dev/null" {
			return nil, fmt.Errorf("the model's diff creates, deletes or renames a file (%s → %s)", fp.oldName, fp.newName)
		}
		if fp.newName != f.File {
			if strings.TrimSpace(ans.Why) == "" {
				return nil, fmt.Errorf("the model's diff changes %s besides %s without saying why", fp.newName, f.File)
			}
			if m.InScope != nil && !m.InScope(fp.newName) {
				return nil, fmt.Errorf("the model's diff changes %s, which is not part of the review", fp.newName)
			}
		}
		if _, dup := files[fp.newName]; dup {
			return nil, fmt.Errorf("the model's diff changes %s twice", fp.newName)
		}
		cur, err := t.Read(fp.newName)
		if err != nil {
			return nil, fmt.Errorf("the model's diff changes %s: %w", fp.newName, err)
		}
		next, err := applyHunks(string(cur), fp.hunks)
		if err != nil {
			return nil, fmt.Errorf("the model's diff for %s: %w", fp.newName, err)
		}
		if err := checkAdded(fp.hunks, string(cur)); err != nil {
			return nil, err
		}
		files[fp.newName] = []byte(next)
	}
	msg := "Apply the model's fix"
	if ans.Why != "" {
		msg += " (" + oneLine(ans.Why) + ")"
	}
	return &Proposal{Message: msg, Files: files, Whole: true}, nil
}

// placeholder is the shape of a redacted credential (AKIA************).
var placeholder = regexp.MustCompile(`\*{6,}`)

// checkAdded refuses added lines that hold a credential, or a redaction
// placeholder not already in the file: the model never saw the credential,
// so writing its placeholder would destroy it.
func checkAdded(hunks []hunk, cur string) error {
	for _, h := range hunks {
		for _, l := range h.lines {
			if l[0] != '+' {
				continue
			}
			if placeholder.MatchString(l) && !strings.Contains(cur, strings.TrimSpace(l[1:])) {
				return errors.New("the model's diff writes a redacted credential's placeholder into the code")
			}
			if llm.Redact(l[1:]) != l[1:] {
				return errors.New("the model's diff adds what looks like a credential")
			}
		}
	}
	return nil
}

// oneLine flattens a model's reason to one line of at most 201 runes, cut
// after its credentials are masked (redact.Clip).
func oneLine(s string) string {
	return redact.Clip(strings.Join(strings.Fields(s), " "), 201, "…")
}
