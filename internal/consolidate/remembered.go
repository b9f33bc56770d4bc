package consolidate

import "github.com/teamreview/teamreview/internal/finding"

// Remembered moves findings already decided on — declined before (a
// wont_fix, remembered by fingerprint) or known in the project's baseline —
// to Suppressed, so the same argument is not had twice. Decisions maps a
// finding's key (domain, file and fingerprint, joined by NUL) to the reason
// to record. A system-breaking Blocker (a live credential in shipped code)
// is never remembered away, whatever a baseline or decision file says: a
// person ends it by rotating the credential, not by a record an agent can
// write.
type Remembered struct{}

func (Remembered) Name() string { return "remembered" }

func (Remembered) Process(st *State) {
	if len(st.Decisions) == 0 {
		return
	}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		if reason, ok := st.Decisions[f.Domain+"\x00"+f.File+"\x00"+f.Fingerprint]; ok && !(f.SystemBreaking && f.Severity == finding.Blocker) {
			f.Reason = reason
			st.Suppressed = append(st.Suppressed, f)
			continue
		}
		out = append(out, f)
	}
	st.Findings = out
}
