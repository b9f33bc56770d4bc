// Package usesbroken imports a package that does not compile.
package usesbroken

import (
	"fmt"

	"example.com/driver/broken"
)

// G uses broken.
func G() {
	fmt.Printf("%d\n", "y")
	_ = broken.F()
	var x struct{ a int }
	_ = x
}
