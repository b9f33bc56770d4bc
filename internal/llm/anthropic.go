package llm

import (
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
	Model     string             `json:"model"`
	MaxTokens int                `json:"max_tokens"`
	System    string             `json:"system,omitempty"`
	Messages  []anthropicMessage `json:"messages"`
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
		InputTokens  int `json:"input_tokens"`
		OutputTokens int `json:"output_tokens"`
	} `json:"usage"`
}

func (a *anthropic) Complete(ctx context.Context, req Request) (Response, error) {
	body, err := json.Marshal(anthropicRequest{
		Model:     a.model,
		MaxTokens: maxTokens(req),
		System:    req.System,
		Messages:  []anthropicMessage{{Role: "user", Content: req.Prompt}},
	})
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
	return Response{
		Text:         text.String(),
		InputTokens:  r.Usage.InputTokens,
		OutputTokens: r.Usage.OutputTokens,
		Truncated:    r.StopReason == "max_tokens",
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
