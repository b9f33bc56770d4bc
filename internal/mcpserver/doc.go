// Package mcpserver serves teamreview's operations to coding agents over the
// Model Context Protocol: review, verify, mark, get_verdict and
// list_findings, as tools of an official-SDK server (seeds/000: the agent
// runs a review, reads the verdict, fixes, marks findings fixed and runs
// verify until the gate passes).
//
// It owns only the adaptation: tool names, input schemas, turning a domain
// result into structured content plus a short text, and a domain error into
// a tool result with IsError set. The work itself stays in review, verify,
// store and report; the verdict document is the structured content, checked
// against the same embedded schema as the file (internal/schema).
//
// It must not import internal/cli or anything under it, and it never writes
// to stdout: over stdio, stdout carries protocol messages only.
package mcpserver
