package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/schema"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Dir is the working directory of reviews, at the review root.
const Dir = ".code-review"

// Names of the files in Dir.
const (
	LatestFile = "review-latest.json"
	ShadowFile = ".review-latest.prev.json"
	// olderShadowFile is the shadow before the last write.
	olderShadowFile = ".review-latest.prev2.json"
	AbortFile       = "abort-reason.md"
	LinesFile       = ".review-latest.lines.json"
	lockFile        = ".lock"
	lockInfo        = "lock.json"
	archiveGlob     = "review-%s.json"
)

// ErrNoVerdict means there is no review-latest.json yet.
var ErrNoVerdict = errors.New("no verdict yet: run `teamreview review` first")

// FileError is a verdict file the store refuses to use. Its message is one
// line naming the file.
type FileError struct {
	Path string
	Err  error
}

func (e *FileError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *FileError) Unwrap() error { return e.Err }

// Store is the .code-review directory under a review root.
type Store struct {
	Root string
}

// Path returns the absolute path of a file in the store.
func (s *Store) Path(name string) string { return filepath.Join(s.Root, Dir, name) }

// Rel returns a store file's path relative to the root, for messages.
func (s *Store) Rel(name string) string { return filepath.ToSlash(filepath.Join(Dir, name)) }

// Latest reads and validates review-latest.json. It returns the decoded
// review and the raw bytes.
func (s *Store) Latest() (*verdict.Review, []byte, error) {
	data, err := os.ReadFile(s.Path(LatestFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fmt.Errorf("%w (looked for %s)", ErrNoVerdict, s.Path(LatestFile))
	}
	if err != nil {
		return nil, nil, &FileError{s.Rel(LatestFile), err}
	}
	r, err := Decode(data)
	if err != nil {
		return nil, nil, &FileError{s.Rel(LatestFile), err}
	}
	return r, data, nil
}

// HasVerdict reports whether review-latest.json exists, so commands that
// only work on a verdict can say so before taking the lock (which would
// create .code-review/ where there was none).
func (s *Store) HasVerdict() error {
	if _, err := os.Stat(s.Path(LatestFile)); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%w (looked for %s)", ErrNoVerdict, s.Path(LatestFile))
	}
	return nil
}

// Decode validates a verdict document against the schema and decodes it.
func Decode(data []byte) (*verdict.Review, error) {
	if err := schema.ValidateVerdict(data); err != nil {
		return nil, fmt.Errorf("invalid verdict file: %w", err)
	}
	var r verdict.Review
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("invalid verdict file: %w", err)
	}
	return &r, nil
}

// CheckEdits refuses a review-latest.json whose reviewer-owned fields were
// edited by hand, comparing it with the copy the tool last wrote. Without
// that copy (deleted, or the file came from elsewhere) there is nothing to
// compare, and it reports ok=false so the caller can say so.
func (s *Store) CheckEdits(current []byte) (checked bool, err error) {
	written, err := os.ReadFile(s.Path(ShadowFile))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, &FileError{s.Rel(ShadowFile), err}
	}
	if err := verdict.CheckEdits(written, current); err != nil {
		// Killed after writing the shadow but before the verdict: the
		// verdict is the previous one the tool wrote.
		if older, oerr := os.ReadFile(s.Path(olderShadowFile)); oerr == nil && verdict.CheckEdits(older, current) == nil {
			written = older
		} else {
			return true, &FileError{s.Rel(LatestFile), fmt.Errorf("%w (the last file teamreview wrote is kept in %s)", err, s.Rel(ShadowFile))}
		}
	}
	if err := waivedByHand(written, current); err != nil {
		return true, &FileError{s.Rel(LatestFile), err}
	}
	return true, nil
}

// waivedByHand refuses a status edited by hand on a system-breaking
// finding, and a waiver of the gate set wont_fix by hand: those are
// waived only through `teamreview mark`, by a person at a terminal, which
// writes the reviewer's copy too.
func waivedByHand(written, current []byte) error {
	var w, c verdict.Review
	if json.Unmarshal(written, &w) != nil || json.Unmarshal(current, &c) != nil {
		return nil // verdict.CheckEdits has judged the files already
	}
	for i := range w.Findings {
		wf := &w.Findings[i]
		if !wf.Status.Active() {
			continue
		}
		cf := c.Find(wf.ID)
		switch {
		case cf == nil || cf.Status == wf.Status:
		case wf.Severity == finding.Blocker && wf.SystemBreaking:
			return &verdict.EditError{Finding: wf.ID, Field: "status",
				Detail: fmt.Sprintf("set to %s by hand, but the finding is system-breaking (ABORT): only a person marks it, with `teamreview mark` at a terminal", cf.Status)}
		case wf.Waiver() && cf.Status == finding.WontFix:
			return &verdict.EditError{Finding: wf.ID, Field: "status",
				Detail: "set to wont_fix by hand, but the finding is a waiver of the gate: only a person accepts it, with `teamreview mark` at a terminal"}
		}
	}
	return nil
}

