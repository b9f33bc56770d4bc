package markup

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// dialect is what the attribute rows (package models, language html) say
// of template dialects and component frameworks: which attributes set
// others at render time, repeat or condition their element, or put
// another file's markup in its place. The builder reads elements through
// it; the names live in the rows (html_thymeleaf.yml, html_components.yml).
type dialect struct {
	// shapes are the shapes of the rows naming an attribute whole.
	shapes map[string][]string
	// sets are the attributes a sets row's attribute sets (th:field).
	sets map[string][]string
	// aliases are the HTML attributes JSX props are, where their names
	// differ by more than case (React's className, htmlFor).
	aliases map[string]string
	// named are the prefixes whose attributes set the attribute named by
	// the rest (th:alt sets alt); marks are every dialect's prefixes,
	// whose use makes a file a server template.
	named, marks []string
	// bindings are the binding prefixes, longest first (Vue's v-bind:
	// and :, Angular's [attr. and [); events says which of them bind an
	// event's handler (v-on:, @, Svelte's on:, Angular's ().
	bindings []string
	events   map[string]bool
	// mark matches a dialect's attribute, element or namespace in a file.
	mark *regexp.Regexp
	// ownParts are the fragment rows' patterns, by attribute: a value
	// that selects parts of the element's own file (Thymeleaf's ~{::body}).
	ownParts map[string]*regexp.Regexp
	// classes are the class rows (CSS frameworks' classes that hide or
	// show an element), by shape.
	classes map[string][]*models.Model
	// configs are the project rows' config files whose theme defines the
	// project's design tokens (tailwind.config.js); utilities the
	// property-utility rows' prefix for each CSS property (color: text).
	configs   []string
	utilities map[string]string
	// tokenKeys are the project rows' config keys that hold design
	// tokens (theme.colors), by kind.
	tokenKeys map[string]string
	// namedImages are the element rows' tags (globs) of components that
	// render an image carrying its own name (Blade Simple Icons' <x-si-x />).
	namedImages []string
}

// builtinDialect is the dialect of the shipped rows.
var builtinDialect = sync.OnceValue(func() *dialect {
	d, err := newDialect(models.BuiltinFor("html"))
	if err != nil {
		panic("markup: built-in attribute rows: " + err.Error())
	}
	return d
})

func newDialect(rows []*models.Model) (*dialect, error) {
	d := &dialect{shapes: map[string][]string{}, sets: map[string][]string{}, aliases: map[string]string{}, events: map[string]bool{},
		classes: map[string][]*models.Model{}, ownParts: map[string]*regexp.Regexp{}, utilities: map[string]string{}, tokenKeys: map[string]string{}}
	for _, m := range rows {
		if m.Kind == models.KindProject {
			d.configs = append(d.configs, m.Configs...)
			maps.Copy(d.tokenKeys, m.Tokens)
			continue
		}
		if m.Kind == models.KindClass && m.Shape == "property-utility" {
			for _, prop := range m.Keywords {
				d.utilities[prop] = m.Methods[0]
			}
			continue
		}
		if m.Kind == models.KindClass {
			d.classes[m.Shape] = append(d.classes[m.Shape], m)
			continue
		}
		if m.Kind == models.KindElement {
			d.namedImages = append(d.namedImages, m.Methods...)
			continue
		}
		if m.Kind != models.KindAttribute {
			return nil, fmt.Errorf("%s: field kind: the markup analysis reads attribute, class, element and project rows only", m.Where())
		}
		for _, name := range m.Methods {
			d.add(m, name)
		}
	}
	sort.SliceStable(d.bindings, func(i, j int) bool { return len(d.bindings[i]) > len(d.bindings[j]) })
	var alts []string
	for _, p := range d.marks {
		alts = append(alts, `\s`+regexp.QuoteMeta(p)+`[a-zA-Z-]+\s*=`)
		if ns, ok := strings.CutSuffix(p, ":"); ok {
			// <th:block>, xmlns:th="http://www.thymeleaf.org"
			alts = append(alts, `<`+regexp.QuoteMeta(p)+`[a-zA-Z]`, `xmlns:`+regexp.QuoteMeta(ns)+`\s*=`)
		}
	}
	if len(alts) > 0 {
		d.mark = regexp.MustCompile(strings.Join(alts, "|"))
	}
	return d, nil
}

