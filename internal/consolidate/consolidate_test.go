package consolidate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/scope"
)

func fnd(domain, file string, start int, sev finding.Severity, fp string) finding.Finding {
	return finding.Finding{Domain: domain, File: file, Lines: finding.Lines(start, start), Severity: sev, Confidence: 0.9,
		Title: "t", Recommendation: "r", Status: finding.Open, Fingerprint: fp}
}

func TestAssignIDsCollisions(t *testing.T) {
	st := &State{Findings: []finding.Finding{
		fnd("secrets", "a.go", 4, finding.High, "x"),
		fnd("secrets", "a.go", 4, finding.High, "y"),
		fnd("secrets", "a.go", 4, finding.High, "z"),
		{Domain: "secrets", File: "a.go"},
	}, TakenIDs: map[string]bool{}}
	base := finding.BaseID("secrets", "a.go", finding.Lines(4, 4))
	// An id already used by the verdict being extended is skipped.
	st.TakenIDs[base+".2"] = true
	AssignIDs{}.Process(st)
	want := []string{base, base + ".3", base + ".4", finding.BaseID("secrets", "a.go", finding.LineRange{})}
	for i, w := range want {
		if st.Findings[i].ID != w {
			t.Errorf("finding %d id = %q, want %q", i, st.Findings[i].ID, w)
		}
	}
	if want[3][len(want[3])-2:] != "-0" {
		t.Errorf("whole-file id %q should end in -0", want[3])
	}
}

func TestDiffFilterHidesUnchangedCode(t *testing.T) {
	cs := &scope.Changeset{IsDiff: true, Files: []scope.File{
		{Path: "a.go", Changed: []finding.LineRange{finding.Lines(10, 12)}},
		{Path: "whole.go"},
	}}
	st := &State{Changeset: cs, Context: 3, Findings: []finding.Finding{
		fnd("s", "a.go", 14, finding.High, "in context"),
		fnd("s", "a.go", 16, finding.High, "outside"),
		fnd("s", "other.go", 1, finding.High, "file not in change"),
		fnd("s", "whole.go", 900, finding.High, "whole file in scope"),
	}}
	DiffFilter{}.Process(st)
	if len(st.Findings) != 2 || st.Findings[0].Fingerprint != "in context" || st.Findings[1].Fingerprint != "whole file in scope" {
		t.Errorf("kept %+v", st.Findings)
	}
	if len(st.Hidden) != 2 {
		t.Errorf("hidden %d, want 2", len(st.Hidden))
	}
}

func TestDedupeKeepsStrongest(t *testing.T) {
	a := fnd("security", "a.go", 3, finding.Medium, "same")
	b := fnd("secrets", "a.go", 3, finding.Blocker, "same")
	b.Confidence = 0.6
	c := fnd("secrets", "a.go", 3, finding.Blocker, "different")
	st := &State{Findings: []finding.Finding{a, b, c}}
	Dedupe{}.Process(st)
	if len(st.Findings) != 2 || st.Findings[0].Severity != finding.Blocker || st.Findings[0].Domain != "secrets" || st.Findings[0].Confidence != 0.9 {
		t.Errorf("got %+v", st.Findings)
	}
}

func TestDedupeSameCauseAcrossEngines(t *testing.T) {
	vet := fnd("correctness", "a.go", 22, finding.High, "fp-vet")
	vet.Rule = "vet/printf"
	sa := fnd("correctness", "a.go", 22, finding.High, "fp-sa")
	sa.Rule = "staticcheck/SA5009"
	other := fnd("correctness", "a.go", 22, finding.High, "fp-other")
	other.Rule = "staticcheck/SA4006"
	st := &State{Findings: []finding.Finding{vet, sa, other}}
	Dedupe{}.Process(st)
	if len(st.Findings) != 2 {
		t.Fatalf("got %d findings, want the printf pair merged: %+v", len(st.Findings), st.Findings)
	}
}

// A query awaited in a loop is one problem: the ORM rule's N+1 and the
// analyzer's await in a loop merge, the stronger kept.
func TestDedupeQueryAwaitedInLoop(t *testing.T) {
	orm := fnd("performance", "server/export.ts", 41, finding.Medium, "fp-orm")
	orm.Rule = "javascript/orm-query-in-loop"
	await := fnd("performance", "server/export.ts", 41, finding.Low, "fp-await")
	await.Rule = "javascript/await-in-loop"
	elsewhere := fnd("performance", "server/export.ts", 90, finding.Low, "fp-await2")
	elsewhere.Rule = "javascript/await-in-loop"
	st := &State{Findings: []finding.Finding{await, orm, elsewhere}}
	Dedupe{}.Process(st)
	if len(st.Findings) != 2 || st.Findings[0].Rule != "javascript/orm-query-in-loop" || st.Findings[0].Severity != finding.Medium {
		t.Fatalf("got %+v, want the loop's two findings merged into the Medium N+1, the far await apart", st.Findings)
	}
}

