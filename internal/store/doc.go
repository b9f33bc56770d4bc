// Package store owns the .code-review/ directory: the current verdict and the
// reviewer's own copy of it (to detect hand edits), archived full reviews,
// abort-reason.md, the line snapshot verify compares against, the lock, and
// the .gitignore entry. Every write goes through atomicfile, under the lock.
//
// It validates what it reads against the embedded schema; it does not decide
// verdicts (package verdict) or render reports (package report).
package store
