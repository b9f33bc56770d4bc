package consolidate

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

func TestSuppress(t *testing.T) {
	src := `package x

func a() {
	q := "SELECT " + v //teamreview:ignore gosec/G202 v is a column name from a fixed list
	q = "SELECT " + v //teamreview:ignore G202
	// nolint:gosec // reviewed: constant input
	q = "SELECT " + v
	q = "SELECT " + v //nolint:staticcheck // wrong linter
	q = "SELECT " + v //nolint
	x := 1
	q = "SELECT " + v
}
`
	cs := &scope.Changeset{Files: []scope.File{{Path: "x.go", Content: []byte(src)}}}
	mk := func(line int, rule string) finding.Finding {
		return finding.Finding{File: "x.go", Lines: finding.Lines(line, line), Rule: rule}
	}
	st := &State{Changeset: cs, Findings: []finding.Finding{
		mk(4, "gosec/G202"), mk(5, "gosec/G202"), mk(7, "gosec/G202"), mk(8, "gosec/G202"), mk(9, "gosec/G202"),
		mk(11, "gosec/G202"), mk(4, "vet/printf"), mk(9, finding.RuleBareSuppression),
	}}
	Suppress{}.Process(st)
	var kept []int
	for _, f := range st.Findings {
		kept = append(kept, f.Lines.Start)
	}
	// Line 8 names the wrong linter, 11 has no comment, the printf finding on 4
	// is another rule, and a bare-suppression finding is never suppressed.
	if want := []int{8, 11, 4, 9}; !equal(kept, want) {
		t.Errorf("kept lines %v, want %v", kept, want)
	}
	reasons := map[int]string{}
	for _, f := range st.Suppressed {
		reasons[f.Lines.Start] = f.Reason
	}
	want := map[int]string{
		4: "suppressed inline: v is a column name from a fixed list",
		5: "suppressed inline: (no reason given)",
		7: "suppressed inline: reviewed: constant input",
		9: "suppressed inline: (no reason given)",
	}
	for line, r := range want {
		if reasons[line] != r {
			t.Errorf("line %d reason %q, want %q", line, reasons[line], r)
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestFilterModes(t *testing.T) {
	cs := &scope.Changeset{IsDiff: true, Files: []scope.File{{Path: "a.go", Changed: []finding.LineRange{finding.Lines(10, 10)}}}}
	in := func() []finding.Finding {
		return []finding.Finding{
			{File: "a.go", Lines: finding.Lines(10, 10)},
			{File: "a.go", Lines: finding.Lines(12, 12)},
			{File: "a.go", Lines: finding.Lines(40, 40)},
			{File: "b.go", Lines: finding.Lines(1, 1)},
		}
	}
	for mode, want := range map[FilterMode]int{FilterAdded: 1, FilterDiffContext: 2, FilterFile: 3, FilterNone: 3} {
		st := &State{Changeset: cs, Filter: mode, Context: 3, Findings: in()}
		DiffFilter{}.Process(st)
		if len(st.Findings) != want || len(st.Hidden) != 4-want {
			t.Errorf("%s: kept %d hidden %d, want %d kept", mode, len(st.Findings), len(st.Hidden), want)
		}
	}
	if _, err := ParseFilter("bogus"); err == nil {
		t.Error("bad filter accepted")
	}
}

func TestWithholdSecrets(t *testing.T) {
	fix := func(text string) finding.Fix {
		return finding.Fix{Message: "m", Edits: []finding.TextEdit{{File: "a.go", NewText: text}}}
	}
	st := &State{
		HasSecret: func(_, text string) bool { return text == "LEAK" },
		Findings: []finding.Finding{
			{Fixes: []finding.Fix{fix("ok"), fix("LEAK")}},
			{Fixes: []finding.Fix{fix("LEAK")}, Title: "LEAK", Recommendation: "fine", Rule: "r"},
		},
	}
	WithholdSecrets{}.Process(st)
	if st.Findings[1].Title == "LEAK" || st.Findings[1].Recommendation != "fine" {
		t.Errorf("title not withheld: %+v", st.Findings[1])
	}
	if len(st.Findings[0].Fixes) != 1 || st.Findings[0].Fixes[0].Edits[0].NewText != "ok" || st.Findings[1].Fixes != nil || st.Withheld != 2 {
		t.Errorf("got %+v, withheld %d", st.Findings, st.Withheld)
	}
}

// TestSuppressStaticcheckDirectives checks staticcheck's own directives:
// //lint:ignore on the line or in the comment block above, with codes,
// globs and any case, and //lint:file-ignore anywhere in the file — for
// staticcheck's findings only.
func TestSuppressStaticcheckDirectives(t *testing.T) {
	src := `package x

//lint:file-ignore ST1003 generated names

func a() {
	//lint:ignore SA4006,S1003 the value is read by a deferred closure
	x := strings.Index(a, b) != -1
	//lint:ignore sa40* lower case and a glob
	// and a second comment line
	y := 1
	z := 2 //lint:ignore SA9003
	w := 3 //lint:ignore SA4006 a check that is not the finding's
}
`
	cs := &scope.Changeset{Files: []scope.File{{Path: "x.go", Content: []byte(src)}}}
	mk := func(line int, rule string) finding.Finding {
		return finding.Finding{File: "x.go", Lines: finding.Lines(line, line), Rule: rule}
	}
	st := &State{Changeset: cs, Findings: []finding.Finding{
		mk(7, "staticcheck/S1003"), mk(7, "staticcheck/SA4006"), mk(7, "vet/unusedresult"),
		mk(10, "staticcheck/SA4006"), mk(11, "staticcheck/SA9003"), mk(12, "staticcheck/SA9003"),
		mk(12, "staticcheck/ST1003"), mk(5, "gosec/G104"),
	}}
	Suppress{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, fmt.Sprintf("%d %s", f.Lines.Start, f.Rule))
	}
	// vet's finding is not staticcheck's; line 12 ignores another check;
	// the file-ignore names ST1003 only.
	if want := []string{"7 vet/unusedresult", "12 staticcheck/SA9003", "5 gosec/G104"}; !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
	reasons := map[string]string{}
	for _, f := range st.Suppressed {
		reasons[fmt.Sprintf("%d %s", f.Lines.Start, f.Rule)] = f.Reason
	}
	want := map[string]string{
		"7 staticcheck/S1003":   "suppressed inline: the value is read by a deferred closure",
		"7 staticcheck/SA4006":  "suppressed inline: the value is read by a deferred closure",
		"10 staticcheck/SA4006": "suppressed inline: lower case and a glob",
		"11 staticcheck/SA9003": "suppressed inline: (no reason given)",
		"12 staticcheck/ST1003": "suppressed inline: generated names",
	}
	if !maps.Equal(reasons, want) {
		t.Errorf("suppressed %q, want %q", reasons, want)
	}
}

// teamreview:ignore works in every language's comments, on the line or in
// the comment lines above it.
func TestSuppressOtherLanguages(t *testing.T) {
	files := map[string]string{
		"app/views.py": `def f(request):
    q = "SELECT " + request.args["c"]  # teamreview:ignore python/sql-injection c is checked against COLUMNS above
    # teamreview:ignore sql-injection the ORM quotes it
    # (two comment lines)
    db.execute(q)
    db.execute(q)
`,
		"db/schema.sql": "-- teamreview:ignore sql/grant-all the role is dropped after the migration\nGRANT ALL ON t TO app;\n",
		"web/a.html":    "<!-- teamreview:ignore design/img-alt a decorative spacer -->\n<img src=\"s.gif\">\n",
		"web/b.jinja":   "{# teamreview:ignore design/link-name the icon font names it #}\n<a href=\"/\"><i></i></a>\n",
		"src/A.java":    "/* teamreview:ignore java/xss the writer is a JSON stream */\nout.print(x);\n",
	}
	cs := &scope.Changeset{}
	for _, p := range slices.Sorted(maps.Keys(files)) {
		cs.Files = append(cs.Files, scope.File{Path: p, Content: []byte(files[p])})
	}
	mk := func(file string, line int, rule string) finding.Finding {
		return finding.Finding{File: file, Lines: finding.Lines(line, line), Rule: rule}
	}
	st := &State{Changeset: cs, Findings: []finding.Finding{
		mk("app/views.py", 2, "python/sql-injection"), mk("app/views.py", 5, "python/sql-injection"),
		mk("app/views.py", 6, "python/sql-injection"), mk("db/schema.sql", 2, "sql/grant-all"),
		mk("web/a.html", 2, "design/img-alt"), mk("web/b.jinja", 2, "design/link-name"), mk("src/A.java", 2, "java/xss"),
	}}
	Suppress{}.Process(st)
	if len(st.Findings) != 1 || st.Findings[0].File != "app/views.py" || st.Findings[0].Lines.Start != 6 {
		t.Errorf("kept %+v; want only app/views.py:6 (no comment right above it)", st.Findings)
	}
	for _, f := range st.Suppressed {
		if f.Reason == "suppressed inline: (no reason given)" || f.Reason == "" {
			t.Errorf("%s:%d lost its reason: %q", f.File, f.Lines.Start, f.Reason)
		}
	}
	if st.Suppressed[0].Reason != "suppressed inline: c is checked against COLUMNS above" {
		t.Errorf("reason %q", st.Suppressed[0].Reason)
	}
}

// A directive spelled in a string is not a comment and suppresses nothing.
func TestSuppressOnlyFromRealComments(t *testing.T) {
	files := map[string]string{
		"a.go":  "package a\n\nvar s = \"//nolint\"; var t = f()\nvar u = g() //nolint:gosec // g cannot fail\n",
		"b.py":  "x = '# teamreview:ignore python/xss not a comment'; y = h(x)\nz = h(y)  # teamreview:ignore python/xss escaped by h\n",
		"c.sql": "SELECT '-- teamreview:ignore sql/x' FROM t;\n",
	}
	cs := &scope.Changeset{}
	for _, p := range slices.Sorted(maps.Keys(files)) {
		cs.Files = append(cs.Files, scope.File{Path: p, Content: []byte(files[p])})
	}
	mk := func(file string, line int, rule string) finding.Finding {
		return finding.Finding{File: file, Lines: finding.Lines(line, line), Rule: rule}
	}
	st := &State{Changeset: cs, Findings: []finding.Finding{
		mk("a.go", 3, "errcheck/errcheck"), mk("a.go", 4, "gosec/G104"), mk("b.py", 1, "python/xss"), mk("b.py", 2, "python/xss"), mk("c.sql", 1, "sql/x"),
	}}
	Suppress{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, fmt.Sprintf("%s:%d", f.File, f.Lines.Start))
	}
	if want := []string{"a.go:3", "b.py:1", "c.sql:1"}; !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
}

// gitleaks:allow waives a gitleaks finding on its line, in any syntax, with
// the comment as the reason; never a system-breaking one, and never
// another tool's finding.
func TestSuppressGitleaksAllow(t *testing.T) {
	src := "KEY = \"k1\"  # gitleaks:allow a dummy for the parser test\n" + // 1
		"const k = \"k2\" /* gitleaks:allow */\n" + // 2
		"KEY = \"k3\" # gitleaks:allow\n" + // 3: shipped, system-breaking
		"KEY = \"k4\"\n" + // 4
		"KEY = \"k5\" # gitleaks:allow see k5\n" // 5: the reason would quote the value
	cs := &scope.Changeset{Files: []scope.File{{Path: "conf.py", Content: []byte(src)}}}
	mk := func(line int, rule string, sev finding.Severity, breaking bool) finding.Finding {
		return finding.Finding{File: "conf.py", Lines: finding.Lines(line, line), Rule: rule, Severity: sev, SystemBreaking: breaking}
	}
	st := &State{Changeset: cs, HasSecret: func(_, text string) bool { return strings.Contains(text, "k5") }, Findings: []finding.Finding{
		mk(1, "gitleaks/generic-api-key", finding.High, false),
		mk(2, "gitleaks/gcp-api-key", finding.Info, false),
		mk(3, "gitleaks/aws-access-token", finding.Blocker, true),
		mk(4, "gitleaks/aws-access-token", finding.High, false),
		mk(1, "gosec/G101", finding.High, false),
		mk(5, "gitleaks/generic-api-key", finding.High, false),
	}}
	Suppress{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, fmt.Sprintf("%d %s", f.Lines.Start, f.Rule))
	}
	if want := []string{"3 gitleaks/aws-access-token", "4 gitleaks/aws-access-token", "1 gosec/G101"}; !slices.Equal(kept, want) {
		t.Errorf("kept %v, want %v", kept, want)
	}
	reasons := map[int]string{}
	for _, f := range st.Suppressed {
		reasons[f.Lines.Start] = f.Reason
	}
	want := map[int]string{
		1: "suppressed inline: gitleaks:allow a dummy for the parser test",
		2: "suppressed inline: gitleaks:allow",
		5: "suppressed inline: gitleaks:allow",
	}
	if !maps.Equal(reasons, want) {
		t.Errorf("reasons %v, want %v", reasons, want)
	}
}

