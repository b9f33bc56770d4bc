package templates

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/scope"
)

// A Ruby method whose whole body is one string that starts with a literal
// scheme and host ("https://web.archive.org/web/3/#{CGI.escape(url)}")
// returns a URL no value can turn into javascript:, so ERB output of it at
// the start of an href is not the context problem erbContexts looks for.
// Ruby has no types here, so a method is known by its name across the
// project, and a name counts only when nothing else may define it: every
// def of it in the project's Ruby is such a URL, no Ruby file names it as a
// symbol (attr_reader :url, delegate :url, alias_method, store_accessor),
// and the database schema has no column of that name. The project is its
// tree on disk with the reviewed files over it (withProjectRuby): a review
// of a change sees only the change, where one def of the name in another
// class (a decoy the change adds) would pass for all of them while the
// column that the view renders is in db/schema.rb, outside the change.
var (
	rubyDef      = regexp.MustCompile(`(?m)^[ \t]*def[ \t]+(?:self\.)?([a-z_]\w*[?!]?)`)
	fixedURLBody = regexp.MustCompile(`(?m)^[ \t]*def[ \t]+(?:self\.)?([a-z_]\w*)(?:[ \t]*\(\s*\))?[ \t]*\n(?:[ \t]*#[^\n]*\n)*[ \t]*"https?://[A-Za-z0-9.-]+(?::\d+)?/[^"\n]*"[ \t]*\n[ \t]*end\b`)
	rubySymbol   = regexp.MustCompile(`:([a-z_]\w*)`)
	schemaWord   = regexp.MustCompile(`[a-z_]\w*`)
	recordMethod = regexp.MustCompile(`^@?[a-z_]\w*(?:\.[a-z_]\w*)*\.([a-z_]\w*)$`)
)

// fixedURLMethods are the names of the methods the files' Ruby defines
// only as a URL of a fixed scheme and host, as above.
func fixedURLMethods(files []*scope.File) map[string]bool {
	fixed, other, taken := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, f := range files {
		src := string(f.Content)
		switch {
		case strings.HasPrefix(f.Path, "db/") || strings.Contains(f.Path, "/db/"):
			if base := path.Base(f.Path); base == "schema.rb" || base == "structure.sql" {
				for _, w := range schemaWord.FindAllString(src, -1) {
					taken[w] = true
				}
				continue
			}
		case !strings.HasSuffix(f.Path, ".rb"):
			continue
		}
		fixedAt := map[int]bool{}
		for _, m := range fixedURLBody.FindAllStringSubmatchIndex(src, -1) {
			fixed[src[m[2]:m[3]]] = true
			fixedAt[m[2]] = true
		}
		for _, m := range rubyDef.FindAllStringSubmatchIndex(src, -1) {
			if !fixedAt[m[2]] {
				other[src[m[2]:m[3]]] = true
			}
		}
		for _, m := range rubySymbol.FindAllStringSubmatch(src, -1) {
			taken[m[1]] = true
		}
	}
	for name := range fixed {
		if other[name] || taken[name] {
			delete(fixed, name)
		}
	}
	return fixed
}

// fixedURLCall reports whether expr calls one of those methods on a record
// (story.archiveorg_url, @story.ghost_url).
func fixedURLCall(fixed map[string]bool, expr string) bool {
	m := recordMethod.FindStringSubmatch(strings.TrimSpace(expr))
	return m != nil && fixed[m[1]]
}

// withProjectRuby is files and the project's other Ruby files and database
// schemas under root, read from disk: what fixedURLMethods must see of the
// project. The reviewed content of a file wins over the disk's, and a file
// the change deletes is not read. Dependencies' code (node_modules, Bundler's
// vendor/bundle) and hidden directories are not the project's.
func withProjectRuby(root string, files []*scope.File) []*scope.File {
	if root == "" {
		return files
	}
	reviewed := map[string]bool{}
	for _, f := range files {
		reviewed[f.Path] = true
	}
	out := slices.Clone(files)
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, rerr := filepath.Rel(root, p)
		if rerr != nil {
			return nil
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules" || rel == "vendor/bundle") {
				return filepath.SkipDir
			}
			return nil
		}
		base := path.Base(rel)
		if reviewed[rel] || !d.Type().IsRegular() || !(strings.HasSuffix(base, ".rb") || base == "structure.sql") {
			return nil
		}
		if data, err := os.ReadFile(p); err == nil {
			out = append(out, &scope.File{Path: rel, Content: data})
		}
		return nil
	})
	return out
}