// Encode renders a review as the verdict file's bytes and checks it against
// the contract before anything is written.
func Encode(r *verdict.Review) ([]byte, error) {
	if r.Findings == nil {
		r.Findings = []finding.Finding{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	if err := schema.ValidateVerdict(buf.Bytes()); err != nil {
		return nil, fmt.Errorf("refusing to write a verdict that breaks the contract: %w", err)
	}
	return buf.Bytes(), nil
}

// redacted masks every credential in a JSON document before it is written
// (see internal/redact), so that the files of the store are safe whatever
// their writers put in them. A document the masking would break (the
// secrets scanner unavailable, a private key block cut short) is refused:
// nothing is better than a credential or a broken file.
func redacted(name string, data []byte) ([]byte, error) {
	out := redact.Bytes(name, data)
	if !json.Valid(out) {
		return nil, fmt.Errorf("%s: refusing to write it: masking the credentials in it did not leave valid JSON", name)
	}
	return out, nil
}

// WriteLatest writes review-latest.json and the reviewer's copy of it.
func (s *Store) WriteLatest(r *verdict.Review) error {
	data, err := Encode(r)
	if err != nil {
		return err
	}
	if data, err = redacted(LatestFile, data); err != nil {
		return err
	}
	// The shadows first, the verdict last: a process killed in between
	// leaves a verdict that still matches the previous shadow, so the next
	// verify or mark does not take the tool's own file for a hand edit.
	if prev, err := os.ReadFile(s.Path(ShadowFile)); err == nil {
		if err := atomicfile.Write(s.Path(olderShadowFile), prev, 0o644); err != nil {
			return err
		}
	}
	if err := atomicfile.Write(s.Path(ShadowFile), data, 0o644); err != nil {
		return err
	}
	return atomicfile.Write(s.Path(LatestFile), data, 0o644)
}

// Archive keeps the current review-latest.json as review-{reviewId}.json
// before a review replaces it. Verdicts of quick checks are not archived —
// they have no report, and verify keeps that so, while it changes their mode
// — and an archive, once written, is never overwritten. It returns the
// archive's path relative to the root, or "" when nothing was archived.
func (s *Store) Archive(prev *verdict.Review, raw []byte) (string, error) {
	if prev == nil || prev.ReportPath == "" {
		return "", nil
	}
	name := fmt.Sprintf(archiveGlob, prev.ReviewID)
	if _, err := os.Stat(s.Path(name)); err == nil {
		return "", nil
	}
	// A copy of what was there, masked (it may be a hand-edited file),
	// unless it is byte for byte what the tool last wrote, masked then:
	// masking it again would change nothing and can take a second for a
	// large verdict full of credentials' redacted names.
	write := redact.Write
	if s.wroteIt(raw) {
		write = atomicfile.Write
	}
	if err := write(s.Path(name), raw, 0o444); err != nil {
		return "", err
	}
	return s.Rel(name), nil
}

// wroteIt reports whether data is a verdict the tool wrote: one of the
// copies of its last two writes (ShadowFile and the one before).
func (s *Store) wroteIt(data []byte) bool {
	for _, name := range []string{ShadowFile, olderShadowFile} {
		if written, err := os.ReadFile(s.Path(name)); err == nil && bytes.Equal(written, data) {
			return true
		}
	}
	return false
}

// WriteAbortReason writes abort-reason.md; ClearAbortReason removes it when
// a later verdict is not ABORT.
func (s *Store) WriteAbortReason(md []byte) error {
	return redact.Write(s.Path(AbortFile), md, 0o644)
}

func (s *Store) ClearAbortReason() error {
	err := os.Remove(s.Path(AbortFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Lines is a snapshot of the reviewed files as per-line hashes — never their
// content, which may hold secrets — so verify can tell which lines a fix
// changed.
type Lines struct {
	ReviewID string              `json:"reviewId"`
	Files    map[string][]string `json:"files"`
	// FixSums records, for each finding that carries a suggested fix, the
	// sha256 of every file its edits touch as it was when the fix was made:
	// the fixer applies the edits' byte offsets only to that exact content.
	// Keyed by finding id, then file. A hash of a whole file gives nothing
	// away.
	FixSums map[string]map[string]string `json:"fixSums,omitempty"`
}

// ContentSum is the sum Lines.FixSums records for content.
func ContentSum(content []byte) string {
	sum := sha256.Sum256(content)
	return hex.EncodeToString(sum[:])
}

func (s *Store) WriteLines(l *Lines) error {
	data, err := json.Marshal(l)
	if err != nil {
		return err
	}
	// Not through redact: the file holds paths and hashes, never content,
	// and a mask on a hash would read as a changed line.
	return atomicfile.Write(s.Path(LinesFile), data, 0o644)
}

// ReadLines returns the snapshot, or nil when there is none.
func (s *Store) ReadLines() (*Lines, error) {
	data, err := os.ReadFile(s.Path(LinesFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var l Lines
	if err := json.Unmarshal(data, &l); err != nil {
		return nil, &FileError{s.Rel(LinesFile), err}
	}
	return &l, nil
}

// GitignoreComment introduces the entry EnsureGitignore adds.
const GitignoreComment = "# teamreview working files"

// EnsureGitignore adds .code-review/ to the root's .gitignore unless a line
// already names it. It reports whether it added the line.
func (s *Store) EnsureGitignore() (bool, error) {
	p := filepath.Join(s.Root, ".gitignore")
	data, err := os.ReadFile(p)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		switch strings.TrimSpace(line) {
		case Dir, Dir + "/", "/" + Dir, "/" + Dir + "/", Dir + "/*", "/" + Dir + "/*":
			return false, nil
		}
	}
	if len(data) > 0 && !bytes.HasSuffix(data, []byte("\n")) {
		data = append(data, '\n')
	}
	data = append(data, []byte(GitignoreComment+"\n"+Dir+"/\n")...)
	return true, atomicfile.Write(p, data, 0o644)
}
