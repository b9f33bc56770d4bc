package verdict

import (
	"github.com/teamreview/teamreview/internal/finding"
)

// Decision is the gate's answer.
type Decision string

const (
	Pass  Decision = "PASS"
	Warn  Decision = "WARN"
	Fail  Decision = "FAIL"
	Abort Decision = "ABORT"
)

// Rank orders decisions by strictness, for --fail-on and precedence.
func (d Decision) Rank() int {
	switch d {
	case Warn:
		return 1
	case Fail:
		return 2
	case Abort:
		return 3
	}
	return 0
}

// Mode is how the verdict was produced.
type Mode string

const (
	Full       Mode = "full"
	Quick      Mode = "quick"
	VerifyMode Mode = "verify"
)

// Summary counts the findings that count toward the verdict.
type Summary struct {
	Blocker int `json:"blocker"`
	High    int `json:"high"`
	Medium  int `json:"medium"`
	Low     int `json:"low"`
	Info    int `json:"info"`
}

// Count returns the count for one severity.
func (s Summary) Count(sev finding.Severity) int {
	switch sev {
	case finding.Blocker:
		return s.Blocker
	case finding.High:
		return s.High
	case finding.Medium:
		return s.Medium
	case finding.Low:
		return s.Low
	}
	return s.Info
}

// Total is the number of active findings.
func (s Summary) Total() int { return s.Blocker + s.High + s.Medium + s.Low + s.Info }

func (s *Summary) add(sev finding.Severity) {
	switch sev {
	case finding.Blocker:
		s.Blocker++
	case finding.High:
		s.High++
	case finding.Medium:
		s.Medium++
	case finding.Low:
		s.Low++
	default:
		s.Info++
	}
}

// Compute applies the rules of seeds/002 to the findings whose status is
// open or reopened.
func Compute(findings []finding.Finding) (Decision, Summary) {
	var s Summary
	breaking := false
	for i := range findings {
		f := &findings[i]
		if !f.Status.Active() {
			continue
		}
		s.add(f.Severity)
		if f.Severity == finding.Blocker && f.SystemBreaking {
			breaking = true
		}
	}
	switch {
	case breaking:
		return Abort, s
	case s.Blocker > 0:
		return Fail, s
	case s.High > 0:
		return Warn, s
	}
	return Pass, s
}