// One weakness at one place is one finding, whichever rules saw it; a
// different weakness on the same line stays apart.
func TestDedupeSameWeaknessSameLine(t *testing.T) {
	js := fnd("security", "web/Card.tsx", 5, finding.High, "fp-js")
	js.Rule, js.CWE = "javascript/xss", []string{"CWE-79"}
	tip := fnd("security", "web/Card.tsx", 5, finding.High, "fp-tip")
	tip.Rule, tip.CWE, tip.CrossDomain = "teamreview/xss-html-sink", []string{"CWE-79"}, &finding.CrossDomain{From: "design", To: "security"}
	redirect := fnd("security", "web/Card.tsx", 5, finding.High, "fp-redirect")
	redirect.Rule, redirect.CWE = "javascript/open-redirect", []string{"CWE-601"}
	st := &State{Findings: []finding.Finding{js, tip, redirect}}
	Dedupe{}.Process(st)
	if len(st.Findings) != 2 {
		t.Fatalf("got %d findings, want the two XSS findings merged: %+v", len(st.Findings), st.Findings)
	}
	for _, f := range st.Findings {
		if f.CWE[0] == "CWE-79" && f.CrossDomain == nil {
			t.Errorf("the merged XSS finding lost design's credit: %+v", f)
		}
	}
}

// One credential that a specific rule (the Secret manifest) and a generic
// one (the key in it) both report is one finding; a second key lower in
// the file, outside the first's lines, stays its own.
func TestDedupeOneCredentialTwoRules(t *testing.T) {
	manifest := fnd("secrets", "deploy/secret.yaml", 2, finding.High, "fp-manifest")
	manifest.Rule, manifest.CWE, manifest.Lines = "gitleaks/kubernetes-secret-yaml", []string{"CWE-798"}, finding.Lines(2, 8)
	key := fnd("secrets", "deploy/secret.yaml", 8, finding.Medium, "fp-key")
	key.Rule, key.CWE = "gitleaks/generic-api-key", []string{"CWE-798"}
	other := fnd("secrets", "deploy/secret.yaml", 20, finding.Medium, "fp-other")
	other.Rule, other.CWE = "gitleaks/generic-api-key", []string{"CWE-798"}
	// security's judgement of a value on the line (a password on a command
	// line) is another finding, with its own severity and advice
	cmdline := fnd("security", "deploy/secret.yaml", 8, finding.Medium, "fp-cmdline")
	cmdline.Rule, cmdline.CWE = "yaml/ci-password-on-command-line", []string{"CWE-798"}
	st := &State{Findings: []finding.Finding{manifest, key, other, cmdline}}
	Dedupe{}.Process(st)
	if len(st.Findings) != 3 {
		t.Fatalf("got %d findings, want the manifest and its key merged: %+v", len(st.Findings), st.Findings)
	}
	if f := st.Findings[0]; f.Rule != "gitleaks/kubernetes-secret-yaml" || f.Severity != finding.High || !slices.Contains(f.RelatedRules, "gitleaks/generic-api-key") {
		t.Errorf("merged finding %+v: want the manifest's rule at High, the key's rule related", f)
	}
}

func TestNormalize(t *testing.T) {
	long := make([]rune, 200)
	for i := range long {
		long[i] = 'x'
	}
	st := &State{Findings: []finding.Finding{
		{File: "./a/../b.go", Title: string(long), Confidence: 3, Rule: "r"},
		{File: "c.go", Confidence: 0.2},
	}}
	Normalize{}.Process(st)
	if len(st.Findings) != 1 || st.LowConfidence != 1 {
		t.Fatalf("low-confidence finding kept or not counted: %+v, %d", st.Findings, st.LowConfidence)
	}
	f := st.Findings[0]
	if f.File != "b.go" || len([]rune(f.Title)) != 120 || f.Confidence != 1 || f.Recommendation == "" || f.Status != finding.Open {
		t.Errorf("got %+v", f)
	}
}

