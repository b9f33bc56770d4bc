// Package scope decides what a review looks at and loads it: it turns the
// user's target — nothing (the staged changes, else the unstaged ones),
// files and directories, a git range, the uncommitted work, or the whole
// branch — into a Changeset of files with their content, changed lines and
// diff metrics.
//
// It owns the rules about what is safe and sensible to hand to reviewers:
// binary files, symlinks (never followed), submodules and oversized files
// are kept as Files with a Skipped reason and a note, never silently
// dropped and never read. Paths are always slash-separated and relative to
// Changeset.Root.
//
// It asks git through package gitx only and imports nothing downstream of
// it (engines, specialists, reports); path targets work without git.
package scope
