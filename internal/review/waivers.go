package review

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/scope"
)

// RuleConfigWaiver is the rule of a finding about an edit of the project's
// configuration, inside the reviewed change, that silences the review.
const RuleConfigWaiver = finding.RuleConfigWaiver

// waiver is one way a configuration edit silences the review: what it
// does, the text to find its line by, and how many findings of this
// review it silenced.
type waiver struct {
	what, key string
	silenced  int
	unit      string
	// conf is the configuration file the waiver is in, named in its
	// title: config.ProjectFile when "".
	conf string
}

// configWaivers finds, in a change that edits .teamreview.yaml, each
// setting the edit adds that silences the review: a rule disabled or given
// another severity, paths ignored, a language accepted unanalyzed. Each is
// a High security finding on the setting's line: a waiver that arrives
// with the code it waives is a person's to confirm. waived counts the
// findings each rule setting dropped or lowered in this review.
func configWaivers(cs *scope.Changeset, waived map[string]int) []finding.Finding {
	return configFileWaivers(cs, config.ProjectFile, waived)
}

// configFileWaivers are configWaivers with the project's configuration
// in the file conf (repo-relative, slash-separated): the one --config
// names in place of .teamreview.yaml (CI's teamreview --config
// ci/review.yaml) is as much the gate's as the default one; "" is a
// file outside the repository, which no change edits.
func configFileWaivers(cs *scope.Changeset, conf string, waived map[string]int) []finding.Finding {
	if conf == "" {
		return modelWaivers(cs)
	}
	return append(settingWaivers(cs, conf, waived), modelWaivers(cs)...)
}

// settingWaivers are configWaivers' findings of the configuration file
// conf.
func settingWaivers(cs *scope.Changeset, conf string, waived map[string]int) []finding.Finding {
	f := cs.File(conf)
	if cs.IsDiff && f != nil && strings.HasPrefix(f.Skipped, "symlink") {
		// The configuration loads through the link; the review skips
		// links, so the settings it now has are unseen here.
		return []finding.Finding{waiver{what: "is a link the review does not follow", conf: conf}.finding(f)}
	}
	if f == nil {
		// A link the base had: an edit of its target is an edit of
		// the configuration.
		f = cs.File(linkTarget(cs.Root, conf))
	}
	if !cs.IsDiff || f == nil || f.Content == nil && f.Status != scope.Deleted {
		return nil
	}
	// A deleted configuration is the defaults: its rule directories, its
	// templates and the rules it raised go with it.
	before, after := config.Default(), config.Default()
	if f.Status != scope.Deleted && config.Parse(f.Content, conf, &after) != nil {
		return nil // a broken configuration stopped the review before this
	}
	_ = config.Parse(oldContent(f), conf, &before)

	ws := ruleWaivers(before, after, waived)
	ws = append(ws, ignoreWaivers(cs, before, after)...)
	ws = append(ws, ruleDirWaivers(before, after)...)
	ws = append(ws, addedDirWaivers(cs, before, after)...)
	ws = append(ws, templateWaivers(before, after)...)
	ws = append(ws, scopeWaivers(before, after)...)
	ws = append(ws, acceptWaivers(cs, before, after)...)
	out := make([]finding.Finding, 0, len(ws))
	for _, w := range ws {
		w.conf = conf
		out = append(out, w.finding(f))
	}
	return append(out, overlayWaivers(f, before, after)...)
}

// overlayWaivers are the model reviewers' overlays (teams.overlays) the
// edit adds or rewrites: words that steer what a model reviewer reports,
// arriving with the code it reviews. They cannot drop a deterministic
// finding, so each is a Medium for a person to read, not a High.
func overlayWaivers(f *scope.File, before, after config.Config) []finding.Finding {
	var out []finding.Finding
	for _, w := range overlayChanges(before, after) {
		fd := w.finding(f)
		fd.Severity = finding.Medium
		fd.Recommendation = "This edit of the review's configuration arrives inside the change it reviews and tells the " + w.key +
			" model reviewer what to look at. Words that narrow a reviewer's attention can hide what it would have reported: " +
			"keep them only if a person agrees, and say why in the commit."
		out = append(out, fd)
	}
	return out
}