// A title over the contract's limit is cut after its credentials are
// masked: cut first, an AWS access key id is too short for the scanner's
// rule, and the redaction of the verdict, which sees only the cut title,
// leaves its head.
func TestNormalizeMasksBeforeTheCut(t *testing.T) {
	head := "AKIA" + "Q3EGRK"
	title := "Hard-coded AWS access key in the release job of .github/workflows/release.yml, passed to each of its steps: " +
		head + "7TZL2XMW5N, with its secret key"
	if at := strings.Index(title, head); at+len(head) >= finding.MaxTitle-1 || at+len(head)+4 < finding.MaxTitle-1 {
		t.Fatalf("the test's premise: the cut falls in the key, %d", at+len(head))
	}
	st := &State{Findings: []finding.Finding{{File: "release.yml", Title: title, Confidence: 0.9, Rule: "r"}}}
	Normalize{}.Process(st)
	if got := redact.Text(st.Findings[0].Title); strings.Contains(got, head) || len([]rune(got)) > finding.MaxTitle {
		t.Errorf("title as written: %q", got)
	}
}

func TestDefaultOrderIsDeterministic(t *testing.T) {
	in := []finding.Finding{
		fnd("b", "z.go", 1, finding.Low, "1"),
		fnd("a", "a.go", 9, finding.Blocker, "2"),
		fnd("a", "a.go", 2, finding.Blocker, "3"),
		fnd("a", "a.go", 2, finding.Blocker, "4"), // collides with the one above
		fnd("c", "m.go", 5, finding.High, "5"),
	}
	var first []string
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		shuffled := append([]finding.Finding(nil), in...)
		rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		st := &State{Findings: shuffled}
		Run(st, Default)
		var ids []string
		for _, f := range st.Findings {
			ids = append(ids, f.ID+"/"+f.Fingerprint)
		}
		if first == nil {
			first = ids
		}
		if !slices.Equal(ids, first) {
			t.Fatalf("order or ids depend on input order:\n%v\n%v", ids, first)
		}
	}
	base := finding.BaseID("a", "a.go", finding.Lines(2, 2))
	if first[0] != base+"/3" || first[1] != base+".2/4" {
		t.Errorf("first two = %v; want the collision resolved by fingerprint order", first[:2])
	}
}

// gosec's pattern rule and security's judgement of correctness's tip on
// the same line are one SQL injection: the strongest severity, the
// cross-domain credit kept, and where the value comes from said once.
func TestDedupeInjectionKeepsCrossDomainCredit(t *testing.T) {
	gosec := func(rule string, sev finding.Severity) finding.Finding {
		f := fnd("security", "h.go", 12, sev, "fp-"+rule)
		f.Rule, f.CWE, f.Title = rule, []string{"CWE-89"}, "SQL string concatenation"
		return f
	}
	judged := func(sev finding.Severity) finding.Finding {
		f := fnd("security", "h.go", 12, sev, "fp-judged")
		f.Rule, f.CWE, f.Title = ruleSQLInjection, []string{"CWE-89"}, "SQL built from HTTP request input (SQL injection)"
		f.CrossDomain = &finding.CrossDomain{From: "correctness", To: "security"}
		f.Recommendation = "The text is built from r.FormValue(\"a\")."
		return f
	}
	other := gosec("gosec/G104", finding.Low) // another cause on the line
	other.CWE = []string{"CWE-703"}           // gosec's CWE for unchecked errors
	tests := []struct {
		name      string
		in        []finding.Finding
		sev       finding.Severity
		rule      string
		wantTitle string
	}{
		{"tie: the first in order", []finding.Finding{gosec("gosec/G202", finding.Blocker), judged(finding.Blocker), other}, finding.Blocker, "gosec/G202", "SQL string concatenation"},
		{"gosec stronger", []finding.Finding{judged(finding.Low), gosec("gosec/G202", finding.Medium), other}, finding.Medium, "gosec/G202", "SQL string concatenation"},
		{"judgement stronger", []finding.Finding{gosec("gosec/G201", finding.Medium), gosec("gosec/G701", finding.Medium), judged(finding.Blocker), other}, finding.Blocker, ruleSQLInjection, "SQL built from HTTP request input (SQL injection)"},
	}
	for _, tt := range tests {
		reversed := slices.Clone(tt.in)
		slices.Reverse(reversed)
		for _, in := range [][]finding.Finding{tt.in, reversed} {
			st := &State{Findings: slices.Clone(in)}
			Dedupe{}.Process(st)
			if len(st.Findings) != 2 {
				t.Fatalf("%s: got %d findings, want the injection merged and G104 apart: %+v", tt.name, len(st.Findings), st.Findings)
			}
			i := slices.IndexFunc(st.Findings, func(f finding.Finding) bool { return f.Rule != "gosec/G104" })
			f := st.Findings[i]
			if f.Severity != tt.sev || f.Rule != tt.rule || f.Title != tt.wantTitle || f.CrossDomain == nil || f.CrossDomain.From != "correctness" ||
				!slices.Equal(f.CWE, []string{"CWE-89"}) {
				t.Errorf("%s: merged into %+v", tt.name, f)
			}
			// Where the value comes from is said once, whichever text won.
			if strings.Count(f.Recommendation, "built from r.FormValue") != 1 {
				t.Errorf("%s: recommendation %q", tt.name, f.Recommendation)
			}
		}
	}
}

