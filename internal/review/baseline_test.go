package review

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/verdict"
)

// A baseline interrupted while the model reviews (Ctrl-C during the model
// pass, which gives up quietly on a cancelled request) writes nothing: a
// baseline of half a review would record too little as known. The same
// change, not interrupted, writes one.
func TestWriteBaselineInterruptedWritesNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cancel() // the person pressed Ctrl-C while the model was asked
		select {
		case <-r.Context().Done():
		case <-time.After(2 * time.Second):
			// A model that answers all the same: the answer must not count.
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, `{"id":"c1","object":"chat.completion","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"{\"findings\":[]}"}}]}`)
		}
	}))
	t.Cleanup(srv.Close)
	dir := setupDir(t, srv.URL)
	plan, err := Prepare(context.Background(), Options{Dir: dir, Targets: []string{"app"}, Mode: verdict.Full, Dimensions: []string{"sec", "secrets"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := plan.WriteBaseline(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted baseline: %v, want context.Canceled", err)
	}
	if _, err := os.Stat(filepath.Join(dir, BaselineFile)); !os.IsNotExist(err) {
		t.Fatalf("an interrupted baseline wrote %s: %v", BaselineFile, err)
	}

	done, _ := openAIServer(t, `{"findings":[]}`)
	plan, err = Prepare(context.Background(), Options{Dir: setupDir(t, done.URL), Targets: []string{"app"}, Mode: verdict.Full, Dimensions: []string{"sec", "secrets"}})
	if err != nil {
		t.Fatal(err)
	}
	if b, err := plan.WriteBaseline(context.Background()); err != nil || len(b.Findings) == 0 {
		t.Fatalf("baseline: %+v, %v", b, err)
	}
}
