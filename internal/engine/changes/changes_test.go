package changes

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

func TestRulesCompile(t *testing.T) {
	if r := rules(); len(r.Destructive) == 0 || len(r.Authorization) == 0 {
		t.Fatalf("rules.yml: %d destructive, %d authorization patterns", len(r.Destructive), len(r.Authorization))
	}
}

func TestDestructiveOnlyInMigrations(t *testing.T) {
	for p, want := range map[string]bool{
		"db/migrations/0002_drop.sql":         true,
		"app/migrations/0007_remove_field.py": true,
		"db/migrate/20260101_drop_users.rb":   true,
		"src/main/resources/db/changelog.xml": true,
		"schema.sql":                          false,
		"examples/tutorial/flaskr/schema.sql": false,
		"internal/store/migrator_test.go":     false,
	} {
		if got := migration(p); got != want {
			t.Errorf("migration(%q) = %v, want %v", p, got, want)
		}
	}
	f := &scope.File{Path: "db/migrations/3.sql", Content: []byte(
		"DELETE FROM sessions;\nDELETE FROM sessions WHERE expired;\nDROP INDEX idx_a;\n-- DROP TABLE old\nTRUNCATE audit;\n")}
	res, err := Engine{}.Run(context.Background(), []*scope.File{f})
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, d := range res.Diagnostics {
		lines = append(lines, d.Lines.Start)
		if d.Breaking == "" {
			t.Errorf("line %d: no decision for a person", d.Lines.Start)
		}
	}
	if len(lines) != 2 || lines[0] != 1 || lines[1] != 5 {
		t.Errorf("destructive lines %v, want [1 5]", lines)
	}
}

func TestAuthRemoved(t *testing.T) {
	hunk := func(body string) *scope.File {
		return &scope.File{Path: "app/views.py", Hunks: []scope.Hunk{{OldStart: 3, OldLines: 3, NewStart: 3, NewLines: 1, Body: body}}}
	}
	for body, want := range map[string]int{
		"-@login_required\n def settings(request):\n":                           1, // a decorator gone
		"-@login_required\n+@login_required(login_url=\"/in\")\n def s(r):\n":   0, // changed, still there
		"-    if not request.user.is_staff:\n-        raise PermissionDenied\n": 1,
		"-# if user.is_admin: (old note)\n":                                     0, // a comment
		"-    total = price * qty\n":                                            0,
	} {
		res, _ := Engine{}.Run(context.Background(), []*scope.File{hunk(body)})
		if len(res.Diagnostics) != want {
			t.Errorf("%q: %d findings, want %d", body, len(res.Diagnostics), want)
		}
	}
}

// A removed check's line goes into the title, which is shown and written:
// a credential on that line is masked there.
func TestRemovedLineRedacted(t *testing.T) {
	token := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	f := &scope.File{Path: "app/views.py", Hunks: []scope.Hunk{{OldStart: 3, OldLines: 1, NewStart: 3, Body: "-    if user.is_admin or key == \"" + token + "\":\n"}}}
	res, _ := Engine{}.Run(context.Background(), []*scope.File{f})
	if len(res.Diagnostics) != 1 {
		t.Fatalf("%d findings, want 1", len(res.Diagnostics))
	}
	if m := res.Diagnostics[0].Message; strings.Contains(m, token[4:12]) {
		t.Errorf("credential in the title: %q", m)
	}
}
