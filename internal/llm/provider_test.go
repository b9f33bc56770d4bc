package llm

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/config"
)

// testKey is a fake API key; tests assert it never shows up in errors.
const testKey = "sk-ant-api03-" + "TESTKEYdoNotLeak0123456789abcdef"

// received is one request as the server saw it.
type received struct {
	Method, Path string
	Header       http.Header
	Body         []byte
}

// wireServer is an httptest server that records every request and answers
// with the next scripted reply (the last one repeats).
type wireServer struct {
	*httptest.Server
	mu       sync.Mutex
	reqs     []received
	replies  []reply
	inFlight int
	maxSeen  int
	delay    time.Duration
}

type reply struct {
	status int
	header map[string]string
	body   string
}

func newWireServer(t *testing.T, replies ...reply) *wireServer {
	t.Helper()
	w := &wireServer{replies: replies}
	w.Server = httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.mu.Lock()
		w.reqs = append(w.reqs, received{r.Method, r.URL.Path, r.Header.Clone(), body})
		rep := w.replies[min(len(w.reqs), len(w.replies))-1]
		w.inFlight++
		w.maxSeen = max(w.maxSeen, w.inFlight)
		w.mu.Unlock()
		if w.delay > 0 {
			time.Sleep(w.delay)
		}
		w.mu.Lock()
		w.inFlight--
		w.mu.Unlock()
		for k, v := range rep.header {
			rw.Header().Set(k, v)
		}
		rw.Header().Set("Content-Type", "application/json")
		rw.WriteHeader(rep.status)
		io.WriteString(rw, rep.body)
	}))
	t.Cleanup(w.Close)
	return w
}

func (w *wireServer) requests() []received {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]received(nil), w.reqs...)
}

// Real wire-format bodies.
const (
	anthropicOK = `{"id":"msg_01XFDUDYJgAACzvnptvVoYEL","type":"message","role":"assistant","model":"claude-sonnet-4-5",
"content":[{"type":"text","text":"{\"findings\":[]}"}],"stop_reason":"end_turn","stop_sequence":null,
"usage":{"input_tokens":2095,"output_tokens":503}}`
	anthropicRateLimited = `{"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens has exceeded your per-minute rate limit"}}`
	anthropicOverloaded  = `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`
	openAIOK             = `{"id":"chatcmpl-abc123","object":"chat.completion","created":1741569952,"model":"gpt-4.1-2025-04-14",
"choices":[{"index":0,"message":{"role":"assistant","content":"{\"findings\":[]}","refusal":null,"annotations":[]},"logprobs":null,"finish_reason":"stop"}],
"usage":{"prompt_tokens":19,"completion_tokens":10,"total_tokens":29}}`
	openAIServerError = `{"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error","param":null,"code":null}}`
)

// sleeps records the waits of the retry policy instead of sleeping.
type sleeps struct {
	mu sync.Mutex
	d  []time.Duration
}

func (s *sleeps) sleep(_ context.Context, d time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.d = append(s.d, d)
	return nil
}

func (s *sleeps) all() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.d...)
}

func testOptions(s *sleeps, env map[string]string) Options {
	return Options{
		Getenv: func(k string) string { return env[k] },
		Retry:  RetryPolicy{MaxAttempts: 3, Sleep: s.sleep},
	}
}

func anthropicConfig(base string) config.LLM {
	return config.LLM{Provider: "anthropic", BaseURL: base, Model: "claude-sonnet-4-5", MaxConcurrency: 4, TimeoutSeconds: 10}
}

