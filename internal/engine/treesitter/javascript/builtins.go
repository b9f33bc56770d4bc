package javascript

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The language's own objects (ECMAScript's arrays, strings and promises,
// the WHATWG URL and Location) are evaluated by the interpreter: what an
// array's shift or a URL's constructor does to a value is mechanism. Which
// methods, constructors and properties it applies that to is data, the
// rows of the builtin shapes (models/javascript_builtins.yml), so that a
// project's row can add a library's method of the same meaning (a
// collection's own trim, a string type's own slice).

// builtinShape is what a row of one builtin shape must be.
type builtinShape struct {
	kind models.Kind
	// typed: the row names the object whose property it is (type
	// location); else it names methods on any receiver (no type).
	typed bool
	// flows are the flows the row may write, none for flow: none; empty
	// when the shape reads no flow.
	flows []string
	doc   string
}

// builtinShapes are the builtin shapes, by name.
var builtinShapes = map[string]builtinShape{
	"element-callback": {kind: models.KindSummary, doc: "methods that call their callback with each of the receiver's elements (forEach)"},
	"element-map":      {kind: models.KindSummary, doc: "element-callback methods that return what the callback returns (map)"},
	"element-fold":     {kind: models.KindSummary, doc: "element-map methods whose callback gets an accumulator, argument 1 its first value (reduce)"},
	"value-map":        {kind: models.KindSummary, doc: "methods that call their callback with the receiver's value and return what it returns (a promise's then)"},
	"clean":            {kind: models.KindSummary, flows: []string{"none"}, doc: "methods on any receiver whose result is a number or a boolean (indexOf), with flow: none"},
	"positional":       {kind: models.KindSummary, doc: "methods whose arguments are positions in the receiver, so the result is part of it whatever they are (slice)"},
	"string-method":    {kind: models.KindSummary, doc: "methods that return the receiver's text as a string (trim)"},
	"element-remover":  {kind: models.KindSummary, doc: "methods that remove elements from the receiver and return them (pop)"},
	"element-mover":    {kind: models.KindSummary, doc: "methods that move or remove the receiver's elements and return it (reverse)"},
	"element-adder":    {kind: models.KindSummary, doc: "methods that add their arguments to the receiver's elements (push)"},
	"constructor": {kind: models.KindSummary, flows: []string{"none", "arg0 -> return"},
		doc: "constructors whose object is argument 0's data (flow: arg0 -> return) or none (flow: none)"},
	"url-constructor":        {kind: models.KindSummary, doc: "constructors of a URL from a reference and a base (new URL(path, base))"},
	"collection-constructor": {kind: models.KindSummary, doc: "constructors of a collection whose elements are argument 0's (new Map(entries))"},
	"url-path-part":          {kind: models.KindSummary, doc: "a URL's properties that, written, cannot change its scheme or host (pathname)"},
	"element-get":            {kind: models.KindSummary, doc: "methods that return the receiver's element of a key (a Map's get)"},
	"element-at":             {kind: models.KindSummary, doc: "methods that return the receiver's element at an index (an array's at)"},
	"text-method":            {kind: models.KindSummary, doc: "methods that make text of their receiver, a number (toFixed), or of what a callback returns (replace)"},
	"text-function":          {kind: models.KindSummary, doc: "functions, called by themselves, that make text of their argument (String(n))"},
	"element-set":            {kind: models.KindSummary, doc: "methods that set the receiver's element of argument 0's key to argument 1 (a Map's set)"},
	"string-replace": {kind: models.KindSummary,
		doc: "methods that replace argument 0's matches in the receiver's text (replace): a pattern that keeps only listed characters leaves none an injection needs"},
	"member-check": {kind: models.KindBarrier,
		doc: "methods that hold where argument 0 is one of the receiver's elements (includes): a constant collection's member is safe"},
	"index-check": {kind: models.KindBarrier,
		doc: "methods that return argument 0's position in the receiver, -1 for none (indexOf): found in a constant, or at 0, a prefix"},
	"substring-check": {kind: models.KindBarrier,
		doc: "methods that say whether the receiver holds argument 0's text (includes): a path without \"..\" is safe for files"},
	"pattern-test":  {kind: models.KindBarrier, doc: "methods of a pattern that hold where argument 0 matches it (a RegExp's test)"},
	"pattern-match": {kind: models.KindBarrier, doc: "methods that match the receiver's text against the pattern argument 0 (a string's match)"},
	"prefix-check":  {kind: models.KindBarrier, doc: "methods that hold where the receiver's text starts with argument 0 (startsWith)"},
	"page-origin":   {kind: models.KindBarrier, typed: true, doc: "the properties of the page's own location that are its origin, not the input's (location.host)"},
	"host-check": {kind: models.KindSanitizer,
		doc: "a URL's properties that, compared with a constant, pin the host the URL goes to (u.hostname === 'example.com')"},
	"redirect-header": {kind: models.KindSink, doc: "response headers whose value is a URL the browser goes to (Location), sink open-redirect"},
	// The folds: what a string method returns for a constant receiver and
	// constant arguments, computed as the specification says.
	"char-at":    {kind: models.KindSummary, doc: "methods that return the receiver's character at argument 0 (charAt), folded on constants"},
	"substring":  {kind: models.KindSummary, doc: "methods that return the receiver's text between two positions, swapped when reversed (substring), folded on constants"},
	"slice":      {kind: models.KindSummary, doc: "methods that return the receiver's text between two positions, empty when reversed (slice), folded on constants"},
	"upper-case": {kind: models.KindSummary, doc: "methods that return the receiver's text in upper case (toUpperCase), folded on constants"},
	"lower-case": {kind: models.KindSummary, doc: "methods that return the receiver's text in lower case (toLowerCase), folded on constants"},
	"trim":       {kind: models.KindSummary, doc: "methods that return the receiver's text without surrounding white space (trim), folded on constants"},
	// The same for arrays: what each method does to a list of known
	// elements, so list[0] after list.shift() is what was list[1].
	"shift":   {kind: models.KindSummary, doc: "methods that remove the receiver's first element and return it (an array's shift), on known elements"},
	"pop":     {kind: models.KindSummary, doc: "methods that remove the receiver's last element and return it (an array's pop), on known elements"},
	"unshift": {kind: models.KindSummary, doc: "methods that put their arguments before the receiver's elements (an array's unshift), on known elements"},
	"splice":  {kind: models.KindSummary, doc: "methods that remove argument 1's count of elements at argument 0 and put the rest of the arguments there (an array's splice), on known elements"},
}

