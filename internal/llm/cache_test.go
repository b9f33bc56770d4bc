package llm

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

func cachedAnthropic(t *testing.T, base, dir string) Provider {
	t.Helper()
	opts := testOptions(&sleeps{}, map[string]string{AnthropicKeyEnv: testKey})
	opts.CacheDir = dir
	p, err := NewWithOptions(anthropicConfig(base), opts)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCacheHitCostsNoRequest(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, anthropicOK})
	dir := t.TempDir()
	req := Request{System: "sys", Prompt: "review this"}

	first, err := cachedAnthropic(t, srv.URL, dir).Complete(context.Background(), req)
	if err != nil || first.Cached {
		t.Fatalf("first = %+v, %v", first, err)
	}
	// A new provider (a new run) with the same cache directory.
	second, err := cachedAnthropic(t, srv.URL, dir).Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(srv.requests()); n != 1 {
		t.Errorf("%d requests, want 1: the second call should be a cache hit", n)
	}
	if !second.Cached || second.Text != first.Text || second.InputTokens != first.InputTokens {
		t.Errorf("second = %+v, want the first answer from the cache", second)
	}
	// The cache file holds the answer, never the key.
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data, _ := os.ReadFile(p)
			assertNoKey(t, string(data))
		}
		return nil
	})

	// Anything that changes the answer is a miss.
	for _, r := range []Request{{System: "sys", Prompt: "review that"}, {System: "other", Prompt: "review this"}, {System: "sys", Prompt: "review this", JSON: true}} {
		if _, err := cachedAnthropic(t, srv.URL, dir).Complete(context.Background(), r); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(srv.requests()); n != 4 {
		t.Errorf("%d requests, want 4 (three misses)", n)
	}
}

func TestCacheKeyCoversProviderAndModel(t *testing.T) {
	req := Request{Prompt: "p"}
	a := &Cached{id: identity{"anthropic", "https://api.anthropic.com", "claude-sonnet-4-5"}}
	b := &Cached{id: identity{"anthropic", "https://api.anthropic.com", "claude-opus-4-1"}}
	c := &Cached{id: identity{"openai", "https://api.anthropic.com", "claude-sonnet-4-5"}}
	if a.Key(req) == b.Key(req) || a.Key(req) == c.Key(req) {
		t.Error("different models or providers share a cache key")
	}
	// Length prefixes keep "ab"+"c" apart from "a"+"bc".
	if a.Key(Request{System: "ab", Prompt: "c"}) == a.Key(Request{System: "a", Prompt: "bc"}) {
		t.Error("ambiguous cache key")
	}
}

func TestErrorsAreNotCached(t *testing.T) {
	srv := newWireServer(t, reply{400, nil, `{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long"}}`}, reply{200, nil, anthropicOK})
	dir := t.TempDir()
	req := Request{Prompt: "x"}
	if _, err := cachedAnthropic(t, srv.URL, dir).Complete(context.Background(), req); err == nil {
		t.Fatal("want the 400")
	}
	resp, err := cachedAnthropic(t, srv.URL, dir).Complete(context.Background(), req)
	if err != nil || resp.Cached || len(srv.requests()) != 2 {
		t.Errorf("resp %+v, err %v, %d requests; want a fresh successful request", resp, err, len(srv.requests()))
	}
}

func TestDefaultCacheDirHonoursOff(t *testing.T) {
	t.Setenv("TEAMREVIEW_CACHE", "off")
	if d := DefaultCacheDir(); d != "" {
		t.Errorf("DefaultCacheDir = %q with the cache off", d)
	}
	t.Setenv("TEAMREVIEW_CACHE", "")
	t.Setenv("TEAMREVIEW_CACHE_DIR", "/tmp/trc")
	if d := DefaultCacheDir(); d != "/tmp/trc/llm" {
		t.Errorf("DefaultCacheDir = %q", d)
	}
}
