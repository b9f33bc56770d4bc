// Package gitx is teamreview's one way to ask git something. It runs the git
// command line (never a Go reimplementation, so behaviour matches what the
// user's own git does with their repository, worktrees, sparse checkouts and
// filters) and returns plain bytes and strings.
//
// It owns making git's output stable to parse whatever the user's config
// says: every command runs with LC_ALL=C, core.quotepath=off, no pager, no
// terminal prompt and GIT_OPTIONAL_LOCKS=0 (a review must never take the
// index lock from under the user's editor), and Diff adds the flags that
// neutralise diff.noprefix, diff.relative, color.ui=always, diff.external,
// textconv filters and diff.submodule=log.
//
// It knows nothing about reviews: it imports only the standard library, and
// deciding what is under review belongs to package scope.
package gitx
