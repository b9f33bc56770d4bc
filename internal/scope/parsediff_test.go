package scope

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/teamreview/teamreview/internal/finding"
)

func lines(pairs ...int) []finding.LineRange {
	rs := []finding.LineRange{}
	for i := 0; i+1 < len(pairs); i += 2 {
		rs = append(rs, finding.LineRange{Start: pairs[i], End: pairs[i+1]})
	}
	return rs
}

const literalDiff = `diff --git a/app/View.tsx b/app/View.tsx
index 1111111..2222222 100644
--- a/app/View.tsx
+++ b/app/View.tsx
@@ -1,4 +1,5 @@
 a
-b
+B
+B2
 c
 d
@@ -10,5 +11,4 @@ func x() {
 j
 k
-l
 m
 n
@@ -20,3 +20,3 @@
 t
-u
+U
 v
@@ -30,2 +30,0 @@
-dd
-ee
diff --git a/old name.go b/new name.go
similarity index 90%
rename from old name.go
rename to new name.go
index 3333333..4444444 100644
--- a/old name.go
+++ b/new name.go
@@ -2,2 +2,3 @@
 x
+y
 z
diff --git a/gone.tf b/gone.tf
deleted file mode 100644
index 5555555..0000000
--- a/gone.tf
+++ /dev/null
@@ -1,3 +0,0 @@
-one
-two
-three
diff --git a/img.png b/img.png
new file mode 100644
index 0000000..6666666
Binary files /dev/null and b/img.png differ
diff --git a/run.sh b/run.sh
old mode 100644
new mode 100755
diff --git a/link b/link
new file mode 120000
index 0000000..7777777
--- /dev/null
+++ b/link
@@ -0,0 +1 @@
+target
\ No newline at end of file
diff --git a/lib b/lib
index 8888888..9999999 160000
--- a/lib
+++ b/lib
@@ -1 +1 @@
-Subproject commit 8888888888888888888888888888888888888888
+Subproject commit 9999999999999999999999999999999999999999
diff --git a/new.css b/new.css
new file mode 100644
index 0000000..aaaaaaa
--- /dev/null
+++ b/new.css
@@ -0,0 +1,2 @@
+a {}
+b {}
`

func TestParseDiffLiteral(t *testing.T) {
	files, err := ParseDiff([]byte(literalDiff))
	if err != nil {
		t.Fatal(err)
	}
	want := []File{
		// Hunk 1 adds 2-3; hunk 2 only deletes (the line now at new 13);
		// hunk 3 adds 21; hunk 4 deletes the last lines (after new line 30).
		{Path: "app/View.tsx", Status: Modified, Category: Frontend, Changed: lines(2, 3, 13, 13, 21, 21, 30, 30), Added: 3, Removed: 5},
		{Path: "gone.tf", Status: Deleted, Category: Infrastructure, Removed: 3},
		// Git called it binary; its content, once read, decides.
		{Path: "img.png", Status: Added, Category: General, Changed: lines(), binaryDiff: true},
		{Path: "lib", Status: Modified, Category: General, Changed: lines(1, 1), Added: 1, Removed: 1, Skipped: "submodule",
			Gitlink: [2]string{strings.Repeat("8", 40), strings.Repeat("9", 40)}},
		{Path: "link", Status: Added, Category: General, Changed: lines(1, 1), Added: 1, Skipped: "symlink", Link: "target"},
		{Path: "new name.go", OldPath: "old name.go", Status: Renamed, Category: General, Changed: lines(3, 3), Added: 1},
		{Path: "new.css", Status: Added, Category: Frontend, Changed: lines(1, 2), Added: 2},
		{Path: "run.sh", Status: Modified, Category: General, Changed: lines()},
	}
	if diff := cmp.Diff(want, files, cmpopts.IgnoreFields(File{}, "Hunks"), cmp.AllowUnexported(File{})); diff != "" {
		t.Errorf("ParseDiff (-want +got):\n%s", diff)
	}
}

