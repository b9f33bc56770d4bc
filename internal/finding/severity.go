package finding

import (
	"fmt"
	"strings"
)

// Severity ranks how much a finding matters. The zero value is Info so that a
// forgotten severity never blocks a merge by accident.
type Severity int

const (
	Info Severity = iota
	Low
	Medium
	High
	Blocker
)

var severityNames = [...]string{"Info", "Low", "Medium", "High", "Blocker"}

// Severities lists every severity, most severe first: the order of reports.
var Severities = []Severity{Blocker, High, Medium, Low, Info}

func (s Severity) String() string {
	if s < Info || s > Blocker {
		return fmt.Sprintf("Severity(%d)", int(s))
	}
	return severityNames[s]
}

// ParseSeverity accepts the names of the verdict file in any case.
func ParseSeverity(name string) (Severity, error) {
	for i, n := range severityNames {
		if strings.EqualFold(n, name) {
			return Severity(i), nil
		}
	}
	return Info, fmt.Errorf("unknown severity %q (want Blocker, High, Medium, Low or Info)", name)
}

func (s Severity) MarshalText() ([]byte, error) {
	if s < Info || s > Blocker {
		return nil, fmt.Errorf("invalid severity %d", int(s))
	}
	return []byte(s.String()), nil
}

func (s *Severity) UnmarshalText(b []byte) error {
	// The verdict file spells severities exactly; be strict when reading it.
	for i, n := range severityNames {
		if n == string(b) {
			*s = Severity(i)
			return nil
		}
	}
	return fmt.Errorf("unknown severity %q", b)
}
