//go:build cgo

package syntax

import (
	"bytes"
	"context"
	"fmt"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/bash"
	"github.com/smacker/go-tree-sitter/c"
	"github.com/smacker/go-tree-sitter/cpp"
	"github.com/smacker/go-tree-sitter/csharp"
	"github.com/smacker/go-tree-sitter/dockerfile"
	"github.com/smacker/go-tree-sitter/elixir"
	"github.com/smacker/go-tree-sitter/groovy"
	"github.com/smacker/go-tree-sitter/hcl"
	"github.com/smacker/go-tree-sitter/html"
	"github.com/smacker/go-tree-sitter/java"
	"github.com/smacker/go-tree-sitter/javascript"
	"github.com/smacker/go-tree-sitter/kotlin"
	"github.com/smacker/go-tree-sitter/lua"
	"github.com/smacker/go-tree-sitter/ocaml"
	"github.com/smacker/go-tree-sitter/php"
	"github.com/smacker/go-tree-sitter/python"
	"github.com/smacker/go-tree-sitter/ruby"
	"github.com/smacker/go-tree-sitter/rust"
	"github.com/smacker/go-tree-sitter/scala"
	"github.com/smacker/go-tree-sitter/swift"
	"github.com/smacker/go-tree-sitter/typescript/tsx"
	"github.com/smacker/go-tree-sitter/typescript/typescript"
	"github.com/smacker/go-tree-sitter/yaml"

	"github.com/teamreview/teamreview/internal/grammars/apex"
	"github.com/teamreview/teamreview/internal/grammars/dart"
	"github.com/teamreview/teamreview/internal/grammars/powershell"
	"github.com/teamreview/teamreview/internal/grammars/solidity"
)

// Available reports whether this binary can parse.
const Available = true

type grammar struct {
	lang    *sitter.Language
	parsers sync.Pool
	// names caches the node kinds by symbol: Language.SymbolName is a C
	// call and a string allocation per node otherwise.
	mu     sync.RWMutex
	names  map[sitter.Symbol]string
	fields map[uint16]string
	// leadingSpace is set for a grammar whose external scanner hands the
	// whitespace before a token to the token: Lua's puts the newline before
	// a statement into its first identifier, so the call on line 3 would
	// start on line 2. Copy moves such a node's start past the whitespace.
	leadingSpace bool
}

var grammars = func() map[Lang]*grammar {
	m := map[Lang]*grammar{}
	for l, get := range map[Lang]func() *sitter.Language{
		Python: python.GetLanguage, JavaScript: javascript.GetLanguage, TypeScript: typescript.GetLanguage,
		TSX: tsx.GetLanguage, Java: java.GetLanguage, Kotlin: kotlin.GetLanguage, CSharp: csharp.GetLanguage,
		PHP: php.GetLanguage, Ruby: ruby.GetLanguage, C: c.GetLanguage, CPP: cpp.GetLanguage,
		Bash: bash.GetLanguage, HCL: hcl.GetLanguage, Dockerfile: dockerfile.GetLanguage,
		YAML: yaml.GetLanguage, HTML: html.GetLanguage, Template: html.GetLanguage,
		Rust: rust.GetLanguage, Swift: swift.GetLanguage, Scala: scala.GetLanguage, Groovy: groovy.GetLanguage,
		Elixir: elixir.GetLanguage, Lua: lua.GetLanguage, OCaml: ocaml.GetLanguage,
		Solidity: solidity.GetLanguage, Apex: apex.GetLanguage, Visualforce: html.GetLanguage,
		PowerShell: powershell.GetLanguage, Dart: dart.GetLanguage,
	} {
		g := &grammar{lang: get(), names: map[sitter.Symbol]string{}, fields: map[uint16]string{}, leadingSpace: l == Lua}
		g.parsers.New = func() any {
			p := sitter.NewParser()
			p.SetLanguage(g.lang)
			return p
		}
		m[l] = g
	}
	return m
}()

// symbolName is the kind of a node of symbol s: what kind gives for it.
func (g *grammar) symbolName(s uint16) string {
	g.mu.RLock()
	k, ok := g.names[sitter.Symbol(s)]
	g.mu.RUnlock()
	if ok {
		return k
	}
	k = g.lang.SymbolName(sitter.Symbol(s))
	g.mu.Lock()
	g.names[sitter.Symbol(s)] = k
	g.mu.Unlock()
	return k
}

// fieldName is the name of field id, "" for none (0).
func (g *grammar) fieldName(id uint16) string {
	if id == 0 {
		return ""
	}
	g.mu.RLock()
	f, ok := g.fields[id]
	g.mu.RUnlock()
	if ok {
		return f
	}
	f = g.lang.FieldName(int(id))
	g.mu.Lock()
	g.fields[id] = f
	g.mu.Unlock()
	return f
}

