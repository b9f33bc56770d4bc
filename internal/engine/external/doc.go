// Package external runs the linters a project already uses — eslint, ruff,
// semgrep/opengrep, shellcheck, hadolint, bandit, golangci-lint — when they
// are on PATH and enabled in configuration (external.tools), reads their
// SARIF or JSON, and routes every rule to a dimension through one table
// (route.go). A tool's findings on a rule teamreview also runs (gosec and
// staticcheck through golangci-lint) keep teamreview's rule id, so they are
// deduplicated against its own.
//
// Tools run in the review root on the files as they are in the working
// tree, so they find the project's own configuration (eslint.config.js,
// ruff.toml, .hadolint.yaml…); for a staged review that is the working
// copy, not the index. A missing or failing tool is a note, never a failed
// review.
//
// The tools' own fixes travel on the diagnostics (fixes.go): eslint's
// autofix (not its suggestions) and ruff's safe fixes, converted from the
// tools' units — UTF-16 indices, code-point columns — to byte offsets into
// the file as reviewed, which is what the fixer applies. They are kept only
// when the file the tool read is the reviewed one byte for byte (eslint's
// JSON says what it read; for ruff the working copy is read back), and a
// fix that cannot be placed exactly is dropped whole.
package external
