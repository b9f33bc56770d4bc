package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/teamreview/teamreview/internal/redact"
)

// DecisionsFile records wont_fix decisions (seed 001's wisdom), one JSON
// object per line.
var DecisionsFile = filepath.Join("wisdom", "decisions.jsonl")

// Decision is a finding someone declined, and why.
type Decision struct {
	Fingerprint string `json:"fingerprint"`
	Domain      string `json:"domain"`
	File        string `json:"file"`
	Rule        string `json:"rule"`
	Title       string `json:"title"`
	Reason      string `json:"reason"`
	ReviewID    string `json:"reviewId"`
	Time        string `json:"ts"`
}

// Key is what makes a later finding the same one.
func (d Decision) Key() string { return d.Domain + "\x00" + d.File + "\x00" + d.Fingerprint }

// Decisions reads the recorded decisions; a missing file is none. A line
// that does not parse is an error naming the file and line.
func (s *Store) Decisions() ([]Decision, error) {
	data, err := os.ReadFile(s.Path(DecisionsFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Decision
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var d Decision
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			return nil, &FileError{s.Rel(DecisionsFile), fmt.Errorf("line %d: %w", n, err)}
		}
		out = append(out, d)
	}
	return out, sc.Err()
}

// AddDecisions appends decisions, replacing earlier ones for the same
// finding, and rewrites the file atomically.
func (s *Store) AddDecisions(add []Decision) error {
	old, err := s.Decisions()
	if err != nil {
		return err
	}
	replaced := map[string]bool{}
	for _, d := range add {
		replaced[d.Key()] = true
	}
	var buf bytes.Buffer
	for _, d := range append(old, add...) {
		if replaced[d.Key()] && !containsDecision(add, d) {
			continue
		}
		line, err := json.Marshal(d)
		if err != nil {
			return err
		}
		buf.Write(line)
		buf.WriteByte('\n')
	}
	// A reason is free text: it may quote a credential.
	return redact.Write(s.Path(DecisionsFile), buf.Bytes(), 0o644)
}

func containsDecision(ds []Decision, d Decision) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}