// A comment that suppresses gosec's G202 on a line suppresses the same
// injection seen by security on a tip: one problem, suppressed once.
func TestSuppressedCauseTakesItsTwin(t *testing.T) {
	src := "package p\nfunc f() {\n\tq := \"SELECT \" + col //teamreview:ignore gosec/G202 the column comes from a fixed list\n}\n"
	cs := &scope.Changeset{Files: []scope.File{{Path: "h.go", Content: []byte(src)}}}
	g := fnd("security", "h.go", 3, finding.Medium, "fp-g")
	g.Rule = "gosec/G202"
	j := fnd("security", "h.go", 3, finding.Low, "fp-j")
	j.Rule, j.CrossDomain = ruleSQLInjection, &finding.CrossDomain{From: "correctness", To: "security"}
	st := &State{Changeset: cs, Findings: []finding.Finding{g, j}}
	Run(st, []Processor{Suppress{}, Dedupe{}})
	if len(st.Findings) != 0 || len(st.Suppressed) != 1 {
		t.Fatalf("open %+v, suppressed %+v", st.Findings, st.Suppressed)
	}
	if s := st.Suppressed[0]; s.Rule != "gosec/G202" || s.Reason != "suppressed inline: the column comes from a fixed list" || s.CrossDomain == nil {
		t.Errorf("suppressed %+v", s)
	}
}

// gosec's pattern rule on the line that builds the query and its taint
// rule on the line that runs it are one SQL injection, listing both rules;
// two injections a line apart stay two.
func TestDedupeNeighbouringRulesOfOneProblem(t *testing.T) {
	sql := func(rule string, line int, sev finding.Severity) finding.Finding {
		f := fnd("security", "h.go", line, sev, fmt.Sprintf("fp-%s-%d", rule, line))
		f.Rule, f.CWE = rule, []string{"CWE-89"}
		return f
	}
	self := func(rule string) finding.Finding {
		f := fnd("correctness", "h.go", 19, finding.Medium, "fp-"+rule)
		f.Rule = rule
		return f
	}
	tests := []struct {
		name  string
		in    []finding.Finding
		rules [][]string // each finding's Rules(), in sorted order
	}{
		{"pattern and taint", []finding.Finding{sql("gosec/G201", 12, finding.High), sql("gosec/G701", 13, finding.Blocker)},
			[][]string{{"gosec/G701", "gosec/G201"}}},
		{"two injections", []finding.Finding{sql("gosec/G201", 12, finding.Blocker), sql("gosec/G701", 13, finding.Blocker),
			sql("gosec/G201", 14, finding.Blocker), sql("gosec/G701", 15, finding.Blocker)},
			[][]string{{"gosec/G201", "gosec/G701"}, {"gosec/G201", "gosec/G701"}}},
		{"too far apart", []finding.Finding{sql("gosec/G201", 12, finding.Blocker), sql("gosec/G701", 20, finding.Blocker)},
			[][]string{{"gosec/G201"}, {"gosec/G701"}}},
		{"self-assignment", []finding.Finding{self("vet/assign"), self("staticcheck/SA4018")},
			[][]string{{"staticcheck/SA4018", "vet/assign"}}},
	}
	for _, tt := range tests {
		reversed := slices.Clone(tt.in)
		slices.Reverse(reversed)
		for _, in := range [][]finding.Finding{tt.in, reversed} {
			st := &State{Findings: slices.Clone(in)}
			Run(st, []Processor{Dedupe{}, Sort{}})
			var got [][]string
			for _, f := range st.Findings {
				got = append(got, f.Rules())
			}
			if !slices.EqualFunc(got, tt.rules, slices.Equal) {
				t.Errorf("%s: rules %v, want %v", tt.name, got, tt.rules)
			}
			if tt.name == "pattern and taint" && st.Findings[0].Severity != finding.Blocker {
				t.Errorf("%s: severity %v, want the strongest", tt.name, st.Findings[0].Severity)
			}
		}
	}
	// Merging again changes nothing: verify consolidates merged findings.
	st := &State{Findings: []finding.Finding{sql("gosec/G201", 12, finding.High), sql("gosec/G701", 13, finding.Blocker)}}
	Dedupe{}.Process(st)
	once := slices.Clone(st.Findings)
	Dedupe{}.Process(st)
	if len(st.Findings) != 1 || !slices.Equal(st.Findings[0].Rules(), once[0].Rules()) {
		t.Errorf("second pass: %+v", st.Findings)
	}
}

