package fix

import (
	"strings"
	"testing"
)

const file = `package p

import "fmt"

func Show(n int) {
	fmt.Printf("%s\n", n)
}

func Other() {}
`

func TestApplyModelDiff(t *testing.T) {
	// Line numbers off by two and counts wrong, as models write them; the
	// blank context line has lost its space.
	diff := "Here is the fix:\n--- a/p.go\n+++ b/p.go\n@@ -7,3 +7,3 @@\n func Show(n int) {\n-\tfmt.Printf(\"%s\\n\", n)\n+\tfmt.Printf(\"%d\\n\", n)\n }\n\n"
	ps, err := parsePatch(diff)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 || ps[0].newName != "p.go" || len(ps[0].hunks) != 1 {
		t.Fatalf("parsed %+v", ps)
	}
	got, err := applyHunks(file, ps[0].hunks)
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Replace(file, `"%s\n"`, `"%d\n"`, 1); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestModelDiffThatDoesNotApply(t *testing.T) {
	for name, diff := range map[string]string{
		"wrong context": "--- a/p.go\n+++ b/p.go\n@@ -5,2 +5,2 @@\n func Show(x int) {\n-\tfmt.Printf(\"%s\\n\", n)\n+\tfmt.Println(n)\n",
		"no hunk":       "--- a/p.go\n+++ b/p.go\n",
		"no file":       "@@ -1 +1 @@\n-a\n+b\n",
		"nothing":       "I cannot fix this.",
	} {
		ps, err := parsePatch(diff)
		if err == nil {
			_, err = applyHunks(file, ps[0].hunks)
		}
		if err == nil {
			t.Errorf("%s: applied", name)
		}
	}
}

func TestApplyKeepsTheFinalNewlineAndOrder(t *testing.T) {
	ps, err := parsePatch("--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-a\n+A\n b\n@@ -4,1 +4,1 @@\n-d\n+D\n")
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{"a\nb\nc\nd\n": "A\nb\nc\nD\n", "a\nb\nc\nd": "A\nb\nc\nD"} {
		if got, err := applyHunks(in, ps[0].hunks); err != nil || got != want {
			t.Errorf("%q: got %q, %v; want %q", in, got, err, want)
		}
	}
	// A hunk may not be found before the previous one ended.
	ps, _ = parsePatch("--- a/x\n+++ b/x\n@@ -3 +3 @@\n-c\n+C\n@@ -1 +1 @@\n-a\n+A\n")
	if _, err := applyHunks("a\nb\nc\n", ps[0].hunks); err == nil {
		t.Error("hunks out of order applied")
	}
}

func TestCheckAddedRefusesPlaceholders(t *testing.T) {
	h := []hunk{{lines: []string{"-key := os.Getenv(\"K\")", "+key := \"AKIA************\""}}}
	if err := checkAdded(h, "key := os.Getenv(\"K\")\n"); err == nil || !strings.Contains(err.Error(), "placeholder") {
		t.Errorf("got %v", err)
	}
	// A banner already in the file may be moved.
	h = []hunk{{lines: []string{"+// ********"}}}
	if err := checkAdded(h, "// ********\n"); err != nil {
		t.Errorf("got %v", err)
	}
}

func TestApplyKeepsTheFilesOwnBytes(t *testing.T) {
	// Context lines come from the file (trailing blanks, CRLF), and added
	// lines get the file's line ends.
	ps, err := parsePatch("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n b\n-c\n+C\n")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := applyHunks("a\r\nb  \r\nc\r\n", ps[0].hunks); err != nil || got != "a\r\nb  \r\nC\r\n" {
		t.Errorf("got %q, %v", got, err)
	}
}

func TestApplyPureInsertion(t *testing.T) {
	ps, err := parsePatch("--- a/x\n+++ b/x\n@@ -2,0 +3 @@\n+new\n")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := applyHunks("l1\nl2\nl3\n", ps[0].hunks); err != nil || got != "l1\nl2\nnew\nl3\n" {
		t.Errorf("got %q, %v", got, err)
	}
}

func TestProseInsideAHunkRejectsTheDiff(t *testing.T) {
	_, err := parsePatch("--- a/x\n+++ b/x\n@@ -1,2 +1,3 @@\n a\n+B\nThis adds B.\n+added\n")
	if err == nil || !strings.Contains(err.Error(), "neither context, removal nor addition") {
		t.Errorf("got %v", err)
	}
}
