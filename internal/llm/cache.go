package llm

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
)

// DefaultCacheDir is where responses are cached: the engine cache's
// directory (which honours TEAMREVIEW_CACHE=off and TEAMREVIEW_CACHE_DIR)
// plus "llm", or "" when caching is off or there is no cache directory.
func DefaultCacheDir() string {
	d := cache.DefaultDir()
	if d == "" {
		return ""
	}
	return filepath.Join(d, "llm")
}

// identity is what, besides the request, decides a provider's answer.
type identity struct {
	provider, baseURL, model string
}

// Cached answers a request it has seen before from disk, so an unchanged
// re-review costs no request and no tokens. Only successful, complete
// answers are stored; errors and truncated answers are not.
type Cached struct {
	Inner Provider
	Dir   string
	id    identity
}

var _ Provider = (*Cached)(nil)

type cacheEntry struct {
	Text         string `json:"text"`
	InputTokens  int    `json:"inputTokens"`
	OutputTokens int    `json:"outputTokens"`
	Estimated    bool   `json:"estimated,omitempty"`
}

func (c *Cached) Complete(ctx context.Context, req Request) (Response, error) {
	path := c.path(req)
	if data, err := os.ReadFile(path); err == nil {
		var e cacheEntry
		if json.Unmarshal(data, &e) == nil {
			return Response{Text: e.Text, InputTokens: e.InputTokens, OutputTokens: e.OutputTokens, Estimated: e.Estimated, Cached: true}, nil
		}
	}
	resp, err := c.Inner.Complete(ctx, req)
	if err != nil || resp.Truncated {
		return resp, err
	}
	if data, err := json.Marshal(cacheEntry{resp.Text, resp.InputTokens, resp.OutputTokens, resp.Estimated}); err == nil {
		// A cache that cannot be written only costs the next run a request.
		_ = atomicfile.Write(path, data, 0o600)
	}
	return resp, nil
}

// Key is the hex sha256 of everything that decides the answer. Each part is
// length-prefixed so no two different requests can share a key.
func (c *Cached) Key(req Request) string {
	h := sha256.New()
	for _, part := range []string{
		"teamreview-llm-cache-v1",
		c.id.provider, c.id.baseURL, c.id.model,
		req.System, req.Prompt,
		strconv.Itoa(maxTokens(req)), strconv.FormatBool(req.JSON),
	} {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(part)))
		h.Write(n[:])
		h.Write([]byte(part))
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (c *Cached) path(req Request) string {
	k := c.Key(req)
	return filepath.Join(c.Dir, k[:2], k+".json")
}
