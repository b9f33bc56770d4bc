package markup

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkKeyboardTrap: focus that reaches a component must be able to leave
// it by the keyboard alone (WCAG 2.1.2 No Keyboard Trap; ACT a1b64e and
// 80af7b, and ebe86a, since what these handlers hold no other key frees
// either). Two ways of holding it are certain from the code, with no need
// to run it:
//
//   - a blur (or focusout) handler that, with no condition, puts focus
//     back on the element that is losing it: whatever key moves focus
//     away, focus returns;
//   - a keydown handler that cancels the Tab key (or every key) and moves
//     focus nowhere: Tab, the standard way out, does nothing.
//
// A handler that cancels Tab but moves focus itself (a dialog that cycles
// focus within, closing on Escape) is not judged: whether it lets the user
// out takes running it. Inline handlers and handlers a page's script adds
// with addEventListener or on… properties are read; JSX is left alone,
// since its handlers are functions defined elsewhere.
func checkKeyboardTrap(p *analysis.Pass, d *Doc) {
	if p.Tree.Lang != syntax.HTML && p.Tree.Lang != syntax.Template {
		return
	}
	for _, e := range d.All {
		if e.Component || e.Spread || e.Hidden() {
			continue
		}
		id, _ := e.Value("id")
		for _, ev := range []string{"onblur", "onfocusout"} {
			if h, ok := e.Value(ev); ok && refocuses(h, "this", id) {
				report(p, ruleKeyboardTrap, e, "its %s handler puts focus back on it (%s): no key moves focus away", ev, analysis.Short(h))
			}
		}
		if h, ok := e.Value("onkeydown"); ok && e.Focusable() && swallowsTab(h) {
			report(p, ruleKeyboardTrap, e, "its onkeydown handler cancels the Tab key (%s) and moves focus nowhere", analysis.Short(h))
		}
	}
	if e, to := focusCycle(d); e != nil {
		report(p, ruleKeyboardTrap, e, "its blur handler sends focus to #%s, whose own sends it back: no key moves focus out of the pair", to)
	}
	for _, e := range d.All {
		if e.Tag != "script" || e.SVG || !plainScript(e) {
			continue
		}
		for _, it := range e.Content {
			if it.El != nil || it.Dynamic {
				continue
			}
			if off, why := scriptTrap(it.Text); off >= 0 {
				at := nodeAt(p.Tree, it.Node, off)
				if at == nil {
					at = e.Node
				}
				p.Reportf(ruleKeyboardTrap, at, "%s: %s", ruleKeyboardTrap.Title, why)
			}
		}
	}
}

// plainScript reports a <script> whose content the browser runs as
// JavaScript (no type, or a JavaScript one, or a module).
func plainScript(e *Element) bool {
	t, ok := e.Value("type")
	t = strings.ToLower(strings.TrimSpace(t))
	return !ok || t == "" || t == "module" || strings.Contains(t, "javascript") || strings.Contains(t, "ecmascript")
}

var (
	// conditional code decides at run time: a handler with one is not
	// judged.
	conditional = regexp.MustCompile(`\bif\b|\?|&&|\|\||\bswitch\b|\bwhile\b|\bfor\b|\bcatch\b`)
	tabKey      = regexp.MustCompile(`["']Tab["']|\b(keyCode|which|charCode)\s*={2,3}\s*9\b`)
	cancels     = regexp.MustCompile(`\.preventDefault\(\s*\)|\breturn\s+false\b`)
	movesFocus  = regexp.MustCompile(`\.focus\(|\.blur\(|\.select\(|location\b|\.click\(`)
	// A listener added by a script: target.addEventListener("blur", fn)
	// with fn a function or arrow function written in place, or
	// target.onblur = fn.
	listener = regexp.MustCompile(`([\w$.]+(?:\(\s*["'][\w-]+["']\s*\))?)\s*(?:\.addEventListener\(\s*["'](blur|focusout|keydown)["']\s*,|\.on(blur|focusout|keydown)\s*=)\s*(?:function\s*[\w$]*\s*\(([^)]*)\)|\(?\s*([\w$]*)\s*\)?\s*=>)\s*`)
	ifWord   = regexp.MustCompile(`\bif\b`)
	getByID  = regexp.MustCompile(`^document\.getElementById\(\s*["']([\w-]+)["']\s*\)$`)
)

