package markup

import (
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkAutoplay: an <audio> or <video> that starts playing on its own,
// with its sound on, and with no control the file shows to stop it (ACT
// 80f0bf and 4c31df, WCAG 1.4.2). Custom controls need a script: in a
// file that has one (a <script>, an event handler) the media is reported
// only when the file shows buttons and none of them can be used (hidden,
// aria-hidden or nameless); one with a ref, or a media fragment that may
// last at most 3 s (#t=8,10), is left alone.
func checkAutoplay(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Tag != "audio" && e.Tag != "video" || e.Component || e.Spread || e.inTemplate() {
			continue
		}
		if !e.Has("autoplay") || e.Unknown("autoplay") || attrValue(e, "autoplay") == "false" {
			continue
		}
		if e.Has("muted") || e.Has("controls") || e.doc.dialect().any(e, "script-ref") {
			continue
		}
		srcs, known := mediaSources(e)
		if !known || len(srcs) == 0 || !noneShort(srcs) {
			continue
		}
		if !scripted(d) {
			report(p, ruleAutoplay, e, "<%s autoplay> has sound and no controls", e.Tag)
			continue
		}
		// A script may drive custom controls; when the file shows them
		// and none can be used, there is no way to stop the sound.
		if buttons, usable := customControls(d); buttons > 0 && usable == 0 {
			report(p, ruleAutoplay, e, "<%s autoplay> has sound, and its custom controls are hidden or have no name", e.Tag)
		}
	}
}

// scripted reports a file whose behaviour a script may change: a <script>
// element or any event handler.
func scripted(d *Doc) bool {
	for _, e := range d.All {
		if e.Tag == "script" || e.Component {
			return true
		}
		for _, a := range e.Attrs {
			if strings.HasPrefix(a.Name, "on") {
				return true
			}
		}
	}
	return false
}

// mediaSources returns the element's src, or its <source> children's;
// known is false when one is dynamic.
func mediaSources(e *Element) ([]string, bool) {
	if e.Has("src") {
		v, ok := e.Value("src")
		return []string{v}, ok
	}
	var out []string
	for _, it := range e.Content {
		if it.Dynamic || it.El != nil && (it.El.Component || it.El.Spread) {
			return nil, false
		}
		if it.El != nil && it.El.Tag == "source" {
			v, ok := it.El.Value("src")
			if !ok {
				return nil, false
			}
			out = append(out, v)
		}
	}
	return out, true
}

// shortFragment reports a media fragment URI that may play at most 3 s:
// #t=start,end with end-start ≤ 3, or #t=start, whose length the file
// does not show.
func shortFragment(src string) bool {
	_, frag, ok := strings.Cut(src, "#t=")
	if !ok {
		return false
	}
	frag, _, _ = strings.Cut(frag, "&")
	a, b, ok := strings.Cut(strings.TrimPrefix(frag, "npt:"), ",")
	if !ok {
		return true // from a time to the end: how long that is depends on the media
	}
	start, err1 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	end, err2 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if a == "" {
		start, err1 = 0, nil
	}
	return err1 == nil && err2 == nil && end-start <= 3
}

// noneShort reports sources none of which is a short fragment.
func noneShort(srcs []string) bool {
	for _, s := range srcs {
		if shortFragment(s) {
			return false
		}
	}
	return true
}

// customControls counts the file's buttons and those a user can operate:
// shown, in the accessibility tree, focusable and named.
func customControls(d *Doc) (buttons, usable int) {
	for _, e := range d.All {
		if e.Component || e.Role() != "button" {
			continue
		}
		buttons++
		if e.Hidden() || inert(e) || !e.Focusable() && !e.Unknown("tabindex") {
			continue
		}
		if n := e.AccessibleName(); !n.known || !n.empty() {
			usable++
		}
	}
	return buttons, usable
}
