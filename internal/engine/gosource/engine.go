package gosource

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/par"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "gosource"

// Engine reads the Go files under review into Facts.
type Engine struct {
	// User are the user's Go model rows, read beside the shipped ones.
	User []*models.Model
}

var _ engine.Engine = (*Engine)(nil)

// New builds the engine with the user's Go models, if any: a broken one is
// an error naming file, row and field.
func New(env engine.Env) (engine.Engine, error) {
	e := &Engine{}
	if env.Config != nil && len(env.Config.Rulepack.RuleDirs) > 0 {
		set, err := models.Load(env.Root, env.Config.Rulepack.RuleDirs)
		if err != nil {
			return nil, err
		}
		e.User = set.For(Language)
	}
	return e, nil
}

func (e *Engine) Name() string { return Name }

// Run finds the built SQL and shell command lines; the Result's Facts
// answer the rest when asked.
func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	f := Analyze(files, e.User)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &engine.Result{Facts: f}, nil
}

// Of returns the engine's facts from a specialist's facts by engine name,
// or nil when the engine did not run.
func Of(facts map[string]any) *Facts {
	f, _ := facts[Name].(*Facts)
	return f
}

// Facts is what the engine learned from the Go files of one review. It is
// safe for concurrent use.
type Facts struct {
	rows  *rows
	files map[string]*file
	// order is the Go files in the order they were given.
	order []*file
	// embeds are the files' //go:embed patterns, read at the first
	// question about them (embed.go).
	embedOnce sync.Once
	embeds    []embed
	// Built are the SQL and shell command lines built from values, in the
	// files' order.
	Built []Built
}

// file is one Go file, parsed when first asked about.
type file struct {
	path string
	src  []byte
	once sync.Once
	fset *token.FileSet
	ast  *ast.File
	err  error
}

func (f *file) parse() (*token.FileSet, *ast.File, error) {
	f.once.Do(func() {
		f.fset = token.NewFileSet()
		f.ast, f.err = parser.ParseFile(f.fset, f.path, f.src, parser.SkipObjectResolution)
	})
	return f.fset, f.ast, f.err
}

// Analyze reads the Go files among files with the shipped Go models and
// user's rows. The files are parsed on every core (a whole-repository
// review of golang.org/x/tools parses 1,600) and not kept: a file is parsed
// again, once, when a specialist asks about one of its lines.
func Analyze(files []*scope.File, user []*models.Model) *Facts {
	f := &Facts{rows: newRows(append(slices.Clip(models.BuiltinFor(Language)), user...)), files: map[string]*file{}}
	var goFiles []*file
	for _, sf := range files {
		if sf.Content != nil && strings.HasSuffix(sf.Path, ".go") {
			gf := &file{path: sf.Path, src: sf.Content}
			f.files[sf.Path] = gf
			goFiles = append(goFiles, gf)
		}
	}
	f.order = goFiles
	perFile := make([][]Built, len(goFiles))
	par.Each(len(goFiles), func(i int) bool {
		perFile[i] = f.rows.builtIn(goFiles[i].path, goFiles[i].src)
		return true
	})
	f.Built = slices.Concat(perFile...)
	return f
}
