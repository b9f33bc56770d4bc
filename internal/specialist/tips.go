package specialist

// The kinds of tips specialists send each other: the sender's words for
// what it saw, which the recipient understands.
const (
	// TipHTMLSink: HTML rendered from a dynamic value (design → security).
	TipHTMLSink = "html-sink"
	// TipSQLBuilt: SQL text built by concatenation or formatting and
	// passed to a query (correctness → security). The tip's Lines are where
	// the text is built.
	TipSQLBuilt = "sql-built"
	// TipShellBuilt: a shell command (sh -c) built by concatenation or
	// formatting (correctness → security). The tip's Lines are the
	// exec.Command call.
	TipShellBuilt = "shell-built"
	// TipCredential: a credential in a file (secrets → security). The tip
	// carries the secrets specialist's own finding in Own.
	TipCredential = "credential"
	// TipErrorDropped: a call whose error is dropped (security →
	// correctness, from gosec's G104). Whether that is a bug depends on
	// what failed, which is correctness's call.
	TipErrorDropped = "error-dropped"
)
