package specialist

import (
	"bytes"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/consolidate"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// lockFiles are the dependency lock files package managers write, by
// their names in lower case: the text rows of shape lock-file
// (models/specialist_project_files.yml). Nobody reads them line by line,
// so their size says nothing about a change.
var lockFiles = sync.OnceValue(func() map[string]bool { return rowFiles("lock-file") })

// rowFiles are the files of the shipped text rows of a shape, in lower
// case.
func rowFiles(shape string) map[string]bool {
	out := map[string]bool{}
	for _, m := range models.TextRows(shape) {
		for _, f := range m.Files {
			out[strings.ToLower(f)] = true
		}
	}
	return out
}

// LockFile reports whether p is a package manager's lock file.
func LockFile(p string) bool {
	return lockFiles()[strings.ToLower(path.Base(p))]
}

// Generated reports whether a file is written by a tool rather than a
// person: a lock file, a name a generator writes (minified code, protoc's
// output), a file whose first lines carry a generator's marker, one that
// ends pointing at its source map, or one tool's output by what it always
// writes (Emscripten's JavaScript glue, MJML's e-mail pages). The names,
// markers and outputs are text rows of shapes generated-name,
// generated-marker and generated-output
// (models/specialist_project_files.yml).
func Generated(p string, content []byte) bool {
	if LockFile(p) {
		return true
	}
	base := strings.ToLower(path.Base(p))
	if models.TextRE("generated-name").MatchString(base) {
		return true
	}
	head := content
	for i, n := 0, 0; i < len(head); i++ {
		if head[i] == '\n' {
			if n++; n == 5 {
				head = head[:i]
				break
			}
		}
	}
	if models.TextRE("generated-marker").Match(head) {
		return true
	}
	return compiledWithSourceMap(content) || toolOutput(content) || minifiedScript(base, content)
}

// toolOutputs are the generated-output rows' patterns, row by row.
var toolOutputs = sync.OnceValue(func() [][]*regexp.Regexp {
	var out [][]*regexp.Regexp
	for _, m := range models.TextRows("generated-output") {
		var res []*regexp.Regexp
		for _, p := range m.Patterns {
			res = append(res, regexp.MustCompile(p)) // checked when the rows loaded
		}
		out = append(out, res)
	}
	return out
})

// toolOutput reports a file that holds every pattern of one
// generated-output row: a tool's output, whose source is elsewhere.
func toolOutput(content []byte) bool {
	for _, res := range toolOutputs() {
		if !slices.ContainsFunc(res, func(re *regexp.Regexp) bool { return !re.Match(content) }) {
			return true
		}
	}
	return false
}

// minifiedScript reports a script or stylesheet whose lines are long on
// average, as a bundler's or minifier's output is whatever its name
// (Laravel Mix's public/js/app.js): no person edits it.
func minifiedScript(base string, content []byte) bool {
	switch path.Ext(base) {
	case ".js", ".mjs", ".cjs", ".css":
	default:
		return false
	}
	if len(content) < 2048 {
		return false
	}
	return len(content)/(bytes.Count(content, []byte{'\n'})+1) > 250
}

// compiledWithSourceMap reports a file whose last lines point at its
// source map (/*# sourceMappingURL=… */, //# sourceMappingURL=…): the
// comment a compiler — Sass, Less, TypeScript, a bundler — appends to what
// it writes, so the file is output and its source lies elsewhere.
func compiledWithSourceMap(content []byte) bool {
	tail := bytes.TrimRight(content, " \t\r\n")
	if i := len(tail) - 512; i > 0 {
		tail = tail[i:]
	}
	if i := bytes.LastIndexByte(tail, '\n'); i >= 0 {
		tail = tail[i+1:]
	}
	tail = bytes.TrimSpace(tail)
	return bytes.HasPrefix(tail, []byte("/*# sourceMappingURL=")) || bytes.HasPrefix(tail, []byte("//# sourceMappingURL="))
}

// Kind names what a file is when the project does not ship it as written
// by hand: "generated code", "vendored code", consolidate.ExamplesKind (examples, samples,
// documentation: copied by readers), "tests and fixtures", or "" for code
// that ships.
func Kind(p string, content []byte) string {
	switch {
	case minifiedScript(strings.ToLower(path.Base(p)), content):
		return consolidate.BundleKind
	case Generated(p, content):
		return consolidate.GeneratedKind
	case vendored(p):
		return consolidate.VendoredKind
	case Ships(p):
		return ""
	case PlaceOf(p) == Example:
		return consolidate.ExamplesKind
	}
	return consolidate.TestsKind
}

// vendored reports whether p lies in a directory that holds other
// projects' code copied in, whose source and fixes are upstream: the
// top-level vendor/ (Rails' vendor/javascript and vendor/assets,
// Composer's), public/vendor/ (the assets Laravel packages publish) and an
// assets/vendor/ (Rails' app/assets/vendor). Not a vendor/ among views
// (Laravel's resources/views/vendor): a package's views are published
// there for the project to change.
func vendored(p string) bool {
	return strings.HasPrefix(p, "vendor/") || strings.HasPrefix(p, "public/vendor/") || strings.Contains("/"+p, "/assets/vendor/")
}
