package scope_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/gitx"
	"github.com/teamreview/teamreview/internal/gitx/gittest"
	"github.com/teamreview/teamreview/internal/scope"
)

// file is the part of a scope.File these tests compare, Content as text.
type file struct {
	Path, OldPath string
	Status        scope.FileStatus
	Content       string
	Changed       []finding.LineRange
	Added         int
	Removed       int
	Skipped       string
}

func files(cs *scope.Changeset) []file {
	var out []file
	for _, f := range cs.Files {
		out = append(out, file{f.Path, f.OldPath, f.Status, string(f.Content), f.Changed, f.Added, f.Removed, f.Skipped})
	}
	return out
}

func lines(pairs ...int) []finding.LineRange {
	rs := []finding.LineRange{}
	for i := 0; i+1 < len(pairs); i += 2 {
		rs = append(rs, finding.LineRange{Start: pairs[i], End: pairs[i+1]})
	}
	return rs
}

func resolve(t *testing.T, req scope.Request) *scope.Changeset {
	t.Helper()
	cs, err := scope.Resolve(context.Background(), req)
	if err != nil {
		t.Fatalf("Resolve(%+v): %v", req, err)
	}
	return cs
}

// header checks the fields every changeset has.
func header(t *testing.T, cs *scope.Changeset, kind scope.Kind, target, root string, inRepo bool, head string) {
	t.Helper()
	type hdr struct {
		Kind         scope.Kind
		Target, Root string
		InRepo       bool
		Head         string
	}
	want := hdr{kind, target, root, inRepo, head}
	got := hdr{cs.Kind, cs.Target, cs.Root, cs.InRepo, cs.Head}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("changeset (-want +got):\n%s", diff)
	}
}

func TestStagedThenUnstagedThenNothing(t *testing.T) {
	r := gittest.New(t)
	r.Write(".gitignore", "*.log\n")
	r.Write("a.go", "package a\n\nvar A = 1\n")
	r.Write("b.go", "package a\n\nvar B = 1\n")
	head := r.CommitAll("one")[:8]

	r.Write("a.go", "package a\n\nvar A = 2\n") // unstaged
	r.Write("b.go", "package a\n\nvar B = 2\n")
	r.Git("add", "b.go")
	r.Write("b.go", "package a\n\nvar B = 3\n") // the index still has 2
	r.Write("new.go", "package a\n\nvar N = 1\n")
	r.Write("debug.log", "ignored\n")
	r.Write(".code-review/review-latest.json", "{}\n") // our own output, even when not ignored

	cs := resolve(t, scope.Request{Dir: r.Dir})
	header(t, cs, scope.KindChangeset, "staged", r.Dir, true, head)
	if !cs.IsDiff {
		t.Error("IsDiff = false for a changeset")
	}
	want := []file{{Path: "b.go", Status: scope.Modified, Content: "package a\n\nvar B = 2\n", Changed: lines(3, 3), Added: 1, Removed: 1}}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("staged files (-want +got):\n%s", diff)
	}
	// b.go is partially staged; a.go has only unstaged edits and is not in
	// this review at all.
	if diff := cmp.Diff([]string{"b.go"}, cs.Unstaged); diff != "" {
		t.Errorf("partially staged files (-want +got):\n%s", diff)
	}
	if !slices.ContainsFunc(cs.Notes, func(n string) bool {
		return strings.HasPrefix(n, "1 staged file has newer unstaged edits") && strings.Contains(n, ": b.go;")
	}) {
		t.Errorf("no note on the partially staged file: %q", cs.Notes)
	}

	r.Git("reset", "-q")
	cs = resolve(t, scope.Request{Dir: r.Dir})
	header(t, cs, scope.KindChangeset, "unstaged", r.Dir, true, head)
	want = []file{
		{Path: "a.go", Status: scope.Modified, Content: "package a\n\nvar A = 2\n", Changed: lines(3, 3), Added: 1, Removed: 1},
		{Path: "b.go", Status: scope.Modified, Content: "package a\n\nvar B = 3\n", Changed: lines(3, 3), Added: 1, Removed: 1},
		{Path: "new.go", Status: scope.Added, Content: "package a\n\nvar N = 1\n", Changed: lines(1, 3), Added: 3},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("unstaged files (-want +got):\n%s", diff)
	}

	r.Git("checkout", "-q", "--", ".")
	r.Remove("new.go")
	_, err := scope.Resolve(context.Background(), scope.Request{Dir: r.Dir})
	if !errors.Is(err, scope.ErrNoChanges) {
		t.Errorf("Resolve in a clean tree: err = %v, want ErrNoChanges", err)
	}
}

