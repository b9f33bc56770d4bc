package treesitter

import (
	"context"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// In C and C++ only a character no token of theirs has, outside comments
// and literals, makes a changed line that does not parse a gap: a macro
// the grammar cannot expand (WINAPI) is routine.
func TestCStray(t *testing.T) {
	src := "#include <stdlib.h>\n" + // 1
		"/* mail dev@example.com\n" + // 2
		"   or `ops` */\n" + // 3
		"static DWORD WINAPI run(LPVOID a) {\n" + // 4
		"    printf(\"a@b %c\", '@'); // @todo\n" + // 5
		"    system(cmd) @;\n" + // 6
		"    puts(\"multi \\\n" + // 7
		"@line\");\n" + // 8
		"}\n"
	counts := cStray([]byte(src))
	for n := 1; n <= 9; n++ {
		if got, want := counts(n), n == 6; got != want {
			t.Errorf("line %d: counts = %v, want %v", n, got, want)
		}
	}
	objc := cStray([]byte("@interface Foo : NSObject\n@end\n"))
	if objc(1) {
		t.Error("an Objective-C header's @interface counted")
	}
}

// A Python file read by Python in an encoding whose text differs from the
// review's UTF-8 reading is a gap; one whose ASCII bytes read alike is
// not.
func TestEncodingGap(t *testing.T) {
	for _, tc := range []struct {
		src string
		gap bool
	}{
		{"# -*- coding: utf_7 -*-\nimport os\n#+AAo-os.system(x)\n", true},
		{"#!/usr/bin/env python\n# vim: set fileencoding=utf-7 :\nimport os\n", true},
		{"# coding: utf-8\nimport os\n", false},
		{"# -*- coding: latin-1 -*-\nname = 'caf\xe9'\n", false},
		{"# -*- coding: cp1252 -*-\nimport os\n", false},
		{"# coding: shift_jis\nimport os\n", false},
		{"# coding: shift_jis\nname = '\x95\\'\n", true},
		{"import os\n# coding: utf_7\n", false},
		{"import os\n", false},
	} {
		j := &job{file: &scope.File{Path: "app/run.py", Content: []byte(tc.src)}, lang: syntax.Python}
		_, gap := encodingGap(j, "", nil)
		if got := gap != nil; got != tc.gap {
			t.Errorf("%q: gap %v, want %v", tc.src, got, tc.gap)
		}
	}
}

// A line comment the grammar reads past a carriage return alone, where
// the compiler ends it, is a gap; a CRLF file, a CR in a block comment or
// before a blank, and Ruby (a space to it) are not.
func TestCRGap(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	for _, tc := range []struct {
		lang syntax.Lang
		src  string
		gap  bool
	}{
		{syntax.Python, "x = 1\n# ping it\rsubprocess.call(cmd, shell=True)\n", true},
		{syntax.Java, "class A {\n  void f() {\n    // run\r    Runtime.getRuntime().exec(h);\n  }\n}\n", true},
		{syntax.Kotlin, "fun f(h: String) {\n    // run\r    Runtime.getRuntime().exec(h)\n}\n", true},
		{syntax.Python, "x = 1\r\n# ping it\r\ny = 2\r\n", false},
		{syntax.Python, "x = 1\n# ping it\r\ny = 2\n", false},
		{syntax.Python, "x = 1\n# ping it\r   \ny = 2\n", false},
		{syntax.Java, "class A {\n  /* run\r it */\n}\n", false},
		{syntax.Ruby, "def f(h)\n  # run it\r  system(h)\nend\n", false},
	} {
		tree, err := syntax.Parse(context.Background(), tc.lang, []byte(tc.src))
		if err != nil {
			t.Fatal(err)
		}
		j := &job{file: &scope.File{Path: "app/x", Content: []byte(tc.src)}, lang: tc.lang}
		if _, gap := crGap(j, tree, "", nil); (gap != nil) != tc.gap {
			t.Errorf("%s %q: gap %v, want %v", tc.lang, tc.src, gap != nil, tc.gap)
		}
	}
}

// An error is where its own tokens are, not every line of the parsed code
// the grammar wrapped with it: okhttp's DnsTesting.kt parses as one ERROR
// from its first line to its last, holding the file's declarations whole
// and the tokens of an object expression the grammar does not read
// (object : Dns by this); a change that writes its package line wrote no
// line that does not parse. A stray character on a sink's line is a gap.
func TestErrorSpansAreOwnTokens(t *testing.T) {
	leaf := func(kind string, line int) *syntax.Node { return &syntax.Node{Kind: kind, Line: line, EndLine: line} }
	decl := &syntax.Node{Kind: "class_declaration", Named: true, Line: 1, EndLine: 7, Children: []*syntax.Node{leaf("class", 5)}}
	nested := &syntax.Node{Kind: "ERROR", Named: true, Line: 14, EndLine: 22, Children: []*syntax.Node{leaf("override", 15)}}
	root := &syntax.Node{Kind: "ERROR", Named: true, Line: 1, EndLine: 30, Children: []*syntax.Node{
		decl, leaf("object", 14), leaf(":", 14), {Kind: "type_identifier", Named: true, Line: 14, EndLine: 14}, leaf("by", 14), nested, leaf("}", 23)}}
	tree := &syntax.Tree{Lang: syntax.Kotlin, Errors: []*syntax.Node{root, nested}}
	spans := errorSpans(tree)
	in := func(spans []finding.LineRange, n int) bool {
		for _, sp := range spans {
			if sp.Start <= n && n <= sp.End {
				return true
			}
		}
		return false
	}
	if in(spans, 1) || in(spans, 5) {
		t.Errorf("spans %v hold the declarations the error wrapped whole", spans)
	}
	for _, n := range []int{14, 15, 23} {
		if !in(spans, n) {
			t.Errorf("spans %v miss line %d, where the error's own tokens are", spans, n)
		}
	}
	if !syntax.Available {
		t.Skip("built without cgo: no tree-sitter parsers")
	}
	stray, err := syntax.Parse(context.Background(), syntax.Kotlin, []byte("fun f(h: String) {\n  Runtime.getRuntime().exec(\"ping \" + h) $\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if sp := errorSpans(stray); !in(sp, 2) {
		t.Errorf("a stray $ on the sink's line: spans %v, want line 2", sp)
	}
}
