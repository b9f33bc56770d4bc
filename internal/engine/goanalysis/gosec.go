package goanalysis

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"go.yaml.in/yaml/v4"
	"golang.org/x/tools/go/analysis"
)

// gosecIssue is what gosec's goanalysis adapter packs into one diagnostic:
// "G201: [CWE-89] SQL string formatting (Severity: MEDIUM, Confidence: HIGH)".
type gosecIssue struct {
	Rule    string // G201
	CWE     string // CWE-89, or ""
	What    string // SQL string formatting
	Rating  toolRating
	Located bool // false when gosec could not map the issue to a position
}

var gosecMessage = regexp.MustCompile(`(?s)^(G\d+): (?:\[(CWE-\d+)\] )?(.*?) \(Severity: (\w+), Confidence: (\w+)\)( \[unable to locate .*\])?$`)

func parseGosec(d *analysis.Diagnostic) gosecIssue {
	m := gosecMessage.FindStringSubmatch(d.Message)
	if m == nil {
		// An unknown shape: keep the text, let the route rate it.
		return gosecIssue{Rule: d.Category, What: d.Message, Located: true}
	}
	return gosecIssue{
		Rule:    m[1],
		CWE:     m[2],
		What:    m[3],
		Rating:  toolRating{Severity: m[4], Confidence: m[5]},
		Located: m[6] == "",
	}
}

// gosecRuleID is the rule of a gosec diagnostic: its category, or the
// message's prefix.
func gosecRuleID(d *analysis.Diagnostic) string {
	if d == nil {
		return ""
	}
	if d.Category != "" {
		return d.Category
	}
	return parseGosec(d).Rule
}

// gosecAdviceYAML says what to change for each rule gosec runs, one row
// per rule id (gosec_advice.yml): prose, not code, so it is data.
//
//go:embed gosec_advice.yml
var gosecAdviceYAML []byte

// gosecAdvice is gosecAdviceYAML by rule id. The file is shipped, so a
// row that does not load is a bug its test finds (TestGosecAdviceLoads).
var gosecAdvice = sync.OnceValue(func() map[string]string {
	m, err := parseGosecAdvice(gosecAdviceYAML)
	if err != nil {
		panic("goanalysis: " + err.Error())
	}
	return m
})

// parseGosecAdvice reads an advice file: a row without a rule id such as
// G201, without advice, or with a rule another row has is an error naming
// the row and the field.
func parseGosecAdvice(data []byte) (map[string]string, error) {
	var f struct {
		Advice []struct {
			Rule   string `yaml:"rule"`
			Advice string `yaml:"advice"`
		} `yaml:"advice"`
	}
	if err := yaml.Load(data, &f, yaml.WithKnownFields()); err != nil {
		return nil, fmt.Errorf("gosec_advice.yml: %w", err)
	}
	out := map[string]string{}
	for i, r := range f.Advice {
		switch {
		case !gosecRuleRE.MatchString(r.Rule):
			return nil, fmt.Errorf("gosec_advice.yml: row %d: field rule: %q is not a gosec rule id such as G201", i+1, r.Rule)
		case out[r.Rule] != "":
			return nil, fmt.Errorf("gosec_advice.yml: row %d: field rule: %s has a row already", i+1, r.Rule)
		case strings.TrimSpace(r.Advice) == "":
			return nil, fmt.Errorf("gosec_advice.yml: row %d (%s): field advice: missing", i+1, r.Rule)
		}
		out[r.Rule] = strings.TrimSpace(r.Advice)
	}
	return out, nil
}

var gosecRuleRE = regexp.MustCompile(`^G\d{3}$`)

func gosecDetail(is gosecIssue) string {
	var parts []string
	if a := gosecAdvice()[is.Rule]; a != "" {
		parts = append(parts, a)
	} else {
		parts = append(parts, "Review the flagged code: "+is.What+".")
	}
	if n, ok := strings.CutPrefix(is.CWE, "CWE-"); ok {
		parts = append(parts, "See https://cwe.mitre.org/data/definitions/"+n+".html")
	}
	return strings.Join(parts, " ")
}
