package gitx_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/teamreview/teamreview/internal/gitx"
	"github.com/teamreview/teamreview/internal/gitx/gittest"
)

func TestRunErrorNamesArgsAndStderr(t *testing.T) {
	r := gittest.New(t)
	g := &gitx.Git{Dir: r.Dir}
	_, err := g.Run(context.Background(), "show", "no-such-rev")
	var ge *gitx.Error
	if !errors.As(err, &ge) {
		t.Fatalf("Run error = %v, want *gitx.Error", err)
	}
	if !strings.HasPrefix(err.Error(), "git show no-such-rev: fatal: ") {
		t.Errorf("error = %q, want it to start with the args and stderr's first line", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error = %q, want one line", err)
	}
	if ge.ExitCode() != 128 {
		t.Errorf("ExitCode = %d, want 128", ge.ExitCode())
	}
}

func TestTopLevel(t *testing.T) {
	r := gittest.New(t)
	r.Write("a/b/c.txt", "x\n")
	got, err := (&gitx.Git{Dir: filepath.Join(r.Dir, "a", "b")}).TopLevel(context.Background())
	if err != nil || got != r.Dir {
		t.Errorf("TopLevel from a subdirectory = %q, %v; want %q", got, err, r.Dir)
	}

	plain := gittest.TempDir(t)
	_, err = (&gitx.Git{Dir: plain}).TopLevel(context.Background())
	if !errors.Is(err, gitx.ErrNotRepo) {
		t.Errorf("TopLevel outside a repository: err = %v, want ErrNotRepo", err)
	}
}

func TestHeadShortAndRevParse(t *testing.T) {
	ctx := context.Background()
	r := gittest.New(t)
	g := &gitx.Git{Dir: r.Dir}
	if h, err := g.HeadShort(ctx); err != nil || h != "" {
		t.Errorf("HeadShort before the first commit = %q, %v; want \"\", nil", h, err)
	}
	r.Write("f", "1\n")
	id := r.CommitAll("one")
	if h, err := g.HeadShort(ctx); err != nil || h != id[:8] {
		t.Errorf("HeadShort = %q, %v; want %q", h, err, id[:8])
	}
	if got, err := g.RevParse(ctx, "main"); err != nil || got != id {
		t.Errorf("RevParse(main) = %q, %v; want %q", got, err, id)
	}
	for _, rev := range []string{"nope", "--output=x", ""} {
		if _, err := g.RevParse(ctx, rev); !errors.Is(err, gitx.ErrUnknownRevision) {
			t.Errorf("RevParse(%q): err = %v, want ErrUnknownRevision", rev, err)
		}
	}
}

func TestMergeBase(t *testing.T) {
	ctx := context.Background()
	r := gittest.New(t)
	r.Write("f", "1\n")
	base := r.CommitAll("base")
	r.Git("checkout", "-q", "-b", "feature")
	r.Write("g", "1\n")
	r.CommitAll("feature")
	r.Git("checkout", "-q", "main")
	r.Write("h", "1\n")
	r.CommitAll("main moves on")
	got, err := (&gitx.Git{Dir: r.Dir}).MergeBase(ctx, "main", "feature")
	if err != nil || got != base {
		t.Errorf("MergeBase = %q, %v; want %q", got, err, base)
	}
}

func TestDefaultBranch(t *testing.T) {
	ctx := context.Background()
	r := gittest.New(t)
	g := &gitx.Git{Dir: r.Dir}
	if _, err := g.DefaultBranch(ctx); err == nil {
		t.Error("DefaultBranch with no branches: want an error")
	}
	r.Write("f", "1\n")
	r.CommitAll("one")
	r.Git("branch", "-m", "master")
	if got, err := g.DefaultBranch(ctx); err != nil || got != "master" {
		t.Errorf("DefaultBranch with only master = %q, %v", got, err)
	}
	r.Git("branch", "main")
	if got, err := g.DefaultBranch(ctx); err != nil || got != "main" {
		t.Errorf("DefaultBranch with main and master = %q, %v; want main", got, err)
	}
	r.Git("update-ref", "refs/remotes/origin/trunk", "HEAD")
	r.Git("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/trunk")
	if got, err := g.DefaultBranch(ctx); err != nil || got != "origin/trunk" {
		t.Errorf("DefaultBranch with origin/HEAD = %q, %v; want origin/trunk", got, err)
	}
}

func TestDiffIgnoresHostileConfig(t *testing.T) {
	ctx := context.Background()
	r := gittest.New(t)
	r.Write("sub/f.txt", "one\n")
	r.CommitAll("one")
	for _, kv := range [][2]string{
		{"color.ui", "always"}, {"color.diff", "always"}, {"diff.noprefix", "true"},
		{"diff.mnemonicPrefix", "true"}, {"diff.external", "false"}, {"diff.relative", "true"},
		{"core.pager", "false"},
	} {
		r.Git("config", kv[0], kv[1])
	}
	r.Write("sub/f.txt", "two\n")
	out, err := (&gitx.Git{Dir: filepath.Join(r.Dir, "sub")}).Diff(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{"diff --git a/sub/f.txt b/sub/f.txt\n", "-one\n", "+two\n"} {
		if !strings.Contains(s, want) {
			t.Errorf("diff lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "\x1b[") {
		t.Errorf("diff is colored:\n%q", s)
	}
}

func TestListings(t *testing.T) {
	ctx := context.Background()
	r := gittest.New(t)
	r.Write(".gitignore", "*.log\n")
	r.Write("pkg/tracked.go", "package pkg\n")
	r.Write("other/tracked.go", "package other\n")
	r.CommitAll("one")
	r.Write("pkg/new.go", "package pkg\n")
	r.Write("pkg/ignored.log", "x\n")
	r.Write("other/ünïcode.go", "package other\n")

	g := &gitx.Git{Dir: filepath.Join(r.Dir, "pkg")}
	untracked, err := g.UntrackedFiles(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"other/ünïcode.go", "pkg/new.go"}, untracked); diff != "" {
		t.Errorf("UntrackedFiles from pkg/ (-want +got):\n%s", diff)
	}

	files, err := (&gitx.Git{Dir: r.Dir}).ListFiles(ctx, "pkg")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"pkg/new.go", "pkg/tracked.go"}, slices.Sorted(slices.Values(files))); diff != "" {
		t.Errorf("ListFiles(pkg) (-want +got):\n%s", diff)
	}
}

func TestShowAndBlobs(t *testing.T) {
	ctx := context.Background()
	r := gittest.New(t)
	r.Write("a.txt", "committed\n")
	r.Write("big.txt", strings.Repeat("x", 100))
	r.Write("odd\nname.txt", "newline in the name\n")
	id := r.CommitAll("one")
	r.Write("a.txt", "staged\n")
	r.Git("add", "a.txt")
	r.Write("a.txt", "work tree\n")
	g := &gitx.Git{Dir: r.Dir}

	if got, err := g.Show(ctx, "", "a.txt"); err != nil || string(got) != "staged\n" {
		t.Errorf("Show(index) = %q, %v", got, err)
	}
	if got, err := g.Show(ctx, "HEAD", "a.txt"); err != nil || string(got) != "committed\n" {
		t.Errorf("Show(HEAD) = %q, %v", got, err)
	}

	blobs, err := g.Blobs(ctx, []string{":a.txt", id + ":a.txt", "HEAD:missing.txt", "HEAD:big.txt", "HEAD:odd\nname.txt", "HEAD:"}, 50)
	if err != nil {
		t.Fatal(err)
	}
	want := []gitx.Blob{
		{Size: 7, Data: []byte("staged\n")},
		{Size: 10, Data: []byte("committed\n")},
		{Missing: true},
		{Size: 100},
		{Size: 20, Data: []byte("newline in the name\n")},
		{Missing: true, Size: blobs[5].Size}, // a tree, not a blob
	}
	if diff := cmp.Diff(want, blobs); diff != "" {
		t.Errorf("Blobs (-want +got):\n%s", diff)
	}
}

func TestEmptyTree(t *testing.T) {
	r := gittest.New(t)
	f := filepath.Join(r.Dir, "empty")
	if err := os.WriteFile(f, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := r.Git("hash-object", "-t", "tree", "empty"); got != gitx.EmptyTree {
		t.Errorf("hash of the empty tree = %s, want EmptyTree %s", got, gitx.EmptyTree)
	}
}
