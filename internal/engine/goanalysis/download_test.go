package goanalysis

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	modv "golang.org/x/mod/module"
	"golang.org/x/mod/sumdb/dirhash"
	"golang.org/x/mod/zip"
)

// fileProxy lays out a module proxy (GOPROXY=file://dir) serving one
// module version with the given files, and returns dir and the go.sum
// lines for it.
func fileProxy(t *testing.T, mod, version string, files map[string]string) (string, string) {
	t.Helper()
	src, dir := t.TempDir(), t.TempDir()
	write(t, src, files)
	at := filepath.Join(dir, filepath.FromSlash(mod), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	mv := modv.Version{Path: mod, Version: version}
	var zbuf bytes.Buffer
	if err := zip.CreateFromDir(&zbuf, mv, src); err != nil {
		t.Fatal(err)
	}
	zpath := filepath.Join(at, version+".zip")
	for name, data := range map[string]string{
		"list":            version + "\n",
		version + ".info": `{"Version":"` + version + `","Time":"2026-01-01T00:00:00Z"}`,
		version + ".mod":  files["go.mod"],
		version + ".zip":  zbuf.String(),
	} {
		if err := os.WriteFile(filepath.Join(at, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h1, err := dirhash.HashZip(zpath, dirhash.Hash1)
	if err != nil {
		t.Fatal(err)
	}
	modH1, err := dirhash.Hash1([]string{"go.mod"}, func(string) (io.ReadCloser, error) {
		return io.NopCloser(strings.NewReader(files["go.mod"])), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir, mod + " " + version + " " + h1 + "\n" + mod + " " + version + "/go.mod " + modH1 + "\n"
}

// serveDep serves example.com/dep v1.0.0 (func Name() string) from a file
// proxy as the go command's GOPROXY, with an empty module cache of the
// test's own, and returns its go.sum lines.
func serveDep(t *testing.T) string {
	t.Helper()
	proxy, sum := fileProxy(t, "example.com/dep", "v1.0.0", map[string]string{
		"go.mod": "module example.com/dep\n\ngo 1.21\n",
		"dep.go": "package dep\n\n// Name returns a name.\nfunc Name() string { return \"x\" }\n",
	})
	t.Setenv("GOPROXY", "file://"+filepath.ToSlash(proxy))
	t.Setenv("GOSUMDB", "off")
	t.Setenv("GOMODCACHE", t.TempDir())
	t.Setenv("GOFLAGS", "-modcacherw")
	return sum
}

// TestDownload: a module whose dependency is not in the module cache gets
// it as go build would, through the user's GOPROXY, and is analyzed whole;
// with GOPROXY=off it stays a note and a gap (TestMissingDependencies).
func TestDownload(t *testing.T) {
	needGo(t)
	sum := serveDep(t)
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"go.mod":  "module example.com/app\n\ngo 1.26\n\nrequire example.com/dep v1.0.0\n",
		"go.sum":  sum,
		"main.go": "package main\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/dep\"\n)\n\nfunc main() { fmt.Printf(\"%d\\n\", dep.Name()) }\n",
	})
	res := runEngine(t, dir, nil, tree(t, dir))
	found := false
	for _, d := range res.Diagnostics {
		found = found || d.Rule == "vet/printf" && d.File == "main.go"
	}
	if !found || len(res.Unanalyzed) > 0 {
		t.Errorf("want vet/printf on main.go (it needs dep's types) and no gaps;%s", dump(res))
	}
	if len(res.Notes) != 1 || !strings.HasPrefix(res.Notes[0], "go: module example.com/app: downloaded its dependencies' sources into the module cache (go mod download, ") {
		t.Errorf("notes = %q; want one saying the sources were downloaded", res.Notes)
	}
}
