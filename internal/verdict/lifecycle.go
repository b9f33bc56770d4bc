package verdict

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// MarkError is a refused status change.
type MarkError struct{ Msg string }

func (e *MarkError) Error() string { return e.Msg }

// Mark moves the findings with the given ids to status, the only change an
// agent may make: open or reopened → fixed or wont_fix. Either every id is
// marked or none is. A finding already at status is left as it is.
func Mark(r *Review, ids []string, status finding.Status, reason string) error {
	if status != finding.Fixed && status != finding.WontFix {
		return &MarkError{fmt.Sprintf("cannot mark findings %q: agents may set only %q or %q", status, finding.Fixed, finding.WontFix)}
	}
	var targets []*finding.Finding
	for _, id := range ids {
		f := r.Find(id)
		if f == nil {
			return &MarkError{fmt.Sprintf("unknown finding id %q (the ids are in .code-review/review-latest.json)", id)}
		}
		if f.Status != status && !f.Status.AgentMayMark(status) {
			return &MarkError{fmt.Sprintf("finding %s is %s: only open or reopened findings can be marked %s", id, f.Status, status)}
		}
		targets = append(targets, f)
	}
	for _, f := range targets {
		f.Status = status
		if reason != "" {
			f.Reason = reason
		}
	}
	r.Recompute()
	return nil
}

// EditError names a change to a field the reviewer owns.
type EditError struct {
	// Finding is the id of the finding edited, or "" for a top-level field.
	Finding string
	Field   string
	Detail  string
}

func (e *EditError) Error() string {
	where := "field " + e.Field
	if e.Finding != "" {
		where = fmt.Sprintf("finding %s: field %s", e.Finding, e.Field)
	}
	msg := where + " was changed by hand; only status may be edited (to fixed or wont_fix)"
	if e.Detail != "" {
		msg = where + ": " + e.Detail
	}
	return msg
}

// CheckEdits compares the verdict file as the reviewer last wrote it with
// the file as it is now. The only change allowed is a finding's status going
// from open or reopened to fixed or wont_fix (seeds/002: the agent owns
// status, the reviewer everything else).
func CheckEdits(written, current []byte) error {
	var w, c map[string]any
	if err := decode(written, &w); err != nil {
		return fmt.Errorf("reading the reviewer's copy: %w", err)
	}
	if err := decode(current, &c); err != nil {
		return err
	}
	if err := sameFields(w, c, "", "findings"); err != nil {
		return err
	}
	wf, _ := w["findings"].([]any)
	cf, _ := c["findings"].([]any)
	byID := map[string]map[string]any{}
	var order []string
	for _, x := range cf {
		m, _ := x.(map[string]any)
		id, _ := m["id"].(string)
		if _, dup := byID[id]; dup {
			return &EditError{Finding: id, Field: "id", Detail: "appears twice"}
		}
		byID[id] = m
		order = append(order, id)
	}
	var worder []string
	for _, x := range wf {
		wm, _ := x.(map[string]any)
		id, _ := wm["id"].(string)
		worder = append(worder, id)
		cm, ok := byID[id]
		if !ok {
			return &EditError{Finding: id, Field: "id", Detail: "the finding was removed or its id changed by hand"}
		}
		if err := sameFields(wm, cm, id, "status"); err != nil {
			return err
		}
		from, to := finding.Status(str(wm["status"])), finding.Status(str(cm["status"]))
		if from != to && !from.AgentMayMark(to) {
			return &EditError{Finding: id, Field: "status", Detail: fmt.Sprintf("%s → %s is not allowed; an agent may only move open or reopened findings to fixed or wont_fix", from, to)}
		}
	}
	for _, id := range order {
		if !slices.Contains(worder, id) {
			return &EditError{Finding: id, Field: "id", Detail: "the finding was added by hand"}
		}
	}
	return nil
}

func decode(b []byte, v *map[string]any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	return d.Decode(v)
}

func str(v any) string { s, _ := v.(string); return s }

// sameFields reports the first key, in sorted order, whose value differs.
func sameFields(w, c map[string]any, id string, skip string) error {
	keys := make([]string, 0, len(w)+len(c))
	for k := range w {
		keys = append(keys, k)
	}
	for k := range c {
		if _, ok := w[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		if k == skip {
			continue
		}
		if !reflect.DeepEqual(w[k], c[k]) {
			return &EditError{Finding: id, Field: strings.TrimSpace(k)}
		}
	}
	return nil
}