func newAnthropic(t *testing.T, base string, s *sleeps) Provider {
	t.Helper()
	p, err := NewWithOptions(anthropicConfig(base), testOptions(s, map[string]string{AnthropicKeyEnv: testKey}))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func assertNoKey(t *testing.T, texts ...string) {
	t.Helper()
	for _, s := range texts {
		if strings.Contains(s, testKey) || strings.Contains(s, "TESTKEYdoNotLeak") {
			t.Fatalf("the API key leaked: %q", s)
		}
	}
}

func TestAnthropicWireFormat(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, anthropicOK})
	p := newAnthropic(t, srv.URL, &sleeps{})
	resp, err := p.Complete(context.Background(), Request{System: "be a reviewer", Prompt: "review this", MaxTokens: 1000, JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text != `{"findings":[]}` || resp.InputTokens != 2095 || resp.OutputTokens != 503 || resp.Cached || resp.Estimated {
		t.Errorf("response = %+v", resp)
	}
	reqs := srv.requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(reqs))
	}
	r := reqs[0]
	if r.Method != "POST" || r.Path != "/v1/messages" {
		t.Errorf("request %s %s, want POST /v1/messages", r.Method, r.Path)
	}
	for h, want := range map[string]string{"x-api-key": testKey, "anthropic-version": "2023-06-01", "content-type": "application/json"} {
		if got := r.Header.Get(h); got != want {
			t.Errorf("header %s is not the expected value", h) // never print the key
		}
	}
	if r.Header.Get("Authorization") != "" {
		t.Error("Anthropic request carries an Authorization header")
	}
	var body struct {
		Model     string `json:"model"`
		MaxTokens int    `json:"max_tokens"`
		System    []struct {
			Type         string `json:"type"`
			Text         string `json:"text"`
			CacheControl struct {
				Type string `json:"type"`
			} `json:"cache_control"`
		} `json:"system"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(r.Body, &body); err != nil {
		t.Fatal(err)
	}
	// The fixed instructions are one text block marked for prompt caching.
	if body.Model != "claude-sonnet-4-5" || body.MaxTokens != 1000 || len(body.System) != 1 || body.System[0].Text != "be a reviewer" ||
		body.System[0].Type != "text" || body.System[0].CacheControl.Type != "ephemeral" ||
		len(body.Messages) != 1 || body.Messages[0].Role != "user" || body.Messages[0].Content != "review this" {
		t.Errorf("body = %s", r.Body)
	}
}

func TestAnthropicMaxTokensStopIsTruncated(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, strings.Replace(anthropicOK, `"end_turn"`, `"max_tokens"`, 1)})
	resp, err := newAnthropic(t, srv.URL, &sleeps{}).Complete(context.Background(), Request{Prompt: "x"})
	if err != nil || !resp.Truncated {
		t.Errorf("resp = %+v, err = %v; want truncated", resp, err)
	}
	var body map[string]any
	json.Unmarshal(srv.requests()[0].Body, &body)
	if body["max_tokens"] != float64(DefaultMaxTokens) {
		t.Errorf("max_tokens = %v, want the default %d", body["max_tokens"], DefaultMaxTokens)
	}
}

func TestOpenAIWireFormat(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, openAIOK})
	cfg := config.LLM{Provider: "openai", BaseURL: srv.URL + "/v1", Model: "gpt-4.1", APIKeyEnv: "MY_OPENAI_KEY", MaxConcurrency: 2, TimeoutSeconds: 10}
	p, err := NewWithOptions(cfg, testOptions(&sleeps{}, map[string]string{"MY_OPENAI_KEY": testKey}))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := p.Complete(context.Background(), Request{System: "sys", Prompt: "user text", MaxTokens: 800, JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text != `{"findings":[]}` || resp.InputTokens != 19 || resp.OutputTokens != 10 {
		t.Errorf("response = %+v", resp)
	}
	r := srv.requests()[0]
	if r.Method != "POST" || r.Path != "/v1/chat/completions" {
		t.Errorf("request %s %s, want POST /v1/chat/completions", r.Method, r.Path)
	}
	if got := r.Header.Get("Authorization"); got != "Bearer "+testKey {
		t.Errorf("Authorization is not Bearer and the key (%d bytes)", len(got)) // never print the key
	}
	if got := r.Header.Get("Content-Type"); got != "application/json" {
		t.Errorf("Content-Type = %q", got)
	}
	var body struct {
		Model    string `json:"model"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
		MaxTokens      int `json:"max_tokens"`
		ResponseFormat struct {
			Type string `json:"type"`
		} `json:"response_format"`
	}
	if err := json.Unmarshal(r.Body, &body); err != nil {
		t.Fatal(err)
	}
	if body.Model != "gpt-4.1" || body.MaxTokens != 800 || body.ResponseFormat.Type != "json_object" || len(body.Messages) != 2 ||
		body.Messages[0].Role != "system" || body.Messages[0].Content != "sys" ||
		body.Messages[1].Role != "user" || body.Messages[1].Content != "user text" {
		t.Errorf("body = %s", r.Body)
	}
}

