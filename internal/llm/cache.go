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
	"github.com/teamreview/teamreview/internal/config"
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
// re-review costs no request and no tokens. Only successful, complete and
// usable answers are stored (see Request.Check); errors, truncated answers
// and answers Check rejects are not, so the next run asks again.
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
	if e, ok := readEntry(path, req); ok {
		return Response{Text: e.Text, InputTokens: e.InputTokens, OutputTokens: e.OutputTokens, Estimated: e.Estimated, Cached: true}, nil
	}
	resp, err := c.Inner.Complete(ctx, req)
	if err != nil || resp.Truncated {
		return resp, err
	}
	if req.Check != nil && req.Check(resp.Text) != nil {
		return resp, nil
	}
	if data, err := json.Marshal(cacheEntry{resp.Text, resp.InputTokens, resp.OutputTokens, resp.Estimated}); err == nil {
		// A cache that cannot be written only costs the next run a request.
		_ = atomicfile.WriteCache(path, data, 0o600)
		if req.Hint != "" {
			_ = atomicfile.WriteCache(c.hintPath(req.Hint), []byte(path), 0o600)
		}
	}
	return resp, nil
}

// readEntry reads a cached answer; one that is unreadable or that Check
// rejects (written by an older version) counts as absent.
func readEntry(path string, req Request) (cacheEntry, bool) {
	var e cacheEntry
	data, err := os.ReadFile(path)
	if err != nil || json.Unmarshal(data, &e) != nil {
		return e, false
	}
	if req.Check != nil && req.Check(e.Text) != nil {
		return e, false
	}
	return e, true
}

// IsCached reports whether the provider cfg configures is expected to
// answer req from the response cache in dir, without asking the model:
// the cost estimate counts such requests as free. A request with a Hint is
// looked up by it, since the estimate cannot build the whole request yet.
func IsCached(cfg config.LLM, dir string, req Request) bool {
	if dir == "" || cfg.Provider == "" {
		return false
	}
	c := &Cached{Dir: dir, id: identityOf(cfg)}
	path := c.path(req)
	if req.Hint != "" {
		data, err := os.ReadFile(c.hintPath(req.Hint))
		if err != nil {
			return false
		}
		path = string(data)
		if filepath.Dir(filepath.Dir(path)) != filepath.Clean(c.Dir) {
			return false // not a path this cache wrote
		}
	}
	_, ok := readEntry(path, req)
	return ok
}

func (c *Cached) hintPath(hint string) string {
	h := sha256.Sum256([]byte(c.id.provider + "\x00" + c.id.baseURL + "\x00" + c.id.model + "\x00" + hint))
	k := hex.EncodeToString(h[:])
	return filepath.Join(c.Dir, "hints", k[:2], k)
}

// Key is the hex sha256 of everything that decides the answer. Each part is
// length-prefixed so no two different requests can share a key.
func (c *Cached) Key(req Request) string {
	h := sha256.New()
	for _, part := range []string{
		"teamreview-llm-cache-v2",
		c.id.provider, c.id.baseURL, c.id.model, req.Model, req.Effort,
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

// DefaultExpectedOutput is the output tokens a request is expected to
// take when no answer of its role has been measured yet: a short list of
// findings. The answer's budget (MaxTokens) is a ceiling no review comes
// near, and pricing it made the estimate ten times too high.
const DefaultExpectedOutput = 350

// statsFile, in the cache directory, keeps the output tokens each role's
// answers took, for the estimate of the next run.
const statsFile = "output-stats.json"

// OutputStats is the measured output of each role's answers.
type OutputStats map[string]struct {
	Answers      int `json:"answers"`
	OutputTokens int `json:"outputTokens"`
}

// LoadOutputStats reads the stats kept in dir; none is an empty set.
func LoadOutputStats(dir string) OutputStats {
	s := OutputStats{}
	if dir == "" {
		return s
	}
	if data, err := os.ReadFile(filepath.Join(dir, statsFile)); err == nil {
		_ = json.Unmarshal(data, &s)
	}
	return s
}

// Expected is the average output of role's answers, or
// DefaultExpectedOutput when none was measured.
func (s OutputStats) Expected(role string) int {
	if st, ok := s[role]; ok && st.Answers > 0 {
		return max(st.OutputTokens/st.Answers, 1)
	}
	return DefaultExpectedOutput
}

// Record adds answers of role that took outputTokens together.
func (s OutputStats) Record(role string, answers, outputTokens int) {
	st := s[role]
	st.Answers += answers
	st.OutputTokens += outputTokens
	s[role] = st
}

// SaveOutputStats writes the stats to dir. Two runs at once may lose one
// run's figures: they are an average for an estimate, and the last
// writer's view is good enough.
func SaveOutputStats(dir string, s OutputStats) error {
	if dir == "" {
		return nil
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(dir, statsFile), data, 0o600)
}
