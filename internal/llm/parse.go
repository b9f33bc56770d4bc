package llm

import (
	"encoding/json"
	"errors"
	"github.com/teamreview/teamreview/internal/finding"
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

// ModelTip is a message one model reviewer leaves for another: what it
// saw at a line that belongs to the other's domain.
type ModelTip struct {
	To      string          `json:"to"`
	File    string          `json:"file"`
	Line    json.RawMessage `json:"line"`
	Message string          `json:"message"`
}

// Answer is a reviewer's whole answer: its findings and its tips.
type Answer struct {
	Findings []ModelFinding
	Tips     []ModelTip
}

// Parse finds the {"findings": [...]} object in a model's answer: bare, in
// a markdown code fence, or with prose around it. The first object that has
// a "findings" key wins; an empty array is a valid answer (nothing found).
func Parse(answer string) ([]ModelFinding, error) {
	a, err := ParseAnswer(answer)
	return a.Findings, err
}

// ParseAnswer is Parse that also reads the object's "tips" array.
func ParseAnswer(answer string) (Answer, error) {
	var out Answer
	found := findObject(answer, func(dec *json.Decoder) bool {
		var obj struct {
			Findings *[]ModelFinding `json:"findings"`
			Tips     []ModelTip      `json:"tips"`
		}
		if dec.Decode(&obj) != nil || obj.Findings == nil {
			return false
		}
		out = Answer{Findings: *obj.Findings, Tips: obj.Tips}
		return true
	})
	if !found {
		return Answer{}, ErrNoFindingsObject
	}
	return out, nil
}

// CheckAnswer is a Request.Check for answers ParseAnswer must read.
func CheckAnswer(answer string) error {
	_, err := ParseAnswer(answer)
	return err
}

// Recheck is the answer to verify's question: is the problem still there.
type Recheck struct {
	StillPresent bool   `json:"stillPresent"`
	Reason       string `json:"reason"`
}

// ErrNoRecheckObject means the answer holds no {"stillPresent": …} object.
var ErrNoRecheckObject = errors.New(`the model's answer holds no {"stillPresent": true|false} object`)

// ParseRecheck reads the answer to verify's question.
func ParseRecheck(answer string) (Recheck, error) {
	var out Recheck
	found := findObject(answer, func(dec *json.Decoder) bool {
		var obj struct {
			StillPresent *bool  `json:"stillPresent"`
			Reason       string `json:"reason"`
		}
		if dec.Decode(&obj) != nil || obj.StillPresent == nil {
			return false
		}
		out = Recheck{StillPresent: *obj.StillPresent, Reason: obj.Reason}
		return true
	})
	if !found {
		return Recheck{}, ErrNoRecheckObject
	}
	return out, nil
}

// CheckRecheck is a Request.Check for answers ParseRecheck must read.
func CheckRecheck(answer string) error {
	_, err := ParseRecheck(answer)
	return err
}

// findObject offers try a decoder at each '{' of the answer until it
// accepts one. Decode reads one value and ignores what follows it: the
// closing fence or the prose after the object.
func findObject(answer string, try func(*json.Decoder) bool) bool {
	tried := 0
	for i := 0; i < len(answer) && tried < maxCandidates; i++ {
		if answer[i] != '{' {
			continue
		}
		tried++
		if try(json.NewDecoder(strings.NewReader(answer[i:]))) {
			return true
		}
	}
	return false
}

// ParseLineRange reads a line or range in any of the shapes Validate
// accepts ("42-58", 42, [42, 58], {"start": 42, "end": 58}).
func ParseLineRange(raw json.RawMessage) (finding.LineRange, bool) { return parseLines(raw) }
