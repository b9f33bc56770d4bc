// Package assets stands for a team's own library: Dir returns the
// directory the program unpacked its bundled assets into.
package assets

func Dir() string { return "/opt/acme/assets" }