func TestOpenAILocalServerGetsNoKey(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, openAIOK})
	cfg := config.LLM{Provider: "openai", BaseURL: srv.URL + "/v1", Model: "qwen2.5-coder", MaxConcurrency: 1, TimeoutSeconds: 10}
	// OPENAI_API_KEY is set, but a local base URL must not receive it.
	p, err := NewWithOptions(cfg, testOptions(&sleeps{}, map[string]string{OpenAIKeyEnv: testKey}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Complete(context.Background(), Request{Prompt: "x"}); err != nil {
		t.Fatal(err)
	}
	r := srv.requests()[0]
	if h := r.Header.Get("Authorization"); h != "" {
		t.Errorf("Authorization = %q, want none", h)
	}
	var body map[string]any
	json.Unmarshal(r.Body, &body)
	if _, ok := body["response_format"]; ok {
		t.Errorf("response_format sent without JSON: %s", r.Body)
	}
}

func TestOpenAICompatibleErrorShapes(t *testing.T) {
	for _, tt := range []struct{ body, want string }{
		{openAIServerError, "openai: HTTP 400 server_error: The server had an error"},
		{`{"error":"model \"llama3\" not found, try pulling it first"}`, `openai: HTTP 400: model "llama3" not found`},                                                           // Ollama
		{`{"object":"error","message":"max_tokens is too large","type":"BadRequestError","param":null,"code":400}`, "openai: HTTP 400 BadRequestError: max_tokens is too large"}, // vLLM
	} {
		srv := newWireServer(t, reply{400, nil, tt.body})
		cfg := config.LLM{Provider: "openai", BaseURL: srv.URL, Model: "m", MaxConcurrency: 1, TimeoutSeconds: 10}
		p, _ := NewWithOptions(cfg, testOptions(&sleeps{}, nil))
		_, err := p.Complete(context.Background(), Request{Prompt: "x"})
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("error = %v, want prefix %q", err, tt.want)
		}
		if n := len(srv.requests()); n != 1 {
			t.Errorf("400 sent %d requests, want 1 (no retry)", n)
		}
	}
}

func TestRetryAfter429(t *testing.T) {
	srv := newWireServer(t,
		reply{429, map[string]string{"Retry-After": "1"}, anthropicRateLimited},
		reply{200, nil, anthropicOK})
	s := &sleeps{}
	resp, err := newAnthropic(t, srv.URL, s).Complete(context.Background(), Request{Prompt: "x"})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text == "" || len(srv.requests()) != 2 {
		t.Errorf("resp %+v after %d requests, want success after 2", resp, len(srv.requests()))
	}
	if got := s.all(); len(got) != 1 || got[0] != time.Second {
		t.Errorf("waits = %v, want [1s] from Retry-After", got)
	}
}

