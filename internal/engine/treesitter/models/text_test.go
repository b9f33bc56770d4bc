package models

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A malformed text row is an error naming the file, the row and the field.
func TestParseTextErrors(t *testing.T) {
	head := "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: request-input\n    patterns: ['\\bacme\\.param\\(']\n"
	for _, tc := range []struct{ row, want string }{
		{"  - kind: text\n    shape: request-input\n    patterns: ['(']\n", `acme.yml: row 2 (line 7): field patterns: item 1: a regular expression`},
		{"  - kind: text\n    shape: requests\n    patterns: [x]\n", `row 2 (line 7): field shape: "requests" is not one of html-sanitizer`},
		{"  - kind: text\n    shape: request-input\n", `row 2 (line 7): field patterns: missing`},
		{"  - kind: text\n    patterns: [x]\n", `row 2 (line 7): field shape: missing`},
		{"  - kind: text\n    shape: html-sink\n    patterns: ['v-html=\"[^\"]+\"']\n", `row 2 (line 7): field patterns: item 1: has 0 capture groups, the html-sink check reads 1`},
		{"  - kind: text\n    shape: request-input\n    patterns: ['(x)']\n", `field patterns: item 1: has 1 capture groups`},
		{"  - kind: text\n    shape: request-input\n    patterns: [x]\n    files: [a.json]\n", `row 2 (line 7): field files: the request-input check reads no files`},
		{"  - kind: text\n    shape: generator-comment\n    patterns: [x]\n    files: [a.rb]\n", `row 2 (line 7): field label: a generator-comment row needs one`},
		{"  - kind: text\n    shape: firebase-web-config\n    files: [config/]\n", `row 2 (line 7): field files: item 1: "config/" is a directory, and the firebase-web-config check reads file names`},
		{"  - kind: source\n    methods: [param]\n    source: remote\n", `row 2 (line 7): field kind: the text checks read text rows (language: text), and only them`},
	} {
		_, err := Parse("acme.yml", []byte(head+tc.row))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
	if _, err := Parse("acme.yml", []byte(head)); err != nil {
		t.Errorf("a valid file: %v", err)
	}
	py := "language: python\nframework: Acme\nmodels:\n  - kind: text\n    shape: request-input\n    patterns: [x]\n"
	if _, err := Parse("acme.yml", []byte(py)); err == nil || !strings.Contains(err.Error(), "row 1 (line 4): field kind:") {
		t.Errorf("a text row of language python: error %v", err)
	}
}

// What a file is (a lock file, a test runner's) is the shipped rows' to
// say: a user's row of such a shape is a load error naming the file, the
// row and the field, not a row read at some stages and not others; a CI
// file row is the user's to add.
func TestLoadShippedOnlyTextShapes(t *testing.T) {
	for _, tc := range []struct{ row, want string }{
		{"  - kind: text\n    shape: lock-file\n    files: [acme.lock]\n", "acme.yml: row 1 (line 4): field shape: the lock-file check reads the shipped rows alone"},
		{"  - kind: text\n    shape: test-runner-file\n    files: [acme.setup]\n", "acme.yml: row 1 (line 4): field shape: the test-runner-file check reads the shipped rows alone"},
		{"  - kind: text\n    shape: generated-marker\n    patterns: ['Made by Acme']\n", "acme.yml: row 1 (line 4): field shape: the generated-marker check reads the shipped rows alone"},
		{"  - kind: text\n    shape: public-key-format\n    patterns: ['ac_']\n    label: an Acme key\n", "acme.yml: row 1 (line 4): field shape: the public-key-format check reads the shipped rows alone"},
		{"  - kind: text\n    shape: public-key-in-text\n    patterns: ['acme://([^@]+)@']\n    label: an Acme key\n", "acme.yml: row 1 (line 4): field shape: the public-key-in-text check reads the shipped rows alone"},
		{"  - kind: text\n    shape: browser-api-key\n    patterns: ['AC']\n", "acme.yml: row 1 (line 4): field shape: the browser-api-key check reads the shipped rows alone"},
		{"  - kind: text\n    shape: published-sample\n    patterns: [abc]\n    label: a sample\n", "acme.yml: row 1 (line 4): field shape: the published-sample check reads the shipped rows alone"},
		{"  - kind: text\n    shape: search-key-name\n    patterns: [publickey]\n", "acme.yml: row 1 (line 4): field shape: the search-key-name check reads the shipped rows alone"},
		{"  - kind: text\n    shape: admin-key-name\n    patterns: [ops]\n", ""},
		{"  - kind: text\n    shape: default-password\n    patterns: [acme]\n", "acme.yml: row 1 (line 4): field shape: the default-password check reads the shipped rows alone"},
		{"  - kind: text\n    shape: ci-file\n    files: [tools/ci/, Rakefile]\n", ""},
	} {
		dir := t.TempDir()
		data := "language: text\nframework: Acme\nmodels:\n" + tc.row
		if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(dir, []string{"."})
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: error %v; want %q", tc.row, err, tc.want)
		}
	}
}

