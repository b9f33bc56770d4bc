// Package verdict holds the verdict document (.code-review/review-latest.json)
// and the pure rules that turn findings into a decision (seeds/002):
// counting only open and reopened findings, no Blocker and no High is PASS,
// a High is WARN, a Blocker FAIL, a system-breaking Blocker ABORT.
//
// It imports only internal/finding and does no I/O.
package verdict