// overlayChanges are the overlays after sets that before does not, each
// keyed by the reviewer it speaks to.
func overlayChanges(before, after config.Config) []waiver {
	var ws []waiver
	for _, tmpl := range slices.Sorted(maps.Keys(after.Teams.Overlays)) {
		for _, who := range slices.Sorted(maps.Keys(after.Teams.Overlays[tmpl])) {
			if after.Teams.Overlays[tmpl][who] != before.Teams.Overlays[tmpl][who] {
				ws = append(ws, waiver{what: "rewrites the " + who + " reviewer's instructions (teams.overlays." + tmpl + ")", key: who})
			}
		}
	}
	return ws
}

// ruleWaivers are the rules the edit disables or lowers, in id order.
func ruleWaivers(before, after config.Config, waived map[string]int) []waiver {
	var ws []waiver
	ids := make([]string, 0, len(after.Rules))
	for id := range after.Rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		now, was := after.Rules[id], before.Rules[id]
		switch {
		case now.Disabled && !was.Disabled:
			ws = append(ws, waiver{what: "disables rule " + id, key: id, silenced: waivedBy(waived, id), unit: "finding"})
		case now.Severity != "" && now.Severity != was.Severity && !strings.EqualFold(now.Severity, "Blocker"):
			ws = append(ws, waiver{what: "sets rule " + id + " to " + now.Severity, key: id, silenced: waivedBy(waived, id), unit: "finding"})
		}
	}
	// A rule the project raised to High or Blocker, and the edit takes the
	// setting away from, is back at its default: lower.
	for _, id := range slices.Sorted(maps.Keys(before.Rules)) {
		was := before.Rules[id].Severity
		if after.Rules[id].Severity == "" && (strings.EqualFold(was, "High") || strings.EqualFold(was, "Blocker")) {
			ws = append(ws, waiver{what: "drops rule " + id + "'s severity " + was, key: "rules", silenced: waivedBy(waived, id), unit: "finding"})
		}
	}
	return ws
}

// ruleDirWaivers are the rule directories (rulepack.rule_dirs) the edit
// stops reading: every rule, model row and configuration check in one
// goes with it, the project's sinks and sources too, and none of the
// files it names is in the change for modelWaivers to see.
func ruleDirWaivers(before, after config.Config) []waiver {
	var ws []waiver
	kept := make([]string, len(after.Rulepack.RuleDirs))
	for i, d := range after.Rulepack.RuleDirs {
		kept[i] = path.Clean(d)
	}
	for _, d := range before.Rulepack.RuleDirs {
		if !slices.Contains(kept, path.Clean(d)) {
			ws = append(ws, waiver{what: "stops reading the rule directory " + d + " (its rules, models and checks)", key: "rule_dirs"})
		}
	}
	return ws
}

// ignoreWaivers are the ignore patterns the edit adds, with the files of
// the change each one hides.
func ignoreWaivers(cs *scope.Changeset, before, after config.Config) []waiver {
	var ws []waiver
	for _, g := range after.Ignore {
		if slices.Contains(before.Ignore, g) {
			continue
		}
		one := config.Config{Ignore: []string{g}}
		n := 0
		for _, cf := range cs.Files {
			if one.Ignored(cf.Path) {
				n++
			}
		}
		ws = append(ws, waiver{what: "ignores " + g, key: g, silenced: n, unit: "file"})
	}
	return ws
}

// modelWaivers finds, in the change's own framework model files (see
// internal/engine/treesitter/models), each row the change adds that stops
// flows the analysis would report: a sanitizer, a barrier, a summary whose
// result carries no data, a type whose unmodelled calls return none. A
// project's model of its own escaping function is as strong a waiver as a
// disabled rule when it arrives with the code it clears.
func modelWaivers(cs *scope.Changeset) []finding.Finding {
	if !cs.IsDiff {
		return nil // a whole tree has no edit to confirm
	}
	var out []finding.Finding
	for i := range cs.Files {
		if f := &cs.Files[i]; yamlFile(f.Path) {
			out = append(out, modelFileWaivers(cs, f)...)
		}
	}
	return out
}

