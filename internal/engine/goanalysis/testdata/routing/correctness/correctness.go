// Package correctness has a printf verb that does not match its argument.
package correctness

import "fmt"

// Report prints a count.
func Report(name string, n int) {
	fmt.Printf("%d items for %s\n", name, n) // want `^correctness High vet/printf fmt.Printf format %d has arg name of wrong type string$` `^correctness High staticcheck/SA5009 `
	fmt.Printf("%s has %d items\n", name, n)
}
