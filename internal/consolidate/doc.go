// Package consolidate turns the team's raw findings into the reviewed set:
// one explicit, ordered slice of small processors (contract normalization,
// the configuration's rule settings, suppressions, diff filter, dedupe —
// one finding per problem —, sort, ids), each in its own file with its own test.
//
// Processors annotate rather than lose: findings the diff filter keeps out
// of the report are counted in State.Hidden. Output order and ids never
// depend on goroutine scheduling.
//
// It imports finding, scope and redact only: a title too long for the
// contract is cut after its credentials are masked (redact.ClampTitle).
package consolidate
