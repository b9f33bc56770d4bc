// Package fix is the fixer (the FIX stage of seeds 001 and 003): it works
// on the open findings of the current verdict, most severe first, one fix at
// a time, in a scratch git worktree made from the user's current state —
// uncommitted and untracked files included — so nothing the user has is
// ever at risk while a fix is tried.
//
// For each finding a Source proposes a fix: the analyzer's suggested text
// edits, kept on the finding with byte offsets into the file as reviewed, or
// a formatter's rewrite of the current file, or, with llm.provider set, a
// model's unified diff (model.go), asked on llm.roles.fixer's model and
// effort. The fix is applied in the
// scratch worktree and the verify command runs there (fix.verify_command;
// for a Go module `go build ./... && go test -vet=off ./...`). A fix that fails is
// rolled back and recorded with the tail of the command's output; one that
// passes is kept, and later edits to the same file are shifted past it.
//
// Kept fixes come back into the user's worktree only for the files they
// touch, and only when those files are byte for byte what they were when
// the scratch worktree was made: a file the user edited meanwhile is left
// alone and its fix is saved as a patch in the session. Each file is
// replaced by a compare-and-swap (swap.go): set aside, checked, the fix
// linked in only where no save landed, the user's version put back when
// it changed — so a save at the moment of the copy-back is never lost, and
// a killed fixer leaves a file as it was or fully fixed (one set aside is
// put back by the next run). Bytes written through a file handle the user
// opened before the fix went in land in the file set aside: they are never
// dropped but kept in .code-review/kept/ and named in a note, by this run
// or, after a kill, by the next. Temporary files — the swap's, the verify
// command's TMPDIR — live in .code-review/tmp, never in the system's. A file whose reviewed content was staged (and had no unstaged
// edits) gets its fix staged too, so the commit the user is preparing is
// the fixed one; nothing else in the index is touched.
//
// The fixed findings are marked fixed and verify runs, so the verdict says
// whether the fixes really fixed them. The scratch worktree lives in
// .code-review/worktrees/ and is removed on every exit; one a crash left
// behind is removed by the next run.
//
// fix imports the stages upstream of it (config, store, verdict, verify,
// session, report) and nothing imports fix but the command line.
package fix
