package templates

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// lang is what the template rows (package models, language templates;
// templates_*.yml) say of the template languages: which constructs write
// output unescaped, and what the context checks of ERB, Blade and JSP
// take as escaped, as the application's own URL, as a CSRF token or as
// the request. The engine holds the mechanism (where a value lands in the
// page); the names live in the rows.
type lang struct {
	rows []*models.Model
	// suffixes are every row's file name endings, longest first: a file
	// is of the first it ends with (index.scala.html is Twirl's, not
	// Jinja's .html).
	suffixes []string
}

// builtinLang is the language of the shipped rows.
var builtinLang = sync.OnceValue(func() *lang { return newLang(models.BuiltinFor("templates")) })

func newLang(rows []*models.Model) *lang {
	l := &lang{rows: rows}
	for _, m := range rows {
		for _, e := range m.Extensions {
			if !slices.Contains(l.suffixes, e) {
				l.suffixes = append(l.suffixes, e)
			}
		}
	}
	slices.SortStableFunc(l.suffixes, func(a, b string) int { return len(b) - len(a) })
	return l
}

// suffix is the ending of the file's name that the rows know it by, in
// lower case, or "" for a file no row applies to.
func (l *lang) suffix(path string) string {
	name := strings.ToLower(path)
	for _, s := range l.suffixes {
		if strings.HasSuffix(name, s) {
			return s
		}
	}
	return ""
}

// of returns the rows of the shape that apply to files ending in suffix,
// in file and row order.
func (l *lang) of(suffix, shape string) []*models.Model {
	var out []*models.Model
	for _, m := range l.rows {
		if m.Shape == shape && slices.Contains(m.Extensions, suffix) {
			out = append(out, m)
		}
	}
	return out
}

// has reports whether a row of the shape applies to files ending in
// suffix: whether the check that reads such rows runs on them.
func (l *lang) has(suffix, shape string) bool { return len(l.of(suffix, shape)) > 0 }

// anyMatch reports whether one of the rows' patterns matches s.
func anyMatch(rows []*models.Model, s string) bool {
	return slices.ContainsFunc(rows, func(m *models.Model) bool { return m.Pattern.MatchString(s) })
}

// unless reports whether one of the row's unless patterns matches the
// code it found: a match that is none (an EJS include by name).
func unless(m *models.Model, code string) bool {
	return slices.ContainsFunc(m.UnlessPatterns, func(re *regexp.Regexp) bool { return re.MatchString(code) })
}
