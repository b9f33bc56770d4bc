// Package session keeps the durable record of one review's team (seeds 001
// and 004): .code-review/sessions/RV-<YYYYMMDD>-<reviewId>/ with meta.json,
// tasks.json (SCAN-001 → REV-nnn → FIX-001, with dependencies, owners,
// states and times), messages.jsonl (every message on the bus), and the
// scan/, review/ and fix/ stage directories. Every file is versioned JSON
// written atomically; what a session records never holds code. A review
// writes its record as its stages run (the stage running now is in
// meta.json); resume continues an interrupted session (Restart) with the
// flags it recorded; `teamreview done` closes one (Close: archive, keep,
// export).
package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/redact"
)

// Version is the format of the session files.
const Version = 1

// Dir is where sessions live, under .code-review/.
const Dir = "sessions"

// States of a task.
const (
	Waiting   = "waiting"
	Running   = "running"
	Done      = "done"
	Failed    = "failed"
	Skipped   = "skipped"
	NotNeeded = "not_needed"
)

// Meta describes the session.
type Meta struct {
	Version  int    `json:"version"`
	ID       string `json:"id"`
	ReviewID string `json:"reviewId"`
	Mode     string `json:"mode"`
	Scope    string `json:"scope"`
	Target   string `json:"target"`
	// Targets are the command-line targets as given (paths may hold spaces).
	Targets  []string  `json:"targets,omitempty"`
	Template string    `json:"template,omitempty"`
	Team     []string  `json:"team"`
	PID      int       `json:"pid"`
	Host     string    `json:"host"`
	Started  time.Time `json:"started"`
	Finished time.Time `json:"finished,omitzero"`
	// Status is running, completed, failed or interrupted.
	Status  string `json:"status"`
	Verdict string `json:"verdict,omitempty"`
	Error   string `json:"error,omitempty"`
	// Stage is the stage running now (scan, route, review, tips, model,
	// consolidate); in a session that stopped, the stage it stopped in.
	Stage        string    `json:"stage,omitempty"`
	StageStarted time.Time `json:"stageStarted,omitzero"`
	// Resumed is when `teamreview resume` last continued the session.
	Resumed time.Time `json:"resumed,omitzero"`
	// Flags are the review's command-line settings, for resume.
	Flags *Flags `json:"flags,omitempty"`
	// Closed says how `teamreview done` closed the session.
	Closed *Closed `json:"closed,omitempty"`
}

// Flags are the command-line settings a review ran with, recorded so that
// `teamreview resume` runs an interrupted review again as it was asked
// for: the same configuration file, team, filter and output.
type Flags struct {
	// Config is the --config file, absolute.
	Config            string   `json:"config,omitempty"`
	Template          string   `json:"template,omitempty"`
	Dimensions        []string `json:"dimensions,omitempty"`
	Filter            string   `json:"filter,omitempty"`
	SpecialistTimeout string   `json:"specialistTimeout,omitempty"`
	NoLLM             bool     `json:"noLLM,omitempty"`
	Branch            bool     `json:"branch,omitempty"`
	Base              string   `json:"base,omitempty"`
	Formats           []string `json:"formats,omitempty"`
	Output            string   `json:"output,omitempty"`
	FailOn            string   `json:"failOn,omitempty"`
	AllowIncomplete   bool     `json:"allowIncomplete,omitempty"`
}

// Completion actions (seed 003): archive and clean, keep active, export.
const (
	Archived = "archived"
	Kept     = "kept"
	Exported = "exported"
)

// Closed is a session's completion.
type Closed struct {
	Action string    `json:"action"`
	At     time.Time `json:"at"`
	// Path is the archive or export file, relative to the review root
	// when it is under it.
	Path string `json:"path,omitempty"`
}

// Task is one unit of the pipeline.
type Task struct {
	ID       string    `json:"id"`
	Title    string    `json:"title"`
	Owner    string    `json:"owner"`
	Deps     []string  `json:"deps"`
	State    string    `json:"state"`
	Started  time.Time `json:"started,omitzero"`
	Finished time.Time `json:"finished,omitzero"`
	Note     string    `json:"note,omitempty"`
	// Ref is the finding a FIX task fixes.
	Ref string `json:"ref,omitempty"`
}

// Tasks is tasks.json.
type Tasks struct {
	Version int    `json:"version"`
	Tasks   []Task `json:"tasks"`
}

// Session is an open session directory.
type Session struct {
	Path  string
	Meta  Meta
	Tasks Tasks
}

// Create starts a session under storeDir (the .code-review directory),
// with its tasks: from the moment meta.json says it is running, tasks.json
// lists them, so a review killed at any point afterwards shows which task
// it was killed in.
func Create(storeDir string, meta Meta, tasks ...Task) (*Session, error) {
	meta.Version = Version
	meta.ID = fmt.Sprintf("RV-%s-%s", meta.Started.UTC().Format("20060102"), meta.ReviewID)
	meta.Status = Running
	s := &Session{Path: filepath.Join(storeDir, Dir, meta.ID), Meta: meta, Tasks: Tasks{Version: Version, Tasks: tasks}}
	for _, sub := range []string{"scan", "review", "fix"} {
		if err := os.MkdirAll(filepath.Join(s.Path, sub), 0o755); err != nil {
			return nil, fmt.Errorf("creating session %s: %w", meta.ID, err)
		}
	}
	return s, s.Save()
}