// No inline comment waives a system-breaking Blocker: it stays active and
// says which comment was not honoured.
func TestSuppressNeverWaivesSystemBreaking(t *testing.T) {
	src := "package x\n\nconst k = \"v\" //teamreview:ignore gitleaks/aws-access-token demo account\n"
	cs := &scope.Changeset{Files: []scope.File{{Path: "x.go", Content: []byte(src)}}}
	live := finding.Finding{File: "x.go", Lines: finding.Lines(3, 3), Rule: "gitleaks/aws-access-token", Severity: finding.Blocker,
		SystemBreaking: true, Recommendation: "Rotate it."}
	test := live
	test.Severity, test.SystemBreaking = finding.High, false
	st := &State{Changeset: cs, Findings: []finding.Finding{live, test}}
	Suppress{}.Process(st)
	if len(st.Findings) != 1 || !st.Findings[0].SystemBreaking || len(st.Suppressed) != 1 || st.Suppressed[0].SystemBreaking {
		t.Fatalf("findings %+v, suppressed %+v", st.Findings, st.Suppressed)
	}
	if want := "The inline suppression on this line (demo account) was not honoured: a system-breaking finding is waived only by a person, " +
		"running `teamreview mark` at a terminal. Rotate it."; st.Findings[0].Recommendation != want {
		t.Errorf("recommendation %q, want %q", st.Findings[0].Recommendation, want)
	}
}

