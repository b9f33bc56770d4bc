package review

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/scope"
)

// A language listed as unanalyzed must really be one no engine reads:
// listing a parsed one would call analyzed code unreviewed.
func TestUnanalyzedLangsAreNotParsed(t *testing.T) {
	seen := map[string]string{}
	for _, l := range unanalyzedLangs {
		if l.key != strings.ToLower(l.key) || strings.ContainsAny(l.key, " #") {
			t.Errorf("%s: key %q is not a lower-case word", l.name, l.key)
		}
		for _, ext := range l.exts {
			if prev, dup := seen[ext]; dup {
				t.Errorf("%s is both %s and %s", ext, prev, l.name)
			}
			seen[ext] = l.name
			if ext == ".go" || ext == ".tf" || syntax.Detect("src/x"+ext) != "" {
				t.Errorf("%s (%s) is analyzed by an engine", ext, l.name)
			}
		}
	}
}

func TestNoAnalyzer(t *testing.T) {
	cs := &scope.Changeset{Files: []scope.File{
		{Path: "a/main.zig", Content: []byte("pub fn main() void {}\n")},
		{Path: "b.hs", Content: []byte("main = print 1\n")},
		{Path: "c.py", Content: []byte("x = 1\n")},
		{Path: "src/lib.rs", Content: []byte("pub fn f() {}\n")}, // analyzed now: tree-sitter rules
		{Path: "build.gradle", Content: []byte("plugins { id 'java' }\n")},
		{Path: "Cargo.lock", Content: []byte("version = 3\n")},
		{Path: "gone.zig", Status: scope.Deleted},
		{Path: "big.zig", Skipped: "too large (9 bytes)", Open: func(context.Context) (io.ReadCloser, error) { return nil, nil }},
		{Path: "vendor/dep.zig", Skipped: "ignored by configuration", Open: func(context.Context) (io.ReadCloser, error) { return nil, nil }},
		{Path: "unread.zig", Skipped: "unreadable"},
	}}
	cfg := config.Default()
	cfg.Coverage.AcceptUnanalyzed = []string{"Haskell"}
	cfg.Ignore = []string{"vendor/"}
	got := noAnalyzer(cs, &cfg)
	if len(got) != 3 || got[0].File != "a/main.zig" || got[0].Accepted || got[1].File != "b.hs" || !got[1].Accepted || got[2].File != "big.zig" {
		t.Fatalf("noAnalyzer = %+v, want a/main.zig (not accepted), b.hs (accepted) and the streamed big.zig", got)
	}
	if got[0].Reason != "no analyzer for Zig; the secrets scan still reads it" {
		t.Errorf("reason = %q", got[0].Reason)
	}
	p := &Plan{NoAnalyzer: got}
	if s, want := p.NoAnalyzerSummary(), "1 Haskell file (accepted), 2 Zig files (no analyzer for these languages; the secrets scan still reads them)"; s != want {
		t.Errorf("summary = %q, want %q", s, want)
	}
}

func TestCheckAccepted(t *testing.T) {
	cfg := config.Default()
	cfg.Coverage.AcceptUnanalyzed = []string{"zig", "Haskell", "ocaml"}
	if err := CheckAccepted(&cfg); err != nil {
		t.Fatal(err)
	}
	// A configuration written when Rust had no analyzer is told it has one.
	cfg.Coverage.AcceptUnanalyzed = []string{"Rust"}
	if err := CheckAccepted(&cfg); err == nil || !strings.Contains(err.Error(), `"Rust" is analyzed now`) {
		t.Errorf("CheckAccepted(Rust) = %v, want an error saying it is analyzed now", err)
	}
	cfg.Coverage.AcceptUnanalyzed = []string{"python"} // analyzed: accepting it would mean nothing
	var ce *config.Error
	if err := CheckAccepted(&cfg); !errors.As(err, &ce) || ce.Key != "coverage.accept_unanalyzed" || !strings.Contains(ce.Msg, `"python"`) {
		t.Errorf("CheckAccepted(python) = %v, want a config error on coverage.accept_unanalyzed", err)
	}
}

// Solidity and Apex are parsed now: neither is listed, nor is a LaTeX
// class, which shares Apex's .cls extension (the treesitter engine leaves it
// out by its text).
func TestParsedNotListed(t *testing.T) {
	for _, p := range []string{"contracts/Token.sol", "force-app/main/default/classes/AccountService.cls",
		"force-app/main/default/triggers/Account.trigger", "paper/acmart.cls"} {
		if l, got := unanalyzedLangOf(p); got {
			t.Errorf("unanalyzedLangOf(%q) = %s, want none", p, l.name)
		}
	}
}
