package verdict

// ModelUsage is what the model reviewers, one role or all together, asked
// and what it cost.
type ModelUsage struct {
	// Role is the specialist; empty in the total.
	Role  string `json:"role,omitempty"`
	Model string `json:"model,omitempty"`
	// Requests were sent to the provider; CachedRequests were answered
	// from the response cache instead, at no cost.
	Requests       int `json:"requests"`
	CachedRequests int `json:"cachedRequests"`
	// Unusable counts the answers that could not be read; their tokens
	// are counted and they were not cached.
	Unusable     int `json:"unusable,omitempty"`
	InputTokens  int `json:"inputTokens"`
	OutputTokens int `json:"outputTokens"`
	// EstimatedUSD is the estimate made before the requests; ActualUSD
	// prices the tokens counted.
	EstimatedUSD float64 `json:"estimatedUsd"`
	ActualUSD    float64 `json:"actualUsd"`
	// Counts is "measured" when the provider reported the tokens and
	// "estimated" when teamreview estimated them (the command provider).
	Counts string `json:"counts"`
}
