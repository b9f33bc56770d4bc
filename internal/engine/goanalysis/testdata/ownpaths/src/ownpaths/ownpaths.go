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

// Parts gathered in a slice are joined as they are at the call: a name
// from the environment stored into the slice after it was made is not
// the program's, though the slice began as its own directory and a
// constant.
func themedParts() []byte {
	parts := []string{assets.Dir(), "default.css"}
	parts[1] = os.Getenv("THEME")
	b, _ := os.ReadFile(filepath.Join(parts...)) // want `G304`
	return b
}

// The slice of the program's own parts, untouched, is its own.
func defaultParts() []byte {
	parts := []string{assets.Dir(), "default.css"}
	b, _ := os.ReadFile(filepath.Join(parts...))
	return b
}
