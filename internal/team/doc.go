// Package team runs a review's team: the engines a set of specialists needs,
// each exactly once, then the specialists concurrently on their dimension's
// diagnostics. A specialist that panics or fails is reported unavailable and
// the others' findings still count.
//
// It must not import consolidate, verdict, store or report: it hands plain
// findings down the flow.
package team
