package scope

import (
	"path"
	"strings"
	"testing"
)

// FuzzParseDiff: a diff of any bytes parses or fails, never panics, and
// what it gives keeps File's promises: a relative path that stays in the
// repository, and changed line ranges that are ranges.
func FuzzParseDiff(f *testing.F) {
	f.Add([]byte("diff --git a/a.go b/a.go\nindex 1111111..2222222 100644\n--- a/a.go\n+++ b/a.go\n@@ -1,2 +1,3 @@\n package a\n+\n+var x = 1\n"))
	f.Add([]byte("diff --git a/x b/x\nnew file mode 160000\nindex 0000000..9999999\n--- /dev/null\n+++ b/x\n@@ -0,0 +1 @@\n+Subproject commit 9999999\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		files, err := ParseDiff(data)
		if err != nil {
			return
		}
		for _, fl := range files {
			p := fl.Path
			if p == "" || path.IsAbs(p) || p == ".." || strings.HasPrefix(p, "../") || strings.Contains(p, "/../") {
				t.Fatalf("path %q leaves the repository", p)
			}
			for _, r := range fl.Changed {
				if r.Start < 1 || r.End < r.Start {
					t.Fatalf("%s: changed range %+v", p, r)
				}
			}
			if fl.Added < 0 || fl.Removed < 0 {
				t.Fatalf("%s: +%d -%d", p, fl.Added, fl.Removed)
			}
		}
	})
}