// Many injections in one file, each reported by both rules two lines
// apart, are as many findings: each pairs with its own neighbour.
func TestDedupeManyProblemsInOneFile(t *testing.T) {
	var in []finding.Finding
	const n = 2000
	for i := range n {
		for j, rule := range []string{"gosec/G201", "gosec/G701"} {
			f := fnd("security", "big.go", 1+5*i+2*j, finding.Blocker, fmt.Sprintf("fp-%d-%d", i, j))
			f.Rule, f.CWE = rule, []string{"CWE-89"}
			in = append(in, f)
		}
	}
	rand.New(rand.NewPCG(3, 4)).Shuffle(len(in), func(i, j int) { in[i], in[j] = in[j], in[i] })
	st := &State{Findings: in}
	Run(st, []Processor{Dedupe{}, Sort{}})
	if len(st.Findings) != n {
		t.Fatalf("got %d findings, want %d", len(st.Findings), n)
	}
	for i, f := range st.Findings {
		if f.Lines.Start != 1+5*i || f.Rule != "gosec/G201" || !slices.Equal(f.RelatedRules, []string{"gosec/G701"}) {
			t.Fatalf("finding %d: %+v", i, f)
		}
	}
}

// One weakness seen by unrelated rules is one problem only where their
// lines overlap: two XSS sinks on neighbouring lines are two.
func TestDedupeSameWeaknessNeighbouringLines(t *testing.T) {
	a := fnd("security", "web/Card.tsx", 5, finding.High, "fp-a")
	a.Rule, a.CWE = "javascript/xss", []string{"CWE-79"}
	b := fnd("security", "web/Card.tsx", 6, finding.High, "fp-b")
	b.Rule, b.CWE = "javascript/html-sink", []string{"CWE-79"}
	c := fnd("security", "web/Card.tsx", 4, finding.High, "fp-c")
	c.Rule, c.CWE, c.Lines = "teamreview/xss-html-sink", []string{"CWE-79"}, finding.Lines(4, 6)
	st := &State{Findings: []finding.Finding{a, b}}
	Dedupe{}.Process(st)
	if len(st.Findings) != 2 {
		t.Errorf("neighbouring sinks merged: %+v", st.Findings)
	}
	st = &State{Findings: []finding.Finding{a, c}}
	Dedupe{}.Process(st)
	if len(st.Findings) != 1 || !slices.Equal(st.Findings[0].Rules(), []string{"teamreview/xss-html-sink", "javascript/xss"}) {
		t.Errorf("overlapping reports of one sink: %+v", st.Findings)
	}
}

// A baseline or decision file — which an agent can write — never turns a
// live credential in shipped code into a remembered finding; a declined
// ordinary finding still is.
func TestRememberedNeverHidesSystemBreaking(t *testing.T) {
	live := fnd("secrets", "cmd/main.go", 3, finding.Blocker, "live")
	live.SystemBreaking = true
	fixture := fnd("secrets", "main_test.go", 3, finding.High, "fixture")
	st := &State{Findings: []finding.Finding{live, fixture}, Decisions: map[string]string{
		"secrets\x00cmd/main.go\x00live":     "known (baseline)",
		"secrets\x00main_test.go\x00fixture": "known (baseline)",
	}}
	Remembered{}.Process(st)
	if len(st.Findings) != 1 || st.Findings[0].Fingerprint != "live" {
		t.Errorf("open findings %+v, want the live credential alone", st.Findings)
	}
	if len(st.Suppressed) != 1 || st.Suppressed[0].Fingerprint != "fixture" {
		t.Errorf("suppressed %+v, want the fixture alone", st.Suppressed)
	}
}