// modelFileWaivers are modelWaivers' findings in one changed file, read as
// a model file whatever its name (a rule directory's link may point to
// rows.txt). A row whose flows leave out no argument its functions take
// (narrowsNothing) is not one.
func modelFileWaivers(cs *scope.Changeset, f *scope.File) []finding.Finding {
	var out []finding.Finding
	before := oldContent(f)
	if !models.IsModelFile(f.Content) && !models.IsModelFile(before) {
		return nil
	}
	now := &models.File{}
	if f.Status != scope.Deleted && f.Content != nil {
		var err error
		if now, err = models.Parse(f.Path, f.Content); err != nil {
			return nil // a broken model stopped the review before this
		}
	}
	had, reported := map[string]bool{}, map[string]bool{}
	old, err := models.Parse(f.Path, before)
	if err == nil {
		for _, m := range old.Models {
			if silencing(m) != "" {
				had[identity(m)] = true
			}
		}
	}
	for _, m := range now.Models {
		// A hiding row the base had is one that says all the same
		// things: the key names a row for people, and a row kept
		// under its methods but retyped, given another result or
		// file extension, or its joins taken away hides elsewhere.
		if key := silencing(m); key != "" && !had[identity(m)] && !narrowsNothing(m, cs) {
			out = append(out, modelWaiver(f, m, key))
		}
		reported[reporting(m)] = true
		reported[rowIdentity(m)] = true
	}
	if err == nil {
		out = append(out, removedRows(f, old, reported)...)
	}
	return out
}

// reporting is a row's identity when it is one that makes the analysis
// report (a source, a sink, a handler, a parameter; a text row that does
// not hide, such as a team's component as an HTML sink; a template row of
// a reporting shape), else "".
func reporting(m *models.Model) string {
	if m.Kind == models.KindText && !models.TextHides(m.Shape) ||
		m.Kind == models.KindTemplate && slices.Contains(reportingTemplateShapes, m.Shape) {
		key := fmt.Sprintf("%s %s %s", m.Language, m.Kind, seeLess(m))
		for _, u := range m.UnlessPatterns {
			key += " unless " + u.String() // an exception added narrows the row as surely as a pattern cut
		}
		return key
	}
	switch {
	case m.Kind == models.KindSource && (m.Source == "own-path" || m.Shape == "page-own-href-property"): // it hides (silencing)
		return ""
	case m.Kind == models.KindSource, m.Kind == models.KindSink, m.Kind == models.KindHandler, m.Kind == models.KindParameter, m.Kind == models.KindWrite:
	default:
		return ""
	}
	what := strings.TrimPrefix(m.Type+"."+strings.Join(m.Methods, "|"), ".")
	if len(m.Sinks) > 0 {
		what += " (" + strings.Join(m.Sinks, ", ") + ")"
	}
	return fmt.Sprintf("%s %s %s", m.Language, m.Kind, what)
}

// removedRows are the rows of the model file before the change that made
// the analysis report and that the change removes (or the file with them):
// a sink or source taken out of a project's model silences every finding it
// gave, as surely as a barrier added.
//
// A row kept under its name but edited (a sink's args, a source's shape
// or patterns, an option) may report less as surely: it is one too, as
// a row the change changes.
func removedRows(f *scope.File, old *models.File, reported map[string]bool) []finding.Finding {
	var out []finding.Finding
	for _, m := range old.Models {
		key, id := reporting(m), rowIdentity(m)
		if key == "" || reported[id] {
			continue
		}
		reported[id] = true
		verb, title, without := "removes", "The change removes a %s row from its own model file %s: a person should confirm this", "without it"
		if reported[key] {
			verb, title, without = "changes", "The change changes a %s row of its own model file %s: a person should confirm this", "as the change rewrites it"
		}
		fd := waiver{what: verb + " the " + key}.finding(f)
		fd.Title = trimTitle(fmt.Sprintf(title, m.Kind, f.Path))
		fd.Recommendation = fmt.Sprintf("The model before this change declared %s; %s the analysis may no longer report the flows it "+
			"named, including any in this change. A model edit that arrives with the code it would have flagged is for a person to "+
			"confirm: keep it only if a reviewer agrees the row was wrong, and say why in the commit.", key, without)
		fd.Fingerprint = finding.Fingerprint(RuleConfigWaiver, "model "+map[string]string{"removes": "removed", "changes": "changed"}[verb]+" "+key)
		out = append(out, fd)
	}
	return out
}