func TestRetryAfterHTTPDate(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	srv := newWireServer(t,
		reply{503, map[string]string{"Retry-After": now.Add(3 * time.Second).Format(http.TimeFormat)}, `{"type":"error","error":{"type":"api_error","message":"unavailable"}}`},
		reply{200, nil, anthropicOK})
	s := &sleeps{}
	opts := testOptions(s, map[string]string{AnthropicKeyEnv: testKey})
	opts.Retry.Now = func() time.Time { return now }
	p, err := NewWithOptions(anthropicConfig(srv.URL), opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Complete(context.Background(), Request{Prompt: "x"}); err != nil {
		t.Fatal(err)
	}
	if got := s.all(); len(got) != 1 || got[0] != 3*time.Second {
		t.Errorf("waits = %v, want [3s]", got)
	}
}

func TestServerErrorThenSuccess(t *testing.T) {
	srv := newWireServer(t, reply{500, nil, openAIServerError}, reply{200, nil, openAIOK})
	s := &sleeps{}
	cfg := config.LLM{Provider: "openai", BaseURL: srv.URL, Model: "m", MaxConcurrency: 1, TimeoutSeconds: 10}
	p, _ := NewWithOptions(cfg, testOptions(s, nil))
	if _, err := p.Complete(context.Background(), Request{Prompt: "x"}); err != nil {
		t.Fatal(err)
	}
	got := s.all()
	if len(srv.requests()) != 2 || len(got) != 1 {
		t.Fatalf("%d requests, waits %v; want 2 requests and 1 wait", len(srv.requests()), got)
	}
	// The first backoff is DefaultRetry.BaseDelay, half of it jittered.
	if got[0] < DefaultRetry.BaseDelay/2 || got[0] > DefaultRetry.BaseDelay {
		t.Errorf("wait %v outside [%v, %v]", got[0], DefaultRetry.BaseDelay/2, DefaultRetry.BaseDelay)
	}
}

func TestBackoffGrowsAndIsCapped(t *testing.T) {
	p := RetryPolicy{BaseDelay: time.Second, MaxDelay: 5 * time.Second, Jitter: func(d time.Duration) time.Duration { return d }}.withDefaults()
	var got []time.Duration
	for a := 1; a <= 5; a++ {
		got = append(got, p.backoff(a))
	}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 5 * time.Second, 5 * time.Second}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("backoff = %v, want %v", got, want)
		}
	}
}

func TestOverloadedExhaustsAttempts(t *testing.T) {
	srv := newWireServer(t, reply{529, nil, anthropicOverloaded})
	s := &sleeps{}
	_, err := newAnthropic(t, srv.URL, s).Complete(context.Background(), Request{Prompt: "x"})
	want := "anthropic: HTTP 529 overloaded_error: Overloaded (after 3 attempts)"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %q", err, want)
	}
	var e *Error
	if !errors.As(err, &e) || e.Status != 529 || !e.Temporary() {
		t.Errorf("error value = %#v", err)
	}
	if len(srv.requests()) != 3 || len(s.all()) != 2 {
		t.Errorf("%d requests, %d waits; want 3 and 2", len(srv.requests()), len(s.all()))
	}
}

func TestRetryAfterTooLongStops(t *testing.T) {
	srv := newWireServer(t, reply{429, map[string]string{"Retry-After": "3600"}, anthropicRateLimited})
	_, err := newAnthropic(t, srv.URL, &sleeps{}).Complete(context.Background(), Request{Prompt: "x"})
	if err == nil || !strings.Contains(err.Error(), "HTTP 429 rate_limit_error") || len(srv.requests()) != 1 {
		t.Errorf("err = %v after %d requests; want the 429 after 1", err, len(srv.requests()))
	}
}

func TestRejectedKeyNeverEchoed(t *testing.T) {
	// OpenAI's 401 quotes the key it rejected; the error must not.
	body := `{"error":{"message":"Incorrect API key provided: ` + testKey + `. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`
	srv := newWireServer(t, reply{401, nil, body})
	cfg := config.LLM{Provider: "openai", BaseURL: srv.URL, Model: "m", APIKeyEnv: "K", MaxConcurrency: 1, TimeoutSeconds: 10}
	p, _ := NewWithOptions(cfg, testOptions(&sleeps{}, map[string]string{"K": testKey}))
	_, err := p.Complete(context.Background(), Request{Prompt: "x"})
	if err == nil || !strings.HasPrefix(err.Error(), "openai: HTTP 401 invalid_request_error: Incorrect API key provided: «key»") {
		t.Fatalf("error = %v", err)
	}
	assertNoKey(t, err.Error())
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error spans lines: %q", err)
	}
}

func TestProviderDown(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, anthropicOK})
	base := srv.URL
	srv.Close()
	s := &sleeps{}
	_, err := newAnthropic(t, base, s).Complete(context.Background(), Request{Prompt: "x"})
	if err == nil {
		t.Fatal("no error from a closed server")
	}
	var e *Error
	if !errors.As(err, &e) || e.Status != 0 || e.Attempts != 3 || !e.Temporary() {
		t.Errorf("error = %#v", err)
	}
	if !strings.HasPrefix(err.Error(), "anthropic: request failed: ") || !strings.HasSuffix(err.Error(), "(after 3 attempts)") {
		t.Errorf("error = %q", err)
	}
	assertNoKey(t, err.Error())
}

