package specialist

import (
	"encoding/json"
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/scope"
)

// A test-named module that the project's own deployment runs ships as
// surely as one shipped code imports: Procfile's web: gunicorn
// app.test_run:app, a Dockerfile's CMD ["python", "tests/run.py"],
// package.json's main or start script, pyproject.toml's [project.scripts].
// Rated a test's, a Flask handler's command injection there was a Medium
// and the change passed. launchedBy reads those files (in scope, or
// committed) for the commands that start the program, and maps each
// quiet path a command names to the file that names it. A test run
// (package.json's test script, a Dockerfile's RUN pytest, Procfile's
// test: process) launches tests, and does not count.

// Launcher reports a file whose commands start the project's program
// (Procfile, a Dockerfile, package.json, pyproject.toml).
func Launcher(p string) bool {
	base := strings.ToLower(path.Base(p))
	return base == "procfile" || base == "package.json" || base == "pyproject.toml" ||
		strings.HasPrefix(base, "dockerfile") || strings.HasPrefix(base, "containerfile")
}

// launchedBy maps each of quiet's paths that a launcher among files or
// the project's files runs to the launcher.
func launchedBy(files []*scope.File, project Project, paths []string, quiet func(string) bool) map[string]string {
	srcs := map[string][]byte{}
	for _, f := range files {
		if f.Content != nil && f.Status != scope.Deleted && Launcher(f.Path) {
			srcs[f.Path] = f.Content
		}
	}
	if project != nil {
		for _, p := range project.Walk() {
			if _, ok := srcs[p]; !ok && Launcher(p) && PlaceOf(p) == Shipped {
				if b, err := project.ReadFile(p); err == nil {
					srcs[p] = b
				}
			}
		}
	}
	by := map[string]string{}
	for l, src := range srcs {
		for _, cmd := range launchCommands(l, src) {
			for _, tok := range commandTokens.FindAllString(cmd, -1) {
				for _, p := range paths {
					if by[p] == "" && quiet(p) && names(tok, p) {
						by[p] = l
					}
				}
			}
		}
	}
	return by
}

// commandTokens are a command's words: paths and module:attribute
// references, without quotes, brackets and commas.
var commandTokens = regexp.MustCompile(`[^\s"',\[\]=]+`)

// names reports whether a command's word names the file at p: its path
// (./tests/run.py, test/server, tests/run.py:app) or its Python module
// (tests.run, tests.run:app).
func names(tok, p string) bool {
	tok = strings.TrimPrefix(tok, "./")
	ref, _, _ := strings.Cut(tok, ":")
	ext := path.Ext(p)
	if ref == p || ref == strings.TrimSuffix(p, ext) {
		return true
	}
	if ext != ".py" || strings.Contains(ref, "/") {
		return false
	}
	mod := strings.ReplaceAll(ref, ".", "/")
	return mod+".py" == p || mod+"/__init__.py" == p
}

var (
	procfileLine = regexp.MustCompile(`(?m)^([A-Za-z0-9_-]+):(.*)$`)
	dockerRun    = regexp.MustCompile(`(?im)^\s*(?:CMD|ENTRYPOINT)\s+(.*)$`)
	tomlSection  = regexp.MustCompile(`^\s*\[([^\]]+)\]\s*$`)
)

// launchCommands are the commands a launcher starts the program with.
func launchCommands(p string, src []byte) []string {
	var out []string
	switch base := strings.ToLower(path.Base(p)); {
	case base == "procfile":
		for _, m := range procfileLine.FindAllStringSubmatch(string(src), -1) {
			if m[1] != "test" {
				out = append(out, m[2])
			}
		}
	case base == "package.json":
		var pkg struct {
			Main    string            `json:"main"`
			Bin     json.RawMessage   `json:"bin"`
			Scripts map[string]string `json:"scripts"`
		}
		if json.Unmarshal(src, &pkg) != nil {
			return nil
		}
		out = append(out, pkg.Main, string(pkg.Bin))
		for _, k := range []string{"start", "prestart", "serve", "server", "prod"} {
			out = append(out, pkg.Scripts[k])
		}
	case base == "pyproject.toml":
		section := ""
		for _, line := range strings.Split(string(src), "\n") {
			if m := tomlSection.FindStringSubmatch(line); m != nil {
				section = strings.TrimSpace(m[1])
				continue
			}
			if section == "project.scripts" || section == "project.gui-scripts" || section == "tool.poetry.scripts" {
				if _, v, ok := strings.Cut(line, "="); ok {
					out = append(out, v)
				}
			}
		}
	default: // a Dockerfile or Containerfile
		for _, m := range dockerRun.FindAllStringSubmatch(string(src), -1) {
			out = append(out, m[1])
		}
	}
	return out
}
