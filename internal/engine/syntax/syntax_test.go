package syntax_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

func parse(t *testing.T, lang syntax.Lang, src string) *syntax.Tree {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo: no tree-sitter parsers")
	}
	tree, err := syntax.Parse(context.Background(), lang, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

func TestParsePython(t *testing.T) {
	tree := parse(t, syntax.Python, "x = request.args.get('a')\ncursor.execute('select ' + x)\n")
	want := `(module (expression_statement (assignment left: (identifier) right: (call function: (attribute object: (attribute object: (identifier) attribute: (identifier)) attribute: (identifier)) arguments: (argument_list (string (string_start) (string_content) (string_end)))))) (expression_statement (call function: (attribute object: (identifier) attribute: (identifier)) arguments: (argument_list (binary_operator left: (string (string_start) (string_content) (string_end)) right: (identifier))))))`
	if got := tree.Sexp(tree.Root); got != want {
		t.Errorf("tree:\n got %s\nwant %s", got, want)
	}
	bin := tree.Root.Find("binary_operator")[0]
	if !bin.HasChild("+") || bin.Line != 2 || tree.Text(bin.Child("right")) != "x" {
		t.Errorf("binary operator: line %d, + %v, right %q", bin.Line, bin.HasChild("+"), tree.Text(bin.Child("right")))
	}
	if len(tree.Errors) != 0 {
		t.Errorf("errors in valid code: %d", len(tree.Errors))
	}
}

// A file that does not parse is analyzed as far as it parses.
func TestParseErrorsKeepTheRest(t *testing.T) {
	tree := parse(t, syntax.Java, "class A { void f() { int x = ; }\n void g() { run(\"ok\"); } }\n")
	if len(tree.Errors) == 0 {
		t.Fatal("no error nodes for broken code")
	}
	calls := tree.Root.Find("method_invocation")
	if len(calls) != 1 || tree.Text(calls[0]) != `run("ok")` {
		t.Errorf("the valid method after the error is lost: %v", len(calls))
	}
}

// Every language parses a small program with no errors.
func TestEveryLanguage(t *testing.T) {
	programs := map[syntax.Lang]string{
		syntax.Python: "def f(a):\n    return a\n", syntax.JavaScript: "const f = (a) => a + 1;\n",
		syntax.TypeScript: "function f(a: number): number { return a }\n", syntax.TSX: "const A = () => <img src={x} />;\n",
		syntax.Java: "class A { int f() { return 1; } }\n", syntax.Kotlin: "fun f(a: Int): Int = a + 1\n",
		syntax.CSharp: "class A { int F() { return 1; } }\n", syntax.PHP: "<?php echo $_GET['a']; ?>\n",
		syntax.Ruby: "def f(a)\n  a + 1\nend\n", syntax.C: "int f(int a) { return a; }\n",
		syntax.CPP: "int f(int a) { return a; }\n", syntax.Bash: "rm -rf \"$dir\"\n",
		syntax.HCL: "resource \"aws_s3_bucket\" \"b\" {\n  acl = \"private\"\n}\n", syntax.Dockerfile: "FROM alpine:3.20\nRUN ls\n",
		syntax.YAML: "a: 1\nb: [x, y]\n", syntax.HTML: "<html lang=\"en\"><img src=\"a.png\" alt=\"\"></html>\n",
		syntax.Template: "{% extends 'base.html' %}<img src=\"{{ url }}\" alt=\"{{ _('Logo') }}\">{# note #}\n",
		syntax.Rust:     "fn f(a: i32) -> i32 { a + 1 }\n", syntax.Swift: "func f(_ a: Int) -> Int { return a + 1 }\n",
		syntax.Scala:  "object A { def f(a: Int): Int = a + 1 }\n",
		syntax.Groovy: "plugins {\n    id 'java'\n}\nrepositories {\n    maven { url = uri('https://repo.example.com') }\n}\n",
		syntax.Elixir: "defmodule A do\n  def f(a), do: a + 1\nend\n", syntax.Lua: "local function f(a)\n  return a + 1\nend\n",
		syntax.OCaml:       "let f a = a + 1\n",
		syntax.Solidity:    "pragma solidity ^0.8.20;\ncontract A {\n    uint x;\n    function f(uint a) external returns (uint) { x = a; return a + 1; }\n}\n",
		syntax.Visualforce: "<apex:page controller=\"A\">\n  <apex:outputText value=\"{!name}\"/>\n</apex:page>\n",
		syntax.PowerShell:  "param([string]$Name)\nfunction Get-Greeting {\n    param($n)\n    Invoke-Expression \"Write-Output $n\"\n}\n$ErrorActionPreference = 'Stop'\nGet-Greeting -n $Name | Out-File -FilePath ./out.txt\n",
		syntax.Dart:        "import 'package:http/http.dart' as http;\n\nclass A {\n  final int x;\n  A(this.x);\n  Future<int> f(String s) async {\n    final r = await http.get(Uri.parse('https://example.com/$s'));\n    return r.statusCode + x;\n  }\n}\n",
		syntax.Apex:        "public with sharing class A {\n    public Integer f(Integer a) {\n        List<Account> r = [SELECT Id FROM Account WHERE Name = :a];\n        return a + 1;\n    }\n}\n",
	}
	for _, l := range syntax.Langs {
		src, ok := programs[l]
		if !ok {
			t.Errorf("%s: no program", l)
			continue
		}
		tree := parse(t, l, src)
		if len(tree.Errors) > 0 || tree.Root == nil || tree.Root.End == 0 {
			t.Errorf("%s: %s", l, tree.Sexp(tree.Root))
		}
	}
}

// A .cls file is an Apex class or a LaTeX class; the text tells.
func TestIsLaTeX(t *testing.T) {
	for src, want := range map[string]bool{
		"\\NeedsTeXFormat{LaTeX2e}\n\\ProvidesClass{acmart}\n": true,
		"%% acmart.cls\n\\LoadClass{article}\n":                true,
		"/** Accounts. */\npublic with sharing class A {}\n":   false,
		"@isTest\nprivate class T {}\n":                        false,
		"":                                                     false,
	} {
		if got := syntax.IsLaTeX([]byte(src)); got != want {
			t.Errorf("IsLaTeX(%q) = %v, want %v", src, got, want)
		}
	}
}

func TestDetect(t *testing.T) {
	for p, want := range map[string]syntax.Lang{
		"a/b.py": syntax.Python, "x.TSX": syntax.TSX, "Dockerfile": syntax.Dockerfile, "deploy/Dockerfile.prod": syntax.Dockerfile,
		"main.tf": syntax.HCL, "a.go": "", "README.md": "", "k8s.yml": syntax.YAML, "lib.hpp": syntax.CPP,
		"templates/base.html.j2": syntax.Template, "app/views/users/show.html.erb": syntax.Template,
		"views/index.ejs": syntax.Template, "resources/views/home.blade.php": syntax.Template,
		"app/Http/Controllers/Home.php": syntax.PHP, "templates/page.html.twig": syntax.Template,
		"src/card.hbs": syntax.Template, "nginx.conf.j2": "", "config/app.yml.erb": "",
		"app/views/x.js.erb": "", "templates/base.jinja": syntax.Template,
		"src/main.rs": syntax.Rust, "App.swift": syntax.Swift, "build.sc": syntax.Scala, "build.gradle": syntax.Groovy,
		"settings.gradle": syntax.Groovy, "ci/Jenkinsfile": syntax.Groovy, "build.gradle.kts": syntax.Kotlin, "lib/a.ex": syntax.Elixir, "mix.exs": syntax.Elixir,
		"init.lua": syntax.Lua, "bin/main.ml": syntax.OCaml, "lib/a.mli": "",
		"contracts/Token.sol": syntax.Solidity, "force-app/main/default/classes/A.cls": syntax.Apex, "triggers/Account.trigger": syntax.Apex,
		"force-app/main/default/pages/Home.page": syntax.Visualforce, "components/Card.component": syntax.Visualforce,
		"docker/Dockerfile-prod": syntax.Dockerfile, "Dockerfile_dev": syntax.Dockerfile, "dockerfile": syntax.Dockerfile,
		"Containerfile-ci": syntax.Dockerfile, "containerfile.arm64": syntax.Dockerfile, "Dockerfiles": "",
		"infra/main.tofu": syntax.HCL, "app.wsgi": syntax.Python, "config.ru": syntax.Ruby, "old/index.php5": syntax.PHP, "tools/dockerfile.py": syntax.Python, "Dockerfile-lint.json": "", "dockerfile_test.go": "",
	} {
		if got := syntax.Detect(p); got != want {
			t.Errorf("Detect(%q) = %q, want %q", p, got, want)
		}
	}
	if got := strings.Join([]string{syntax.CSharp.Title(), syntax.CPP.Title(), syntax.Python.Title(), syntax.OCaml.Title()}, ","); got != "C#,C++,Python,OCaml" {
		t.Errorf("titles: %s", got)
	}
}

// A template's tags are masked for the HTML grammar, byte for byte: the
// tree's offsets and lines are the file's, and Tree.Src is the file.
func TestTemplateMasked(t *testing.T) {
	src := "<h1>{% if a > b %}\n{{ title }}{% endif %}</h1>\n<%# note %><img alt=\"<%= t('x') %>\">\n@if($x)<p>@{{ y }}</p>@endif <a href=\"mailto:a@b.com\">m</a>\n"
	tree := parse(t, syntax.Template, src)
	if string(tree.Src) != src || len(tree.Errors) > 0 {
		t.Fatalf("source or errors: %s", tree.Sexp(tree.Root))
	}
	imgs := 0
	for _, n := range tree.Root.Find("attribute_value") {
		if tree.Text(n) == "<%= t('x') %>" && n.Line == 3 {
			imgs++
		}
	}
	if imgs != 1 {
		t.Errorf("img alt not found on line 3: %s", tree.Sexp(tree.Root))
	}
	var got []string
	for _, s := range syntax.TemplateSpans([]byte(src)) {
		got = append(got, src[s.Start:s.End])
	}
	want := []string{"{% if a > b %}", "{{ title }}", "{% endif %}", "<%# note %>", "<%= t('x') %>", "@if($x)", "{{ y }}", "@endif"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("spans:\n got %q\nwant %q", got, want)
	}
}

// A Thymeleaf expression's utility object (${#fields…}) is not a Jinja
// comment: left open, that comment masked the rest of the file.
func TestThymeleafUtilityIsNotComment(t *testing.T) {
	src := "<div th:if=\"${#fields.hasErrors('x')}\">\n<p th:text=\"*{#strings.trim(n)}\">n</p>\n</div>{# note #}\n"
	var got []string
	for _, s := range syntax.TemplateSpans([]byte(src)) {
		got = append(got, src[s.Start:s.End])
	}
	if strings.Join(got, "|") != "{# note #}" {
		t.Errorf("spans %q, want only the comment", got)
	}
}

// Lua's scanner gives a statement's first token the newline before it; the
// tree must still put each call on its own line, where a finding points.
func TestLuaLines(t *testing.T) {
	src := "local a = 1\n\n  os.execute(\"ls \" .. dir)\nprint(' x')\n"
	tree := parse(t, syntax.Lua, src)
	calls := tree.Root.Find("function_call")
	if len(calls) != 2 {
		t.Fatalf("calls: %s", tree.Sexp(tree.Root))
	}
	if c := calls[0]; c.Line != 3 || c.Col != 2 || !strings.HasPrefix(tree.Text(c), "os.execute(") {
		t.Errorf("os.execute at line %d col %d: %q", c.Line, c.Col, tree.Text(c))
	}
	if c := calls[1]; c.Line != 4 || tree.Text(c) != "print(' x')" {
		t.Errorf("print at line %d: %q", c.Line, tree.Text(c))
	}
}

// A page named .html that Jinja or EJS renders, with a tag's quotes inside
// an attribute, parses as HTML to its end: the tags are masked as a
// template's are, offsets and text the file's own. A page with no template
// tags keeps its errors.
func TestParseHTMLWithServerTemplateTags(t *testing.T) {
	src := "<form method=post action=\"{{ url_for(\"tasks.add\") }}\">\n" +
		"  <label>A <input type=number name=a></label>\n</form>\n<p id=\"<%= title %>\">x</p>\n"
	tree := parse(t, syntax.HTML, src)
	if len(tree.Errors) != 0 {
		t.Fatalf("errors in a page with template tags: line %d", tree.Errors[0].Line)
	}
	if tree.Lang != syntax.HTML || string(tree.Src) != src {
		t.Errorf("the tree is not the file's own HTML: %s", tree.Lang)
	}
	if tree.Plain == nil || len(tree.Plain.Errors) == 0 || string(tree.Plain.Src) != src {
		t.Errorf("the page read with its tags as text is not kept beside the masked reading")
	}
	var input *syntax.Node
	for _, n := range tree.Root.Find("start_tag") {
		if strings.HasPrefix(tree.Text(n), "<input") {
			input = n
		}
	}
	if input == nil || input.Line != 2 {
		t.Fatalf("the input on line 2 is lost")
	}
	var values []string
	for _, v := range tree.Root.Find("attribute_value") {
		values = append(values, tree.Text(v))
	}
	if !slices.Contains(values, `{{ url_for("tasks.add") }}`) {
		t.Errorf("attribute values = %q, want the template's own text", values)
	}
	broken := parse(t, syntax.HTML, "<p a=\"x\"\">\n<div></p>\n")
	plain := parse(t, syntax.HTML, "<p a=\"x\"\">\n<div></p>\n{{ x }}\n")
	if (len(broken.Errors) == 0) != (len(plain.Errors) == 0) {
		t.Errorf("a page whose errors are not the tags' changed: %d vs %d errors", len(broken.Errors), len(plain.Errors))
	}
}

// A template partial that closes what its layout opened (a footer's
// </body></html>) parses: end tags alone are no syntax error, while a
// broken attribute still is.
func TestFirstErrorSkipsStrayEndTags(t *testing.T) {
	for _, tt := range []struct {
		lang syntax.Lang
		src  string
		want int // line of the first error, 0 for none
	}{
		{syntax.Template, "<footer><%= year %></footer>\n  </body>\n</html>\n", 0},
		{syntax.HTML, "<p>a</p>\n</div>\n<footer>x</footer>\n</body>\n</html>\n", 0},
		{syntax.HTML, "<p>ok</p>\n<p a=\"x\"\">\n", 2},
	} {
		tree := parse(t, tt.lang, tt.src)
		if len(tree.Errors) == 0 {
			t.Fatalf("%q: the grammar reports no ERROR node; the test needs one", tt.src)
		}
		got := 0
		if e := tree.FirstError(); e != nil {
			got = e.Line
		}
		if got != tt.want {
			t.Errorf("%q: first error on line %d, want %d", tt.src, got, tt.want)
		}
	}
}

// Play's documented action, { implicit request: Request[AnyContent] => … },
// and a block's typed parameter without parentheses parse to their end: the
// type is blanked (same offsets, the file's own text), and what follows
// the action is in the tree.
func TestParseScalaBlockParamTypes(t *testing.T) {
	for _, src := range []string{
		"class C {\n  def index() = Action { implicit request: Request[AnyContent] =>\n    Ok(request.body.asText.get)\n  }\n  def x = Runtime.getRuntime.exec(cmd)\n}\n",
		"class C {\n  def f = xs.map { x: Int =>\n    x + 1\n  }\n  def x = Runtime.getRuntime.exec(cmd)\n}\n",
	} {
		tree := parse(t, syntax.Scala, src)
		if len(tree.Errors) != 0 {
			t.Fatalf("errors from line %d in %q", tree.Errors[0].Line, src)
		}
		if string(tree.Src) != src {
			t.Errorf("the tree's text is not the file's")
		}
		var after bool
		for _, n := range tree.Root.Find("function_definition") {
			if strings.Contains(tree.Text(n), "exec(cmd)") && n.Line == 5 {
				after = true
			}
		}
		if !after {
			t.Errorf("the definition after the block is lost: %s", tree.Sexp(tree.Root))
		}
	}
	if syntax.MaskBlockParamTypes([]byte("class C { def f = xs.map { (x: Int) => x } }\n")) != nil {
		t.Error("a parenthesized parameter, which parses, was masked")
	}
	if syntax.MaskBlockParamTypes([]byte("def f(dir: String) = Action { dir: String; s\"ls -la $dir\".!!; r =>\n  Ok(\"\")\n}\n")) != nil {
		t.Error("a block's statements before its lambda were masked as a parameter's type")
	}
}

// Vitest's documented partial mock, importOriginal<typeof import("m")>(),
// parses to the end of the file in TypeScript and TSX: the type argument
// is blanked, and the call stays a call; so does vi.importActual<typeof
// import("m")>("m"), which the grammar would read, without an error, as
// two comparisons.
func TestParseImportTypeArguments(t *testing.T) {
	src := "vi.mock(\"@acme/common\", async (importOriginal) => {\n" +
		"  const mod = await importOriginal<typeof import(\"@acme/common\")>();\n" +
		"  return { ...mod, throttle: vi.fn() };\n});\nexport const x = eval(input);\n"
	for _, lang := range []syntax.Lang{syntax.TypeScript, syntax.TSX} {
		tree := parse(t, lang, src)
		if len(tree.Errors) != 0 {
			t.Fatalf("%s: errors from line %d", lang, tree.Errors[0].Line)
		}
		var calls []string
		for _, n := range tree.Root.Find("call_expression") {
			calls = append(calls, tree.Text(n.Child("function")))
		}
		if !slices.Contains(calls, "importOriginal") || !slices.Contains(calls, "eval") {
			t.Errorf("%s: calls %q, want importOriginal and eval", lang, calls)
		}
	}
	// No syntax error to rescue from: the comparisons parse.
	actual := "vi.mock(\"@/ctx\", async () => {\n" +
		"  const actual = await vi.importActual<typeof import(\"@/ctx\")>(\"@/ctx\");\n" +
		"  return { ...actual };\n});\n"
	for _, lang := range []syntax.Lang{syntax.TypeScript, syntax.TSX} {
		tree := parse(t, lang, actual)
		if n := len(tree.Root.Find("binary_expression")); n != 0 {
			t.Errorf("%s: %d comparisons, want the call alone: %s", lang, n, tree.Sexp(tree.Root))
		}
	}
}

// A page named .html is masked only where the masks hide template tags
// alone: a tag left open, or one around markup, would hide elements a
// browser renders when the page is served as it is.
func TestTagsAlone(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{`<a href="{{ url_for("item", id=item.id) }}">{{ item.name }}</a>`, true},
		{"{% for i in items %}<li><%= i.name %></li>{% endfor %}", true},
		{"<!-- {{ -->\n<button onclick=\"go('{{ x }}')\">", false},
		{"<!-- <% -->\n<script>run()</script>\n<!-- %> -->", false},
		{"<p>Save 50<% today</p>", false},
		{"<p>{{ user.name </p>", false},
		{"@if($a <p>", false},
	} {
		if got := syntax.TagsAlone([]byte(tt.src)); got != tt.want {
			t.Errorf("TagsAlone(%q) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

func TestDetectFile(t *testing.T) {
	for _, c := range []struct {
		path, src string
		want      syntax.Lang
	}{
		{"bin/serve", "#!/usr/bin/env python3\nimport sys\n", syntax.Python},
		{"cgi-bin/lookup", "#!/usr/bin/python3.12 -u\n", syntax.Python},
		{"bin/tool", "#!/usr/bin/env -S node --no-warnings\n", syntax.JavaScript},
		{"bin/serve", "\ufeff#!/usr/bin/python3\n", syntax.Python},
		{"gradlew", "#!/bin/sh\nset -e\n", ""},
		{"bin/rake", "#!/usr/bin/env -u GEM_HOME ruby\n", syntax.Ruby},
		{"hooks/pre-commit", "#!/usr/local/bin/php8.2\n<?php\n", syntax.PHP},
		{"app.py", "#!/bin/sh\n", syntax.Python}, // the name decides
		{"notes.txt", "#!/usr/bin/env python3\n", ""},
		{"cgi-bin/lookup.cgi", "#!/usr/bin/python3\n", syntax.Python},
		{"lib/db.inc", "<?php\n$db = 1;\n", syntax.PHP},
		{"asm/regs.inc", "; registers\n", ""},
		{"bin/run", "#!/usr/bin/env perl\n", ""},
		{"bin/run", "echo hi\n", ""},
		{"bin/run", "#!\n", ""},
	} {
		if got := syntax.DetectFile(c.path, []byte(c.src)); got != c.want {
			t.Errorf("DetectFile(%q, %q) = %q, want %q", c.path, c.src, got, c.want)
		}
	}
}
