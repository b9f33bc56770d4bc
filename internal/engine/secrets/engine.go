package secrets

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name and the dimension it reports to.
const Name = "secrets"

// Engine runs a Scanner over every reviewable file, of any kind, and over
// the files that could not be loaded but can be streamed (too large, or a
// name the verdict cannot carry): a credential is found wherever it is.
type Engine struct{ Scanner Scanner }

var (
	_ engine.Engine   = (*Engine)(nil)
	_ engine.Streamer = (*Engine)(nil)
)

func (e *Engine) Name() string { return Name }

// ReadsStreams: the engine reads files through scope.File.Open.
func (e *Engine) ReadsStreams() {}

func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	var (
		mu    sync.Mutex
		diags []engine.Diagnostic
		gaps  []engine.Unanalyzed
		wg    sync.WaitGroup
		work  = make(chan *scope.File)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for f := range work {
				d, gap := e.scanFile(ctx, f)
				mu.Lock()
				diags = append(diags, d...)
				if gap != nil {
					gaps = append(gaps, *gap)
				}
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
	sort.Slice(gaps, func(i, j int) bool { return gaps[i].File < gaps[j].File })
	return &engine.Result{Diagnostics: diags, Unanalyzed: gaps, Facts: Analyze(files)}, ctx.Err()
}

// scanFile scans one file. A file read as a stream is one the other
// engines did not see: it goes into the coverage, as read by this engine
// alone, or as not read at all when the stream failed.
func (e *Engine) scanFile(ctx context.Context, f *scope.File) ([]engine.Diagnostic, *engine.Unanalyzed) {
	var (
		leaks []Leak
		gap   *engine.Unanalyzed
	)
	switch {
	case f.Content != nil && isNotebook(f.Path):
		var ok bool
		if leaks, ok = scanNotebook(e.Scanner, f.Path, f.Content); !ok {
			leaks = e.Scanner.Scan(f.Path, f.Content)
		}
	case f.Content != nil:
		leaks = e.Scanner.Scan(f.Path, f.Content)
	case f.Open != nil:
		var err error
		leaks, err = e.scanOpen(ctx, f)
		if err != nil {
			return nil, &engine.Unanalyzed{File: f.Path, Reason: fmt.Sprintf("%s; the secrets scan could not read it: %v", f.Skipped, err)}
		}
		gap = &engine.Unanalyzed{File: f.Path, Reason: f.Skipped + "; scanned for secrets only", Partial: true}
	}
	out := make([]engine.Diagnostic, 0, len(leaks))
	for _, l := range leaks {
		if l.Secret == "" || l.Rule == "generic-api-key" && spellsOwnName(l.Line, l.Secret) {
			continue
		}
		rule := "gitleaks/" + l.Rule
		code := Mask(l.Line, l.Secret)
		out = append(out, engine.Diagnostic{
			Engine:     Name,
			Rule:       rule,
			Dimension:  Name,
			File:       f.Path,
			Lines:      finding.Lines(l.StartLine, l.EndLine),
			Severity:   finding.Blocker,
			Confidence: 0.9,
			Message:    fmt.Sprintf("%s %s", l.Rule, Redact(l.Secret)),
			Detail:     l.Description,
			Code:       code,
			// The code is masked, so its hash alone would not change when
			// the value does: a finding a person accepted (wont_fix, a
			// baseline) about a sample would go on covering a real key put
			// in its place. 16 bits of the value's hash go into it too:
			// a new value keeps the fingerprint once in 65,536 times, and
			// the fingerprint, which the verdict, SARIF and a committed
			// baseline carry, tells a guesser of a weak password 16 bits.
			Fingerprint: finding.Fingerprint(rule, code+"\n"+valueTag(l.Secret)),
			CWE:         []string{"CWE-798"},
		})
	}
	return out, gap
}

// valueTag is 16 bits of the hash of a secret, to tell a changed value.
func valueTag(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:2])
}

func (e *Engine) scanOpen(ctx context.Context, f *scope.File) ([]Leak, error) {
	r, err := f.Open(ctx)
	if err != nil {
		return nil, err
	}
	leaks, err := e.scanReader(ctx, f.Path, r)
	if cerr := r.Close(); err == nil {
		err = cerr
	}
	return leaks, err
}

func (e *Engine) scanReader(ctx context.Context, path string, r io.Reader) ([]Leak, error) {
	if isNotebook(path) {
		// Notebooks grow large with their outputs (images); their cells
		// are only readable decoded, so one up to maxNotebook is read whole.
		head, err := io.ReadAll(io.LimitReader(r, maxNotebook+1))
		if err != nil {
			return nil, err
		}
		if len(head) <= maxNotebook {
			if leaks, ok := scanNotebook(e.Scanner, path, head); ok {
				return leaks, nil
			}
		}
		r = io.MultiReader(bytes.NewReader(head), r)
	}
	return scanStream(ctx, e.Scanner, path, r)
}

// maxNotebook bounds the notebook read whole to be scanned cell by cell.
const maxNotebook = 64 << 20

// publicPrefixesYAML are the type markers that credential formats put in
// front of the secret part, by provider (public_prefixes.yml). Showing one
// says what kind of credential it is and reveals nothing of it.
//
//go:embed public_prefixes.yml
var publicPrefixesYAML []byte

// publicPrefixes is public_prefixes.yml's markers. The file is shipped: a
// row that does not load is a bug its test finds (TestPublicPrefixRows).
var publicPrefixes = sync.OnceValue(func() []string {
	out, err := parsePublicPrefixes(publicPrefixesYAML)
	if err != nil {
		panic("secrets: " + err.Error())
	}
	return out
})

// parsePublicPrefixes reads a prefixes file: a row without a kind, or
// with a marker so short that it is a secret's first character or so long
// that it is part of one, is an error naming the row and the field.
func parsePublicPrefixes(data []byte) ([]string, error) {
	var f struct {
		Prefixes []struct {
			Kind     string   `yaml:"kind"`
			Prefixes []string `yaml:"prefixes"`
		} `yaml:"prefixes"`
	}
	if err := yaml.Load(data, &f, yaml.WithKnownFields()); err != nil {
		return nil, fmt.Errorf("public_prefixes.yml: %w", err)
	}
	var out []string
	for i, r := range f.Prefixes {
		if strings.TrimSpace(r.Kind) == "" {
			return nil, fmt.Errorf("public_prefixes.yml: row %d: field kind: missing (the provider whose format it is)", i+1)
		}
		if len(r.Prefixes) == 0 {
			return nil, fmt.Errorf("public_prefixes.yml: row %d (%s): field prefixes: missing", i+1, r.Kind)
		}
		for j, p := range r.Prefixes {
			if len(p) < 2 || len(p) > 12 {
				return nil, fmt.Errorf("public_prefixes.yml: row %d (%s): field prefixes: item %d: %q is not a type marker of 2 to 12 characters", i+1, r.Kind, j+1, p)
			}
		}
		out = append(out, r.Prefixes...)
	}
	return out, nil
}

// Redact masks a secret entirely, keeping only a public type marker in
// front of it (AKIA, ghp_, sk-…) so a reader can tell what leaked.
func Redact(secret string) string {
	prefix := ""
	for _, p := range publicPrefixes() {
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
