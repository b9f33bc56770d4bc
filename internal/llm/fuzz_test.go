package llm

import (
	"encoding/json"
	"testing"
)

// FuzzParse: a model answer of any text gives findings or
// ErrNoFindingsObject, never a panic; the findings it gives, written back
// as an answer, parse to as many.
func FuzzParse(f *testing.F) {
	f.Add("Here you go:\n```json\n{\"findings\":[{\"file\":\"a.py\",\"lineRange\":\"5\",\"severity\":\"High\",\"confidence\":0.9,\"title\":\"t\",\"recommendation\":\"r\",\"category\":\"injection\"}]}\n```")
	f.Add(`{"findings": []}`)
	f.Add(`{"a": {"findings": null}} {"findings": [{}]}`)
	f.Fuzz(func(t *testing.T, answer string) {
		got, err := Parse(answer)
		if err != nil {
			if err != ErrNoFindingsObject {
				t.Fatalf("error %v; want ErrNoFindingsObject", err)
			}
			return
		}
		data, err := json.Marshal(map[string]any{"findings": got})
		if err != nil {
			t.Fatalf("findings do not encode: %v", err)
		}
		again, err := Parse(string(data))
		if err != nil || len(again) != len(got) {
			t.Fatalf("re-parse: %d findings, err %v; want %d", len(again), err, len(got))
		}
	})
}