func TestNoCommitsYet(t *testing.T) {
	r := gittest.New(t)
	r.Write("main.go", "package main\n\nfunc main() {}\n")
	r.Write("notes.txt", "untracked\n")

	cs := resolve(t, scope.Request{Dir: r.Dir})
	header(t, cs, scope.KindChangeset, "unstaged", r.Dir, true, "")
	if got := len(cs.Files); got != 2 {
		t.Errorf("unstaged before the first commit: %d files, want the 2 untracked ones", got)
	}

	r.Git("add", "main.go")
	cs = resolve(t, scope.Request{Dir: r.Dir})
	header(t, cs, scope.KindChangeset, "staged", r.Dir, true, "")
	want := []file{{Path: "main.go", Status: scope.Added, Content: "package main\n\nfunc main() {}\n", Changed: lines(1, 3), Added: 3}}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("staged before the first commit (-want +got):\n%s", diff)
	}

	cs = resolve(t, scope.Request{Dir: r.Dir, Uncommitted: true})
	header(t, cs, scope.KindChangeset, "uncommitted", r.Dir, true, "")
	if got := len(cs.Files); got != 2 {
		t.Errorf("uncommitted before the first commit: %d files, want 2", got)
	}
}

func TestUncommitted(t *testing.T) {
	r := gittest.New(t)
	r.Write("staged.go", "package a\n")
	r.Write("unstaged.go", "package a\n")
	head := r.CommitAll("one")[:8]
	r.Write("staged.go", "package a\n\nvar S = 1\n")
	r.Git("add", "staged.go")
	r.Write("unstaged.go", "package a\n\nvar U = 1\n")
	r.Write("untracked.go", "package a\n")

	cs := resolve(t, scope.Request{Dir: r.Dir, Uncommitted: true})
	header(t, cs, scope.KindChangeset, "uncommitted", r.Dir, true, head)
	want := []file{
		{Path: "staged.go", Status: scope.Modified, Content: "package a\n\nvar S = 1\n", Changed: lines(2, 3), Added: 2},
		{Path: "unstaged.go", Status: scope.Modified, Content: "package a\n\nvar U = 1\n", Changed: lines(2, 3), Added: 2},
		{Path: "untracked.go", Status: scope.Added, Content: "package a\n", Changed: lines(1, 1), Added: 1},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("uncommitted (-want +got):\n%s", diff)
	}
}

func TestRenameDeleteBinaryNonUTF8(t *testing.T) {
	r := gittest.New(t)
	body := "package a\n\n// one\n// two\n// three\n// four\n// five\n"
	r.Write("old.go", body)
	r.Write("doomed.go", "package doomed\n\nfunc Doomed() int { return 42 }\n")
	r.CommitAll("one")

	r.Git("mv", "old.go", "new.go")
	r.Write("new.go", body+"// six\n")
	r.Git("rm", "-q", "doomed.go")
	r.Write("blob.bin", "ab\x00\x01cd")
	latin1 := "package a\n\n// caf\xe9\n"
	r.Write("latin1.go", latin1)
	r.Git("add", "-A")

	cs := resolve(t, scope.Request{Dir: r.Dir})
	want := []file{
		{Path: "blob.bin", Status: scope.Added, Skipped: "binary"}, // every line in the change
		{Path: "doomed.go", Status: scope.Deleted, Removed: 3},
		{Path: "latin1.go", Status: scope.Added, Content: latin1, Changed: lines(1, 3), Added: 3},
		{Path: "new.go", OldPath: "old.go", Status: scope.Renamed, Content: body + "// six\n", Changed: lines(8, 8), Added: 1},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"skipped 1 binary file(s), which only the secrets scan reads: blob.bin"}, cs.Notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
	if f := cs.File("latin1.go"); f == nil || !f.Reviewable() {
		t.Error("a non-UTF-8 text file should be reviewable")
	}
	if f := cs.File("doomed.go"); f == nil || f.Reviewable() {
		t.Error("a deleted file should not be reviewable")
	}
}

