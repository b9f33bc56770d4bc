package correctness

import (
	"context"
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

const saver = `package store

import "os"

func Save(path string, data []byte) {
	f, err := os.Create(path)
	if err != nil {
		return
	}
	f.Write(data)
	f.Close()
}
`

func passOf(path, src string, diags ...engine.Diagnostic) *specialist.Pass {
	files := []*scope.File{{Path: path, Content: []byte(src)}}
	return &specialist.Pass{Files: files, Diagnostics: diags, Bus: bus.New(nil),
		Facts: map[string]any{gosource.Name: gosource.Analyze(files, nil)}}
}

// Correctness weighs gosec's unchecked errors by what the Go source engine
// says they lose: the dropped write is a Medium finding where it ships, Low
// in a test; closing the file it wrote (10 and 11 by the engine's rows) is
// a finding too, and a line the engine finds no dropped call at is none.
func TestDroppedWritesWeighed(t *testing.T) {
	g104 := func(path string, line int) engine.Diagnostic {
		return engine.Diagnostic{Engine: "go", Rule: "gosec/G104", Dimension: Name, File: path,
			Lines: finding.Lines(line, line), Severity: finding.Low, Confidence: 0.9, Message: "Errors unhandled"}
	}
	for _, tt := range []struct {
		path string
		sev  finding.Severity
	}{{"store/save.go", finding.Medium}, {"store/save_test.go", finding.Low}} {
		got := droppedWrites(passOf(tt.path, saver, g104(tt.path, 10), g104(tt.path, 11), g104(tt.path, 5)))
		var lines []int
		for _, f := range got {
			if f.Rule != RuleDroppedWriteError || f.Severity != tt.sev || f.CrossDomain != nil || f.CWE[0] != "CWE-252" {
				t.Errorf("%s: finding %+v", tt.path, f)
			}
			lines = append(lines, f.Lines.Start)
		}
		if want := []int{10, 11}; !slices.Equal(lines, want) {
			t.Errorf("%s: findings on lines %v, want %v", tt.path, lines, want)
		}
	}
}

// A tip from a teammate is weighed the same way and answered; without the
// engine's facts it is answered, not judged.
func TestDroppedErrorTips(t *testing.T) {
	tip := bus.Tip{From: "security", To: Name, Kind: specialist.TipErrorDropped, File: "store/save.go", Lines: finding.Lines(10, 10), Code: "f.Write(data)"}
	var record []bus.Message
	pass := passOf("store/save.go", saver)
	pass.Bus = bus.New(func(m bus.Message) { record = append(record, m) })
	got, err := Specialist.HandleTips(context.Background(), pass, []bus.Tip{tip})
	if err != nil || len(got) != 1 || got[0].CrossDomain == nil || got[0].CrossDomain.From != "security" {
		t.Fatalf("got %+v, %v", got, err)
	}
	pass.Facts = nil
	if got, _ := Specialist.HandleTips(context.Background(), pass, []bus.Tip{tip}); len(got) != 0 {
		t.Errorf("without facts: %+v", got)
	}
	if len(record) != 2 || record[0].Summary != "a bug: the error of f.Write() is dropped, so a failed write goes unnoticed; rated Medium" ||
		record[1].Summary != "not judged: the Go source engine did not run" {
		t.Errorf("replies %+v", record)
	}
}

const handlers = `package svc

import (
	"database/sql"
	"os/exec"
)

func Search(db *sql.DB, name, dir string) {
	db.Query("SELECT id FROM users WHERE name = '" + name + "'")
	exec.Command("sh", "-c", "ls "+dir).Run()
}
`

// Correctness tips security about each text the engine found built.
func TestReviewSendsTips(t *testing.T) {
	var sent []bus.Message
	pass := passOf("svc/h.go", handlers)
	b := bus.New(func(m bus.Message) { sent = append(sent, m) })
	pass.Bus = b
	if _, err := Specialist.Review(context.Background(), pass); err != nil {
		t.Fatal(err)
	}
	tips := b.Take()["security"]
	if len(tips) != 2 || tips[0].Kind != specialist.TipSQLBuilt || tips[1].Kind != specialist.TipShellBuilt || tips[0].From != Name {
		t.Fatalf("security got %+v", tips)
	}
	if len(sent) != 2 || sent[0].Type != "tip" || sent[0].Ref != "svc/h.go:9" ||
		sent[0].Summary != "SQL built by concatenation or formatting at svc/h.go:9 reaches Query: where does the value come from?" ||
		sent[1].Summary != "Shell command built by concatenation or formatting at svc/h.go:10 reaches exec.Command: where does the value come from?" {
		t.Errorf("record %+v", sent)
	}
}
