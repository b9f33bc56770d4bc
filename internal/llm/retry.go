package llm

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/redact"
)

// RetryPolicy says when and how long to wait before sending a request
// again. Zero fields take DefaultRetry's values.
type RetryPolicy struct {
	// MaxAttempts counts the first request too.
	MaxAttempts int
	// BaseDelay is the wait after the first failure; it doubles each time,
	// up to MaxDelay, and is jittered (half fixed, half random).
	BaseDelay time.Duration
	MaxDelay  time.Duration
	// MaxRetryAfter is the longest Retry-After the client will wait out; a
	// server asking for longer ends the retries with its error.
	MaxRetryAfter time.Duration
	// Sleep waits d or until ctx ends; tests record the waits instead.
	Sleep func(ctx context.Context, d time.Duration) error
	// Now is the clock that an HTTP-date Retry-After is measured against.
	Now func() time.Time
	// Jitter turns a nominal backoff into the wait used.
	Jitter func(d time.Duration) time.Duration
}

// DefaultRetry is the policy of every HTTP provider.
var DefaultRetry = RetryPolicy{
	MaxAttempts:   4,
	BaseDelay:     time.Second,
	MaxDelay:      30 * time.Second,
	MaxRetryAfter: 2 * time.Minute,
	Sleep:         sleepCtx,
	Now:           time.Now,
	Jitter:        halfJitter,
}

func (p RetryPolicy) withDefaults() RetryPolicy {
	d := DefaultRetry
	if p.MaxAttempts > 0 {
		d.MaxAttempts = p.MaxAttempts
	}
	if p.BaseDelay > 0 {
		d.BaseDelay = p.BaseDelay
	}
	if p.MaxDelay > 0 {
		d.MaxDelay = p.MaxDelay
	}
	if p.MaxRetryAfter > 0 {
		d.MaxRetryAfter = p.MaxRetryAfter
	}
	if p.Sleep != nil {
		d.Sleep = p.Sleep
	}
	if p.Now != nil {
		d.Now = p.Now
	}
	if p.Jitter != nil {
		d.Jitter = p.Jitter
	}
	return d
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func halfJitter(d time.Duration) time.Duration {
	if d <= 1 {
		return d
	}
	return d/2 + rand.N(d/2+1) //teamreview:ignore gosec/G404 jitter spreads retries; it needs no cryptographic randomness
}

// backoff is the wait before attempt+1, after attempt failed.
func (p RetryPolicy) backoff(attempt int) time.Duration {
	d := p.BaseDelay
	for range attempt - 1 {
		d *= 2
		if d >= p.MaxDelay {
			d = p.MaxDelay
			break
		}
	}
	return p.Jitter(min(d, p.MaxDelay))
}

// retryAfter reads how long the server asked us to wait: retry-after-ms
// (OpenAI, Anthropic), then Retry-After in seconds or as an HTTP date.
func (p RetryPolicy) retryAfter(h http.Header) (time.Duration, bool) {
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms >= 0 {
			return time.Duration(ms * float64(time.Millisecond)), true
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second)), true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(p.Now()), 0), true
	}
	return 0, false
}

// retryable reports whether a status is worth another attempt: timeouts,
// rate limits, Anthropic's 529 "overloaded" and server errors.
func retryable(status int) bool {
	return status == http.StatusRequestTimeout || status == http.StatusTooManyRequests || status >= 500
}