// ctor is what a constructor of a builtin shape builds.
type ctor int

const (
	ctorNone       ctor = iota + 1 // nothing of its arguments
	ctorArg0                       // argument 0's data
	ctorURL                        // a URL (url-constructor)
	ctorCollection                 // a collection (collection-constructor)
)

// builtins are the names of the builtin shapes' rows.
type builtins struct {
	// methods are the methods of each summary shape but the
	// constructors'.
	methods map[string]map[string]bool
	ctors   map[string]ctor
	// pageOrigin are page-origin rows' properties, by the object whose
	// they are.
	pageOrigin map[string]map[string]bool
	// hostCheck are host-check rows' properties, with the sinks a
	// comparison with a constant makes them safe for.
	hostCheck       map[string]sink
	redirectHeaders []string
}

func newBuiltins() builtins {
	return builtins{methods: map[string]map[string]bool{}, ctors: map[string]ctor{}, pageOrigin: map[string]map[string]bool{},
		hostCheck: map[string]sink{}}
}

// is reports whether method is named by a row of shape.
func (b *builtins) is(shape, method string) bool { return b.methods[shape][method] }

// addBuiltin files a row of a builtin shape.
func (t *tables) addBuiltin(m *models.Model, spec builtinShape) error {
	if err := checkBuiltin(m, spec); err != nil {
		return err
	}
	b := &t.builtins
	switch m.Shape {
	case "constructor", "url-constructor", "collection-constructor":
		k := map[string]ctor{"url-constructor": ctorURL, "collection-constructor": ctorCollection}[m.Shape]
		if k == 0 {
			k = ctorArg0
			if m.None {
				k = ctorNone
			}
		}
		for _, name := range m.Methods {
			b.ctors[name] = k
		}
	case "page-origin":
		if b.pageOrigin[m.Type] == nil {
			b.pageOrigin[m.Type] = map[string]bool{}
		}
		for _, name := range m.Methods {
			b.pageOrigin[m.Type][name] = true
		}
	case "host-check":
		for _, name := range m.Methods {
			for _, k := range m.Sanitizes {
				b.hostCheck[name] |= sinkBits[k]
			}
		}
	case "redirect-header":
		b.redirectHeaders = append(b.redirectHeaders, m.Methods...)
	default:
		if b.methods[m.Shape] == nil {
			b.methods[m.Shape] = map[string]bool{}
		}
		for _, name := range m.Methods {
			b.methods[m.Shape][name] = true
		}
	}
	return nil
}