// Save writes tasks.json, then meta.json: meta.json is what makes a
// session directory a session, so a process killed between the two writes
// leaves nothing half there.
func (s *Session) Save() error {
	return s.save(atomicfile.Write)
}

// SaveLive is Save for the record a running review keeps as its stages
// report: as atomic (a reader sees one state or the next), but not synced
// to disk each time; the review's last Save is.
func (s *Session) SaveLive() error {
	return s.save(atomicfile.WriteCache)
}

func (s *Session) save(write func(string, []byte, os.FileMode) error) error {
	if err := writeJSONWith(write, filepath.Join(s.Path, "tasks.json"), s.Tasks); err != nil {
		return err
	}
	return writeJSONWith(write, filepath.Join(s.Path, "meta.json"), s.Meta)
}

// WriteStage writes a stage's output, e.g. WriteStage("review", "summary.json", v).
func (s *Session) WriteStage(stage, name string, v any) error {
	return writeJSON(filepath.Join(s.Path, stage, name), v)
}

// WriteMessages writes messages.jsonl.
func (s *Session) WriteMessages(msgs []bus.Message) error {
	return s.writeMessages(nil, msgs)
}

func (s *Session) writeMessages(old []byte, msgs []bus.Message) error {
	b := bytes.NewBuffer(old)
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	for _, m := range msgs {
		// Masked field by field: the text a message carries (its summary
		// and reference) is the same from one review to the next, and
		// redaction remembers text it found clean, whereas every line
		// of the file holds a new time stamp (internal/redact's memo).
		// The other fields are the team's own names and a time.
		m.Summary, m.Ref = redact.Text(m.Summary), redact.Text(m.Ref)
		if err := enc.Encode(m); err != nil {
			return err
		}
	}
	// The old lines were masked when written.
	return atomicfile.Write(filepath.Join(s.Path, "messages.jsonl"), b.Bytes(), 0o644)
}

// writeJSON writes v as indented JSON, every credential masked (see
// internal/redact): a session's files quote code, models and errors.
func writeJSON(path string, v any) error {
	return writeJSONWith(atomicfile.Write, path, v)
}

func writeJSONWith(write func(string, []byte, os.FileMode) error, path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	data = redact.Bytes(path, append(data, '\n'))
	if !json.Valid(data) {
		return fmt.Errorf("%s: refusing to write it: masking the credentials in it did not leave valid JSON", path)
	}
	return write(path, data, 0o644)
}

// Latest opens the most recent session under storeDir.
func Latest(storeDir string) (*Session, error) {
	entries, err := os.ReadDir(filepath.Join(storeDir, Dir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fs.ErrNotExist
	}
	if err != nil {
		return nil, err
	}
	var best *Session
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), "RV-") {
			continue
		}
		s, err := Open(filepath.Join(storeDir, Dir, e.Name()))
		if err != nil {
			return nil, err
		}
		if best == nil || s.Meta.Started.After(best.Meta.Started) {
			best = s
		}
	}
	if best == nil {
		return nil, fs.ErrNotExist
	}
	return best, nil
}

// Open reads a session directory.
func Open(path string) (*Session, error) {
	s := &Session{Path: path, Tasks: Tasks{Version: Version}}
	for name, v := range map[string]any{"meta.json": &s.Meta, "tasks.json": &s.Tasks} {
		data, err := os.ReadFile(filepath.Join(path, name))
		if name == "tasks.json" && errors.Is(err, fs.ErrNotExist) {
			continue // written first, but an older teamreview wrote it second
		}
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(data, v); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(path, name), err)
		}
	}
	if s.Meta.Version != Version {
		return nil, fmt.Errorf("%s: session format %d, this teamreview reads %d", path, s.Meta.Version, Version)
	}
	return s, nil
}

// Task returns the task with an id, or nil.
func (s *Session) Task(id string) *Task {
	i := slices.IndexFunc(s.Tasks.Tasks, func(t Task) bool { return t.ID == id })
	if i < 0 {
		return nil
	}
	return &s.Tasks.Tasks[i]
}

// ForReview opens the session of the review with id reviewID under
// storeDir, or returns an error wrapping fs.ErrNotExist.
func ForReview(storeDir, reviewID string) (*Session, error) {
	matches, err := filepath.Glob(filepath.Join(storeDir, Dir, "RV-*-"+reviewID))
	if err != nil {
		return nil, err
	}
	if len(matches) == 0 {
		return nil, fmt.Errorf("no session for review %s: %w", reviewID, fs.ErrNotExist)
	}
	slices.Sort(matches)
	return Open(matches[len(matches)-1])
}

