// Package broken does not compile.
package broken

import "fmt"

// F returns the wrong type.
func F() int {
	fmt.Printf("%d\n", "x")
	return "x"
}
