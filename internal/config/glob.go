package config

import (
	"path"
	"strings"
)

// Ignored reports whether a root-relative slash path matches an ignore glob.
func (c *Config) Ignored(p string) bool {
	for _, pat := range c.Ignore {
		if MatchGlob(pat, p) {
			return true
		}
	}
	return false
}

// MatchGlob matches a slash path against a glob in which "**" stands for any
// number of directories. A pattern without a slash matches the base name at
// any depth, and a pattern that names a directory matches everything in it,
// as in .gitignore.
func MatchGlob(pattern, p string) bool {
	anchored := strings.HasPrefix(pattern, "/")
	pattern = strings.Trim(pattern, "/")
	if !anchored && !strings.Contains(pattern, "/") {
		pattern = "**/" + pattern
	}
	return matchSegs(strings.Split(pattern, "/"), strings.Split(p, "/"))
}

func matchSegs(pat, segs []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			for i := 0; i <= len(segs); i++ {
				if matchSegs(pat[1:], segs[i:]) {
					return true
				}
			}
			return false
		}
		if len(segs) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], segs[0]); !ok {
			return false
		}
		pat, segs = pat[1:], segs[1:]
	}
	// A pattern that matched a directory covers what is inside it.
	return true
}

func validGlob(p string) bool {
	if p == "" {
		return false
	}
	_, err := path.Match(strings.ReplaceAll(p, "**", "*"), "")
	return err == nil
}
