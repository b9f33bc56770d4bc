package finding

import (
	"encoding/json"
	"testing"
)

func TestBaseID(t *testing.T) {
	tests := []struct {
		domain, path string
		lines        LineRange
		want         string
	}{
		// sha256("src/api/routes.ts") starts with 69bbc8bb.
		{"security", "src/api/routes.ts", Lines(45, 50), "security-69bbc8bb-45-50"},
		{"security", "src/api/routes.ts", Lines(7, 7), "security-69bbc8bb-7"},
		{"secrets", "src/api/routes.ts", LineRange{}, "secrets-69bbc8bb-0"},
	}
	for _, tt := range tests {
		if got := BaseID(tt.domain, tt.path, tt.lines); got != tt.want {
			t.Errorf("BaseID(%q, %q, %v) = %q, want %q", tt.domain, tt.path, tt.lines, got, tt.want)
		}
	}
}

func TestFingerprintSurvivesMovesAndReindent(t *testing.T) {
	a := Fingerprint("gosec/G201", `q := "SELECT * FROM t WHERE id=" + id`)
	moved := Fingerprint("gosec/G201", "\t\tq := \"SELECT * FROM t WHERE id=\"   +   id\n")
	if a != moved {
		t.Errorf("re-indented code changed the fingerprint: %s vs %s", a, moved)
	}
	if a == Fingerprint("gosec/G202", `q := "SELECT * FROM t WHERE id=" + id`) {
		t.Error("different rules share a fingerprint")
	}
	if a == Fingerprint("gosec/G201", `q := "SELECT * FROM u WHERE id=" + id`) {
		t.Error("different code shares a fingerprint")
	}
}

func TestLineRangeJSON(t *testing.T) {
	type doc struct {
		L LineRange `json:"lineRange,omitzero"`
	}
	for in, want := range map[LineRange]string{
		Lines(42, 58): `{"lineRange":"42-58"}`,
		Lines(42, 42): `{"lineRange":"42"}`,
		{}:            `{}`,
	} {
		b, err := json.Marshal(doc{in})
		if err != nil || string(b) != want {
			t.Errorf("marshal %v = %s, %v; want %s", in, b, err, want)
		}
		var back doc
		if err := json.Unmarshal(b, &back); err != nil || back.L != in {
			t.Errorf("round trip %v = %v, %v", in, back.L, err)
		}
	}
	for _, bad := range []string{"0", "5-3", "x", "-4", "1-"} {
		if _, err := ParseLineRange(bad); err == nil {
			t.Errorf("ParseLineRange(%q) accepted", bad)
		}
	}
}

func TestLineRangeOverlaps(t *testing.T) {
	r := Lines(10, 12)
	for _, tt := range []struct {
		o    LineRange
		ctx  int
		want bool
	}{
		{Lines(12, 20), 0, true}, {Lines(13, 20), 0, false}, {Lines(15, 15), 3, true},
		{Lines(16, 16), 3, false}, {Lines(7, 7), 3, true}, {Lines(6, 6), 3, false}, {LineRange{}, 3, false},
	} {
		if got := r.Overlaps(tt.o, tt.ctx); got != tt.want {
			t.Errorf("%v.Overlaps(%v, %d) = %v", r, tt.o, tt.ctx, got)
		}
	}
}

func TestSeverityText(t *testing.T) {
	for _, s := range Severities {
		b, _ := s.MarshalText()
		var back Severity
		if err := back.UnmarshalText(b); err != nil || back != s {
			t.Errorf("round trip %v: %v %v", s, back, err)
		}
	}
	var s Severity
	if err := s.UnmarshalText([]byte("critical")); err == nil {
		t.Error("unknown severity accepted")
	}
}

func TestStatusTransitions(t *testing.T) {
	allowed := map[[2]Status]bool{
		{Open, Fixed}: true, {Open, WontFix}: true, {Reopened, Fixed}: true, {Reopened, WontFix}: true,
	}
	all := []Status{Open, Fixed, Verified, Reopened, WontFix}
	for _, from := range all {
		for _, to := range all {
			if got := from.AgentMayMark(to); got != allowed[[2]Status{from, to}] {
				t.Errorf("AgentMayMark(%s -> %s) = %v", from, to, got)
			}
		}
	}
}

// A finding is only of a set of weaknesses when it names one and every
// one it names is in the set, whatever their case.
func TestCWEsWithin(t *testing.T) {
	set := map[string]bool{"CWE-79": true, "CWE-601": true}
	for _, tt := range []struct {
		cwe  []string
		want bool
	}{
		{[]string{"CWE-79"}, true},
		{[]string{"cwe-79", "CWE-601"}, true},
		{[]string{"CWE-79", "CWE-89"}, false},
		{nil, false},
	} {
		f := Finding{CWE: tt.cwe}
		if got := f.CWEsWithin(set); got != tt.want {
			t.Errorf("CWEsWithin(%v) = %v, want %v", tt.cwe, got, tt.want)
		}
	}
}