func TestParseDiffTypeChangeIsOneFile(t *testing.T) {
	const d = `diff --git a/x b/x
deleted file mode 100644
index 1111111..0000000
--- a/x
+++ /dev/null
@@ -1,2 +0,0 @@
-a
-b
diff --git a/x b/x
new file mode 120000
index 0000000..2222222
--- /dev/null
+++ b/x
@@ -0,0 +1 @@
+elsewhere
\ No newline at end of file
`
	files, err := ParseDiff([]byte(d))
	if err != nil {
		t.Fatal(err)
	}
	want := []File{{Path: "x", Status: Modified, Category: General, Changed: lines(1, 1), Added: 1, Removed: 2, Skipped: "symlink", Link: "elsewhere"}}
	if diff := cmp.Diff(want, files, cmpopts.IgnoreFields(File{}, "Hunks"), cmp.AllowUnexported(File{})); diff != "" {
		t.Errorf("ParseDiff (-want +got):\n%s", diff)
	}
}

func TestParseDiffEmptyAndGarbage(t *testing.T) {
	if files, err := ParseDiff(nil); err != nil || len(files) != 0 {
		t.Errorf("ParseDiff(nil) = %v, %v; want nothing", files, err)
	}
	if _, err := ParseDiff([]byte("diff --git a/x b/x\n@@ -1,2 +1,2 @@\n-a\n")); err == nil {
		t.Error("ParseDiff of a truncated hunk: want an error")
	}
}

func TestMergeRanges(t *testing.T) {
	got := mergeRanges(lines(9, 9, 1, 2, 3, 3, 5, 7, 6, 6, 10, 12))
	if diff := cmp.Diff(lines(1, 3, 5, 7, 9, 12), got); diff != "" {
		t.Errorf("mergeRanges (-want +got):\n%s", diff)
	}
}

func TestMetrics(t *testing.T) {
	files, err := ParseDiff([]byte(literalDiff))
	if err != nil {
		t.Fatal(err)
	}
	cs := &Changeset{Files: files}
	want := Metrics{Files: 8, Frontend: 2, Infrastructure: 1, General: 5, Added: 8, Removed: 9}
	if diff := cmp.Diff(want, cs.Metrics()); diff != "" {
		t.Errorf("Metrics (-want +got):\n%s", diff)
	}
	if !cs.HasFrontend() {
		t.Error("HasFrontend = false with a .tsx and a .css file")
	}
}

// Markup the design specialist reviews is frontend: pages and the HTML
// server templates, not other files a template engine fills in.
func TestCategorizeMarkup(t *testing.T) {
	for p, want := range map[string]Category{
		"site/index.html": Frontend, "icons/logo.svg": Frontend, "app/views/users/show.html.erb": Frontend,
		"templates/base.jinja": Frontend, "resources/views/home.blade.php": Frontend, "views/index.ejs": Frontend,
		"deploy/nginx.conf.j2": General, "config/app.yml.erb": General, "app/Http/Kernel.php": General,
		"infra/main.tf": Infrastructure,
	} {
		if got := Categorize(p); got != want {
			t.Errorf("Categorize(%q) = %v, want %v", p, got, want)
		}
	}
}

func TestLinkPath(t *testing.T) {
	for _, c := range []struct{ from, target, want string }{
		{"app/db.py", "../tests/helpers/db.py", "tests/helpers/db.py"},
		{"app", "tests/helpers", "tests/helpers"},
		{"a/b/c", "./d", "a/b/d"},
		{"app/db.py", "../../etc/passwd", ""},
		{"app/db.py", "/etc/passwd", ""},
		{"app/db.py", "", ""},
		{"x", "..", ""},
	} {
		if got := linkPath(c.from, c.target); got != c.want {
			t.Errorf("linkPath(%q, %q) = %q, want %q", c.from, c.target, got, c.want)
		}
	}
}

func TestNULText(t *testing.T) {
	for _, c := range []struct {
		data string
		want bool
	}{
		{"console.log(1) // \x00 marker\n", true},
		{"ab\x00\x01cd", false},
		{"PNG\x00\x00\x00\r\n\x1a\n", false},
		{"\xff\xfe\x00a", false},
		{strings.Repeat("a\x00", 17), false},
	} {
		if got := nulText([]byte(c.data)); got != c.want {
			t.Errorf("nulText(%q) = %v, want %v", c.data, got, c.want)
		}
	}
}
