// Package review runs a full or quick review from target to files on disk:
// scope → team (engines, then specialists) → consolidate → verdict → store
// and report. Commands and the MCP server call it; it prints nothing.
package review
