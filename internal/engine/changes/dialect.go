package changes

import (
	"os"
	"path/filepath"
	"regexp"
)

// dialect is what says a project runs on one database: a file of the
// project that holds a pattern, or a migration's own text.
type dialect struct {
	InFile string `yaml:"in-file"`
	Files  []struct {
		Paths []string `yaml:"paths"`
		Match string   `yaml:"match"`
		re    *regexp.Regexp
	} `yaml:"files"`
	inFileRE *regexp.Regexp
}

func (d *dialect) compile() {
	if d.InFile != "" {
		d.inFileRE = regexp.MustCompile(d.InFile)
	}
	for i := range d.Files {
		d.Files[i].re = regexp.MustCompile(d.Files[i].Match)
	}
}

// inFile reports whether a migration's own text says it runs on the
// database.
func (d dialect) inFile(content []byte) bool {
	return d.inFileRE != nil && d.inFileRE.Match(content)
}

// maxEvidence is the most of a project file read for evidence.
const maxEvidence = 1 << 20

// projectDialects are the databases the files under root say the project
// runs on.
func projectDialects(root string) map[string]bool {
	out := map[string]bool{}
	if root == "" {
		return out
	}
	for name, d := range rules().Dialects {
		for _, f := range d.Files {
			if out[name] {
				break
			}
			for _, p := range f.Paths {
				if b := readSmall(filepath.Join(root, filepath.FromSlash(p))); b != nil && f.re.Match(b) {
					out[name] = true
					break
				}
			}
		}
	}
	return out
}

// readSmall reads a regular file of at most maxEvidence bytes, or nil.
func readSmall(p string) []byte {
	st, err := os.Lstat(p)
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxEvidence {
		return nil
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil
	}
	return b
}