// Parse parses src as lang. A syntax error is not an error: the tree holds
// ERROR nodes where the grammar gave up, listed in Tree.Errors. The error
// is for an unknown language or a cancelled context.
func Parse(ctx context.Context, lang Lang, src []byte) (*Tree, error) {
	g := grammars[lang]
	if g == nil {
		return nil, fmt.Errorf("syntax: no grammar for %q", lang)
	}
	parsed := src
	if lang == Template {
		parsed = MaskTemplate(src) // same offsets; Tree.Src stays src
	}
	if lang == HTML {
		parsed = MaskXMLDeclaration(src) // an SVG's <?xml ...?>
	}
	if lang == YAML && HasGoTemplate(src) {
		parsed = MaskHelm(src) // a Helm chart's templates
	}
	if lang == TypeScript || lang == TSX {
		// A call's type argument that is an import type (Vitest's
		// documented importOriginal<typeof import('./mod')>() and
		// vi.importActual<typeof import('./mod')>('./mod')), which
		// TypeScript reads as the call's type argument and the grammar as
		// two comparisons: with an argument in the parentheses
		// (a < typeof import("m") > ("m")) that is no syntax error, so it
		// is masked on the first reading, not as a rescue. The call stays.
		if masked := MaskImportTypeArguments(src); masked != nil {
			parsed = masked
		}
	}
	// Docker reads a last instruction with no newline after it; the
	// grammar wants one.
	eof := lang == Dockerfile && len(src) > 0 && src[len(src)-1] != '\n'
	if eof {
		parsed = append(bytes.Clone(parsed), '\n')
	}
	t, err := parseAs(ctx, g, lang, src, parsed)
	if err != nil {
		return nil, err
	}
	if eof {
		clampToSource(t.Root, uint32(len(src)), bytes.Count(src, []byte("\n"))+1)
	}
	if rescue := rescues[lang]; rescue != nil && len(t.Errors) > 0 {
		if masked := rescue(parsed); masked != nil {
			if m, err := parseAs(ctx, g, lang, src, masked); err == nil && parsesFurther(m, t) {
				if lang == HTML {
					// The page may be served as it is: a browser
					// reads it as the plain reading does (Tree.Plain).
					m.Plain = t
				}
				return m, nil
			}
		}
	}
	return t, nil
}

// rescues are second readings of a file that does not parse: the source
// with what the grammar cannot read masked, byte for byte (offsets, lines
// and text stay the file's own), or nil when there is nothing to mask. The
// masked tree is kept only when it parses further.
var rescues = map[Lang]func([]byte) []byte{
	// A page named .html that a server template engine renders (Flask's
	// templates/*.html, EJS views): a tag's quotes inside an attribute
	// (href="{{ url_for("x") }}") end the attribute early. Masked as a
	// template's tags are, it may parse further; the file stays HTML,
	// with HTML's rules, and only when the masks hide tags alone
	// (TagsAlone): a tag left open or one around markup would hide the
	// page's elements.
	HTML: func(b []byte) []byte {
		if !HasTemplateTags(b) || !TagsAlone(b) {
			return nil
		}
		return MaskTemplate(b)
	},
	Scala: MaskBlockParamTypes,
	// Dart 3's class modifiers (sealed class, final class, base mixin),
	// newer than the vendored grammar.
	Dart: MaskClassModifiers,
	// Kotlin's ..< and fun interface, Swift's typed throws: newer than
	// the grammars.
	Kotlin: MaskKotlinNewSyntax,
	Swift:  MaskSwiftTypedThrows,
}

// parseAs parses parsed, which has src's offsets, into a Tree of src.
func parseAs(ctx context.Context, g *grammar, lang Lang, src, parsed []byte) (*Tree, error) {
	p := g.parsers.Get().(*sitter.Parser)
	st, err := p.ParseCtx(ctx, nil, parsed)
	if err != nil {
		// A cancelled parser must be reset before it is used again.
		p.Reset()
		g.parsers.Put(p)
		return nil, err
	}
	g.parsers.Put(p)
	t := &Tree{Lang: lang, Src: src}
	t.Root = t.walk(g, st)
	st.Close()
	return t, nil
}

// parsesFurther reports whether a's first syntax error comes after b's.
func parsesFurther(a, b *Tree) bool {
	return len(a.Errors) == 0 || len(b.Errors) > 0 && a.Errors[0].Line > b.Errors[0].Line
}

// clampToSource ends the nodes that reached past the source (into the
// newline Parse added) at its last byte and line.
func clampToSource(n *Node, end uint32, lines int) {
	n.Start, n.End = min(n.Start, end), min(n.End, end)
	n.Line, n.EndLine = min(n.Line, lines), min(n.EndLine, lines)
	for _, c := range n.Children {
		clampToSource(c, end, lines)
	}
}

// skipSpace moves n's start past the whitespace it begins with.
func (t *Tree) skipSpace(n *Node) {
	for n.Start < n.End {
		switch t.Src[n.Start] {
		case '\n':
			n.Line++
			n.Col = 0
		case ' ', '\t', '\r', '\f':
			n.Col++
		default:
			return
		}
		n.Start++
	}
}