// AppendMessages adds msgs to messages.jsonl, keeping what is there.
func (s *Session) AppendMessages(msgs []bus.Message) error {
	old, err := os.ReadFile(filepath.Join(s.Path, "messages.jsonl"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return s.writeMessages(old, msgs)
}

// WriteStageFile writes a stage's output that is not JSON (a patch, a report).
func (s *Session) WriteStageFile(stage, name string, data []byte) error {
	return redact.Write(filepath.Join(s.Path, stage, name), data, 0o644)
}

// Interrupted is the status of a session whose review was stopped (a
// signal, a killed process) before it wrote a verdict.
const Interrupted = "interrupted"

// Interrupt records that the review stopped before it finished: the
// session and its running tasks are marked interrupted; what had finished
// stays done, what had not started stays waiting.
func (s *Session) Interrupt(end time.Time, why string) error {
	s.MarkInterrupted(end, why)
	return s.Save()
}

// MarkInterrupted is Interrupt without saving, for a reader that shows a
// session whose process is gone.
func (s *Session) MarkInterrupted(end time.Time, why string) {
	s.Meta.Status, s.Meta.Finished, s.Meta.Error = Interrupted, end, why
	for i := range s.Tasks.Tasks {
		if t := &s.Tasks.Tasks[i]; t.State == Running {
			t.State, t.Finished = Interrupted, end
		}
	}
}

// Restart makes s the record of a review that continues it (`teamreview
// resume`): the same id and review id, a fresh task list, running again in
// this process, still kept if `done --keep` kept it. What the earlier run left in the stage directories stays
// until this one replaces it.
func (s *Session) Restart(meta Meta, now time.Time, tasks ...Task) error {
	meta.Version, meta.ID, meta.ReviewID, meta.Started = Version, s.Meta.ID, s.Meta.ReviewID, s.Meta.Started
	meta.Status, meta.Resumed = Running, now
	if c := s.Meta.Closed; c != nil && c.Action == Kept {
		meta.Closed = c // kept for follow-up work: this is that work
	}
	s.Meta, s.Tasks = meta, Tasks{Version: Version, Tasks: tasks}
	return s.Save()
}

// Dead reports whether the session says it is running but its review's
// process is gone (killed, or the machine restarted): it was interrupted.
// Only a session of this host can be checked; others are taken at their
// word.
func (m *Meta) Dead() bool {
	if m.Status != Running {
		return false
	}
	host, err := os.Hostname()
	return err == nil && host == m.Host && processGone(m.PID)
}

// Prune removes the oldest sessions under storeDir beyond keep, newest
// first by start; a session still running (its process alive), one that
// `teamreview done --keep` kept active, and the session named except are
// never removed. It returns how many went.
func Prune(storeDir string, keep int, except string) (int, error) {
	if keep <= 0 {
		return 0, nil
	}
	all, err := all(storeDir)
	if err != nil {
		return 0, err
	}
	slices.SortFunc(all, func(a, b *Session) int { return b.Meta.Started.Compare(a.Meta.Started) })
	removed := 0
	for i, s := range all {
		kept := s.Meta.Closed != nil && s.Meta.Closed.Action == Kept
		if i < keep || kept || s.Meta.ID == except || (s.Meta.Status == Running && !s.Meta.Dead()) {
			continue
		}
		if err := os.RemoveAll(s.Path); err != nil {
			return removed, err
		}
		removed++
	}
	return removed, nil
}

// all opens every session under storeDir that can be read.
func all(storeDir string) ([]*Session, error) {
	entries, err := os.ReadDir(filepath.Join(storeDir, Dir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []*Session
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), "RV-") {
			continue
		}
		if s, err := Open(filepath.Join(storeDir, Dir, e.Name())); err == nil {
			out = append(out, s)
		}
	}
	return out, nil
}

// fixTasks returns the FIX tasks: one per finding to fix, named by its
// target (Ref), and one that may stand for the rest.
func (s *Session) fixTasks() []*Task {
	var out []*Task
	for i := range s.Tasks.Tasks {
		if t := &s.Tasks.Tasks[i]; strings.HasPrefix(t.ID, "FIX-") {
			out = append(out, t)
		}
	}
	return out
}

// StartFix marks the FIX tasks running: the fixer has begun.
func (s *Session) StartFix(now time.Time) {
	for _, t := range s.fixTasks() {
		t.State, t.Started, t.Finished, t.Note = Running, now, time.Time{}, ""
	}
}

// FixOutcome records what the fixer did with the finding ref: the FIX
// task named after it gets state and note.
func (s *Session) FixOutcome(ref, state, note string, now time.Time) {
	for _, t := range s.fixTasks() {
		if t.Ref == ref && ref != "" {
			t.State, t.Finished, t.Note = state, now, note
		}
	}
}

// EndFix settles the FIX tasks the fixer left running (those without a
// finding of their own, or whose finding it did not reach) with state and
// note.
func (s *Session) EndFix(state, note string, now time.Time) {
	for _, t := range s.fixTasks() {
		if t.State == Running {
			t.State, t.Finished, t.Note = state, now, note
		}
	}
}