func (d *dialect) add(m *models.Model, name string) {
	switch m.Shape {
	case "sets-named-prefix":
		d.named = append(d.named, name)
		d.marks = append(d.marks, name)
	case "dialect-prefix":
		d.marks = append(d.marks, name)
	case "binding-prefix", "event-binding-prefix":
		d.bindings = append(d.bindings, name)
		d.events[name] = m.Shape == "event-binding-prefix"
	default:
		// the builder compares attribute names in lower case (*ngFor is
		// *ngfor)
		name = strings.ToLower(name)
		d.shapes[name] = append(d.shapes[name], m.Shape)
		switch m.Shape {
		case "sets":
			d.sets[name] = m.Keywords
		case "alias":
			d.aliases[strings.ToLower(name)] = m.Keywords[0]
		case "fragment":
			if m.Pattern != nil {
				d.ownParts[name] = m.Pattern
			}
		}
	}
}

// classIs reports whether a class row of the shape names the class (or
// the utility prefix).
func (d *dialect) classIs(class, shape string) bool {
	return slices.ContainsFunc(d.classes[shape], func(m *models.Model) bool { return models.MatchGlob(m.Methods, class) })
}

// namedImage reports whether an element row says the tag's component
// renders an image that names itself.
func (d *dialect) namedImage(tag string) bool {
	return len(d.namedImages) > 0 && models.MatchGlob(d.namedImages, tag)
}

// is reports whether a row of the shape names the attribute.
func (d *dialect) is(name, shape string) bool {
	return slices.Contains(d.shapes[name], shape)
}

// any reports whether an attribute of the element has the shape.
func (d *dialect) any(e *Element, shape string) bool {
	return slices.ContainsFunc(e.Attrs, func(a *Attr) bool { return d.is(a.Name, shape) })
}

// inDialect reports whether the attribute's name starts with a dialect's
// prefix (th:, layout:).
func (d *dialect) inDialect(name string) bool {
	return slices.ContainsFunc(d.marks, func(p string) bool { return strings.HasPrefix(name, p) })
}

// setsNamed is the attribute a dialect's attribute sets by its name (alt
// for th:alt), when no row names it whole.
func (d *dialect) setsNamed(name string) (string, bool) {
	if len(d.shapes[name]) > 0 {
		return "", false
	}
	for _, p := range d.named {
		if rest, ok := strings.CutPrefix(name, p); ok && rest != "" {
			return rest, true
		}
	}
	return "", false
}

// bound is the attribute a binding sets, as the page will have it
// (v-bind:href and :href set href, @click and (click) onclick), and
// whether raw is a binding.
func (d *dialect) bound(raw string) (string, bool) {
	for _, p := range d.bindings {
		rest, ok := strings.CutPrefix(raw, p)
		if !ok || rest == "" {
			continue
		}
		switch p[0] {
		case '[':
			rest = strings.TrimSuffix(rest, "]")
		case '(':
			rest = strings.TrimSuffix(rest, ")")
		}
		if d.events[p] {
			rest = "on" + rest
		}
		return rest, true
	}
	return "", false
}

// template reports a dialect's mark in markup.
func (d *dialect) template(src []byte) bool {
	return d.mark != nil && d.mark.Match(src)
}

// class reports whether a class row of the shape names the class token.
func (d *dialect) class(token, shape string) bool {
	return slices.ContainsFunc(d.classes[shape], func(m *models.Model) bool { return m.MatchMethod(token) })
}
