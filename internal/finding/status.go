package finding

// Status is where a finding is in its lifecycle. The reviewer sets open,
// verified and reopened; the agent or person acting on the review sets only
// fixed and wont_fix.
type Status string

const (
	Open     Status = "open"
	Fixed    Status = "fixed"
	Verified Status = "verified"
	Reopened Status = "reopened"
	WontFix  Status = "wont_fix"
)

// Active reports whether the finding still counts toward the verdict.
func (s Status) Active() bool { return s == Open || s == Reopened }

// AgentMayMark reports whether an agent may move a finding from s to next.
// Only open and reopened findings can be claimed fixed or declined.
func (s Status) AgentMayMark(next Status) bool {
	return s.Active() && (next == Fixed || next == WontFix)
}
