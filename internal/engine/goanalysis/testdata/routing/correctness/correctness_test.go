package correctness

import "testing"

func TestReport(t *testing.T) {
	Report("x", 1)
	t.Logf("%d", "one") // want `^correctness High vet/printf .*Logf format %d has arg "one" of wrong type string$`
}