func TestCanceledContextStopsRetrying(t *testing.T) {
	srv := newWireServer(t, reply{503, nil, anthropicOverloaded})
	ctx, cancel := context.WithCancel(context.Background())
	opts := testOptions(nil, map[string]string{AnthropicKeyEnv: testKey})
	opts.Retry.Sleep = func(context.Context, time.Duration) error { cancel(); return context.Canceled }
	p, _ := NewWithOptions(anthropicConfig(srv.URL), opts)
	_, err := p.Complete(ctx, Request{Prompt: "x"})
	if err == nil || len(srv.requests()) != 1 {
		t.Errorf("err = %v after %d requests", err, len(srv.requests()))
	}
}

func TestRequestTimeout(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, anthropicOK})
	srv.delay = 1500 * time.Millisecond
	cfg := anthropicConfig(srv.URL)
	cfg.TimeoutSeconds = 1
	p, _ := NewWithOptions(cfg, testOptions(&sleeps{}, map[string]string{AnthropicKeyEnv: testKey}))
	_, err := p.Complete(context.Background(), Request{Prompt: "x"})
	if err == nil || !strings.Contains(err.Error(), "no answer within 1s") || len(srv.requests()) != 1 {
		t.Errorf("err = %v after %d requests; want a timeout and no retry", err, len(srv.requests()))
	}
}

func TestBoundedInFlight(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, anthropicOK})
	srv.delay = 50 * time.Millisecond
	cfg := anthropicConfig(srv.URL)
	cfg.MaxConcurrency = 2
	p, _ := NewWithOptions(cfg, testOptions(&sleeps{}, map[string]string{AnthropicKeyEnv: testKey}))
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if _, err := p.Complete(context.Background(), Request{Prompt: "x"}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	srv.mu.Lock()
	maxSeen := srv.maxSeen
	srv.mu.Unlock()
	if maxSeen > 2 || len(srv.requests()) != 8 {
		t.Errorf("max in flight %d over 8 requests (%d); want at most 2", maxSeen, len(srv.requests()))
	}
}

func TestMissingKeyIsUnavailable(t *testing.T) {
	t.Setenv(AnthropicKeyEnv, "")
	_, err := New(config.LLM{Provider: "anthropic", Model: "claude-sonnet-4-5", MaxConcurrency: 1, TimeoutSeconds: 10})
	var u *UnavailableError
	if !errors.As(err, &u) || err.Error() != "LLM pass unavailable: ANTHROPIC_API_KEY is not set" {
		t.Errorf("error = %v", err)
	}

	_, err = NewWithOptions(config.LLM{Provider: "openai", APIKeyEnv: "TEAM_LLM_KEY", Model: "m"}, Options{Getenv: func(string) string { return "" }})
	if !errors.As(err, &u) || err.Error() != "LLM pass unavailable: TEAM_LLM_KEY is not set" {
		t.Errorf("openai error = %v", err)
	}

	_, err = NewWithOptions(config.LLM{}, Options{})
	if !errors.As(err, &u) || !strings.Contains(err.Error(), "no LLM provider configured") {
		t.Errorf("no provider: %v", err)
	}
}

func TestKeyIsReadFromTheNamedVariableOnly(t *testing.T) {
	srv := newWireServer(t, reply{200, nil, anthropicOK})
	cfg := anthropicConfig(srv.URL)
	cfg.APIKeyEnv = "TEAMREVIEW_TEST_ANTHROPIC"
	t.Setenv("TEAMREVIEW_TEST_ANTHROPIC", testKey)
	t.Setenv(AnthropicKeyEnv, "the-wrong-key")
	p, err := NewWithOptions(cfg, Options{Retry: RetryPolicy{Sleep: (&sleeps{}).sleep}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Complete(context.Background(), Request{Prompt: "x"}); err != nil {
		t.Fatal(err)
	}
	if got := srv.requests()[0].Header.Get("x-api-key"); got != testKey {
		t.Errorf("x-api-key came from the wrong variable")
	}
}