// refocuses reports a handler that, with no condition, calls focus() on
// the element it is attached to: self is how the handler names it (this,
// a variable, the event's target), id its id.
func refocuses(h, self, id string) bool {
	if conditional.MatchString(h) {
		return false
	}
	names := []string{"this", "event.target", "event.currentTarget", self}
	if id != "" {
		names = append(names, `document.getElementById("`+id+`")`, `document.getElementById('`+id+`')`)
	}
	compact := strings.Join(strings.Fields(h), "")
	for _, n := range names {
		if n != "" && strings.Contains(compact, strings.Join(strings.Fields(n), "")+".focus()") {
			return true
		}
	}
	return false
}

// swallowsTab reports a keydown handler that cancels the Tab key — by
// testing for it, or by cancelling every key with no condition — and moves
// focus nowhere.
func swallowsTab(h string) bool {
	if !cancels.MatchString(h) || movesFocus.MatchString(h) {
		return false
	}
	if tabKey.MatchString(h) {
		// Only the Tab test may decide: any other condition (a modifier,
		// another key) may be the way out.
		rest := tabKey.ReplaceAllString(h, "")
		return len(ifWord.FindAllString(h, -1)) <= 1 && !strings.Contains(rest, "&&") && !strings.Contains(rest, "||") && !strings.Contains(rest, "?")
	}
	return !conditional.MatchString(h)
}

// scriptTrap finds the first listener in a script that holds focus; it
// returns its offset in the script and what it does, or -1.
func scriptTrap(src string) (int, string) {
	for _, m := range listener.FindAllStringSubmatchIndex(src, -1) {
		target := src[m[2]:m[3]]
		event := ""
		for _, g := range []int{4, 6} {
			if m[g] >= 0 {
				event = src[m[g]:m[g+1]]
			}
		}
		param := ""
		for _, g := range []int{8, 10} {
			if m[g] >= 0 {
				param = strings.TrimSpace(strings.Split(src[m[g]:m[g+1]], ",")[0])
			}
		}
		body, ok := handlerBody(src[m[1]:])
		if !ok {
			continue
		}
		if param != "" {
			// The handler's event parameter, whatever its name, is the event.
			body = regexp.MustCompile(`\b`+regexp.QuoteMeta(param)+`\.`).ReplaceAllString(body, "event.")
		}
		id := ""
		if g := getByID.FindStringSubmatch(target); g != nil {
			id = g[1]
		}
		switch event {
		case "blur", "focusout":
			if target != "document" && target != "window" && refocuses(body, target, id) {
				return m[0], "the " + event + " listener on " + target + " puts focus back on it: no key moves focus away"
			}
		case "keydown":
			if swallowsTab(body) {
				return m[0], "the keydown listener on " + target + " cancels the Tab key and moves focus nowhere"
			}
		}
	}
	return -1, ""
}

// handlerBody is the body of the function that starts src: a block in
// braces, or an arrow function's expression up to the end of the call or
// statement.
func handlerBody(src string) (string, bool) {
	if strings.HasPrefix(src, "{") {
		end := matchBrace(src, 0)
		if end < 0 {
			return "", false
		}
		return src[1:end], true
	}
	depth := 0
	for i, c := range src {
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				return src[:i], true
			}
			depth--
		case ';', '\n':
			if depth == 0 {
				return src[:i], true
			}
		}
	}
	return src, true
}

// byIDFocus finds document.getElementById("x").focus() in a handler.
var byIDFocus = regexp.MustCompile(`document\.getElementById\(\s*["']([\w-]+)["']\s*\)\s*\.focus\(\s*\)`)

// focusCycle finds elements whose blur (or focusout) handlers, with no
// condition, hand focus to one another in a ring: focus leaving one
// lands on the next, and no key gets it out of the ring. It returns the
// ring's first element in document order and the id it sends focus to.
// A handler that refocuses its own element is the ring of one the inline
// check reports.
func focusCycle(d *Doc) (*Element, string) {
	next := map[*Element]*Element{}
	to := map[*Element]string{}
	for _, e := range d.All {
		if e.Component || e.Spread || e.Hidden() {
			continue
		}
		for _, ev := range []string{"onblur", "onfocusout"} {
			h, ok := e.Value(ev)
			if !ok || conditional.MatchString(h) {
				continue
			}
			m := byIDFocus.FindAllStringSubmatch(h, -1)
			if len(m) != 1 {
				continue // several targets: the last one wins, and which is last takes running it
			}
			refs := d.IDs[m[0][1]]
			if len(refs) == 0 || refs[0] == e || refs[0].Hidden() {
				continue
			}
			next[e], to[e] = refs[0], m[0][1]
		}
	}
	for _, e := range d.All {
		if next[e] == nil {
			continue
		}
		x := next[e]
		for i := 0; i < len(next) && x != nil && x != e; i++ {
			x = next[x]
		}
		if x == e {
			return e, to[e]
		}
	}
	return nil, ""
}
