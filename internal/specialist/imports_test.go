package specialist

import (
	"maps"
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

// A file with a test's name or directory that code shipping imports
// ships: by a Go import path, a Python module (absolute or relative, and
// through a test directory's __init__.py), a relative JavaScript or
// TypeScript specifier. Tests importing the code, shipped code importing
// a module of the same last name, and Go's _test.go files do not.
func TestImportedTests(t *testing.T) {
	files := map[string]string{
		"main.go":                    "package main\n\nimport (\n\tab \"example.com/app/internal/testing\"\n)\n",
		"internal/testing/pages.go":  "package testing\n",
		"internal/testing/x_test.go": "package testing\n",
		"internal/mocks/store.go":    "package mocks\n",
		"app/__init__.py":            "from flask import Flask\nfrom .testing import routes\n",
		"app/testing/__init__.py":    "from . import (\n    pages,\n)\n",
		"app/testing/pages.py":       "x = 1\n",
		"app/testing/routes.py":      "y = 2\n",
		"reports/views.py":           "from reports.test_reports import bp\nimport mock\n",
		"reports/test_reports.py":    "bp = None\n",
		"app/models.py":              "m = 1\n",
		"app/views.py":               "from app import models\n",
		"tests/app/models.py":        "f = 1\n",
		"tests/mock.py":              "z = 3\n",
		"tests/test_app.py":          "from app import create_app\nfrom tests.conftest import client\n",
		"tests/conftest.py":          "client = None\n",
		"server.js":                  "const pages = require('./test/pages');\nimport util from './spec/util.mjs';\n",
		"test/pages.js":              "module.exports = {};\n",
		"spec/util.mjs":              "export default 1;\n",
		"test/app.test.js":           "const app = require('../server');\n",
		"src/ab/testing/index.ts":    "export const v = 1;\n",
		"src/ab/main.ts":             "import { v } from './testing';\n",
		// aliases and a workspace package's own name; a mock of a
		// package, and a test's copy of a path a shipped file has, are
		// not what they name
		"src/server.ts":                    "import { variant } from \"@/testing/variant\";\nimport { page } from '@acme/web/spec/pages/index.js';\nimport db from '~/lib/db';\nimport srv from 'react-dom/server';\n",
		"src/testing/variant.ts":           "export const variant = 1;\n",
		"packages/web/spec/pages/index.ts": "export const page = 1;\n",
		"src/lib/db.ts":                    "export default 1;\n",
		"tests/lib/db.ts":                  "export default 2;\n",
		"__mocks__/react-dom/server.js":    "module.exports = {};\n",
	}
	var fs []*scope.File
	for p, src := range files {
		fs = append(fs, &scope.File{Path: p, Content: []byte(src)})
	}
	got := ImportedTests(fs, nil)
	want := map[string]string{
		"internal/testing/pages.go":        "main.go",
		"app/testing/routes.py":            "app/__init__.py",
		"app/testing/__init__.py":          "app/__init__.py",
		"app/testing/pages.py":             "app/testing/__init__.py",
		"reports/test_reports.py":          "reports/views.py",
		"test/pages.js":                    "server.js",
		"spec/util.mjs":                    "server.js",
		"src/ab/testing/index.ts":          "src/ab/main.ts",
		"src/testing/variant.ts":           "src/server.ts",
		"packages/web/spec/pages/index.ts": "src/server.ts",
	}
	for _, p := range slices.Sorted(maps.Keys(want)) {
		if got[p] != want[p] {
			t.Errorf("%s: imported by %q, want %q", p, got[p], want[p])
		}
	}
	for p, by := range got {
		if _, ok := want[p]; !ok {
			t.Errorf("%s: called shipped, imported by %s", p, by)
		}
	}
}

// A symlink at a path that ships serves what it points to as shipped code,
// a file or a directory's files; a link among tests, or one a change
// deletes, does not.
func TestImportedTestsLinks(t *testing.T) {
	cs := &scope.Changeset{Files: []scope.File{
		{Path: "tests/helpers/db.py", Content: []byte("x = 1\n")},
		{Path: "tests/fixtures/web/views.py", Content: []byte("y = 2\n")},
		{Path: "tests/other.py", Content: []byte("z = 3\n")},
		{Path: "app/db.py", Link: "tests/helpers/db.py", Skipped: "symlink"},
		{Path: "web", Link: "tests/fixtures/web", Skipped: "symlink"},
		{Path: "tests/alias.py", Link: "tests/other.py", Skipped: "symlink"},
		{Path: "gone.py", Link: "tests/other.py", Status: scope.Deleted},
	}}
	var files []*scope.File
	for i := range cs.Files {
		if cs.Files[i].Content != nil {
			files = append(files, &cs.Files[i])
		}
	}
	got := ImportedTests(WithLinks(files, cs), nil)
	want := map[string]string{
		"tests/helpers/db.py":         "app/db.py",
		"tests/fixtures/web/views.py": "web",
	}
	if !maps.Equal(got, want) {
		t.Errorf("ImportedTests = %v, want %v", got, want)
	}
}
