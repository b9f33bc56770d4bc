package llm

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/config"
)

// Provider sends one request to a model and returns its answer.
// Implementations are safe for concurrent use and bound how many requests
// they have in flight themselves.
type Provider interface {
	Complete(ctx context.Context, req Request) (Response, error)
}

// Request is one exchange with a model. System holds teamreview's own
// instructions; Prompt holds the task, with the code under review framed as
// untrusted data (see Prompt) and redacted (see Redact).
type Request struct {
	System string
	Prompt string
	// MaxTokens caps the answer; 0 means DefaultMaxTokens.
	MaxTokens int
	// JSON asks for a JSON object as the answer, where the API has a way to
	// ask (OpenAI's response_format). Parse copes either way.
	JSON bool
	// Model replaces the configured model for this request (a role's
	// llm.roles.<name>.model); "" keeps it.
	Model string
	// Effort is the reasoning effort asked of the model (low, medium,
	// high), where the API has a way to ask (OpenAI's reasoning_effort);
	// "" asks for none.
	Effort string
	// CacheKey groups requests that share their fixed instructions, for
	// providers that route on it (OpenAI's prompt_cache_key).
	CacheKey string
	// Check, when set, says whether an answer is usable. The response
	// cache keeps only usable answers, so an unusable one is asked again
	// on the next run.
	Check func(answer string) error
	// Hint is what is known of the request before the deterministic review
	// has run (the role, its model and the code it will see, not the
	// findings it will be told about). The cache notes the hints of the
	// answers it keeps, so the cost estimate can count the hits it will
	// have (see IsCached).
	Hint string
}

// Response is a model's answer and what it cost.
type Response struct {
	Text         string
	InputTokens  int
	OutputTokens int
	// Estimated is set when the provider reports no usage (the command
	// provider) and the token counts are EstimateTokens figures.
	Estimated bool
	// Cached is set when the answer came from the response cache: it cost
	// no request and no tokens this time.
	Cached bool
	// Truncated is set when the model stopped at MaxTokens.
	Truncated bool
	// CachedInputTokens is the part of InputTokens the provider read from
	// its own prompt cache (Anthropic's cache_read_input_tokens, OpenAI's
	// prompt_tokens_details.cached_tokens).
	CachedInputTokens int
}

// DefaultMaxTokens is the answer budget of a Request that sets none.
const DefaultMaxTokens = 4096

// Default endpoints and key variables, used when the configuration leaves
// llm.base_url or llm.api_key_env empty.
const (
	AnthropicBaseURL = "https://api.anthropic.com"
	OpenAIBaseURL    = "https://api.openai.com/v1"
	AnthropicKeyEnv  = "ANTHROPIC_API_KEY"
	OpenAIKeyEnv     = "OPENAI_API_KEY"
)

// UnavailableError means the LLM pass cannot run at all (no provider, no
// key). The caller reports "LLM pass unavailable: …" and carries on with
// the deterministic review. It never holds a key, only the variable's name.
type UnavailableError struct {
	Reason string
}

func (e *UnavailableError) Error() string { return "LLM pass unavailable: " + e.Reason }

// ErrNoProvider is wrapped by the UnavailableError New returns when
// llm.provider is empty.
var ErrNoProvider = errors.New("no LLM provider configured")

// Options changes how New builds a provider. The zero value is what a
// review uses; tests replace the environment, the HTTP client, the retry
// policy's sleep and the cache directory.
type Options struct {
	// Getenv looks up the API key variable; nil means os.Getenv.
	Getenv func(string) string
	// HTTPClient sends the requests; nil means a client with no overall
	// timeout (each attempt gets llm.timeout_seconds through its context).
	HTTPClient *http.Client
	// Retry is the retry policy; zero fields take DefaultRetry's values.
	Retry RetryPolicy
	// CacheDir holds cached responses; "" turns the cache off. New uses
	// DefaultCacheDir().
	CacheDir string
}