// Error is a failed request, in one line that names the provider and the
// HTTP status. It never holds the API key.
type Error struct {
	Provider string
	// Status is the HTTP status of the last attempt, 0 if there was no
	// response.
	Status int
	// Type and Message come from the API's error body.
	Type, Message string
	Attempts      int
	// Err is the transport error when there was no response.
	Err error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Provider)
	b.WriteString(": ")
	switch {
	case e.Status != 0:
		fmt.Fprintf(&b, "HTTP %d", e.Status)
		if e.Type != "" {
			b.WriteString(" " + e.Type)
		}
		if e.Message != "" {
			b.WriteString(": " + e.Message)
		}
	case e.Err != nil:
		b.WriteString("request failed: " + oneLine(e.Err.Error(), 300))
	default:
		b.WriteString("request failed")
	}
	if e.Attempts > 1 {
		fmt.Fprintf(&b, " (after %d attempts)", e.Attempts)
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// Temporary reports whether a later run might succeed (rate limits, server
// errors, no connection), as opposed to a rejected request or key.
func (e *Error) Temporary() bool { return e.Status == 0 || retryable(e.Status) }

// httpCore is what the HTTP providers share: sending a JSON body with
// retries, a per-attempt timeout and a bound on requests in flight.
type httpCore struct {
	name    string
	client  *http.Client
	retry   RetryPolicy
	lim     limiter
	timeout time.Duration
	// key is only used to scrub error messages that echo it.
	key string
}

func newHTTPCore(name string, c *http.Client, p RetryPolicy, lim limiter, timeout time.Duration, key string) *httpCore {
	return &httpCore{name: name, client: c, retry: p.withDefaults(), lim: lim, timeout: timeout, key: key}
}

// maxBody caps what is read of a response: a review answer is kilobytes.
const maxBody = 16 << 20

// errorDecoder pulls the API's error type and message out of an error body.
type errorDecoder func(body []byte) (typ, msg string)

// post sends body to url until it succeeds, fails for good, or runs out of
// attempts, and returns the successful response's body.
func (c *httpCore) post(ctx context.Context, url string, header http.Header, body []byte, decodeErr errorDecoder) ([]byte, error) {
	for attempt := 1; ; attempt++ {
		data, status, hdr, err := c.once(ctx, url, header, body)
		if err == nil && status >= 200 && status < 300 {
			return data, nil
		}
		e := &Error{Provider: c.name, Status: status, Attempts: attempt}
		retry := false
		var wait time.Duration
		switch {
		case ctx.Err() != nil:
			e.Status, e.Err = 0, ctx.Err()
		case err != nil:
			e.Err = c.scrubErr(err)
			// A timed-out attempt is not retried: the next one would most
			// likely take as long, multiplying the wait.
			retry = !errors.Is(err, context.DeadlineExceeded)
			wait = c.retry.backoff(attempt)
		default:
			typ, msg := decodeErr(data)
			if typ == "" && msg == "" {
				msg = string(data)
			}
			e.Type, e.Message = oneLine(c.scrub(typ), 60), oneLine(c.scrub(msg), 300)
			retry = retryable(status)
			wait = c.retry.backoff(attempt)
			if d, ok := c.retry.retryAfter(hdr); ok {
				wait = d
				retry = retry && d <= c.retry.MaxRetryAfter
			}
		}
		if !retry || attempt >= c.retry.MaxAttempts {
			return nil, e
		}
		if err := c.retry.Sleep(ctx, wait); err != nil {
			return nil, e
		}
	}
}

func (c *httpCore) once(ctx context.Context, url string, header http.Header, body []byte) ([]byte, int, http.Header, error) {
	if err := c.lim.acquire(ctx); err != nil {
		return nil, 0, nil, err
	}
	defer c.lim.release()
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return nil, 0, nil, err
	}
	req.Header = header.Clone()
	resp, err := c.client.Do(req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("no answer within %s: %w", c.timeout, context.DeadlineExceeded)
		}
		return nil, 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return nil, 0, nil, fmt.Errorf("reading the response: %w", err)
	}
	return data, resp.StatusCode, resp.Header, nil
}

// scrub removes the API key from text a server sent back (some echo a
// rejected key).
func (c *httpCore) scrub(s string) string {
	if c.key == "" {
		return s
	}
	return strings.ReplaceAll(s, c.key, "«key»")
}

func (c *httpCore) scrubErr(err error) error {
	if c.key == "" || !strings.Contains(err.Error(), c.key) {
		return err
	}
	return errors.New(c.scrub(err.Error()))
}

// oneLine flattens s to one line of at most n runes, cut after its
// credentials are masked (redact.Clip): a model's title or reason, or a
// provider's error, may quote one.
func oneLine(s string, n int) string {
	return redact.Clip(strings.Join(strings.Fields(s), " "), n, "…")
}
