// Package report renders a review for people and programs: one file per
// format behind one Writer interface, chosen by name from a table. Writers
// only format; they never decide anything, and they never print a secret:
// findings arrive redacted from the specialists (with any fix whose new text
// holds a credential withheld), a fix's new text appears only where fixes
// belong (json, the verdict kept for the fixer; rdjson, as reviewdog
// suggestions), and file contents (Input.Contents) serve only to place a
// fix's edits, never as text. And whatever a writer prints passes through
// the redaction layer (Redacted, package redact) on its way out.
//
// For people: text (the terminal summary) and markdown (the permanent
// report). For programs: json (the verdict itself), sarif (code scanning),
// rdjson (reviewdog), github (Actions workflow commands) and codeclimate
// (GitLab Code Quality).
package report
