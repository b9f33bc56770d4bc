package cache

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// notedEngine reports a note with its result, and says whether its key
// covers the note.
type notedEngine struct {
	runs  int
	keyed bool
}

func (n *notedEngine) Name() string { return "noted" }

func (n *notedEngine) Run(context.Context, []*scope.File) (*engine.Result, error) {
	n.runs++
	return &engine.Result{
		Diagnostics: []engine.Diagnostic{{Rule: "r", Message: "m"}},
		Notes:       []string{"module example.com/x: dependencies missing"},
		Unanalyzed:  []engine.Unanalyzed{{File: "a.go", Reason: "partly", Partial: true}},
	}, nil
}

func (n *notedEngine) KeyedNotes([]string) bool { return n.keyed }

// TestRunCachesKeyedNotes checks that a result with notes is served from
// the cache, notes and coverage included, when the engine says its key
// covers them, and is computed again every time when it does not.
func TestRunCachesKeyedNotes(t *testing.T) {
	for _, keyed := range []bool{true, false} {
		inner := &notedEngine{keyed: keyed}
		e := &Engine{
			Inner: inner,
			Key: func(context.Context, engine.Env, []*scope.File) (string, bool, error) {
				return "abcdef", true, nil
			},
			Dir: t.TempDir(),
		}
		first, err := e.Run(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		second, err := e.Run(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		wantRuns := 1
		if !keyed {
			wantRuns = 2
		}
		if inner.runs != wantRuns {
			t.Errorf("keyed=%t: the engine ran %d times, want %d", keyed, inner.runs, wantRuns)
		}
		if !slices.Equal(first.Notes, second.Notes) || len(second.Notes) != 1 ||
			!slices.Equal(first.Unanalyzed, second.Unanalyzed) || len(second.Diagnostics) != 1 {
			t.Errorf("keyed=%t: second result %+v, want the first's %+v", keyed, second, first)
		}
	}
}

// TestGoKeyModuleDownloaded checks that the Go result key changes when a
// module go.sum lists arrives in the module cache: a result cached with
// "dependencies missing" must not outlive "go mod download".
func TestGoKeyModuleDownloaded(t *testing.T) {
	root := t.TempDir()
	modcache := t.TempDir()
	t.Setenv("GOMODCACHE", modcache)
	t.Setenv("GOFLAGS", "")
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/app\n\ngo 1.26\n\nrequire github.com/Some/Dep v1.2.3\n")
	write("go.sum", "github.com/Some/Dep v1.2.3 h1:AAAA=\ngithub.com/Some/Dep v1.2.3/go.mod h1:BBBB=\n")
	main := "package main\n\nimport _ \"github.com/Some/Dep\"\n\nfunc main() {}\n"
	write("main.go", main)
	files := []*scope.File{{Path: "main.go", Content: []byte(main)}}
	env := engine.Env{Root: root}
	key := func() string {
		t.Helper()
		k, ok, err := GoKey(context.Background(), env, files)
		if err != nil || !ok {
			t.Fatalf("GoKey: %q, %t, %v", k, ok, err)
		}
		return k
	}
	missing := key()
	if again := key(); again != missing {
		t.Fatalf("the key of the same tree changed: %s, then %s", missing, again)
	}
	// Where the go command extracts it: the path is case-escaped.
	if err := os.MkdirAll(filepath.Join(modcache, "github.com", "!some", "!dep@v1.2.3"), 0o755); err != nil {
		t.Fatal(err)
	}
	if downloaded := key(); downloaded == missing {
		t.Error("the key did not change when the module arrived in the module cache")
	}
}

// meetingEngine's Run says it started, then waits until the key is being
// computed.
type meetingEngine struct {
	started, keying chan struct{}
	runs            int
}

func (m *meetingEngine) Name() string { return "meeting" }

func (m *meetingEngine) Run(context.Context, []*scope.File) (*engine.Result, error) {
	if m.runs++; m.runs == 1 {
		close(m.started)
	}
	select {
	case <-m.keying:
	case <-time.After(30 * time.Second):
		return nil, errors.New("the key was not computed while the engine ran")
	}
	return &engine.Result{Diagnostics: []engine.Diagnostic{{Rule: "r", Message: "m", Code: "x := 1"}}}, nil
}

// TestRunFirstKeysWhileRunning checks that with nothing of the engine's
// stored yet, its key is computed while it runs (here each waits for the
// other to have started), and the result stored under it, fingerprinted;
// and that once something is stored, the key comes first, so that the
// next run is answered without running the engine.
func TestRunFirstKeysWhileRunning(t *testing.T) {
	inner := &meetingEngine{started: make(chan struct{}), keying: make(chan struct{})}
	keys := 0
	e := &Engine{
		Inner: inner,
		Key: func(context.Context, engine.Env, []*scope.File) (string, bool, error) {
			if keys++; keys == 1 {
				close(inner.keying)
				select {
				case <-inner.started:
				case <-time.After(30 * time.Second):
					t.Error("the key was computed before the engine ran, not while")
				}
			}
			return "abcdef", true, nil
		},
		Dir: t.TempDir(),
	}
	first, err := e.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if first.Diagnostics[0].Fingerprint == "" {
		t.Error("a first run's diagnostics have no fingerprint")
	}
	if _, err := os.Stat(filepath.Join(e.Dir, "engine-meeting", "ab", "abcdef.json")); err != nil {
		t.Fatalf("the first run's result is not stored under its key: %v", err)
	}
	second, err := e.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if inner.runs != 1 || keys != 2 || len(second.Diagnostics) != 1 {
		t.Errorf("second run: the engine ran %d times in all, the key %d times, %d diagnostics; want 1, 2, 1", inner.runs, keys, len(second.Diagnostics))
	}
}
