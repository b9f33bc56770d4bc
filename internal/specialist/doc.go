// Package specialist defines the REV stage's contract: a Specialist is one
// reviewer for one dimension (security, secrets, correctness, performance,
// maintainability, design). It receives everything it needs through a Pass —
// the changeset, the files, and its dimension's diagnostics from the shared
// engine run — and returns findings whose Domain is its name.
//
// Specialists never read files, run git or touch the network themselves, so
// tests can hand them anything. This package must not import team,
// consolidate, store or report.
package specialist
