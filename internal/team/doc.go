// Package team runs a review's team as stages, plain functions in order:
// scan (the engines a set of specialists needs, each exactly once,
// concurrently), route (each diagnostic, after the rule settings, to the
// specialist of its dimension), review (the specialists concurrently), and
// tip rounds (bounded, deterministic in order). Each stage is announced by
// an Event when it starts and ends, as are the engines and specialists in
// it; an interrupted stage is the last to run. A specialist that panics or
// fails is reported unavailable and the others' findings still count.
//
// It must not import consolidate, verdict, store or report: it hands plain
// findings down the flow.
package team
