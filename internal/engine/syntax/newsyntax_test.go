package syntax_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// Syntax the compilers take and the grammars here do not parses by the
// second reading, and an error the code has stays one: a line the change
// wrote that does not parse is a gap in the review.
func TestNewerSyntaxParses(t *testing.T) {
	for _, c := range []struct {
		lang syntax.Lang
		src  string
		ok   bool
	}{
		{syntax.Kotlin, "fun f(n: Int) { for (i in 0..<n) println(i) }\n", true},
		{syntax.Kotlin, "fun interface Handler { fun handle(n: Int): Int }\n", true},
		{syntax.Kotlin, "context(Logger)\nfun Service.run() { log(\"x\") }\n", true},
		{syntax.Kotlin, "fun f(h: String) { Runtime.getRuntime().exec(\"ping \" + h) $ }\n", false},
		// okhttp's FakeDns: a DNS header's bits grouped by field; a binary literal
		{syntax.Kotlin, "fun flags(): Int {\n  val flags = 0b1___0000__0__0__1__1_000__0000\n  return flags + 0xFF__FF + 1_000 + 0b1010\n}\n", true},
		// an object expression that delegates (okhttp's DnsTesting)
		{syntax.Kotlin, "fun Dns.lookupOnly(): Dns {\n  return object : Dns by this {\n    override fun newCall(request: Request) = LookupCall(this, request)\n  }\n}\n", true},
		// ktfmt's primary constructor on the line after the class's name
		{syntax.Kotlin, "class AndroidDns\n  constructor(\n    private val network: Network? = null,\n  ) : Dns {\n}\n", true},
		{syntax.Kotlin, "@SuppressLint(\"NewApi\")\nclass Adapter\n  @RequiresApi(37)\n  internal constructor() : SocketAdapter {\n  override fun isSupported(): Boolean = true\n}\n", true},
		{syntax.Kotlin, "class A\n  constructor(val x: Int) {\n  fun f(h: String) { Runtime.getRuntime().exec(\"ping \" + h) $ }\n}\n", false},
		{syntax.Kotlin, "fun f(h: String) {\n  val n = 1__000\n  Runtime.getRuntime().exec(\"ping \" + h) `\n}\n", false},
		{syntax.Swift, "func load() throws(LoadError) -> String { \"\" }\n", true},
		{syntax.Swift, "func load() throws(LoadError) -> String { \"\" } @@\n", false},
		{syntax.Rust, "fn f() { let Some(x) = g() else { return; }; println!(\"{x}\"); }\n", true},
		{syntax.Bash, "declare -A m=([a]=1)\nif [[ -n \"${m[a]:-}\" ]]; then cat <<EOF\n$HOME\nEOF\nfi\n", true},
	} {
		tree := parse(t, c.lang, c.src)
		if got := tree.FirstError() == nil; got != c.ok {
			t.Errorf("%s %q: parses = %v, want %v", c.lang, c.src, got, c.ok)
		}
	}
}

// A file Flow checks, read as TypeScript with Flow's annotations masked,
// parses; a stray character on a call's line does not.
func TestFlowAsTypeScript(t *testing.T) {
	flow := strings.Join([]string{
		"// @flow",
		"import type { Node } from 'react';",
		"export type Props = {| +name: string, age?: ?number |};",
		"opaque type UserID: string = string;",
		"function Hello(props: Props): Node {",
		"  const id = ((props.name: any): UserID);",
		"  return <div onClick={(e: SyntheticEvent<>) => e}>{id}</div>;",
		"}",
		"function isString(x: mixed): boolean %checks { return typeof x === 'string'; }",
		"",
	}, "\n")
	tree := parse(t, syntax.TSX, string(syntax.FlowAsTypeScript([]byte(flow))))
	if e := tree.FirstError(); e != nil {
		t.Errorf("Flow's annotations do not parse as TypeScript: line %d: %q", e.Line, tree.Text(e))
	}
	broken := flow + "exec(@'ping ' + req.query.host);\n"
	tree = parse(t, syntax.TSX, string(syntax.FlowAsTypeScript([]byte(broken))))
	if e := tree.FirstError(); e == nil || e.Line != 10 {
		t.Errorf("a stray @ on line 10: first error %v, want line 10", e)
	}
	if got := syntax.FlowAsTypeScript([]byte("x = a ? b : c;\n")); string(got) != "x = a ? b : c;\n" {
		t.Errorf("a conditional was masked: %q", got)
	}
}
