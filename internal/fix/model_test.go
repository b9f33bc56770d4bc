package fix

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
)

type mapTree map[string]string

func (t mapTree) Read(p string) ([]byte, error) { return []byte(t[p]), nil }

// The fixer asks on llm.roles.fixer's model and effort, on the wire; a
// provider that cannot send a setting has it said once, not dropped.
func TestFixerRunsOnItsRole(t *testing.T) {
	var got struct {
		Model           string `json:"model"`
		ReasoningEffort string `json:"reasoning_effort"`
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &got)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"{\"diff\":\"\"}"}}],"usage":{"prompt_tokens":10,"completion_tokens":3}}`)
	}))
	defer srv.Close()
	cfg := config.Default()
	cfg.LLM.Provider, cfg.LLM.BaseURL, cfg.LLM.Model = "openai", srv.URL, "review-model"
	cfg.LLM.Roles = map[string]config.LLMRole{"default": {Effort: "low"}, "fixer": {Model: "fix-model", Effort: "high"}}
	p, err := llm.NewWithOptions(cfg.LLM, llm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	m := fixerModel(&cfg, p, nil, func(s string) { said = append(said, s) })
	f := &finding.Finding{ID: "correctness-1", File: "a.go", Lines: finding.Lines(1, 1), Title: "t"}
	if _, err := m.Propose(context.Background(), f, mapTree{"a.go": "package a\n"}); err != nil {
		t.Fatal(err)
	}
	if got.Model != "fix-model" || got.ReasoningEffort != "high" || len(said) != 0 {
		t.Errorf("the fixer asked model %q effort %q; said %q", got.Model, got.ReasoningEffort, said)
	}

	cfg.LLM.Provider = "anthropic"
	fixerModel(&cfg, p, nil, func(s string) { said = append(said, s) })
	want := []string{"note: llm.roles.fixer.effort (high) is not sent: the anthropic provider asks for no reasoning effort"}
	if !slices.Equal(said, want) {
		t.Errorf("said %q, want %q", said, want)
	}
}