func TestSymlinks(t *testing.T) {
	r := gittest.New(t)
	r.Write("real.go", "package a\n")
	r.CommitAll("one")
	outside := gittest.TempDir(t)
	if err := os.WriteFile(filepath.Join(outside, "secret"), []byte("s3cret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.Symlink("real.go", "in.go")
	r.Symlink(filepath.Join(outside, "secret"), "out")
	r.Symlink("../../etc/nowhere", "dangling")

	// Untracked symlinks, from the work tree.
	cs := resolve(t, scope.Request{Dir: r.Dir})
	want := []file{
		{Path: "dangling", Status: scope.Added, Changed: lines(), Skipped: "symlink outside the repository"},
		{Path: "in.go", Status: scope.Added, Changed: lines(), Skipped: "symlink"},
		{Path: "out", Status: scope.Added, Changed: lines(), Skipped: "symlink outside the repository"},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("untracked symlinks (-want +got):\n%s", diff)
	}
	wantNotes := []string{
		"skipped symlink dangling: it points outside the repository",
		"skipped symlink in.go",
		"skipped symlink out: it points outside the repository",
	}
	if diff := cmp.Diff(wantNotes, cs.Notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
	if f := cs.File("in.go"); f == nil || f.Link != "real.go" {
		t.Errorf("in.go's Link = %+v, want real.go", f)
	}
	if f := cs.File("out"); f == nil || f.Link != "" {
		t.Errorf("out's Link = %q, want none: it leaves the repository", f.Link)
	}

	// Staged symlinks are recognised by their mode, never read.
	r.Git("add", "in.go", "out")
	cs = resolve(t, scope.Request{Dir: r.Dir})
	for _, f := range cs.Files {
		if f.Skipped != "symlink" || f.Content != nil {
			t.Errorf("staged symlink %s: Skipped %q, Content %q; want skipped, unread", f.Path, f.Skipped, f.Content)
		}
		if want := map[string]string{"in.go": "real.go"}[f.Path]; f.Link != want {
			t.Errorf("staged symlink %s: Link %q, want %q", f.Path, f.Link, want)
		}
	}

	// A directory target: the link is skipped, its target reviewed alone.
	cs = resolve(t, scope.Request{Dir: r.Dir, Targets: []string{"."}})
	if f := cs.File("real.go"); f == nil || string(f.Content) != "package a\n" {
		t.Errorf("real.go in a directory target = %+v", f)
	}
	if f := cs.File("out"); f == nil || f.Skipped != "symlink outside the repository" {
		t.Errorf("out in a directory target = %+v", f)
	}
}

func TestRanges(t *testing.T) {
	r := gittest.New(t)
	r.Write("f.go", "package a\n\nvar F = 0\n")
	base := r.CommitAll("base")
	r.Git("checkout", "-q", "-b", "feature")
	r.Write("f.go", "package a\n\nvar F = 1\n")
	r.Write("feat.go", "package a\n")
	feature := r.CommitAll("feature")
	r.Git("checkout", "-q", "main")
	r.Write("main.go", "package main\n\nfunc main() {}\n")
	r.CommitAll("main moves on")
	r.Write("f.go", "package a\n\nvar F = 99 // work tree, not the range\n")

	cs := resolve(t, scope.Request{Dir: r.Dir, Targets: []string{"main...feature"}})
	header(t, cs, scope.KindChangeset, "main...feature", r.Dir, true, feature[:8])
	want := []file{
		{Path: "f.go", Status: scope.Modified, Content: "package a\n\nvar F = 1\n", Changed: lines(3, 3), Added: 1, Removed: 1},
		{Path: "feat.go", Status: scope.Added, Content: "package a\n", Changed: lines(1, 1), Added: 1},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("main...feature (-want +got):\n%s", diff)
	}

	// Two dots compare the ends, so main's own addition shows as deleted.
	cs = resolve(t, scope.Request{Dir: r.Dir, Targets: []string{"main..feature"}})
	want = append(want, file{Path: "main.go", Status: scope.Deleted, Removed: 3})
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("main..feature (-want +got):\n%s", diff)
	}

	// An omitted end is HEAD.
	cs = resolve(t, scope.Request{Dir: r.Dir, Targets: []string{base[:10] + ".."}})
	header(t, cs, scope.KindChangeset, base[:10]+"..", r.Dir, true, r.Git("rev-parse", "--short=8", "HEAD"))
	if diff := cmp.Diff([]file{{Path: "main.go", Status: scope.Added, Content: "package main\n\nfunc main() {}\n", Changed: lines(1, 3), Added: 3}}, files(cs)); diff != "" {
		t.Errorf("base.. (-want +got):\n%s", diff)
	}

	_, err := scope.Resolve(context.Background(), scope.Request{Dir: r.Dir, Targets: []string{"main..nope"}})
	if err == nil || !strings.Contains(err.Error(), `"nope"`) || !strings.Contains(err.Error(), `"main..nope"`) {
		t.Errorf("unknown revision: err = %v, want one naming the revision and the range", err)
	}
}

func TestBranch(t *testing.T) {
	r := gittest.New(t)
	r.Write("base.go", "package a\n")
	r.CommitAll("base")
	if _, err := scope.Resolve(context.Background(), scope.Request{Dir: r.Dir, Branch: true}); !errors.Is(err, scope.ErrNoChanges) {
		t.Errorf("--branch on main with nothing to review: err = %v, want ErrNoChanges", err)
	}

	r.Git("checkout", "-q", "-b", "team/x")
	r.Write("committed.go", "package a\n\nvar C = 1\n")
	r.CommitAll("team work")
	r.Git("checkout", "-q", "main")
	r.Write("mainonly.go", "package a\n")
	r.CommitAll("main moves on")
	r.Git("checkout", "-q", "team/x")
	r.Write("base.go", "package a\n\nvar Uncommitted = 1\n")
	r.Write("untracked.go", "package a\n")
	head := r.Git("rev-parse", "--short=8", "HEAD")

	cs := resolve(t, scope.Request{Dir: r.Dir, Branch: true})
	header(t, cs, scope.KindTeam, "main...HEAD", r.Dir, true, head)
	want := []file{
		{Path: "base.go", Status: scope.Modified, Content: "package a\n\nvar Uncommitted = 1\n", Changed: lines(2, 3), Added: 2},
		{Path: "committed.go", Status: scope.Added, Content: "package a\n\nvar C = 1\n", Changed: lines(1, 3), Added: 3},
		{Path: "untracked.go", Status: scope.Added, Content: "package a\n", Changed: lines(1, 1), Added: 1},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("--branch (-want +got):\n%s", diff)
	}

	cs = resolve(t, scope.Request{Dir: r.Dir, Branch: true, DefaultBranch: "team/x"})
	if diff := cmp.Diff([]string{"base.go", "untracked.go"}, paths(cs)); diff != "" {
		t.Errorf("--branch against itself: only uncommitted work (-want +got):\n%s", diff)
	}
	if _, err := scope.Resolve(context.Background(), scope.Request{Dir: r.Dir, Branch: true, DefaultBranch: "nope"}); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("unknown default branch: err = %v, want one naming it", err)
	}
}

func paths(cs *scope.Changeset) []string {
	var out []string
	for _, f := range cs.Files {
		out = append(out, f.Path)
	}
	return out
}

func TestChangedLinesMultiHunk(t *testing.T) {
	r := gittest.New(t)
	var before []string
	for i := 1; i <= 30; i++ {
		before = append(before, "line"+string(rune('a'+i%26)))
	}
	r.Write("f.txt", strings.Join(before, "\n")+"\n")
	r.CommitAll("one")
	after := append([]string(nil), before...)
	after[1] = "CHANGED"                                                           // line 2
	after = append(after[:15], after[16:]...)                                      // delete old line 16: a deletion-only hunk
	after = append(after[:25], append([]string{"NEW1", "NEW2"}, after[25:]...)...) // new lines 26-27
	r.Write("f.txt", strings.Join(after, "\n")+"\n")

	cs := resolve(t, scope.Request{Dir: r.Dir})
	f := cs.File("f.txt")
	if f == nil {
		t.Fatal("f.txt not in the changeset")
	}
	if diff := cmp.Diff(lines(2, 2, 16, 16, 26, 27), f.Changed); diff != "" {
		t.Errorf("Changed (-want +got):\n%s", diff)
	}
	if f.Added != 3 || f.Removed != 2 {
		t.Errorf("Added, Removed = %d, %d; want 3, 2", f.Added, f.Removed)
	}
	if !f.InChange(finding.Lines(17, 17), 1) || f.InChange(finding.Lines(10, 10), 1) {
		t.Error("InChange: a finding next to the deletion should be in the change, one far from it not")
	}
}

func TestPathTargetsInRepo(t *testing.T) {
	r := gittest.New(t)
	r.Write(".gitignore", "*.log\n")
	r.Write("pkg/a.go", "package pkg\n\nvar A = 1\n")
	r.Write("pkg/sub/b.go", "package sub\n")
	r.Write("other/c.tf", "x = 1\n")
	head := r.CommitAll("one")[:8]
	r.Write("pkg/new.go", "package pkg\n")
	r.Write("pkg/trace.log", "ignored\n")
	r.Remove("pkg/sub/b.go") // tracked but gone: nothing to review

	sub := filepath.Join(r.Dir, "pkg")
	cs := resolve(t, scope.Request{Dir: sub, Targets: []string{"."}})
	header(t, cs, scope.KindPackage, "pkg", r.Dir, true, head)
	if cs.IsDiff {
		t.Error("IsDiff = true for a path target")
	}
	want := []file{
		{Path: "pkg/a.go", Status: scope.Whole, Content: "package pkg\n\nvar A = 1\n", Added: 3},
		{Path: "pkg/new.go", Status: scope.Whole, Content: "package pkg\n", Added: 1},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("directory target (-want +got):\n%s", diff)
	}

	cs = resolve(t, scope.Request{Dir: sub, Targets: []string{"a.go", filepath.Join(r.Dir, "other", "c.tf"), "trace.log"}})
	header(t, cs, scope.KindFile, "pkg/a.go other/c.tf pkg/trace.log", r.Dir, true, head)
	if diff := cmp.Diff([]string{"other/c.tf", "pkg/a.go", "pkg/trace.log"}, paths(cs)); diff != "" {
		t.Errorf("file targets (-want +got):\n%s", diff)
	}
	if c := cs.File("other/c.tf"); c == nil || c.Category != scope.Infrastructure || c.Changed != nil {
		t.Errorf("other/c.tf = %+v; want an infrastructure file with every line in scope", c)
	}

	cs = resolve(t, scope.Request{Dir: r.Dir, Targets: []string{"."}})
	if cs.Target != "." || cs.Kind != scope.KindPackage {
		t.Errorf("the root as a target: Kind %q, Target %q; want package, \".\"", cs.Kind, cs.Target)
	}
}

func TestPathTargetsOutsideGit(t *testing.T) {
	gittest.Hermetic(t)
	dir := gittest.TempDir(t)
	write := func(p, s string) {
		t.Helper()
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("src/app.jsx", "export default 1\n")
	write("src/.env", "TOKEN=x\n")
	write("src/node_modules/dep/index.js", "dep\n")
	write("src/vendor/v.go", "package v\n")
	write("src/.cache/c.txt", "c\n")
	write("src/.github/workflows/ci.yml", "on: push\n")
	write("src/big.txt", strings.Repeat("x\n", 100))
	write("src/deep/d.go", "package deep\n")
	if err := os.Symlink("/etc/passwd", filepath.Join(dir, "src", "passwd")); err != nil {
		t.Skipf("skipping: cannot create symlinks: %v", err)
	}

	cs := resolve(t, scope.Request{Dir: dir, Targets: []string{"src"}, MaxFileBytes: 100})
	header(t, cs, scope.KindPackage, "src", dir, false, "")
	want := []file{
		{Path: "src/.env", Status: scope.Whole, Content: "TOKEN=x\n", Added: 1},
		{Path: "src/.github/workflows/ci.yml", Status: scope.Whole, Content: "on: push\n", Added: 1},
		{Path: "src/app.jsx", Status: scope.Whole, Content: "export default 1\n", Added: 1},
		{Path: "src/big.txt", Status: scope.Whole, Skipped: "too large (200 bytes)"},
		{Path: "src/deep/d.go", Status: scope.Whole, Content: "package deep\n", Added: 1},
		{Path: "src/passwd", Status: scope.Whole, Skipped: "symlink outside the repository"},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("walk outside git (-want +got):\n%s", diff)
	}
	wantNotes := []string{
		"skipped src/big.txt: too large (200 bytes)",
		"skipped symlink src/passwd: it points outside the repository",
	}
	if diff := cmp.Diff(wantNotes, cs.Notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}

	// Targets outside the user's directory are refused: the directory the
	// command runs in is the review root, and nothing outside it is read
	// or written.
	elsewhere := gittest.TempDir(t)
	for _, target := range []string{filepath.Join(dir, "src", "deep"), filepath.Join(dir, "src", "app.jsx"), "..", "/etc/passwd"} {
		_, err := scope.Resolve(context.Background(), scope.Request{Dir: elsewhere, Targets: []string{target}})
		var out *scope.OutsideError
		if !errors.As(err, &out) || out.Target != target {
			t.Errorf("Resolve(%s) from another directory = %v; want an OutsideError naming it", target, err)
		}
	}
	cs = resolve(t, scope.Request{Dir: filepath.Join(dir, "src"), Targets: []string{"app.jsx"}})
	header(t, cs, scope.KindFile, "app.jsx", filepath.Join(dir, "src"), false, "")
	if !cs.HasFrontend() {
		t.Error("HasFrontend = false for a .jsx target")
	}
}

// The repository is the review root: a target above it is refused, from
// the top level or from a subdirectory, while one elsewhere in the
// repository is reviewed from anywhere in it.
func TestTargetsOutsideTheRepository(t *testing.T) {
	r := gittest.New(t)
	r.Write("a/a.go", "package a\n")
	r.Write("b/b.go", "package b\n")
	r.CommitAll("one")
	if err := os.WriteFile(filepath.Join(filepath.Dir(r.Dir), "outside.go"), []byte("package o\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ dir, target string }{
		{r.Dir, "../outside.go"},
		{r.Dir, ".."},
		{r.Dir, "../../../../../../../../etc"},
		{r.Dir, "/etc/passwd"},
		{filepath.Join(r.Dir, "a"), "../.."},
		{r.Dir, filepath.Join(filepath.Dir(r.Dir), "outside.go")},
	} {
		_, err := scope.Resolve(context.Background(), scope.Request{Dir: tc.dir, Targets: []string{filepath.Join(r.Dir, "a", "a.go"), tc.target}})
		var out *scope.OutsideError
		if !errors.As(err, &out) || out.Target != tc.target {
			t.Errorf("Resolve(%s) in %s = %v; want an OutsideError naming it", tc.target, tc.dir, err)
		}
	}
	cs := resolve(t, scope.Request{Dir: filepath.Join(r.Dir, "a"), Targets: []string{"../b"}})
	if cs.Target != "b" || cs.File("b/b.go") == nil {
		t.Errorf("../b from a/: target %q, files %v; want b/b.go", cs.Target, files(cs))
	}
}

func TestMissingTargetAndBadRequests(t *testing.T) {
	r := gittest.New(t)
	r.Write("a.go", "package a\n")
	r.CommitAll("one")
	for _, tc := range []struct {
		name string
		req  scope.Request
		want string
	}{
		{"missing path", scope.Request{Targets: []string{"foo/bar"}}, "scope: no such file or directory: foo/bar"},
		{"missing relative path with dots", scope.Request{Targets: []string{"../nope"}}, "scope: no such file or directory: ../nope"},
		{"one of several missing", scope.Request{Targets: []string{"a.go", "gone.go"}}, "scope: no such file or directory: gone.go"},
		{"branch with targets", scope.Request{Branch: true, Targets: []string{"a.go"}}, "take no targets"},
		{"branch and uncommitted", scope.Request{Branch: true, Uncommitted: true}, "not both"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.req.Dir = r.Dir
			_, err := scope.Resolve(context.Background(), tc.req)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want it to contain %q", err, tc.want)
			}
		})
	}

	_, err := scope.Resolve(context.Background(), scope.Request{Dir: gittest.TempDir(t)})
	if !errors.Is(err, gitx.ErrNotRepo) {
		t.Errorf("no targets outside git: err = %v, want ErrNotRepo", err)
	}
}

func TestHostileGitConfig(t *testing.T) {
	r := gittest.New(t)
	r.Write("sub/a.go", "package a\n")
	r.CommitAll("one")
	for _, kv := range [][2]string{
		{"color.ui", "always"}, {"diff.noprefix", "true"}, {"diff.external", "false"},
		{"diff.relative", "true"}, {"diff.submodule", "log"}, {"diff.context", "0"},
		{"status.showUntrackedFiles", "no"},
	} {
		r.Git("config", kv[0], kv[1])
	}
	r.Write("sub/a.go", "package a\n\nvar X = 1\n")
	r.Write("top.go", "package top\n")
	cs := resolve(t, scope.Request{Dir: filepath.Join(r.Dir, "sub")})
	if diff := cmp.Diff([]string{"sub/a.go", "top.go"}, paths(cs)); diff != "" {
		t.Errorf("paths (-want +got):\n%s", diff)
	}
	if f := cs.File("sub/a.go"); f == nil || string(f.Content) != "package a\n\nvar X = 1\n" {
		t.Errorf("sub/a.go = %+v", f)
	}
}

func TestLoadFiles(t *testing.T) {
	r := gittest.New(t)
	r.Write("a.go", "package a\n\nvar A = 1")
	head := r.CommitAll("one")[:8]
	cs, err := scope.LoadFiles(context.Background(), r.Dir, []string{"gone.go", "a.go"})
	if err != nil {
		t.Fatal(err)
	}
	header(t, cs, scope.KindFile, "gone.go a.go", r.Dir, true, head)
	want := []file{
		{Path: "a.go", Status: scope.Whole, Content: "package a\n\nvar A = 1", Added: 3},
		{Path: "gone.go", Status: scope.Deleted},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("LoadFiles (-want +got):\n%s", diff)
	}
	if _, err := scope.LoadFiles(context.Background(), r.Dir, []string{"../escape.go"}); err == nil {
		t.Error("LoadFiles with a path leaving the root: want an error")
	}
}

func TestLargeStagedFileAndNestedRepo(t *testing.T) {
	r := gittest.New(t)
	r.Write("small.go", "package a\n")
	r.Write("large.txt", strings.Repeat("y\n", 50))
	r.Git("add", "-A")
	nested := filepath.Join(r.Dir, "nested")
	if err := os.MkdirAll(nested, 0o755); err != nil {
		t.Fatal(err)
	}
	r.Git("-C", nested, "init", "-q")

	cs := resolve(t, scope.Request{Dir: r.Dir, MaxFileBytes: 20})
	want := []file{
		{Path: "large.txt", Status: scope.Added, Changed: lines(1, 50), Added: 50, Skipped: "too large (100 bytes)"},
		{Path: "small.go", Status: scope.Added, Content: "package a\n", Changed: lines(1, 1), Added: 1},
	}
	if diff := cmp.Diff(want, files(cs)); diff != "" {
		t.Errorf("staged (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"skipped large.txt: too large (100 bytes)"}, cs.Notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}

	r.Git("reset", "-q")
	cs = resolve(t, scope.Request{Dir: r.Dir, MaxFileBytes: 20})
	if diff := cmp.Diff([]string{"large.txt", "small.go"}, paths(cs)); diff != "" {
		t.Errorf("unstaged paths (-want +got):\n%s", diff)
	}
	wantNotes := []string{"skipped large.txt: too large (100 bytes)", "skipped nested git repository nested"}
	if diff := cmp.Diff(wantNotes, cs.Notes); diff != "" {
		t.Errorf("unstaged notes (-want +got):\n%s", diff)
	}
}

// A file too large to load, from the index or the work tree, can still be
// streamed whole; a name the verdict cannot carry is escaped and streamed.
func TestStreamsOfUnloadedFiles(t *testing.T) {
	r := gittest.New(t)
	r.Write("README.md", "# x\n")
	r.CommitAll("init")
	big := strings.Repeat("0123456789abcdef\n", 20)
	r.Write("big.txt", big)
	r.Write(`odd\name.py`, "x = 1\n")
	r.Git("add", "-A")
	read := func(f *scope.File) string {
		t.Helper()
		if f == nil || f.Open == nil {
			t.Fatalf("%+v: no stream", f)
		}
		rc, err := f.Open(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		defer rc.Close()
		var b strings.Builder
		if _, err := io.Copy(&b, rc); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	for _, req := range []scope.Request{
		{Dir: r.Dir, MaxFileBytes: 100},                         // staged: from the index
		{Dir: r.Dir, Targets: []string{"."}, MaxFileBytes: 100}, // paths: from the work tree
	} {
		cs := resolve(t, req)
		if f := cs.File("big.txt"); f == nil || f.Content != nil || f.Skipped != "too large (340 bytes)" || read(f) != big {
			t.Errorf("%v: big.txt %+v; want it skipped as too large and streamed whole", req.Targets, f)
		}
		if f := cs.File("odd%5Cname.py"); f == nil || f.Content != nil || read(f) != "x = 1\n" {
			t.Errorf("%v: odd\\name.py %+v; want it as odd%%5Cname.py, streamed", req.Targets, f)
		}
		if f := cs.File("README.md"); f != nil && f.Open != nil {
			t.Errorf("README.md has a stream; only unloaded files have one")
		}
	}
	// verify reloads files by the names the verdict has for them.
	cs, err := scope.LoadFiles(context.Background(), r.Dir, []string{"odd%5Cname.py"})
	if err != nil {
		t.Fatal(err)
	}
	if f := cs.File("odd%5Cname.py"); f == nil || f.Status == scope.Deleted || read(f) != "x = 1\n" {
		t.Errorf("LoadFiles(odd%%5Cname.py) = %+v; want odd\\name.py, streamed", f)
	}
	{
		if false {
			t.Errorf("README.md has a stream; only unloaded files have one")
		}
	}
}

func TestEscapePath(t *testing.T) {
	for in, want := range map[string]string{
		"a/b.go":        "a/b.go",
		`a\b.go`:        "a%5Cb.go",
		"50%\\x":        "50%25%5Cx",
		"bad\xffname":   "bad%FFname",
		"été\\\xc3.txt": "été%5C%C3.txt",
	} {
		if got := scope.EscapePath(in); got != want {
			t.Errorf("EscapePath(%q) = %q; want %q", in, got, want)
		}
	}
}

func TestChangedLine(t *testing.T) {
	f := &scope.File{Changed: []finding.LineRange{finding.Lines(3, 5), finding.Lines(9, 9)}}
	for n, want := range map[int]bool{2: false, 3: true, 5: true, 6: false, 9: true, 10: false} {
		if got := f.ChangedLine(n); got != want {
			t.Errorf("ChangedLine(%d) = %v, want %v", n, got, want)
		}
	}
	if whole := (&scope.File{}); !whole.ChangedLine(7) {
		t.Error("a file without a diff is changed on every line")
	}
}

// A bundle too large to load is skipped as minified, in one note, when its
// first lines are a minifier's; a large script a person wrote is not.
func TestMinifiedTooLarge(t *testing.T) {
	r := gittest.New(t)
	r.Write("README.md", "# x\n")
	r.CommitAll("init")
	r.Write("public/vendor/app.js", "!function(t){"+strings.Repeat("var a=t.x||{};", 200)+"}();\n")
	r.Write("src/big.js", strings.Repeat("const a = 1;\n", 200))
	r.Write("src/lib.min.js", "!function(){"+strings.Repeat("x=1;", 600)+"}();\n")
	// Code a person wrote, after a first line long enough to fill the
	// head, or under a .min. name, is no bundle.
	r.Write("src/padded.js", "var pad='"+strings.Repeat("A", 70<<10)+"';\n"+strings.Repeat("const a = 1;\n", 2000))
	r.Write("src/hidden.js", "var pad='"+strings.Repeat("A", 1<<20)+"';\n"+strings.Repeat("const a = 1;\n", 2000))
	r.Write("src/named.min.js", strings.Repeat("const a = 1;\n", 200))
	// Yarn's committed release: a bundle with more short lines than a minifier leaves
	r.Write(".yarn/releases/yarn-4.6.0.cjs", "#!/usr/bin/env node\n"+strings.Repeat("const a = 1;\n", 2000)+"(()=>{"+strings.Repeat("x=1;", 600)+"})();\n")
	r.Write("tools/yarn/releases.cjs", strings.Repeat("const a = 1;\n", 200))
	r.Git("add", "-A")
	for _, req := range []scope.Request{
		{Dir: r.Dir, MaxFileBytes: 1000},
		{Dir: r.Dir, Targets: []string{"."}, MaxFileBytes: 1000},
	} {
		cs := resolve(t, req)
		for name, want := range map[string]bool{"public/vendor/app.js": true, "src/lib.min.js": true, "src/big.js": false,
			"src/padded.js": false, "src/hidden.js": false, "src/named.min.js": false,
			".yarn/releases/yarn-4.6.0.cjs": true, "tools/yarn/releases.cjs": false} {
			if f := cs.File(name); f == nil || f.Minified() != want || f.Open == nil {
				t.Errorf("%v: %s %+v; want Minified() = %v and a stream", req.Targets, name, f, want)
			}
		}
		want := "skipped 3 minified file(s) too large to load, which only the secrets scan reads: .yarn/releases/yarn-4.6.0.cjs, public/vendor/app.js, src/lib.min.js"
		if !slices.Contains(cs.Notes, want) || !slices.Contains(cs.Notes, "skipped src/big.js: too large (2600 bytes)") {
			t.Errorf("%v: notes %q; want %q and big.js's own", req.Targets, cs.Notes, want)
		}
	}
}