// checkBuiltin checks a row of a builtin shape against its shape.
func checkBuiltin(m *models.Model, spec builtinShape) error {
	if m.Kind != spec.kind {
		return fmt.Errorf("field shape: %s is a shape of %s rows: %s", m.Shape, spec.kind, spec.doc)
	}
	if spec.typed != (m.Type != "") {
		if spec.typed {
			return fmt.Errorf("field type: a %s row names the object whose properties it lists: %s", m.Shape, spec.doc)
		}
		return fmt.Errorf("field type: a %s row names methods on any receiver (no type): %s", m.Shape, spec.doc)
	}
	flows := flowNames(m)
	if len(spec.flows) == 0 && len(flows) > 0 || len(spec.flows) > 0 && (len(flows) != 1 || !slices.Contains(spec.flows, flows[0])) {
		if len(spec.flows) == 0 {
			return fmt.Errorf("field flow: a %s row reads no flow: %s", m.Shape, spec.doc)
		}
		return fmt.Errorf("field flow: a %s row has flow %s: %s", m.Shape, strings.Join(spec.flows, " or "), spec.doc)
	}
	switch {
	case m.Shape == "host-check" && slices.ContainsFunc(m.Sanitizes, func(k string) bool { return sinkBits[k] == 0 }):
		return fmt.Errorf("field sanitizes: the JavaScript analysis has no sink of kind %s", strings.Join(m.Sanitizes, ", "))
	case m.Shape == "redirect-header" && !slices.Equal(m.Sinks, []string{"open-redirect"}):
		return fmt.Errorf("field sink: a redirect-header row is an open-redirect sink: %s", spec.doc)
	}
	return nil
}

// flowNames are a row's flows as written: none, or FROM -> TO.
func flowNames(m *models.Model) []string {
	var out []string
	if m.None {
		out = append(out, "none")
	}
	for _, f := range m.Flows {
		out = append(out, f.From+" -> "+f.To)
	}
	return out
}

// redirectHeader reports whether a response header's value is a URL the
// browser goes to (Location, Refresh), whatever its case.
func (b *builtins) redirectHeader(key string) bool {
	return slices.ContainsFunc(b.redirectHeaders, func(h string) bool { return strings.EqualFold(h, key) })
}

// ownOrigin reports whether a property of a page source named what (the
// page's location) is the page's own origin.
func (b *builtins) ownOrigin(what, prop string) bool {
	for obj, props := range b.pageOrigin {
		if props[prop] && strings.HasSuffix(what, obj) {
			return true
		}
	}
	return false
}