// rowIdentity is everything a reporting row says, but where it is written:
// two rows of one identity report the same things.
func rowIdentity(m *models.Model) string {
	if reporting(m) == "" {
		return ""
	}
	return identity(m)
}

// identity is everything a row says, but where it is written (its file,
// place and framework's name).
func identity(m *models.Model) string {
	c := *m
	c.File, c.Row, c.Line, c.Framework = "", 0, 0, ""
	data, _ := json.Marshal(c)
	id := string(data)
	// Regular expressions marshal as {}: their text is what they say.
	for _, re := range slices.Concat([]*regexp.Regexp{m.Pattern, m.ReceiverNames, m.CheckNames, m.ArgNames, m.NotReceiverNames}, m.UnlessPatterns) {
		if re != nil {
			id += "\x00" + re.String()
		}
	}
	return id
}

// reportingTemplateShapes are the template rows' shapes that make the
// templates engine report (or find request data); the others make it say
// a value is safe or a form protected.
var reportingTemplateShapes = []string{"unescaped-output", "context-sink", "request-read", "request-assignment", "request-el"}

// silencing is a row's identity when it is one that stops flows, else "".
// Rows that make the analysis see less of the code count too: a test
// row's attributes make a method's parameters constants, a class or an
// attribute row hides an element from the accessibility checks or makes
// it another's, a template row of a shape that is not a report
// (an escaper, a CSRF token, the application's own URL) calls values safe,
// and a text row of a shape that hides (an HTML sanitizer, a public key's
// loader, a generator's sample, a developer's settings file) makes a
// specialist report less, and an element row calls a component's output
// named (an icon that names itself), an own-path source row calls a
// file name the program's own (no path traversal), a page-own-href
// source row calls a property the page's own URL (no XSS, no open
// redirect), and a sync row calls a method a guard of shared writes. A class row that says
// what a utility's value is (shapes ending in -utility) hides nothing. A
// Ruby summary row's key-arg names the key a read of request data goes
// by, and a key that is not the model's makes Model.new(that) one value,
// not mass assignment. A Go summary row's arg-names calls a variable's
// text SQL placeholders (no SQL injection where it is joined in). A Java
// type row's memory role and a keeps-memory summary call bytes the
// method's own (no unsafe deserialization of a deep copy). A Go summary
// row's returns types a call's result (bytes.NewBuffer's, a memory writer
// whose Close loses nothing), and a Go sink row's not-in-packages skips
// its check in those packages. A summary row of any shape (JavaScript's
// string-method or fold rows, Python's str-replace, Java's format) says
// how a call is evaluated, and can end a flow. A summary row that exits
// or checks its operands makes a guard of an if around its call, and so
// does one that returns Python's NoReturn (returnsHiding); one that
// returns, or makes its receiver become (becomes), a shipped type whose
// values carry nothing hides what it names; one whose
// flows leave an argument out of the result makes it clean of that
// argument (flowsNarrow). A
// Python handler row of shape request-parameter or endpoint re-reads every
// handler of the files that import its modules (rereadsHandlers).
func silencing(m *models.Model) string {
	switch {
	// A module row that reads a modelled package as another
	// (renamesModelled), and a pacing row, which calls an awaited call's
	// wait deliberate (no await-in-loop).
	case m.Kind == models.KindModule && renamesModelled(m):
		return fmt.Sprintf("%s module %s read as %s", m.Language, strings.Join(m.Imports, "|"), m.Name)
	case m.Kind == models.KindHandler && rereadsHandlers(m):
		return fmt.Sprintf("%s handler %s of the files importing %s", m.Language, m.Shape, strings.Join(m.Imports, "|"))
	case m.Kind == models.KindPacing:
		return fmt.Sprintf("%s pacing %s", m.Language, strings.TrimPrefix(m.Type+"."+strings.Join(m.Methods, "|"), "."))
	case m.Kind == models.KindSanitizer, m.Kind == models.KindBarrier, m.Kind == models.KindSync, hidingSummary(m),
		m.Kind == models.KindSink && (m.Unless != nil || m.NotInPackages != nil), hidingTypeRow(m):
	case seesLess(m):
		return fmt.Sprintf("%s %s %s", m.Language, m.Kind, seeLess(m))
	default:
		return ""
	}
	what := m.Type
	if m.Kind == models.KindType {
		what = m.Name
	}
	if len(m.Methods) > 0 {
		what += "." + strings.Join(m.Methods, "|")
	}
	if len(m.Sanitizes) > 0 {
		what += " (for " + strings.Join(m.Sanitizes, ", ") + ")"
	}
	return fmt.Sprintf("%s %s %s", m.Language, m.Kind, strings.TrimPrefix(what, "."))
}

