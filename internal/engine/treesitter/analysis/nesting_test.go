package analysis

import (
	"errors"
	"testing"
)

// Recursion past MaxNesting panics with ErrNesting (the engine recovers
// it as a failed analyzer: a gap in the review's coverage); balanced Enter/Leave never does.
func TestNesting(t *testing.T) {
	var n Nesting
	for range 3 * MaxNesting {
		n.Enter()
		n.Leave()
	}
	defer func() {
		if r := recover(); r == nil || !errors.Is(r.(error), ErrNesting) {
			t.Errorf("recovered %v, want ErrNesting", r)
		}
	}()
	var deep func()
	deep = func() { n.Enter(); defer n.Leave(); deep() }
	deep()
}