// TestSuppressNosec honours gosec's own directives for gosec's rules, as
// gosec reads them, and records what they suppress.
func TestSuppressNosec(t *testing.T) {
	src := `package x

func a() {
	run(cmd) // #nosec G204 -- cmd comes from a fixed list
	run(cmd) // #nosec G101 G304
	// #nosec
	run(cmd)
	run(cmd) /* #nosec G204 */
	//gosec:disable G204 -- the other spelling
	run(cmd)
	run(cmd) // nosec G204
	s := "#nosec" + cmd
}
`
	cs := &scope.Changeset{Files: []scope.File{{Path: "x.go", Content: []byte(src)}}}
	mk := func(line int, rule string) finding.Finding {
		return finding.Finding{File: "x.go", Lines: finding.Lines(line, line), Rule: rule}
	}
	st := &State{Changeset: cs, Findings: []finding.Finding{
		mk(4, "gosec/G204"), mk(5, "gosec/G204"), mk(7, "gosec/G204"), mk(8, "gosec/G204"), mk(10, "gosec/G204"),
		mk(11, "gosec/G204"), mk(12, "gosec/G204"), mk(4, "staticcheck/SA1019"),
	}}
	Suppress{}.Process(st)
	var kept []string
	for _, f := range st.Findings {
		kept = append(kept, fmt.Sprint(f.Lines.Start, " ", f.Rule))
	}
	// Line 5 lists other rules, 11 is not gosec's syntax, 12 is a string,
	// and #nosec speaks for gosec's rules only.
	if want := []string{"5 gosec/G204", "11 gosec/G204", "12 gosec/G204", "4 staticcheck/SA1019"}; !slices.Equal(kept, want) {
		t.Errorf("kept %v, want %v", kept, want)
	}
	reasons := map[int]string{}
	for _, f := range st.Suppressed {
		reasons[f.Lines.Start] = f.Reason
	}
	want := map[int]string{
		4:  "suppressed inline: cmd comes from a fixed list",
		7:  "suppressed inline: (no reason given)",
		8:  "suppressed inline: (no reason given)",
		10: "suppressed inline: the other spelling",
	}
	if !maps.Equal(reasons, want) {
		t.Errorf("suppressed %v, want %v", reasons, want)
	}
}

