package llm

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// openAI speaks OpenAI-compatible chat completions: POST
// {base}/chat/completions. The same client serves OpenAI, vLLM, Ollama,
// llama.cpp's server and LM Studio; local servers usually need no key, and
// then no Authorization header is sent.
type openAI struct {
	http  *httpCore
	url   string
	model string
	key   string
}

var _ Provider = (*openAI)(nil)

type openAIRequest struct {
	Model          string            `json:"model,omitempty"`
	Messages       []openAIMessage   `json:"messages"`
	MaxTokens      int               `json:"max_tokens"`
	ResponseFormat *openAIRespFormat `json:"response_format,omitempty"`
	// PromptCacheKey helps the server route requests that share a prefix
	// (a role's fixed instructions) to the same prompt cache.
	PromptCacheKey  string `json:"prompt_cache_key,omitempty"`
	ReasoningEffort string `json:"reasoning_effort,omitempty"`
}

type openAIMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type openAIRespFormat struct {
	Type string `json:"type"`
}

type openAIResponse struct {
	Choices []struct {
		Message struct {
			Content *string `json:"content"`
			Refusal *string `json:"refusal"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Usage struct {
		PromptTokens        int `json:"prompt_tokens"`
		CompletionTokens    int `json:"completion_tokens"`
		PromptTokensDetails struct {
			CachedTokens int `json:"cached_tokens"`
		} `json:"prompt_tokens_details"`
	} `json:"usage"`
}

func (o *openAI) Complete(ctx context.Context, req Request) (Response, error) {
	var msgs []openAIMessage
	if req.System != "" {
		msgs = append(msgs, openAIMessage{Role: "system", Content: req.System})
	}
	msgs = append(msgs, openAIMessage{Role: "user", Content: req.Prompt})
	r := openAIRequest{Model: cmp.Or(req.Model, o.model), Messages: msgs, MaxTokens: maxTokens(req),
		PromptCacheKey: req.CacheKey, ReasoningEffort: req.Effort}
	if req.JSON {
		r.ResponseFormat = &openAIRespFormat{Type: "json_object"}
	}
	body, err := json.Marshal(r)
	if err != nil {
		return Response{}, fmt.Errorf("openai: encoding the request: %w", err)
	}
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	if o.key != "" {
		h.Set("Authorization", "Bearer "+o.key)
	}
	data, err := o.http.post(ctx, o.url, h, body, openAIError)
	if err != nil {
		return Response{}, err
	}
	var resp openAIResponse
	if err := json.Unmarshal(data, &resp); err != nil {
		return Response{}, fmt.Errorf("openai: decoding the response: %s", oneLine(err.Error(), 200))
	}
	if len(resp.Choices) == 0 {
		return Response{}, fmt.Errorf("openai: the response has no choices")
	}
	c := resp.Choices[0]
	if c.Message.Content == nil {
		if c.Message.Refusal != nil {
			return Response{}, fmt.Errorf("openai: the model refused: %s", oneLine(*c.Message.Refusal, 200))
		}
		return Response{}, fmt.Errorf("openai: the response has no content")
	}
	if resp.Usage.PromptTokens == 0 && resp.Usage.CompletionTokens == 0 {
		// Some local servers report no usage: estimate it, and say so.
		return Response{Text: *c.Message.Content, InputTokens: EstimateTokens(req.System) + EstimateTokens(req.Prompt),
			OutputTokens: EstimateTokens(*c.Message.Content), Estimated: true, Truncated: c.FinishReason == "length"}, nil
	}
	return Response{
		Text:         *c.Message.Content,
		InputTokens:  resp.Usage.PromptTokens,
		OutputTokens: resp.Usage.CompletionTokens,
		Truncated:    c.FinishReason == "length",

		CachedInputTokens: resp.Usage.PromptTokensDetails.CachedTokens,
	}, nil
}

// openAIError reads OpenAI's {"error":{"message","type"}} and the shapes
// compatible servers use instead: Ollama's {"error":"message"} and older
// vLLM's {"object":"error","message","type"}.
func openAIError(body []byte) (string, string) {
	var e struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
		Type    string          `json:"type"`
	}
	if json.Unmarshal(body, &e) != nil {
		return "", ""
	}
	var obj struct {
		Message string `json:"message"`
		Type    string `json:"type"`
	}
	if json.Unmarshal(e.Error, &obj) == nil && (obj.Message != "" || obj.Type != "") {
		return obj.Type, obj.Message
	}
	var s string
	if json.Unmarshal(e.Error, &s) == nil && s != "" {
		return "", s
	}
	return e.Type, e.Message
}
