package ownpaths

import (
	"os"
	"path/filepath"

	"example.com/acme/assets"
)

// The team's own row says assets.Dir() is the program's own directory:
// a bundled file under it, by a constant, is no inclusion.
func logo() []byte {
	p := filepath.Join(assets.Dir(), "logo.png")
	b, _ := os.ReadFile(p)
	return b
}

// A name from the environment joined under it is not the program's.
func themed() []byte {
	p := filepath.Join(assets.Dir(), os.Getenv("THEME"))
	b, _ := os.ReadFile(p) // want `G304` `G703`
	return b
}