// hidingSummary reports a summary row that can end a flow or make a
// guard (silencing lists them).
func hidingSummary(m *models.Model) bool {
	if m.Kind != models.KindSummary {
		return false
	}
	return m.None || m.KeyArg != "" || m.ArgNames != nil || takesElements(m.Container) || m.Shape == "keeps-normal" ||
		m.Shape == "keeps-memory" || m.Shape == "config-default" || m.Joins ||
		// A summary that exits (the call ends the method or the request)
		// makes `audit unless ALLOWED.include?(host)` a guard that
		// stops the unchecked host; one with checks makes its true
		// result a guard of its operands, as a barrier's does.
		m.Exits || len(m.Checks) > 0 || returnsHiding(m) || flowsNarrow(m) || hidingType(m.Language, m.Becomes) ||
		m.Language == "go" && m.Returns != "" ||
		// A summary of a shape says how the interpreter evaluates a call
		// (a string method's result is a string, a fold computes a
		// constant, a format reads its text, an array method moves known
		// elements): each can end a flow or pick a safe branch.
		m.Shape != ""
}

// hidingTypeRow reports a type row whose objects carry less than their
// values would: closed, lossless, a barrier's and the like, or one under
// the name of a shipped type that hides, which puts more objects in it
// (name: session, objects: [flask.request] made the request's values
// carry nothing).
func hidingTypeRow(m *models.Model) bool {
	return m.Kind == models.KindType && (m.Closed || m.Lossless || m.Barrier || m.Elements || m.AnnotationNames != nil ||
		m.Memory != "" || hidingType(m.Language, m.Name))
}

// seesLess reports the rows that make the review read less of the code
// (tests, classes, attributes, templates, text rows that hide, access
// rows that restrict, elements, a page's own sources).
func seesLess(m *models.Model) bool {
	return m.Kind == models.KindTest || m.Kind == models.KindClass && !strings.HasSuffix(m.Shape, "-utility") ||
		m.Kind == models.KindAttribute ||
		m.Kind == models.KindTemplate && !slices.Contains(reportingTemplateShapes, m.Shape) ||
		m.Kind == models.KindText && models.TextHides(m.Shape) ||
		m.Kind == models.KindAccess && m.Shape == "restricts" || m.Kind == models.KindElement ||
		m.Kind == models.KindSource && (m.Source == "own-path" || m.Shape == "page-own-href-property")
}

// returnsHiding reports a summary row whose result is of a type that
// hides: Python's NoReturn (the call raises or exits, as sys.exit does,
// so `if host not in HOSTS: audit(host)` becomes a guard), or a shipped
// type row of its language whose values carry no data (closed, a
// barrier's, lossless). A type row the change adds that does so is
// recorded itself.
func returnsHiding(m *models.Model) bool {
	if m.Returns == "" || m.Language == "go" {
		return false // Go's are all recorded (silencing)
	}
	return m.Returns == "NoReturn" || hidingType(m.Language, m.Returns)
}

// hidingType reports a shipped type row of lang named name whose values
// carry no data (closed, a barrier's, lossless, a container of its
// elements, memory).
func hidingType(lang, name string) bool {
	return name != "" && slices.ContainsFunc(models.BuiltinFor(lang), func(b *models.Model) bool {
		return b.Kind == models.KindType && b.Name == name && (b.Closed || b.Barrier || b.Lossless || b.Elements || b.Memory != "")
	})
}

