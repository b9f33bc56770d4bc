package analysistest

import (
	"context"
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// MapProject is an analysis.Project over a map of files (slash path to
// content), for tests of cross-file analysis. It records the files parsed.
type MapProject struct {
	T *testing.T
	// Contents are the files, by slash path.
	Contents map[string]string
	// Self is the file under analysis: the engine never hands it out as
	// another file.
	Self string
	// Parsed lists the files Tree parsed, in order.
	Parsed []string
}

var _ analysis.Project = (*MapProject)(nil)

// Tree parses a file of the map; a file that does not parse fails the
// test.
func (p *MapProject) Tree(rel string) (*syntax.Tree, bool) {
	src, ok := p.Contents[rel]
	if !ok || rel == p.Self {
		return nil, false
	}
	p.Parsed = append(p.Parsed, rel)
	tree, err := syntax.Parse(context.Background(), syntax.Detect(rel), []byte(src))
	if err != nil {
		p.T.Fatalf("%s: %v", rel, err)
	}
	return tree, true
}

// ReadFile returns a file of the map.
func (p *MapProject) ReadFile(rel string) ([]byte, bool) {
	src, ok := p.Contents[rel]
	return []byte(src), ok
}

// Files lists the map's files of a language, sorted.
func (p *MapProject) Files(lang syntax.Lang) []string {
	var out []string
	for rel := range p.Contents {
		if syntax.Detect(rel) == lang {
			out = append(out, rel)
		}
	}
	slices.Sort(out)
	return out
}
