package cache

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// A DirFile is one file of a directory WalkImports visits.
type DirFile struct {
	Name string
	// For a .go file: its content (the overlay's, else the disk's) and its
	// header — build constraints, package clause and imports, up to the
	// end of the last import declaration; the whole content when the
	// header does not parse. Nil for other files.
	Content, Header []byte
}

// WalkImports visits dirs and, following the imports of their Go files,
// the directories of the module's packages they import, transitively,
// each once and in a stable order: the part of a module that what is under
// review is built from. root is the module's root and modPath its path
// ("" to follow no import). overlay holds content under review by absolute
// path; its files count even when they are gone from the disk. visit gets
// a directory's files, sorted by name; a directory that does not exist has
// none. An error reading a directory or file ends the walk.
func WalkImports(root, modPath string, dirs []string, overlay map[string][]byte, visit func(dir string, files []DirFile)) error {
	seen := map[string]bool{}
	queue := slices.Clone(dirs)
	slices.Sort(queue)
	fset := token.NewFileSet()
	for len(queue) > 0 {
		dir := queue[0]
		queue = queue[1:]
		if seen[dir] {
			continue
		}
		seen[dir] = true
		entries, err := os.ReadDir(dir)
		if err != nil && !os.IsNotExist(err) {
			return err
		}
		names := map[string]bool{}
		for _, e := range entries {
			if !e.IsDir() {
				names[e.Name()] = true
			}
		}
		for abs := range overlay {
			if filepath.Dir(abs) == dir {
				names[filepath.Base(abs)] = true // staged but deleted on disk
			}
		}
		files := make([]DirFile, 0, len(names))
		for name := range names {
			files = append(files, DirFile{Name: name})
		}
		slices.SortFunc(files, func(a, b DirFile) int { return strings.Compare(a.Name, b.Name) })
		for i := range files {
			f := &files[i]
			if !strings.HasSuffix(f.Name, ".go") {
				continue
			}
			abs := filepath.Join(dir, f.Name)
			src, ok := overlay[abs]
			if !ok {
				if src, err = os.ReadFile(abs); err != nil {
					return err
				}
			}
			if src == nil {
				src = []byte{} // an empty file is still a file
			}
			f.Content, f.Header = src, src
			syntax, err := parser.ParseFile(fset, abs, src, parser.ImportsOnly|parser.ParseComments)
			if err != nil {
				continue
			}
			end := syntax.Name.End()
			if n := len(syntax.Decls); n > 0 {
				end = syntax.Decls[n-1].End() // ImportsOnly: the import declarations
			}
			f.Header = src[:fset.Position(end).Offset]
			for _, imp := range syntax.Imports {
				path, err := strconv.Unquote(imp.Path.Value)
				if err != nil || modPath == "" {
					continue
				}
				if rest, ok := strings.CutPrefix(path, modPath); ok && (rest == "" || rest[0] == '/') {
					queue = append(queue, filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(rest, "/"))))
				}
			}
		}
		visit(dir, files)
	}
	return nil
}
