package markup

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

// levelA are WCAG 2.2's Level A success criteria: what a page must meet
// before it conforms at all.
var levelA = map[string]bool{
	"1.1.1": true, "1.2.1": true, "1.2.2": true, "1.2.3": true, "1.3.1": true, "1.3.2": true, "1.3.3": true,
	"1.4.1": true, "1.4.2": true, "2.1.1": true, "2.1.2": true, "2.1.4": true, "2.2.1": true, "2.2.2": true,
	"2.3.1": true, "2.4.1": true, "2.4.2": true, "2.4.3": true, "2.4.4": true, "2.5.1": true, "2.5.2": true,
	"2.5.3": true, "2.5.4": true, "3.1.1": true, "3.2.1": true, "3.2.2": true, "3.2.6": true, "3.3.1": true,
	"3.3.2": true, "3.3.7": true, "4.1.1": true, "4.1.2": true,
}

// TestSeverityByLevel: a rule that implements only Level AA or AAA
// criteria (contrast, resizing, orientation, focus visible) is Medium at
// most; High is kept for Level A failures that leave a control unusable.
func TestSeverityByLevel(t *testing.T) {
	checked := 0
	for _, r := range Rules {
		var sc []string
		for _, tag := range r.Tags {
			if c, ok := strings.CutPrefix(tag, "wcag:"); ok {
				sc = append(sc, c)
			}
		}
		if len(sc) == 0 {
			continue
		}
		a := false
		for _, c := range sc {
			a = a || levelA[c]
		}
		if a {
			continue
		}
		checked++
		if r.Severity > finding.Medium {
			t.Errorf("%s implements only AA/AAA criteria %v but is %s", r.ID, sc, r.Severity)
		}
	}
	if checked < 5 {
		t.Fatalf("only %d rules without a Level A criterion: the tags are not read", checked)
	}
}
