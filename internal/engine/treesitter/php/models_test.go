package php_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/php"
)

// A user's rows for an invented framework (a request class whose param()
// is request data, a database class whose raw() runs SQL) turn a two-line
// handler into an SQL injection; without them it is clean.
func TestUserModels(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte(`language: php
framework: Acme
models:
  - kind: type
    name: acme.Request
    classes: [AcmeRequest]
    closed: true
  - kind: source
    type: acme.Request
    methods: [param]
    source: remote
  - kind: sink
    type: acme.AcmeDb
    methods: [raw]
    args: [0]
    sink: sql-injection
`))
	if err != nil {
		t.Fatal(err)
	}
	a, err := php.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `<?php
function report(AcmeRequest $req, AcmeDb $db) {
    $day = $req->param('day');
    $db->raw("SELECT * FROM sales WHERE day = '$day'");
    $db->raw("SELECT * FROM sales WHERE day = ?", [$day]);
    $db->raw("SELECT * FROM sales WHERE host = '" . $req->host() . "'");
}
`
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.php", syntax.PHP, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			lines[d.Lines.Start] = true
		}
	}
	if !lines[4] || lines[5] || lines[6] {
		t.Errorf("sql-injection on lines %v; want 4 alone (5 binds the value, host() is not modelled as request data)", lines)
	}
	for _, d := range analysistest.Diagnostics(t, "app.php", syntax.PHP, []byte(src), []*analysis.Analyzer{php.Analyzer}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			t.Errorf("without the models: %s", d.Message)
		}
	}
}
