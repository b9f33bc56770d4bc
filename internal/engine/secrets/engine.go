package secrets

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name and the dimension it reports to.
const Name = "secrets"

// Engine runs a Scanner over every reviewable file, of any kind.
type Engine struct{ Scanner Scanner }

var _ engine.Engine = (*Engine)(nil)

func (e *Engine) Name() string { return Name }

func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	var (
		mu    sync.Mutex
		diags []engine.Diagnostic
		wg    sync.WaitGroup
		work  = make(chan *scope.File)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for f := range work {
				d := e.scanFile(f)
				mu.Lock()
				diags = append(diags, d...)
				mu.Unlock()
			}
		})
	}
feed:
	for _, f := range files {
		select {
		case work <- f:
		case <-ctx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()
	return &engine.Result{Diagnostics: diags}, ctx.Err()
}

func (e *Engine) scanFile(f *scope.File) []engine.Diagnostic {
	leaks := e.Scanner.Scan(f.Path, f.Content)
	out := make([]engine.Diagnostic, 0, len(leaks))
	for _, l := range leaks {
		if l.Secret == "" {
			continue
		}
		out = append(out, engine.Diagnostic{
			Engine:     Name,
			Rule:       "gitleaks/" + l.Rule,
			Dimension:  Name,
			File:       f.Path,
			Lines:      finding.Lines(l.StartLine, l.EndLine),
			Severity:   finding.Blocker,
			Confidence: 0.9,
			Message:    fmt.Sprintf("%s %s", l.Rule, Redact(l.Secret)),
			Detail:     l.Description,
			Code:       Mask(l.Line, l.Secret),
			CWE:        []string{"CWE-798"},
		})
	}
	return out
}

// publicPrefixes are the type markers that credential formats put in front
// of the secret part. Showing one says what kind of credential it is and
// reveals nothing of it.
var publicPrefixes = []string{
	"AKIA", "ASIA", "ABIA", "ACCA", "A3T", // AWS access key ids
	"github_pat_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", // GitHub
	"glpat-", "gldt-", "glptt-", // GitLab
	"xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "xapp-", // Slack
	"sk_live_", "sk_test_", "rk_live_", "pk_live_", // Stripe
	"sk-ant-", "sk-proj-", "sk-", // Anthropic, OpenAI
	"AIza",                 // Google API keys
	"npm_", "pypi-", "SG.", // npm, PyPI, SendGrid
	"-----BEGIN", // PEM blocks
}

// Redact masks a secret entirely, keeping only a public type marker in
// front of it (AKIA, ghp_, sk-…) so a reader can tell what leaked.
func Redact(secret string) string {
	prefix := ""
	for _, p := range publicPrefixes {
		// The marker must leave most of the secret to mask.
		if strings.HasPrefix(secret, p) && len(secret) >= 2*len(p) && len(p) > len(prefix) {
			prefix = p
		}
	}
	return prefix + strings.Repeat("*", 12)
}

// Mask replaces every occurrence of secret in s.
func Mask(s, secret string) string {
	if secret == "" {
		return s
	}
	return strings.ReplaceAll(s, secret, "«secret»")
}
