package php_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/php"
)

// review runs an analyzer over files[main] with the other files as its
// project, and returns "line rule: message" per diagnostic.
func review(t *testing.T, a *analysis.Analyzer, files map[string]string, main string) []string {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	tree, err := syntax.Parse(context.Background(), syntax.PHP, []byte(files[main]))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: main, Tree: tree, Project: &analysistest.MapProject{T: t, Contents: files, Self: main},
		Report: func(d engine.Diagnostic) {
			got = append(got, fmt.Sprintf("%d %s: %s", d.Lines.Start, d.Rule, d.Message))
		}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	return got
}

// has reports whether a diagnostic of rule is on line and its message
// contains each of words.
func has(got []string, line int, rule string, words ...string) bool {
	for _, g := range got {
		if strings.HasPrefix(g, fmt.Sprintf("%d %s:", line, rule)) {
			ok := true
			for _, w := range words {
				ok = ok && strings.Contains(g, w)
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// PHP runs an included file's code where the include is: a variable set
// from the request in config.php is request data in the includer after
// the include.
func TestIncludeSetsVariable(t *testing.T) {
	bad := map[string]string{
		"app/config.php": "<?php\n$id = $_GET['id'];\n",
		"app/index.php":  "<?php\ninclude __DIR__ . '/config.php';\nmysqli_query($db, \"SELECT * FROM t WHERE id = $id\");\n",
	}
	got := review(t, php.Analyzer, bad, "app/index.php")
	if !has(got, 3, "php/sql-injection", "in app/config.php") {
		t.Errorf("request data set in the included file: %q; want sql-injection on line 3", got)
	}
	safe := map[string]string{
		"app/config.php": "<?php\n$id = (int) $_GET['id'];\n",
		"app/index.php":  bad["app/index.php"],
	}
	if got := review(t, php.Analyzer, safe, "app/index.php"); len(got) > 0 {
		t.Errorf("a number set in the included file: %q; want nothing", got)
	}
}

// The reverse: the includer's request data reaches a sink of the included
// file, reported at the include with the line it reaches.
func TestIncludeUsesVariable(t *testing.T) {
	header := "<?php\n// the page header\necho '<h1>Hello ' . $name . '</h1>';\n"
	bad := map[string]string{
		"header.php": header,
		"index.php":  "<?php\n$name = $_GET['name'];\nrequire 'header.php';\n",
	}
	got := review(t, php.Analyzer, bad, "index.php")
	if !has(got, 3, "php/xss", "echo in header.php line 3") {
		t.Errorf("request data used by the included file: %q; want xss at the include (line 3)", got)
	}
	// The included file's own analysis knows nothing of $name.
	if got := review(t, php.Analyzer, bad, "header.php"); len(got) > 0 {
		t.Errorf("header.php alone: %q; want nothing", got)
	}
	safe := map[string]string{
		"header.php": header,
		"index.php":  "<?php\n$name = htmlspecialchars($_GET['name']);\nrequire 'header.php';\n",
	}
	if got := review(t, php.Analyzer, safe, "index.php"); len(got) > 0 {
		t.Errorf("escaped before the include: %q; want nothing", got)
	}
}

// A request value read in the included file and used there is the
// included file's finding, not the includer's.
func TestIncludeOwnFlowNotRepeated(t *testing.T) {
	files := map[string]string{
		"lib.php":   "<?php\necho $_GET['q'];\n",
		"index.php": "<?php\ninclude 'lib.php';\n",
	}
	if got := review(t, php.Analyzer, files, "index.php"); len(got) > 0 {
		t.Errorf("the included file's own flow: %q; want nothing in index.php", got)
	}
}

// Issue #28: a $_SESSION value a request set is request data where the
// session is read back, in another file; a key set from the application's
// own data is not.
func TestSessionSetFromRequest(t *testing.T) {
	files := map[string]string{
		"login.php": "<?php\nsession_start();\n$user = $_POST['user'];\n$_SESSION['user'] = $user;\n" +
			"$_SESSION['role'] = lookup_role($db, 7);\n$_SESSION['theme'] = 'dark';\n",
		"profile.php": "<?php\nsession_start();\n$_SESSION['seen'] = time(); echo '<p>' . $_SESSION['user'] . '</p>';\n" +
			"echo '<p>' . $_SESSION['theme'] . '</p>';\necho '<p>' . $_SESSION['role'] . '</p>';\n" +
			"echo '<p>' . htmlspecialchars($_SESSION['user']) . '</p>';\n",
	}
	got := review(t, php.Analyzer, files, "profile.php")
	if !has(got, 3, "php/xss", "$_SESSION['user']", "login.php line 4") {
		t.Errorf("session value set from the request: %q; want xss on line 3 naming login.php line 4", got)
	}
	if len(got) != 1 {
		t.Errorf("got %q; want only line 3 (theme and role are the application's, line 6 is escaped)", got)
	}
}
