package secrets

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

// A file too large to load is read as a stream, in chunks that overlap: a
// key wherever it falls — on a chunk boundary included — is found once, on
// its line, and the file is listed as scanned for secrets only.
func TestStreamedFileFindsKeysOnChunkBoundaries(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	oldChunk, oldOverlap := chunkBytes, overlapBytes
	chunkBytes, overlapBytes = 4096, 512
	t.Cleanup(func() { chunkBytes, overlapBytes = oldChunk, oldOverlap })

	keyLine := fmt.Sprintf("aws_key = %q\n", awsKey)
	filler := "x = 1 # filler line of some length\n"
	// Put the key's line across every byte offset of the first boundary.
	for shift := 0; shift < len(keyLine)+2; shift += 3 {
		var b bytes.Buffer
		line := 1
		for b.Len()+len(filler) < chunkBytes-len(keyLine)/2-shift+len(filler)/2 {
			b.WriteString(filler)
			line++
		}
		b.WriteString(keyLine)
		want := line
		for b.Len() < 5*chunkBytes {
			b.WriteString(filler)
		}
		b.WriteString("token = \"" + githubPAT + "\"\n")
		wantPAT := bytes.Count(b.Bytes(), []byte{'\n'})
		content := b.Bytes()
		f := &scope.File{Path: "big.py", Status: scope.Whole, Skipped: "too large (20000 bytes)",
			Open: func(context.Context) (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(content)), nil }}
		res, err := (&Engine{Scanner: sc}).Run(context.Background(), []*scope.File{f})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string][]int{}
		for _, d := range res.Diagnostics {
			got[d.Rule] = append(got[d.Rule], d.Lines.Start)
		}
		if fmt.Sprint(got["gitleaks/aws-access-token"]) != fmt.Sprint([]int{want}) || fmt.Sprint(got["gitleaks/github-pat"]) != fmt.Sprint([]int{wantPAT}) {
			t.Errorf("shift %d: found %v; want the AWS key once on line %d and the PAT on line %d", shift, got, want, wantPAT)
		}
		if len(res.Unanalyzed) != 1 || res.Unanalyzed[0].File != "big.py" || !res.Unanalyzed[0].Partial ||
			!strings.Contains(res.Unanalyzed[0].Reason, "scanned for secrets only") {
			t.Errorf("shift %d: coverage %+v; want big.py scanned for secrets only", shift, res.Unanalyzed)
		}
	}
}

// A stream that cannot be read is in the coverage as not scanned.
func TestUnreadableStreamIsInCoverage(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	f := &scope.File{Path: "gone.bin", Skipped: "too large (3000000 bytes)",
		Open: func(context.Context) (io.ReadCloser, error) { return nil, fmt.Errorf("permission denied") }}
	res, err := (&Engine{Scanner: sc}).Run(context.Background(), []*scope.File{f})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Unanalyzed) != 1 || res.Unanalyzed[0].Partial || !strings.Contains(res.Unanalyzed[0].Reason, "could not read it: permission denied") {
		t.Errorf("coverage %+v; want gone.bin not scanned, with the reason", res.Unanalyzed)
	}
}

// A token in a notebook cell is escaped JSON in the file, which gitleaks'
// rules do not match; the cell's text is scanned as the code it is.
func TestNotebookCells(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	tok := "hf_" + "kVqTzRwXyPmNbLcJdHgFsAeQuIoYtRpWzX"
	nb := "{\n \"cells\": [\n  {\n   \"cell_type\": \"code\",\n   \"metadata\": {},\n   \"outputs\": [],\n   \"source\": [\n" +
		"    \"from huggingface_hub import login\\n\",\n    \"login(token=\\\"" + tok + "\\\")\\n\"\n   ]\n  }\n ],\n \"nbformat\": 4\n}\n"
	if leaks := sc.Scan("train.ipynb", []byte(nb)); len(leaks) != 0 {
		t.Logf("gitleaks now finds the raw token itself: %d leaks", len(leaks))
	}
	res, err := (&Engine{Scanner: sc}).Run(context.Background(), []*scope.File{{Path: "train.ipynb", Content: []byte(nb)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].Rule != "gitleaks/huggingface-access-token" || res.Diagnostics[0].Lines.Start != 9 {
		t.Fatalf("diagnostics %+v; want the Hugging Face token on line 9", res.Diagnostics)
	}
	if d := res.Diagnostics[0]; strings.Contains(d.Message+d.Code, tok) {
		t.Errorf("the token leaked into the diagnostic: %+v", d)
	}
}

// A notebook too large to load — its outputs hold images — is still read
// cell by cell.
func TestLargeNotebookCells(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	tok := "hf_" + "kVqTzRwXyPmNbLcJdHgFsAeQuIoYtRpWzX"
	image := strings.Repeat("iVBORw0KGgoAAAANSUhEUgAA", 100000) // 2.4 MB of base64
	nb := "{\n \"cells\": [\n  {\n   \"cell_type\": \"code\",\n   \"outputs\": [{\"data\": {\"image/png\": \"" + image + "\"}}],\n" +
		"   \"source\": [\"login(token=\\\"" + tok + "\\\")\\n\"]\n  }\n ],\n" +
		" \"metadata\": {\"github_token\": \"" + githubPAT + "\"}\n}\n"
	f := &scope.File{Path: "big.ipynb", Skipped: "too large (2400000 bytes)",
		Open: func(context.Context) (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(nb)), nil }}
	res, err := (&Engine{Scanner: sc}).Run(context.Background(), []*scope.File{f})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, d := range res.Diagnostics {
		got[d.Rule] = d.Lines.Start
	}
	if len(res.Diagnostics) != 2 || got["gitleaks/huggingface-access-token"] != 6 || got["gitleaks/github-pat"] != 9 {
		t.Fatalf("diagnostics %+v; want the cell's token on line 6 and the metadata's on line 9", res.Diagnostics)
	}
}
