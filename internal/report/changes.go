package report

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/scope"
)

// Change is what a change did to one file, for the summary at the top of
// the markdown report.
type Change struct {
	Path    string
	OldPath string
	Status  string
	// Added and Removed count the diff's lines.
	Added, Removed int
	// Functions are the functions, methods and classes whose code the
	// change touches, by name, in file order.
	Functions []string
}

// maxFunctions bounds the names listed for one file.
const maxFunctions = 8

// definition matches the line that opens a function, method or class in
// the languages teamreview reviews, as git's hunk headers find them: Go's
// func, def (Python, Ruby), function (JavaScript, PHP), arrow functions
// bound to a name, classes, and C-family methods with a visibility word.
var definition = regexp.MustCompile(`^\s*(?:` +
	`func\s+(?:\([^)]*\)\s*)?(\w+)` +
	`|(?:async\s+)?def\s+(?:self\.)?(\w+[?!]?)` +
	`|(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*(\w+)` +
	`|(?:export\s+)?(?:const|let|var)\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>` +
	`|(?:export\s+)?(?:abstract\s+)?(?:public\s+|private\s+)?class\s+(\w+)` +
	`|(?:(?:public|private|protected|internal|static|final|override|virtual|async|abstract)\s+)+[\w<>\[\],.? ]*?\b(\w+)\s*\(` +
	`)`)

// ChangesOf summarizes a diff's files: nil for a review of paths, which
// has no change to describe.
func ChangesOf(cs *scope.Changeset) []Change {
	if cs == nil || !cs.IsDiff {
		return nil
	}
	out := make([]Change, 0, len(cs.Files))
	for _, f := range cs.Files {
		c := Change{Path: f.Path, OldPath: f.OldPath, Status: string(f.Status), Added: f.Added, Removed: f.Removed}
		if f.Skipped == "" && f.Content != nil {
			c.Functions = touched(f.Content, &f)
		}
		out = append(out, c)
	}
	return out
}

// touched names the definitions enclosing the file's changed lines: for
// each changed range, the nearest definition at or above its first line,
// and every definition inside it.
func touched(content []byte, f *scope.File) []string {
	lines := bytes.Split(content, []byte("\n"))
	def := make([]string, len(lines)+1) // def[n]: the name defined on line n, or ""
	for i, l := range lines {
		if len(l) > 400 {
			continue // minified code names nothing useful
		}
		if m := definition.FindSubmatch(l); m != nil {
			for _, g := range m[1:] {
				if len(g) > 0 && !keyword[string(g)] {
					def[i+1] = string(g)
					break
				}
			}
		}
	}
	var out []string
	seen := map[string]bool{}
	add := func(name string) {
		if name != "" && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	for _, r := range f.Changed {
		for n := min(r.Start, len(lines)); n >= 1; n-- {
			if def[n] != "" {
				add(def[n])
				break
			}
		}
		for n := r.Start + 1; n <= min(r.End, len(lines)); n++ {
			add(def[n])
		}
	}
	return out
}

// keyword rules out control statements that look like C-family methods.
var keyword = map[string]bool{"if": true, "for": true, "while": true, "switch": true, "catch": true, "return": true, "new": true, "using": true, "lock": true}

// writeChanges writes the summary of what the change does.
func writeChanges(b *strings.Builder, cs []Change) {
	if len(cs) == 0 {
		return
	}
	b.WriteString("\n### What the change does\n\n")
	for _, c := range cs {
		what := c.Status
		if c.Status == "renamed" && c.OldPath != "" {
			what = "renamed from `" + c.OldPath + "`"
		}
		fmt.Fprintf(b, "- `%s` (%s, +%d/-%d)", c.Path, what, c.Added, c.Removed)
		if len(c.Functions) > 0 {
			names := c.Functions
			more := ""
			if len(names) > maxFunctions {
				more = fmt.Sprintf(" and %d more", len(names)-maxFunctions)
				names = names[:maxFunctions]
			}
			verb := "touches"
			if c.Status == "added" {
				verb = "defines"
			}
			fmt.Fprintf(b, ": %s `%s`%s", verb, strings.Join(names, "`, `"), more)
		}
		b.WriteString("\n")
	}
}
