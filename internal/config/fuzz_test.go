package config

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParse: a configuration file of any bytes is refused with one line
// naming the file, or accepted as a configuration that validates, never a
// panic.
func FuzzParse(f *testing.F) {
	f.Add([]byte("code_review:\n  filter: diff_context\n"))
	f.Add([]byte("rules:\n  G101:\n    disabled: true\n"))
	f.Add([]byte("llm: [1, 2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg := Default()
		err := Parse(data, "fuzz.yaml", &cfg)
		if err != nil {
			var ce *Error
			msg := err.Error()
			if !errors.As(err, &ce) || !strings.HasPrefix(msg, "fuzz.yaml: ") || strings.Contains(msg, "\n") {
				t.Fatalf("error %q: want one line naming fuzz.yaml", msg)
			}
			return
		}
		if verr := cfg.validate(); verr != nil {
			t.Fatalf("an accepted configuration does not validate: %v", verr)
		}
	})
}
