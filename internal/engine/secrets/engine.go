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

// Redact shows enough of a secret to find it again by eye — a short prefix
// of long secrets only, which for most tokens is the public type marker
// such as AKIA or ghp_ — and masks the rest.
func Redact(secret string) string {
	r := []rune(secret)
	keep := 0
	if len(r) >= 16 {
		keep = 4
	}
	stars := min(len(r)-keep, 12)
	return string(r[:keep]) + strings.Repeat("*", max(stars, 4))
}

// Mask replaces every occurrence of secret in s.
func Mask(s, secret string) string {
	if secret == "" {
		return s
	}
	return strings.ReplaceAll(s, secret, "«secret»")
}
