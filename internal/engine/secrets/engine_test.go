package secrets

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/scope"
)

// Keys built at run time so this file itself holds no whole credential.
var (
	awsKey    = "AKIA" + "Z4QXR7TLM2WBVN5K"
	githubPAT = "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
)

func TestGitleaksEngine(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	content := "package main\n\n// config\nconst awsKey = \"" + awsKey + "\"\n\nvar token = \"" + githubPAT + "\"\n"
	files := []*scope.File{
		{Path: "main.go", Content: []byte(content)},
		{Path: "clean.go", Content: []byte("package main\n\nfunc main() {}\n")},
	}
	res, err := (&Engine{Scanner: sc}).Run(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	if Of(map[string]any{Name: res.Facts}) == nil {
		t.Error("the result carries no facts for the secrets specialist")
	}
	diags := res.Diagnostics
	lines := map[string]int{}
	for _, d := range diags {
		lines[d.Rule] = d.Lines.Start
		if d.File != "main.go" || d.Dimension != "secrets" {
			t.Errorf("unexpected diagnostic %+v", d)
		}
		for _, s := range []string{awsKey, githubPAT} {
			if strings.Contains(d.Message, s) || strings.Contains(d.Code, s) {
				t.Errorf("secret leaked into diagnostic: %+v", d)
			}
		}
		if !strings.Contains(d.Code, "«secret»") {
			t.Errorf("Code %q is not the masked line", d.Code)
		}
	}
	if lines["gitleaks/aws-access-token"] != 4 {
		t.Errorf("aws key at line %d, want 4 (all: %v)", lines["gitleaks/aws-access-token"], lines)
	}
	if lines["gitleaks/github-pat"] != 6 {
		t.Errorf("github pat at line %d, want 6 (all: %v)", lines["gitleaks/github-pat"], lines)
	}
}

func TestRedact(t *testing.T) {
	tests := []struct{ in, want string }{
		{awsKey, "AKIA************"},
		{githubPAT, "ghp_************"},
		{"Zq8vT3xLm9Wp2RkYb7Nc", "************"}, // a generic key: nothing of it is shown
		{"hunter2", "************"},
		{"ghp_", "************"}, // a marker that would be the whole secret is not kept
		{"sk.eyJ" + "1IjoiZXhhbXBsZSJ9.Qm7vX2kLp9RtZ4wN", "sk.************"},
		{"pk_test_" + "51HqZ2xK9vR4tLp8WkN3b", "pk_test_************"},
	}
	for _, tt := range tests {
		if got := Redact(tt.in); got != tt.want {
			t.Errorf("Redact(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestScanRemembers checks that a second scan of the same file is answered
// from memory, alike, and that a caller changing what it got changes
// nothing for the next.
func TestScanRemembers(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	content := []byte("package p\n\nconst key = \"" + awsKey + "\"\n")
	first := sc.Scan("p/remember.go", content)
	if len(first) != 1 || first[0].Secret != awsKey {
		t.Fatalf("first scan: %+v, want the key", first)
	}
	scannedMu.Lock()
	n := len(scanned)
	scannedMu.Unlock()
	if n == 0 {
		t.Fatal("the first scan left nothing to remember")
	}
	first[0].Secret = "changed by the caller"
	second := sc.Scan("p/remember.go", content)
	if len(second) != 1 || second[0].Secret != awsKey {
		t.Fatalf("second scan: %+v, want the key again", second)
	}
	scannedMu.Lock()
	defer scannedMu.Unlock()
	if len(scanned) != n {
		t.Errorf("the second scan of the same file added a memo entry (%d, then %d)", n, len(scanned))
	}
}

// TestScanStoredWithoutSecrets checks the scan cache on disk: a later
// process gets exactly what gitleaks found, the entry holds no credential
// (only where each one is), and an entry that does not fit the content is
// scanned afresh.
func TestScanStoredWithoutSecrets(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TEAMREVIEW_CACHE_DIR", dir)
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	content := []byte("package p\n\n// " + strings.Repeat("padding ", 80) + "\n\nconst (\n\tkey = \"" + awsKey + "\"\n\ttoken = \"" + githubPAT + "\"\n)\n")
	forget := func() {
		scannedMu.Lock()
		clear(scanned)
		scannedMu.Unlock()
	}
	forget()
	// gitleaks reports in no fixed order.
	scan := func() []Leak {
		leaks := sc.Scan("p/stored.go", content)
		slices.SortFunc(leaks, func(a, b Leak) int { return strings.Compare(a.Rule, b.Rule) })
		return leaks
	}
	want := scan()
	if len(want) != 2 {
		t.Fatalf("gitleaks found %+v, want the two credentials", want)
	}
	entries, err := filepath.Glob(filepath.Join(dir, "gitleaks", "*", "*.json"))
	if err != nil || len(entries) != 1 {
		t.Fatalf("stored entries: %v (%v), want one", entries, err)
	}
	data, err := os.ReadFile(entries[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{awsKey, githubPAT, awsKey[4:], githubPAT[4:]} {
		if strings.Contains(string(data), secret) {
			t.Fatalf("the stored entry holds a credential: %s", data)
		}
	}

	// A later process: nothing in memory, the entry on disk.
	forget()
	if got := scan(); !slices.Equal(got, want) {
		t.Fatalf("from the stored entry: %+v, want %+v", got, want)
	}
	// The entry is what it reads: one with a rule changed shows it.
	if err := os.WriteFile(entries[0], []byte(strings.Replace(string(data), want[0].Rule, "marked-rule", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	forget()
	if got := sc.Scan("p/stored.go", content); len(got) != 2 || got[0].Rule != "marked-rule" && got[1].Rule != "marked-rule" {
		t.Fatalf("the stored entry was not used: %+v", got)
	}
	// Offsets outside the content: scanned afresh.
	if err := os.WriteFile(entries[0], []byte(`{"Version":1,"Leaks":[{"Rule":"x","SecretAt":100000,"SecretLen":4,"LineAt":0,"LineLen":1}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	forget()
	if got := scan(); !slices.Equal(got, want) {
		t.Fatalf("with an entry that does not fit: %+v, want %+v", got, want)
	}
}

// TestCleanFilesRemembered: a file gitleaks finds nothing in is a key in
// the memo of clean files, written when the command ends, not an entry
// file; and a key in that memo is what Scan answers, without a scan.
func TestCleanFilesRemembered(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TEAMREVIEW_CACHE_DIR", dir)
	// The memo this test dirties is flushed while dir still exists, not
	// by a later test into a directory already removed (which left it in /tmp).
	t.Cleanup(cache.FlushMemos)
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	clean := []byte("package p\n\n// " + strings.Repeat("nothing to see ", 60) + "\nfunc key(id string) string { return id }\n")
	if leaks := sc.Scan("p/clean.go", clean); len(leaks) != 0 {
		t.Fatalf("found %+v in a clean file", leaks)
	}
	if entries, _ := filepath.Glob(filepath.Join(dir, "gitleaks", "*", "*.json")); len(entries) != 0 {
		t.Errorf("a clean file has an entry: %v", entries)
	}
	cache.FlushMemos()
	k, ok := scanKey("p/clean.go", clean)
	if !ok {
		t.Fatal("no key with a cache directory")
	}
	if !cache.NewMemo(filepath.Join(dir, "secrets", "clean"), cleanMagic, maxClean).Has(k) {
		t.Error("the memo file does not hold the clean file")
	}
	// A key in the memo answers: here one a scan would contradict.
	leaky := []byte("package p\n\n// " + strings.Repeat("padding ", 80) + "\nconst key = \"" + awsKey + "\"\n")
	k, _ = scanKey("p/leaky.go", leaky)
	cleanFiles().Add(k)
	if leaks := sc.Scan("p/leaky.go", leaky); len(leaks) != 0 {
		t.Errorf("the memo of clean files was not asked: %+v", leaks)
	}
	if leaks := sc.Scan("p/leaky2.go", leaky); len(leaks) != 1 {
		t.Errorf("under another name, %d leaks, want 1", len(leaks))
	}
}

// A finding's fingerprint follows the line and the value: moving the line
// keeps it, another value in the same place changes it.
func TestFingerprintFollowsTheValue(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	other := "AKIA" + "Y5QXR7TLM2WBVN5K"
	fp := func(content string) string {
		res, err := (&Engine{Scanner: sc}).Run(context.Background(), []*scope.File{{Path: "k.py", Content: []byte(content)}})
		if err != nil || len(res.Diagnostics) != 1 {
			t.Fatalf("%v, %+v", err, res)
		}
		return res.Diagnostics[0].Fingerprint
	}
	a := fp("KEY = \"" + awsKey + "\"\n")
	if moved := fp("\n\nKEY = \"" + awsKey + "\"\n"); moved != a {
		t.Errorf("moving the line changed the fingerprint")
	}
	if changed := fp("KEY = \"" + other + "\"\n"); changed == a {
		t.Errorf("another value kept the fingerprint")
	}
}

// A short text found clean (a finding's message, which Guard checks) is a
// key in the memo of clean files too, and a key there answers for it; one
// with a leak is scanned each time.
func TestShortCleanTextRemembered(t *testing.T) {
	t.Setenv("TEAMREVIEW_CACHE_DIR", t.TempDir())
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	msg := []byte("SQL built from a request parameter reaches executeQuery")
	if leaks := sc.Scan("a/B.java", msg); len(leaks) != 0 {
		t.Fatalf("found %+v in a clean message", leaks)
	}
	k, ok := scanKey("a/B.java", msg)
	if !ok || !cleanFiles().Has(k) {
		t.Fatal("the clean message is not in the memo of clean files")
	}
	leaky := []byte("key = \"" + awsKey + "\"")
	if leaks := sc.Scan("a/B.java", leaky); len(leaks) != 1 {
		t.Fatalf("%d leaks in a short text with a key, want 1", len(leaks))
	}
	if k, _ := scanKey("a/B.java", leaky); cleanFiles().Has(k) {
		t.Error("a short text with a leak is in the memo of clean files")
	}
}

// Every marker of public_prefixes.yml is what Redact keeps in front of a
// secret of its format; a malformed row is an error naming row and field.
func TestPublicPrefixRows(t *testing.T) {
	for _, p := range publicPrefixes() {
		secret := p + "Zq8vT3xLm9Wp2RkYb7NcQ4"
		if got := Redact(secret); !strings.HasPrefix(got, p+"*") {
			// a longer marker that starts alike wins (sk-ant- over sk-)
			if !slices.ContainsFunc(publicPrefixes(), func(q string) bool { return len(q) > len(p) && strings.HasPrefix(got, q+"*") }) {
				t.Errorf("Redact(%q) = %q: the marker %s is not kept", secret, got, p)
			}
		}
	}
	for _, tc := range []struct{ data, want string }{
		{"prefixes:\n  - prefixes: [ghp_]\n", "row 1: field kind: missing"},
		{"prefixes:\n  - kind: Acme\n", "row 1 (Acme): field prefixes: missing"},
		{"prefixes:\n  - kind: Acme\n    prefixes: [acme_live_secret_part]\n", "row 1 (Acme): field prefixes: item 1:"},
		{"prefixes:\n  - kind: Acme\n    prefix: [ac_]\n", "public_prefixes.yml:"},
	} {
		if _, err := parsePublicPrefixes([]byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want %q", tc.data, err, tc.want)
		}
	}
}
