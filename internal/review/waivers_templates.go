package review

import (
	"maps"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
)

// templateWaivers are the edit's team templates that leave reviewers out:
// a template the edit redefines (templates: review: [maintainability])
// without a specialist it had, and a default template the edit switches to
// that has fewer. The review then runs without them, and every finding
// they would have made goes with them: a command injection's Blocker
// becomes PASS. A template the edit adds, or one given more reviewers,
// silences nothing.
func templateWaivers(before, after config.Config) []waiver {
	var ws []waiver
	for _, name := range slices.Sorted(maps.Keys(after.Templates)) {
		was, _ := before.Template(name)
		if gone := dropped(was, after.Templates[name]); len(gone) > 0 {
			ws = append(ws, waiver{what: "redefines the " + name + " template without " + strings.Join(gone, ", "), key: "templates"})
		}
	}
	if after.Teams.DefaultReviewTemplate != before.Teams.DefaultReviewTemplate {
		was, _ := before.Template(before.Teams.DefaultReviewTemplate)
		now, _ := after.Template(after.Teams.DefaultReviewTemplate)
		if gone := dropped(was, now); len(gone) > 0 {
			ws = append(ws, waiver{what: "makes " + after.Teams.DefaultReviewTemplate + " the default template, without " + strings.Join(gone, ", "),
				key: "default_review_template"})
		}
	}
	return ws
}

// dropped are the specialists of was that now lacks.
func dropped(was, now []string) []string {
	var out []string
	for _, s := range was {
		if !slices.Contains(now, s) {
			out = append(out, s)
		}
	}
	return out
}
