package llm

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// anthropic speaks the Messages API: POST {base}/v1/messages.
type anthropic struct {
	http  *httpCore
	url   string
	model string
	key   string
}

var _ Provider = (*anthropic)(nil)

// AnthropicVersion is the API version every request names.
const AnthropicVersion = "2023-06-01"

type anthropicRequest struct {
	Model     string `json:"model"`
	MaxTokens int    `json:"max_tokens"`
	// System is sent as one text block marked for prompt caching: a
	// role's fixed instructions are the same in every request it sends.
	System   []anthropicText    `json:"system,omitempty"`
	Messages []anthropicMessage `json:"messages"`
}

type anthropicText struct {
	Type         string                 `json:"type"`
	Text         string                 `json:"text"`
	CacheControl *anthropicCacheControl `json:"cache_control,omitempty"`
}

type anthropicCacheControl struct {
	Type string `json:"type"`
}

type anthropicMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type anthropicResponse struct {
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
	StopReason string `json:"stop_reason"`
	Usage      struct {
		InputTokens              int `json:"input_tokens"`
		OutputTokens             int `json:"output_tokens"`
		CacheCreationInputTokens int `json:"cache_creation_input_tokens"`
		CacheReadInputTokens     int `json:"cache_read_input_tokens"`
	} `json:"usage"`
}

func (a *anthropic) Complete(ctx context.Context, req Request) (Response, error) {
	ar := anthropicRequest{
		Model:     cmp.Or(req.Model, a.model),
		MaxTokens: maxTokens(req),
		Messages:  []anthropicMessage{{Role: "user", Content: req.Prompt}},
	}
	if req.System != "" {
		ar.System = []anthropicText{{Type: "text", Text: req.System, CacheControl: &anthropicCacheControl{Type: "ephemeral"}}}
	}
	body, err := json.Marshal(ar)
	if err != nil {
		return Response{}, fmt.Errorf("anthropic: encoding the request: %w", err)
	}
	h := http.Header{}
	h.Set("x-api-key", a.key)
	h.Set("anthropic-version", AnthropicVersion)
	h.Set("content-type", "application/json")
	data, err := a.http.post(ctx, a.url, h, body, anthropicError)
	if err != nil {
		return Response{}, err
	}
	var r anthropicResponse
	if err := json.Unmarshal(data, &r); err != nil {
		return Response{}, fmt.Errorf("anthropic: decoding the response: %s", oneLine(err.Error(), 200))
	}
	var text strings.Builder
	for _, c := range r.Content {
		if c.Type == "text" {
			text.WriteString(c.Text)
		}
	}
	// input_tokens counts only what was neither written to nor read from
	// the prompt cache; all three are input the request sent.
	u := r.Usage
	return Response{
		Text:              text.String(),
		InputTokens:       u.InputTokens + u.CacheCreationInputTokens + u.CacheReadInputTokens,
		OutputTokens:      u.OutputTokens,
		CachedInputTokens: u.CacheReadInputTokens,
		Truncated:         r.StopReason == "max_tokens",
	}, nil
}

// anthropicError reads {"type":"error","error":{"type","message"}}.
func anthropicError(body []byte) (string, string) {
	var e struct {
		Error struct {
			Type    string `json:"type"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil {
		return "", ""
	}
	return e.Error.Type, e.Error.Message
}

func maxTokens(req Request) int {
	if req.MaxTokens > 0 {
		return req.MaxTokens
	}
	return DefaultMaxTokens
}
