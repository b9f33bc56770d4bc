// Package analysistest runs analyzers over testdata files and checks their
// diagnostics against expectations written in the files, in the style of
// golang.org/x/tools/go/analysis/analysistest: a line that should be
// reported carries, in a comment of the file's language,
//
//	want "regexp"
//
// (one or more quoted regular expressions), each matched against one
// diagnostic on that line as "rule-id: message", followed for a taint
// finding by " [path: source (line a) → … → sink (line b)]". Every diagnostic of the
// rules under test must be wanted, and every want must be met; lines
// without a want must have none.
package analysistest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

var wantRE = regexp.MustCompile(`\bwant((?:\s+"(?:[^"\\]|\\.)*")+)`)
var quotedRE = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// Run analyzes every file under dir (recursively) whose language one of
// the analyzers handles, and checks the diagnostics of the given rules
// (nil: every rule) against the files' wants. It returns the number of
// files checked and skips the test, saying why, in a build without cgo.
func Run(t *testing.T, dir string, analyzers []*analysis.Analyzer, rules []string) int {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo: tree-sitter parsers are not available, rule snippets not run")
	}
	n := 0
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		lang := syntax.Detect(filepath.ToSlash(p))
		var as []*analysis.Analyzer
		for _, a := range analyzers {
			if slices.Contains(a.Langs, lang) {
				as = append(as, a)
			}
		}
		if len(as) == 0 {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n++
		rel, _ := filepath.Rel(dir, p)
		Check(t, filepath.ToSlash(rel), lang, src, as, rules)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Diagnostics parses src and returns what the analyzers report on it.
func Diagnostics(t *testing.T, path string, lang syntax.Lang, src []byte, analyzers []*analysis.Analyzer) []engine.Diagnostic {
	t.Helper()
	tree, err := syntax.Parse(context.Background(), lang, src)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var diags []engine.Diagnostic
	for _, a := range analyzers {
		pass := &analysis.Pass{Analyzer: a, Path: path, Tree: tree, Report: func(d engine.Diagnostic) { diags = append(diags, d) }}
		if err := a.Run(pass); err != nil {
			t.Errorf("%s: analyzer %s: %v", path, a.Name, err)
		}
	}
	return diags
}

// Check compares one file's diagnostics with its wants.
func Check(t *testing.T, path string, lang syntax.Lang, src []byte, analyzers []*analysis.Analyzer, rules []string) {
	t.Helper()
	wants := map[int][]*regexp.Regexp{}
	for i, line := range strings.Split(string(src), "\n") {
		m := wantRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, q := range quotedRE.FindAllString(m[1], -1) {
			s, err := strconv.Unquote(q)
			if err != nil {
				t.Fatalf("%s:%d: bad want %s: %v", path, i+1, q, err)
			}
			re, err := regexp.Compile(s)
			if err != nil {
				t.Fatalf("%s:%d: bad want regexp %s: %v", path, i+1, q, err)
			}
			wants[i+1] = append(wants[i+1], re)
		}
	}
	diags := Diagnostics(t, path, lang, src, analyzers)
	sort.SliceStable(diags, func(i, j int) bool { return diags[i].Lines.Start < diags[j].Lines.Start })
	for _, d := range diags {
		if rules != nil && !slices.Contains(rules, d.Rule) {
			continue
		}
		// The message names a flow's ends; the detail holds its whole path.
		got := fmt.Sprintf("%s: %s", d.Rule, d.Message)
		if path, ok := strings.CutPrefix(d.Detail, "Path: "); ok {
			got += " [path: " + path[:strings.Index(path+". ", ". ")] + "]"
		}
		ws := wants[d.Lines.Start]
		i := slices.IndexFunc(ws, func(re *regexp.Regexp) bool { return re.MatchString(got) })
		if i < 0 {
			t.Errorf("%s:%d: unexpected diagnostic %q", path, d.Lines.Start, got)
			continue
		}
		wants[d.Lines.Start] = slices.Delete(ws, i, i+1)
	}
	lines := make([]int, 0, len(wants))
	for l := range wants {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	for _, l := range lines {
		for _, re := range wants[l] {
			t.Errorf("%s:%d: no diagnostic matched %q", path, l, re)
		}
	}
}
