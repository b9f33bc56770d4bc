package yamlrules

import (
	"bufio"
	"embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

//go:generate go run mkgrammars.go
//go:generate sh mkcpp.sh

// grammars holds, per language, the node kinds and fields its pinned
// grammar can produce (generated from the grammar's parser.c), so a rule
// naming a kind the parser never produces fails at load time instead of
// silently matching nothing.
//
//go:embed grammars/*.txt
var grammarFiles embed.FS

type grammar struct {
	lang          syntax.Lang
	named, tokens map[string]bool
	fields        map[string]bool
}

func (g *grammar) has(kind string, named bool) bool {
	if named {
		return g.named[kind]
	}
	return g.tokens[kind]
}

var (
	grammarsOnce   sync.Once
	grammarsByLang map[syntax.Lang]*grammar
	grammarsErr    error
)

// grammarOf returns the kinds of a language's grammar.
func grammarOf(l syntax.Lang) (*grammar, error) {
	grammarsOnce.Do(func() {
		grammarsByLang = map[syntax.Lang]*grammar{}
		for _, l := range syntax.Langs {
			file := l
			if l == syntax.Template || l == syntax.Visualforce {
				file = syntax.HTML // server templates and Visualforce pages parse with the HTML grammar
			}
			data, err := grammarFiles.ReadFile("grammars/" + string(file) + ".txt")
			if err != nil {
				grammarsErr = err
				return
			}
			g := &grammar{lang: l, named: map[string]bool{}, tokens: map[string]bool{}, fields: map[string]bool{}}
			sc := bufio.NewScanner(strings.NewReader(string(data)))
			for sc.Scan() {
				line := sc.Text()
				if strings.HasPrefix(line, "#") || len(line) < 3 {
					continue
				}
				name, err := strconv.Unquote(line[2:])
				if err != nil {
					grammarsErr = fmt.Errorf("grammars/%s.txt: %q: %w", l, line, err)
					return
				}
				switch line[0] {
				case 'N':
					g.named[name] = true
				case 'A':
					g.tokens[name] = true
				case 'F':
					g.fields[name] = true
				}
			}
			grammarsByLang[l] = g
		}
	})
	if grammarsErr != nil {
		return nil, grammarsErr
	}
	g := grammarsByLang[l]
	if g == nil {
		return nil, fmt.Errorf("unknown language %q", l)
	}
	return g, nil
}