// New builds the provider the configuration names, with the response cache
// in front of it (see DefaultCacheDir).
func New(cfg config.LLM) (Provider, error) {
	return NewWithOptions(cfg, Options{CacheDir: DefaultCacheDir()})
}

// NewWithOptions is New with the environment, HTTP client, retry policy and
// cache directory given explicitly.
func NewWithOptions(cfg config.LLM, opts Options) (Provider, error) {
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	hc := opts.HTTPClient
	if hc == nil {
		hc = &http.Client{}
	}
	timeout := time.Duration(cfg.TimeoutSeconds) * time.Second
	if timeout <= 0 {
		timeout = 120 * time.Second
	}
	inFlight := cfg.MaxConcurrency
	if inFlight <= 0 {
		inFlight = 4
	}
	lim := newLimiter(inFlight)

	var (
		p  Provider
		id identity
	)
	switch cfg.Provider {
	case "":
		return nil, &UnavailableError{Reason: ErrNoProvider.Error()}
	case "anthropic":
		env := cmp.Or(cfg.APIKeyEnv, AnthropicKeyEnv)
		key := getenv(env)
		if key == "" {
			return nil, &UnavailableError{Reason: env + " is not set"}
		}
		if cfg.Model == "" {
			return nil, errors.New("llm.model: the anthropic provider needs a model")
		}
		base := strings.TrimRight(cmp.Or(cfg.BaseURL, AnthropicBaseURL), "/")
		p = &anthropic{
			http:  newHTTPCore("anthropic", hc, opts.Retry, lim, timeout, key),
			url:   base + "/v1/messages",
			model: cfg.Model,
			key:   key,
		}
		id = identityOf(cfg)
	case "openai":
		base := strings.TrimRight(cmp.Or(cfg.BaseURL, OpenAIBaseURL), "/")
		env := cfg.APIKeyEnv
		if env == "" && cfg.BaseURL == "" {
			// Only the real OpenAI endpoint gets OPENAI_API_KEY without
			// being asked: a key must not go to a local server by default.
			env = OpenAIKeyEnv
		}
		var key string
		if env != "" {
			key = getenv(env)
			if key == "" {
				return nil, &UnavailableError{Reason: env + " is not set"}
			}
		}
		p = &openAI{
			http:  newHTTPCore("openai", hc, opts.Retry, lim, timeout, key),
			url:   base + "/chat/completions",
			model: cfg.Model,
			key:   key,
		}
		id = identityOf(cfg)
	case "command":
		if len(cfg.Command) == 0 {
			return nil, errors.New("llm.command: the command provider needs a command to run")
		}
		p = &command{argv: cfg.Command, timeout: timeout, lim: lim}
		id = identityOf(cfg)
	default:
		return nil, fmt.Errorf("llm.provider: unknown provider %q (want anthropic, openai or command)", cfg.Provider)
	}
	if opts.CacheDir != "" {
		p = &Cached{Inner: p, Dir: opts.CacheDir, id: id}
	}
	return redacting{p}, nil
}

// identityOf is the identity New gives the configured provider, for
// looking the cache up without building one.
func identityOf(cfg config.LLM) identity {
	switch cfg.Provider {
	case "anthropic":
		return identity{"anthropic", strings.TrimRight(cmp.Or(cfg.BaseURL, AnthropicBaseURL), "/"), cfg.Model}
	case "openai":
		return identity{"openai", strings.TrimRight(cmp.Or(cfg.BaseURL, OpenAIBaseURL), "/"), cfg.Model}
	case "command":
		return identity{"command", strings.Join(cfg.Command, "\x00"), cfg.Model}
	}
	return identity{}
}

// limiter bounds the requests a provider has in flight. A slot is held for
// one attempt, not across the backoff between attempts.
type limiter chan struct{}

func newLimiter(n int) limiter { return make(limiter, n) }

func (l limiter) acquire(ctx context.Context) error {
	select {
	case l <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (l limiter) release() { <-l }