// A user's text rows (rulepack.rule_dirs) are read beside the shipped
// ones: TextOf merges them, shape by shape, and a set without text rows
// leaves the shipped ones alone.
func TestLoadMergesTextRows(t *testing.T) {
	dir := t.TempDir()
	data := "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: request-input\n    patterns: ['\\bacme\\.input\\(']\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	set, err := Load(dir, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	txt := TextOf(set)
	if re := txt.RE("request-input"); !re.MatchString("q = acme.input('q')") || !re.MatchString("request.args.get('n')") {
		t.Errorf("merged request-input: %v", re)
	}
	if TextRE("request-input").MatchString("q = acme.input('q')") {
		t.Errorf("the shipped rows alone matched the user's pattern")
	}
	if got := txt.Rows("request-input"); got[len(got)-1].File != "acme.yml" {
		t.Errorf("the user's row is not last: %v", got[len(got)-1].Where())
	}
	if TextOf(nil) != nil || TextOf(&Set{}) != nil {
		t.Errorf("a set without text rows gave a Text of its own")
	}
	if (*Text)(nil).RE("request-input") != TextRE("request-input") {
		t.Errorf("the nil Text is not the shipped rows")
	}
	sink := "language: text\nframework: Acme UI\nmodels:\n  - kind: text\n    shape: request-input\n    patterns: [x]\n" +
		"  - kind: text\n    shape: html-sink\n    patterns: ['acme-html=\\{([^}]*)\\}']\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(sink), 0o644); err != nil {
		t.Fatal(err)
	}
	set, err = Load(dir, []string{"."})
	if err != nil {
		t.Fatalf("a user's html-sink row: %v", err)
	}
	if re := TextOf(set).RE("html-sink"); !re.MatchString("<Card acme-html={body} />") || !re.MatchString("el.innerHTML = body") {
		t.Errorf("merged html-sink: %v", re)
	}
}

// Each check's framework names are rows: what the Go code listed, the rows
// now say, each shape's on what it was written for and its safe twin.
func TestTextRows(t *testing.T) {
	for _, tc := range []struct {
		shape    string
		hit, not []string
	}{
		{"html-sanitizer", []string{"el.innerHTML = DOMPurify.sanitize(html)", "x = HE.encode(s)", "filterXSS(s)"}, []string{"el.innerHTML = html"}},
		{"page-input", []string{"el.innerHTML = location.hash", "const [q] = useSearchParams()", "render(req.body)"}, []string{"el.innerHTML = html"}},
		{"html-sink", []string{`<div dangerouslySetInnerHTML={{ __html: post.body }} />`, `<p v-html="msg"></p>`, `{@html body}`}, []string{`<div>{post.body}</div>`}},
		{"html-sink-value", []string{"el.innerHTML = clean;", `v-html="clean"`}, []string{"el.textContent = clean;"}},
		{"css-in-js", []string{"const B = styled.button`color: #fff`", "const g = createGlobalStyle`body{}`", "css`a{}`"}, []string{"const s = `color: #fff`"}},
		{"firebase-web-config", []string{`authDomain: "app.firebaseapp.com"`}, []string{`domain: "example.com"`}},
		{"maps-js-loader", []string{`<script src="https://maps.googleapis.com/maps/api/js?key=K">`, `useJsApiLoader({ googleMapsApiKey: k })`}, []string{`fetch("https://maps.googleapis.com/maps/api/geocode/json")`}},
		{"algolia-client", []string{"const c = algoliasearch(appId, key)", "liteClient (id, key)"}, []string{"const c = algoliasearch"}},
		{"algolia-search-config", []string{"indexName: 'docs'", "docsearch({ appId })"}, []string{"indexNames: []"}},
		{"server-module", []string{"import express from 'express'", `const fs = require("node:fs")`, "from '@nestjs/common'", "import 'mysql'"}, []string{"import React from 'react'", "import x from 'express-validator'"}},
		{"server-directive", []string{"'use server'\nexport async function f() {}"}, []string{"x\n'use server'", "'use client'"}},
		{"settings-file", []string{".env.development", "src/main/resources/application-dev.yml", "appsettings.development.json", "src/environments/environment.ts", "app/settings/dev.py"}, []string{"src/config.ts"}},
		{"environment-keyed-file", []string{"config/database.yml", "application.yml"}, []string{"app/models/user.yml"}},
		{"request-input", []string{"name = request.args.get('n')", "res.send(req.query.q)", "$id = $_GET['id'];", "request.getParameter(\"id\")", "params[:id]"}, []string{"name = config.get('n')"}},
		{"generated-name", []string{"app.min.js", "api.pb.go", "x_pb2.py", "enum_generated.go", "mock.gen.go"}, []string{"main.go", "admin.js", "pb.go"}},
		{"request-wrapper-getter", []string{"get_param", "formValue", "read_cookie", "get_json"}, []string{"get_user", "render", "save"}},
		{"test-profile", []string{"application-test", "application-testing", "appsettings.test", "appsettings.testing"}, []string{"application", "application-prod", "appsettings.development", "test-application"}},
		{"generated-marker", []string{"// Code generated by stringer; DO NOT EDIT.", "# Generated by Django 4.2 on 2024-01-01 12:00"}, []string{"// generated code lives in gen/"}},
		{"request-or-data", []string{"import \"net/http\"", "@GetMapping(\"/a\")", "SELECT id FROM users WHERE id = ?", "subprocess.run(cmd)"}, []string{"func add(a, b int) int { return a + b }"}},
	} {
		re := TextRE(tc.shape)
		for _, s := range tc.hit {
			if !re.MatchString(s) {
				t.Errorf("%s: no row matches %q", tc.shape, s)
			}
		}
		for _, s := range tc.not {
			if re.MatchString(s) {
				t.Errorf("%s: a row matches %q", tc.shape, s)
			}
		}
	}
	g := TextRows("generator-comment")
	if len(g) == 0 || !strings.HasPrefix(g[0].Label, "Devise") || g[0].Files[0] != "config/initializers/devise.rb" {
		t.Errorf("generator-comment rows: %+v", g)
	}
}

// Every shape a check reads has shipped rows.
func TestTextShapesHaveRows(t *testing.T) {
	for _, s := range TextShapes {
		if len(TextRows(s.Name)) == 0 {
			t.Errorf("shape %s: no shipped rows", s.Name)
		}
	}
}
