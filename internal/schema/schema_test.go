package schema

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

// The example verdict file of seeds/002, verbatim.
const seedExample = `{
  "reviewId": "a3f8c12b",
  "timestamp": "2026-02-16T14:30:00Z",
  "scope": "changeset",
  "target": "origin/master..HEAD",
  "mode": "full",
  "verdict": "WARN",
  "summary": {
    "blocker": 0,
    "high": 2,
    "medium": 3,
    "low": 1,
    "info": 0
  },
  "reportPath": "docs/code-reviews/2026-02-16-changeset-a3f8c12b.md",
  "findings": [
    {
      "id": "api-patterns-a1b2c3d4-45-50",
      "domain": "api-patterns",
      "severity": "High",
      "confidence": 0.90,
      "file": "src/api/routes.ts",
      "lineRange": "45-50",
      "title": "Missing error handling on async route handler",
      "recommendation": "Wrap the route handler in try-catch, log with the project's logger, and return a 500 response",
      "status": "open"
    }
  ]
}`

func TestSeedExampleIsValid(t *testing.T) {
	if err := ValidateVerdict([]byte(seedExample)); err != nil {
		t.Fatal(err)
	}
}

// mutate applies a change to the decoded seed example.
func mutate(f func(m map[string]any)) []byte {
	var m map[string]any
	if err := json.Unmarshal([]byte(seedExample), &m); err != nil {
		panic(err)
	}
	f(m)
	b, _ := json.Marshal(m)
	return b
}

func finding0(m map[string]any) map[string]any {
	return m["findings"].([]any)[0].(map[string]any)
}

func TestMalformedVariantsAreRejected(t *testing.T) {
	tests := []struct {
		name    string
		doc     []byte
		wantLoc string
	}{
		{"not JSON", []byte(`{"reviewId":`), "not valid JSON"},
		{"missing verdict", mutate(func(m map[string]any) { delete(m, "verdict") }), "/"},
		{"unknown verdict", mutate(func(m map[string]any) { m["verdict"] = "MAYBE" }), "/verdict"},
		{"reviewId not hex", mutate(func(m map[string]any) { m["reviewId"] = "XYZ" }), "/reviewId"},
		{"bad timestamp", mutate(func(m map[string]any) { m["timestamp"] = "yesterday" }), "/timestamp"},
		{"bad scope", mutate(func(m map[string]any) { m["scope"] = "repo" }), "/scope"},
		{"bad mode", mutate(func(m map[string]any) { m["mode"] = "deep" }), "/mode"},
		{"negative count", mutate(func(m map[string]any) { m["summary"].(map[string]any)["high"] = -1 }), "/summary/high"},
		{"missing summary key", mutate(func(m map[string]any) { delete(m["summary"].(map[string]any), "info") }), "/summary"},
		{"severity Critical", mutate(func(m map[string]any) { finding0(m)["severity"] = "Critical" }), "/findings/0/severity"},
		{"status done", mutate(func(m map[string]any) { finding0(m)["status"] = "done" }), "/findings/0/status"},
		{"confidence too low", mutate(func(m map[string]any) { finding0(m)["confidence"] = 0.2 }), "/findings/0/confidence"},
		{"absolute path", mutate(func(m map[string]any) { finding0(m)["file"] = "/etc/passwd" }), "/findings/0/file"},
		{"escaping path", mutate(func(m map[string]any) { finding0(m)["file"] = "../x.go" }), "/findings/0/file"},
		{"bad line range", mutate(func(m map[string]any) { finding0(m)["lineRange"] = "0-3" }), "/findings/0/lineRange"},
		{"bad id", mutate(func(m map[string]any) { finding0(m)["id"] = "api-xyz-45" }), "/findings/0/id"},
		{"long title", mutate(func(m map[string]any) { finding0(m)["title"] = strings.Repeat("x", 121) }), "/findings/0/title"},
		{"missing recommendation", mutate(func(m map[string]any) { delete(finding0(m), "recommendation") }), "/findings/0"},
		{"findings not array", mutate(func(m map[string]any) { m["findings"] = map[string]any{} }), "/findings"},
		{"coverage gap of no kind", mutate(func(m map[string]any) {
			m["coverage"] = map[string]any{"incomplete": []any{map[string]any{"kind": "mood", "name": "security", "reason": "x"}}}
		}), "/coverage/incomplete/0/kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidateVerdict(tt.doc)
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.HasPrefix(err.Error(), tt.wantLoc) || strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q should be one line starting with %q", err, tt.wantLoc)
			}
		})
	}
}

// The embedded copy is the shared contract plus documented additions
// (relatedRules, coverage): everything the shared schema says, it says the
// same; it may say more, never less or otherwise.
func TestEmbeddedSchemaExtendsShared(t *testing.T) {
	shared, err := os.ReadFile("../../../shared/verdict.schema.json")
	if err != nil {
		t.Skipf("../shared/verdict.schema.json not beside the checkout (%v); nothing to compare", err)
	}
	var want, got any
	if err := json.Unmarshal(shared, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(Verdict, &got); err != nil {
		t.Fatal(err)
	}
	for _, p := range notExtended(want, got, "") {
		t.Errorf("the embedded schema departs from the shared contract at %s", p)
	}
}

// notExtended lists the places where got does not hold what want says:
// objects may gain keys; every other value is equal.
func notExtended(want, got any, path string) []string {
	w, ok := want.(map[string]any)
	if !ok {
		if !reflect.DeepEqual(want, got) {
			return []string{path}
		}
		return nil
	}
	g, ok := got.(map[string]any)
	if !ok {
		return []string{path}
	}
	var out []string
	for k, v := range w {
		if _, ok := g[k]; !ok {
			out = append(out, path+"/"+k+" (missing)")
			continue
		}
		out = append(out, notExtended(v, g[k], path+"/"+k)...)
	}
	return out
}

func TestNotExtended(t *testing.T) {
	base := map[string]any{"a": map[string]any{"b": 1.0}, "r": []any{"x"}}
	if p := notExtended(base, map[string]any{"a": map[string]any{"b": 1.0, "c": 2.0}, "r": []any{"x"}, "z": true}, ""); len(p) != 0 {
		t.Errorf("an addition is reported: %v", p)
	}
	if p := notExtended(base, map[string]any{"a": map[string]any{"b": 2.0}, "r": []any{"x", "y"}}, ""); len(p) != 2 {
		t.Errorf("a changed value and a changed list give %v, want two places", p)
	}
	if p := notExtended(base, map[string]any{"r": []any{"x"}}, ""); len(p) != 1 {
		t.Errorf("a missing key gives %v", p)
	}
}

// The coverage addition: an incomplete review says what it did not cover.
func TestCoverageIncompleteIsValid(t *testing.T) {
	doc := mutate(func(m map[string]any) {
		m["coverage"] = map[string]any{"incomplete": []any{map[string]any{"kind": "reviewer", "name": "security", "reason": "the security specialist did not finish within 1s"}}}
	})
	if err := ValidateVerdict(doc); err != nil {
		t.Fatal(err)
	}
}