// TestSuppressAddedIsSaid: a suppression by a comment on a line the
// reviewed change adds says so in its reason; one already in the code, or
// in a whole-tree review, does not.
func TestSuppressAddedIsSaid(t *testing.T) {
	src := `package x

func a() {
	db.Query(q) //teamreview:ignore gosec/G701 the id is checked upstream
	db.Query(q) //teamreview:ignore gosec/G701 old waiver
}
`
	file := scope.File{Path: "x.go", Content: []byte(src), Changed: []finding.LineRange{finding.Lines(4, 4)}}
	cs := &scope.Changeset{IsDiff: true, Files: []scope.File{file}}
	added := finding.Finding{File: "x.go", Lines: finding.Lines(4, 4), Rule: "gosec/G701", Severity: finding.Blocker}
	old := added
	old.Lines = finding.Lines(5, 5)
	st := &State{Changeset: cs, Findings: []finding.Finding{added, old}}
	Suppress{}.Process(st)
	var got []string
	for _, f := range st.Suppressed {
		got = append(got, f.Reason)
	}
	want := []string{"suppressed inline by a comment this change adds: the id is checked upstream", "suppressed inline: old waiver"}
	if len(st.Findings) != 0 || !slices.Equal(got, want) {
		t.Fatalf("findings %+v, suppressed reasons %q, want %q", st.Findings, got, want)
	}
	cs.IsDiff = false
	st = &State{Changeset: cs, Findings: []finding.Finding{added}}
	Suppress{}.Process(st)
	if len(st.Suppressed) != 1 || st.Suppressed[0].Reason != "suppressed inline: the id is checked upstream" {
		t.Fatalf("whole tree: suppressed %+v", st.Suppressed)
	}
}
