package llm

import "math"

// BytesPerToken is the estimate of how many bytes of code make one token.
// Claude's tokenizer is not public and tiktoken is only approximate for it;
// after a run, the usage the provider reports replaces the estimate.
const BytesPerToken = 3.5

// EstimateTokens is the estimated token count of text, rounded up.
func EstimateTokens(text string) int {
	return int(math.Ceil(float64(len(text)) / BytesPerToken))
}

// Cost is the price in US dollars of a number of input and output tokens at
// prices per million tokens (cost_guidance.input_price_per_mtok and
// output_price_per_mtok).
func Cost(inputTokens, outputTokens int, inputPerMTok, outputPerMTok float64) float64 {
	return (float64(inputTokens)*inputPerMTok + float64(outputTokens)*outputPerMTok) / 1e6
}

// EstimateRequest estimates the input tokens of a request and prices them
// with expectedOutput tokens of answer (OutputStats.Expected: what the
// role's answers took before), capped by the answer's budget.
func EstimateRequest(req Request, expectedOutput int, inputPerMTok, outputPerMTok float64) (inputTokens, outputTokens int, usd float64) {
	inputTokens = EstimateTokens(req.System) + EstimateTokens(req.Prompt)
	outputTokens = min(expectedOutput, maxTokens(req))
	return inputTokens, outputTokens, Cost(inputTokens, outputTokens, inputPerMTok, outputPerMTok)
}
