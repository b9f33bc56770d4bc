// Package review runs a full or quick review from target to files on disk,
// as stages that each take what the one before produced and never call
// back: scope → the team's scan → route → review → tip rounds (package
// team) → the model pass, when a provider is configured → consolidate →
// verdict → store and report. Every stage announces its start and end; the
// session record (sessionlog.go) writes them as they happen, so `status`
// shows the stage running now and an interrupted review leaves a record of
// what had finished. Commands and the MCP server call it; it prints
// nothing.
package review
