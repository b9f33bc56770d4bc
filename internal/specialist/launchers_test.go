package specialist

import (
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

// A test-named module the deployment runs ships; one a test run runs
// stays a test.
func TestLaunchedTests(t *testing.T) {
	for _, tc := range []struct {
		launcher, src, want string
	}{
		{"Procfile", "web: gunicorn tests.run:app --workers 2\n", "tests/run.py"},
		{"Procfile", "worker: python -m tests.run\n", "tests/run.py"},
		{"Procfile", "test: python tests/run.py\n", ""},
		{"deploy/Dockerfile.prod", "FROM python:3.12\nRUN python tests/run.py\nCMD [\"python\", \"./tests/run.py\"]\n", "tests/run.py"},
		{"Dockerfile", "FROM python:3.12\nRUN pytest tests/run.py\nCMD [\"gunicorn\", \"app:app\"]\n", ""},
		{"package.json", `{"main": "test/server.js"}`, "test/server.js"},
		{"package.json", `{"scripts": {"start": "node test/server"}}`, "test/server.js"},
		{"package.json", `{"scripts": {"test": "node test/server.js"}}`, ""},
		{"pyproject.toml", "[project.scripts]\nserve = \"tests.run:app\"\n[tool.pytest.ini_options]\naddopts = \"tests/run.py\"\n", "tests/run.py"},
		{"pyproject.toml", "[tool.pytest.ini_options]\ntestpaths = [\"tests/run.py\"]\n", ""},
	} {
		files := []*scope.File{
			{Path: "tests/run.py", Content: []byte("from flask import Flask\n")},
			{Path: "test/server.js", Content: []byte("require('express')\n")},
			{Path: tc.launcher, Content: []byte(tc.src)},
		}
		by := ImportedTests(files, nil)
		got := ""
		for p, l := range by {
			if l == tc.launcher {
				got = p
			}
		}
		if got != tc.want {
			t.Errorf("%s %q: ships %q, want %q (%v)", tc.launcher, tc.src, got, tc.want, by)
		}
	}
}
