package javascript

import "testing"

// A replace that keeps only listed characters sanitizes; others do not.
func TestAllowListReplace(t *testing.T) {
	for re, want := range map[string]sink{
		`/[^\w.-]/g`:        sinkAll &^ sinkPath,
		`/[^a-z0-9]/gi`:     sinkAll,
		`/[^a-zA-Z0-9_]+/g`: sinkAll,
		`/[^\w]/`:           0,
		`/[<>]/g`:           0,
		`/[^\W]/g`:          0,
		`/\.\./g`:           0,
	} {
		if got := allowListReplace(re); got != want {
			t.Errorf("allowListReplace(%s) = %b, want %b", re, got, want)
		}
	}
}