// flowsNarrow reports a summary row whose flows name where data goes
// and none carries every argument to the result: such a row takes the
// place of the default (a call's result carries its arguments), so
// `flow: arg1 -> return` makes build_command(host, "ping") clean of the
// host, and a Blocker a High hazard.
func flowsNarrow(m *models.Model) bool {
	return len(m.Flows) > 0 && !slices.ContainsFunc(m.Flows, func(f models.Flow) bool { return f.From == "args" && f.To == "return" })
}

// rereadsHandlers reports a handler row that says how every handler of
// the files importing its modules is read (a Django-style request
// parameter, a FastAPI-style endpoint): in such a file a view class's
// methods are read as the row's framework reads them, so a row naming
// tornado makes a RequestHandler's get(self, cmd) no handler at all.
func rereadsHandlers(m *models.Model) bool {
	return len(m.Imports) > 0 && (m.Shape == "request-parameter" || m.Shape == "endpoint")
}

// takesElements reports a container operation that can leave tainted
// data out of what the analysis follows: clear, remove and a read of one
// element take elements out, and add and put fix the call's result as
// clean (Python's append and update return None, Java's add a boolean),
// so a row naming as add a method that returns an element (dict.popitem)
// makes its result clean data. Only append (the receiver passed on with
// the text, StringBuilder's) and of (a factory's container of its
// arguments) carry what they are given.
func takesElements(op string) bool {
	return op != "" && !slices.Contains([]string{"append", "of"}, op)
}

// seeLess names a row that makes the analysis see less of the code by
// what it names: its shape and its attributes, classes or pattern.
func seeLess(m *models.Model) string {
	names := append(append(slices.Clone(m.Annotations), m.Methods...), m.Patterns...)
	names = append(names, m.Files...)
	if m.Pattern != nil {
		names = append(names, m.Pattern.String())
	}
	return strings.TrimSpace(m.Shape + " " + strings.Join(names, "|"))
}

func modelWaiver(f *scope.File, m *models.Model, key string) finding.Finding {
	w := waiver{what: "adds the " + key, key: ""}
	fd := w.finding(f)
	fd.Title = trimTitle(fmt.Sprintf("The change's own model file %s adds a %s row: a person should confirm this", f.Path, m.Kind))
	effect := "from now on the analysis stops every flow through it"
	if slices.Contains([]models.Kind{models.KindTest, models.KindClass, models.KindAttribute, models.KindTemplate, models.KindText, models.KindAccess, models.KindElement, models.KindPacing, models.KindModule}, m.Kind) || m.Source == "own-path" || m.Shape == "page-own-href-property" {
		effect = "from now on the analysis takes what it names as safe, hidden or the framework's own, and reports less there"
	}
	if m.Kind == models.KindHandler {
		effect = "from now on the handlers of every file that imports " + strings.Join(m.Imports, " or ") + " are read as this framework's, " +
			"and a view class's methods there are no handlers (their parameters no request data)"
	}
	if m.Kind == models.KindSummary && (m.Exits || m.Returns == "NoReturn") {
		effect = "from now on a call of it ends the method, so a branch that calls it is taken as stopping what its condition " +
			"rejects, and the code after it as checked"
	}
	if m.KeyArg != "" {
		effect = "from now on a read of request data by this call is one value named by its key, and a model built from it is no mass assignment"
	}
	fd.Recommendation = fmt.Sprintf("Row %d declares %s: %s, "+
		"including any in this change. A model that arrives with the code it clears is for a person to confirm: keep it only "+
		"if a reviewer agrees that it really makes the data safe for the sinks it names, and say why in the commit.", m.Row, key, effect)
	fd.Fingerprint = finding.Fingerprint(RuleConfigWaiver, "model "+key)
	if m.Line > 0 {
		fd.Lines = finding.Lines(m.Line, m.Line)
	}
	return fd
}

