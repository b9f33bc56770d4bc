package llm

import (
	"encoding/json"
	"errors"
	"strings"
)

// ModelFinding is one finding as the model wrote it, before Validate. The
// loosely typed fields accept the shapes models actually produce ("42-58",
// 42, [42, 58], {"start": 42, "end": 58}; 0.8 or "0.8").
type ModelFinding struct {
	File           string          `json:"file"`
	LineRange      json.RawMessage `json:"lineRange"`
	Severity       string          `json:"severity"`
	Confidence     json.RawMessage `json:"confidence"`
	Title          string          `json:"title"`
	Recommendation string          `json:"recommendation"`
	Category       string          `json:"category"`
}

// ErrNoFindingsObject means the answer holds no JSON object with a
// "findings" array.
var ErrNoFindingsObject = errors.New(`the model's answer holds no {"findings": [...]} object`)

// maxCandidates bounds how many '{' Parse tries before giving up.
const maxCandidates = 500

// Parse finds the {"findings": [...]} object in a model's answer: bare, in
// a markdown code fence, or with prose around it. The first object that has
// a "findings" key wins; an empty array is a valid answer (nothing found).
func Parse(answer string) ([]ModelFinding, error) {
	tried := 0
	for i := 0; i < len(answer) && tried < maxCandidates; i++ {
		if answer[i] != '{' {
			continue
		}
		tried++
		var obj struct {
			Findings *[]ModelFinding `json:"findings"`
		}
		// Decode reads one value and ignores what follows it: the closing
		// fence or the prose after the object.
		if json.NewDecoder(strings.NewReader(answer[i:])).Decode(&obj) == nil && obj.Findings != nil {
			return *obj.Findings, nil
		}
	}
	return nil, ErrNoFindingsObject
}
