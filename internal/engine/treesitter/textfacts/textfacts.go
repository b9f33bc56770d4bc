// Package textfacts holds what the treesitter engine reads in the text of
// the review's files for specialists to query rather than report. It
// reports no diagnostics: the engine's Result carries a *Facts, and the
// specialists that name the engine find it in their Pass, the way a
// go/analysis pass hands its result to the analyzers that require it.
//
//   - HTML that browser code renders from a value (html.go): React's
//     dangerouslySetInnerHTML, innerHTML and outerHTML, Vue's v-html,
//     Svelte's {@html}, each with what it renders (a string literal, a
//     sanitizer's result, a variable followed to its assignments in the
//     file, the page's input). The design specialist tips security about
//     each sink whose value is not a literal; security judges it by what
//     the engine says it renders.
//   - The entries of a YAML manifest around a line (manifest.go): the
//     NAME=value and name: value entries beside it or below it. Security
//     weighs a password a manifest rule reports by its neighbours (a
//     stand-in such as POSTGRES_PASSWORD=petclinic beside
//     POSTGRES_USER=petclinic).
//
// The names of the APIs are data: the shipped text rows of shapes
// html-sink, html-sink-value, html-sanitizer and page-input
// (internal/engine/treesitter/models/specialist_html.yml). The code holds
// the mechanism.
//
// These facts are read in the text of a file, not its syntax tree: an
// HTML sink sits in JSX, in Vue's and Svelte's templates and in script
// alike, and a file that does not parse (or a build without parsers) still
// has them. A file is read when a specialist first asks about it, once.
//
// This package must not import specialist, team or anything further down
// the flow.
package textfacts

import (
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/scope"
)

// Engine is the name of the engine whose Result carries the Facts (the
// treesitter engine's; a test there keeps the two equal).
const Engine = "treesitter"

// Facts are what the text of one review's files says. They are safe for
// concurrent use; a nil *Facts knows nothing.
type Facts struct {
	files map[string]*file
	text  *models.Text // the text rows: shipped and the user's
}

type file struct {
	content []byte
	// text is content as a string, made at the first question: a whole
	// repository's files are not copied for the few a specialist asks
	// about.
	textOnce sync.Once
	text     string

	sinksOnce sync.Once
	sinks     []Sink

	linesOnce sync.Once
	lines     []string
}

// Analyze keeps the files with content for the questions to come, read
// with the review's text rows (nil: the shipped ones).
func Analyze(files []*scope.File, txt *models.Text) *Facts {
	f := &Facts{files: map[string]*file{}, text: txt}
	for _, sf := range files {
		if sf.Content != nil {
			f.files[sf.Path] = &file{content: sf.Content}
		}
	}
	return f
}

// Of returns the facts from a specialist's facts by engine name, or nil
// when the engine did not run.
func Of(facts map[string]any) *Facts {
	f, _ := facts[Engine].(*Facts)
	return f
}

// file returns the file at path, or nil.
func (f *Facts) file(path string) *file {
	if f == nil {
		return nil
	}
	return f.files[path]
}

// src returns the file's text.
func (ff *file) src() string {
	ff.textOnce.Do(func() { ff.text = string(ff.content) })
	return ff.text
}

// textLines returns the file's lines, split once.
func (ff *file) textLines() []string {
	ff.linesOnce.Do(func() { ff.lines = strings.Split(ff.src(), "\n") })
	return ff.lines
}