func (w waiver) finding(f *scope.File) finding.Finding {
	line, text := lineWith(f, w.key)
	conf := cmp.Or(w.conf, config.ProjectFile)
	silenced := "the files and rules it names"
	if w.silenced > 0 {
		silenced = fmt.Sprintf("%d %s(s) of this review", w.silenced, w.unit)
	}
	fd := finding.Finding{
		Domain: "security", Severity: finding.High, Confidence: 1, File: f.Path, Status: finding.Open,
		Title: trimTitle(fmt.Sprintf("The change's own %s %s: a person should confirm this", conf, w.what)),
		Recommendation: fmt.Sprintf("This edit of the review's configuration arrives inside the change it reviews and silences %s. "+
			"A waiver that comes with the code it waives is for a person to confirm: keep it only if a reviewer agrees, "+
			"and say why in the commit. To accept one finding, mark it instead (`teamreview mark ID --status wont_fix --reason …`), "+
			"which the verdict records. A live credential stays ABORT whatever the configuration says.", silenced),
		Rule:        RuleConfigWaiver,
		Fingerprint: finding.Fingerprint(RuleConfigWaiver, w.what+"\n"+text),
	}
	if line > 0 {
		fd.Lines = finding.Lines(line, line)
	}
	return fd
}

func waivedBy(waived map[string]int, id string) int {
	n := 0
	for rule, c := range waived {
		if rule == id || strings.HasSuffix(rule, "/"+id) || strings.HasPrefix(rule, id+"/") {
			n += c
		}
	}
	return n
}

// trimTitle keeps a waiver's title within the contract's limit, cut after
// its credentials are masked: it quotes the line it is about.
func trimTitle(s string) string { return redact.ClampTitle(s) }

// lineWith is the first changed line of f that holds key outside a YAML
// comment, else its first changed line, with its text.
func lineWith(f *scope.File, key string) (int, string) {
	lines := bytes.Split(f.Content, []byte("\n"))
	first := 0
	for i, l := range lines {
		n := i + 1
		if !f.ChangedLine(n) {
			continue
		}
		if first == 0 {
			first = n
		}
		if code, _, _ := bytes.Cut(l, []byte("#")); bytes.Contains(code, []byte(key)) {
			return n, string(l)
		}
	}
	if first > 0 {
		return first, string(lines[first-1])
	}
	return 0, ""
}

// oldContent rebuilds the version of f before the change from its
// content and its diff's hunks: empty for a file the change adds.
func oldContent(f *scope.File) []byte {
	if f.Status == scope.Added || len(f.Hunks) == 0 {
		return nil
	}
	newLines := strings.SplitAfter(string(f.Content), "\n")
	var b strings.Builder
	next := 1 // the next new-side line not yet copied
	for _, h := range f.Hunks {
		for ; next < h.NewStart && next <= len(newLines); next++ {
			b.WriteString(newLines[next-1])
		}
		if h.NewLines == 0 && next == h.NewStart {
			// A pure deletion's NewStart is the line before it.
			if next <= len(newLines) {
				b.WriteString(newLines[next-1])
			}
			next++
		}
		for _, l := range strings.SplitAfter(h.Body, "\n") {
			if l == "" {
				continue
			}
			switch l[0] {
			case ' ':
				b.WriteString(l[1:])
				next++
			case '-':
				b.WriteString(l[1:])
			case '+':
				next++
			}
		}
	}
	for ; next <= len(newLines); next++ {
		b.WriteString(newLines[next-1])
	}
	return []byte(b.String())
}

// yamlFile: the path ends .yml or .yaml in any case, as the loaders of
// models, rules and checks read it (acme.YML is a model file too).
func yamlFile(p string) bool {
	ext := strings.ToLower(path.Ext(p))
	return ext == ".yml" || ext == ".yaml"
}

// linkTarget is the slash path from root of the file that the link rel
// (under root) points to, when rel is a link to a file inside root; "".
func linkTarget(root, rel string) string {
	p := filepath.Join(root, filepath.FromSlash(rel))
	if root == "" {
		return ""
	}
	if fi, err := os.Lstat(p); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return ""
	}
	t, err := filepath.EvalSymlinks(p)
	realRoot, rerr := filepath.EvalSymlinks(root)
	if err != nil || rerr != nil {
		return ""
	}
	if r, err := filepath.Rel(realRoot, t); err == nil && filepath.IsLocal(r) {
		return filepath.ToSlash(r)
	}
	return ""
}
