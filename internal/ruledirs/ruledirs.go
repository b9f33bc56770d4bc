// Package ruledirs reads the YAML files of a project's rule directories
// (rulepack.rule_dirs). Rules, framework models and configuration checks
// share those directories: each loader reads the files once through Read
// and keeps those that are its own by their top-level key.
package ruledirs

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// File is one YAML file of a rule directory.
type File struct {
	// Name is the file's path relative to the root, with slashes, when it
	// is under the root; its path as found otherwise.
	Name string
	Data []byte
}

// Read returns the .yml and .yaml files under dirs (each relative to root
// unless absolute), directory by directory and in name order within one,
// that keep accepts (nil keeps every file). A directory that does not
// exist has no files (the configuration check reports it); a file that
// cannot be read is an error.
func Read(root string, dirs []string, keep func(data []byte) bool) ([]File, error) {
	var out []File
	for _, dir := range dirs {
		abs := dir
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(root, dir)
		}
		if _, err := os.Stat(abs); err != nil {
			continue
		}
		var paths []string
		err := filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if ext := strings.ToLower(path.Ext(p)); !d.IsDir() && (ext == ".yml" || ext == ".yaml") {
				paths = append(paths, p)
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("rulepack.rule_dirs: %w", err)
		}
		sort.Strings(paths)
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				return nil, fmt.Errorf("rulepack.rule_dirs: %w", err)
			}
			if keep != nil && !keep(data) {
				continue
			}
			name := p
			if rel, err := filepath.Rel(root, p); err == nil && filepath.IsLocal(rel) {
				name = filepath.ToSlash(rel)
			}
			out = append(out, File{Name: name, Data: data})
		}
	}
	return out, nil
}
