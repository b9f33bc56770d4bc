package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
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
	// SystemBreaking says an agent must not try to fix the finding alone
	// (seed 002's system-breaking Blocker, which makes the verdict ABORT);
	// BreakingReason says what a person must decide. ParseAnswer refuses
	// the mark on anything but a Blocker with a reason, and CheckBreaking
	// on lines the change does not touch.
	SystemBreaking bool   `json:"systemBreaking"`
	BreakingReason string `json:"systemBreakingReason"`
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

// Answer is a reviewer's whole answer: its findings, its tips, and what it
// says of the findings an earlier review left unresolved.
type Answer struct {
	Findings []ModelFinding
	Tips     []ModelTip
	Previous []PreviousStatus
}

// PreviousStatus is a reviewer's word on a finding the previous review
// left unresolved: is it still in the code.
type PreviousStatus struct {
	ID           string `json:"id"`
	StillPresent bool   `json:"stillPresent"`
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
			Findings *[]ModelFinding  `json:"findings"`
			Tips     []ModelTip       `json:"tips"`
			Previous []PreviousStatus `json:"previous"`
		}
		if dec.Decode(&obj) != nil || obj.Findings == nil {
			return false
		}
		out = Answer{Findings: *obj.Findings, Tips: obj.Tips, Previous: obj.Previous}
		return true
	})
	if !found {
		return Answer{}, ErrNoFindingsObject
	}
	for i, m := range out.Findings {
		if err := m.checkBreakingMark(); err != nil {
			return Answer{}, fmt.Errorf("finding %d (%q): %w", i+1, oneLine(m.Title, 80), err)
		}
	}
	return out, nil
}

// checkBreakingMark refuses a system-breaking mark the answer format does
// not allow: on anything but a Blocker, or without saying what a person
// must decide. Such an answer is not half-used: a model that marks a Low
// as system-breaking has not followed its instructions, and the mark is
// what turns a verdict into ABORT.
func (m ModelFinding) checkBreakingMark() error {
	if !m.SystemBreaking {
		return nil
	}
	if sev, err := finding.ParseSeverity(strings.TrimSpace(m.Severity)); err != nil || sev != finding.Blocker {
		return fmt.Errorf("marked systemBreaking but its severity is %q: only a Blocker can be", m.Severity)
	}
	if strings.TrimSpace(m.BreakingReason) == "" {
		return errors.New("marked systemBreaking without a systemBreakingReason saying what a person must decide")
	}
	return nil
}

// CheckBreaking refuses an answer that marks a finding system-breaking on
// lines the change does not touch: ABORT stops an agent's work for a
// person, and only what this change does may stop it. changed reports
// whether a file's lines are part of the change.
func (a Answer) CheckBreaking(changed func(file string, lines finding.LineRange) bool) error {
	for i, m := range a.Findings {
		if !m.SystemBreaking {
			continue
		}
		lines, ok := parseLines(m.LineRange)
		if !ok || !changed(cleanPath(m.File), lines) {
			return fmt.Errorf("finding %d (%q): marked systemBreaking on %s:%s, lines the change does not touch", i+1, oneLine(m.Title, 80), cleanPath(m.File), strings.Trim(string(m.LineRange), `"`))
		}
	}
	return nil
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
