package python

import (
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// settingWhy says what a sink row with always found, by its rule.
var settingWhy = map[*analysis.Rule]string{
	ruleWeakHash:     "Broken hash algorithm used",
	ruleWeakCipher:   "Broken cipher or mode used",
	ruleTLS:          "TLS certificate verification disabled",
	ruleCookie:       "Cookie set without the Secure flag",
	ruleHTTPOnly:     "Cookie set with HttpOnly off",
	ruleFlaskDebug:   "Application run in debug mode",
	ruleDebugSetting: "Debug mode set (error pages show settings, code and data)",
}

// settingsModule is the type row whose rows read the names a module sets
// at its top level (Django's settings: DEBUG = True), as the call NAME(v).
const settingsModule = "settings"

// settingIndex holds the sink rows with always: what a call is whatever
// data reaches it (hashlib.md5(), requests.get(url, verify=False)), or
// an attribute set to a value (ctx.check_hostname = False).
type settingIndex struct {
	byMethod map[string][]*models.Model // rows by a plain method name
	globs    []*models.Model            // rows with a glob among their methods
}

func (s *settingIndex) add(m *models.Model) {
	for _, name := range m.Methods {
		if strings.Contains(name, "*") {
			s.globs = append(s.globs, m)
			return
		}
	}
	for _, name := range m.Methods {
		s.byMethod[name] = append(s.byMethod[name], m)
	}
}

// rows are the rows for a call of method on a value of type typ, or,
// with mod set, for the function mod.method called by qualified name; a
// row without type matches either, unless typ is closed (its rows say
// all there is: a cookie jar's set_cookie takes a whole cookie).
func (s *settingIndex) rows(mod, typ string, closed bool, method string) []*models.Model {
	var out []*models.Model
	match := func(m *models.Model) bool {
		return m.Type == "" && !closed || mod != "" && m.Type == mod || typ != "" && m.Type == typ
	}
	for _, m := range s.byMethod[method] {
		if match(m) {
			out = append(out, m)
		}
	}
	for _, m := range s.globs {
		if match(m) && m.MatchMethod(method) {
			out = append(out, m)
		}
	}
	return out
}

// settings reports the rows with always that hold for a call (by
// qualified name q, or of method on a value of type typ), at the
// argument their condition reads when it is passed by name.
func (fr *frame) settings(n *syntax.Node, q, typ, method string, a *args) {
	mod := ""
	if q != "" {
		i := strings.LastIndexByte(q, '.')
		mod, method = q[:max(i, 0)], q[i+1:]
	}
	if fr.c.models.containers[containerDict+"."+method] == "put-all" && len(a.pos) == 1 && a.pos[0] != nil && a.pos[0].dict {
		a = a.mappingAsKeywords()
	}
	tabs := fr.c.models
	fr.settingRows(n, tabs.settings.rows(mod, typ, tabs.types[typ] != nil && tabs.types[typ].Closed, method), a)
}

// mappingAsKeywords reads update(mapping) as update(**mapping), as for
// every method a dict row of container put-all names: a config's
// update({"DEBUG": True}), or update(cfg) with cfg a dict built before,
// sets the names the mapping holds as keywords would. A keyword written
// in the call wins, as it does in dict.update.
func (a *args) mappingAsKeywords() *args {
	b := &args{kw: map[string]*val{}, kwN: map[string]*syntax.Node{}, splat: a.splat, all: a.all, callNod: a.callNod, req: a.req}
	for k, v := range a.pos[0].keys {
		if name, ok := strings.CutPrefix(k, "string:"); ok {
			b.kw[name], b.kwN[name] = v, a.posN[0]
		}
	}
	for k, v := range a.kw {
		b.kw[k], b.kwN[k] = v, a.kwN[k]
	}
	return b
}

// configClass tells a class whose body is a settings module's: a Flask
// configuration object (class Config: DEBUG = True, loaded with
// app.config.from_object) by its name or its bases. The development and
// test configurations are meant to be insecure on a developer's machine.
func (fr *frame) configClass(class *syntax.Node) bool {
	name := fr.c.text(class.Child("name"))
	bases := ""
	if sc := class.Child("superclasses"); sc != nil {
		bases = fr.c.text(sc)
	}
	return configClassRE.MatchString(name+" "+bases) && !devConfigRE.MatchString(name)
}

var (
	configClassRE = regexp.MustCompile(`(Config|Settings)\b`)
	devConfigRE   = regexp.MustCompile(`(?i:dev|test|local|debug)|^CI[A-Z]`)
)

// storedSetting checks a value stored under a name in an object of type
// typ: a settings module's NAME = v, app.config["NAME"] = v, as the call
// NAME(v) on it (rows of that type only: a key is no method).
func (fr *frame) storedSetting(at, rhs *syntax.Node, typ, name string, v *val) {
	if typ == "" || rhs == nil {
		return
	}
	a := &args{pos: []*val{v}, posN: []*syntax.Node{rhs}, kw: map[string]*val{}, kwN: map[string]*syntax.Node{}, all: v.flat()}
	fr.settingRows(at, fr.c.models.settings.rows("", typ, true, name), a)
}

func (fr *frame) settingRows(n *syntax.Node, rows []*models.Model, a *args) {
	for _, m := range rows {
		if !fr.holds(m, a) {
			continue
		}
		_, vn := a.arg(m.ConstArg, m.ConstKeywords...)
		byDefault := vn == nil && len(m.ConstIn)+len(m.ConstNot) > 0
		if byDefault && a.splat {
			continue // **kwargs may pass it
		}
		// the message quotes the keyword (verify=False); the finding is
		// the call's, at its first line, however it is laid out
		at := n
		if vn != nil && vn.Parent != nil && vn.Parent.Kind == "keyword_argument" {
			at = vn.Parent
		}
		for _, kind := range m.Sinks {
			r := sinkRules[kind]
			if r == ruleWeakHash && (fr.nonSecurityHash(n) || fr.c.pwHashed[n]) {
				continue
			}
			msg := settingWhy[r] + ": " + analysis.Short(fr.c.text(at))
			if byDefault {
				// what the code leaves out is weaker evidence than what it writes
				fr.weakReport(r, n, r.Severity, 0.6, msg)
				continue
			}
			fr.c.pass.Reportf(r, n, "%s", msg)
		}
	}
}

// attrSetting checks obj.attr = v as the call obj.attr(v) for the rows
// with always.
func (fr *frame) attrSetting(t *syntax.Node, ov, v *val) {
	rhs := t.Parent.Child("right")
	if rhs == nil {
		return
	}
	a := &args{pos: []*val{v}, posN: []*syntax.Node{rhs}, kw: map[string]*val{}, kwN: map[string]*syntax.Node{}, all: v.flat()}
	fr.settings(t.Parent, "", ov.kind, fr.c.text(t.Child("attribute")), a)
}

var (
	pwArgRE = regexp.MustCompile(`(?i)(^|[^a-z0-9])(password|passwd|passphrase|pwd|pw)($|[^a-z0-9_])`)
	pwNotRE = regexp.MustCompile(`(?i)(password|passwd|pwd)_?(reset|token|hash|hint|key)`)
)

// passwordHashed is the check of a weak-password-hash sink: the data a
// fast hash digests is a password by its name. The call then has that
// finding, not also the weak hash's.
func (fr *frame) passwordHashed(call, vn *syntax.Node) bool {
	txt := fr.c.text(vn)
	if !pwArgRE.MatchString(txt) || pwNotRE.MatchString(txt) || fr.feedsSlowKDF(call) {
		return false
	}
	fr.c.pass.Reportf(ruleWeakPwHash, call, "")
	fr.c.pwHashed[call] = true
	return true
}

// feedsSlowKDF reports whether the digest call makes goes on to a slow
// password hash in the same function (OWASP's Password Storage Cheat
// Sheet: pre-hashing is fine when a work-factored hash follows): the call
// is inside the slow hash's arguments, or the name it is assigned to (for
// h.update(pw), the hash object h) is one of them. A slow hash that only
// stands beside the digest — a fallback branch, a comment saying bcrypt() —
// does not make the stored digest a pre-hash.
func (fr *frame) feedsSlowKDF(call *syntax.Node) bool {
	fn := call.Ancestor("function_definition")
	if fn == nil {
		return false
	}
	name := fr.digestName(call)
	for _, k := range fn.Find("call") {
		f, a := k.Child("function"), k.Child("arguments")
		if f == nil || a == nil || !fr.c.models.slowPasswordHash(fr.c.text(f)) {
			continue
		}
		if inside(call, a) || name != "" && slices.ContainsFunc(a.Find("identifier"), func(id *syntax.Node) bool { return fr.c.text(id) == name }) {
			return true
		}
	}
	return false
}

// digestName is the variable that holds what a digest call makes: the
// hash object of h.update(pw), or the name its statement assigns.
func (fr *frame) digestName(call *syntax.Node) string {
	if f := call.Child("function"); f != nil && f.Kind == "attribute" && fr.c.text(f.Child("attribute")) == "update" {
		if o := f.Child("object"); o != nil && o.Kind == "identifier" {
			return fr.c.text(o)
		}
	}
	for n := call.Parent; n != nil && !strings.HasSuffix(n.Kind, "statement") && n.Kind != "block"; n = n.Parent {
		if n.Kind == "assignment" {
			if l := n.Child("left"); l != nil && l.Kind == "identifier" {
				return fr.c.text(l)
			}
			return ""
		}
	}
	return ""
}

// inside reports whether n is within outer.
func inside(n, outer *syntax.Node) bool {
	for ; n != nil; n = n.Parent {
		if n == outer {
			return true
		}
	}
	return false
}
