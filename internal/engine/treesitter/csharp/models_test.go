package csharp_test

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/csharp"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

func runWith(t *testing.T, a *analysis.Analyzer, src string) []string {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	tree, err := syntax.Parse(context.Background(), syntax.CSharp, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: "A.cs", Tree: tree,
		Report: func(d engine.Diagnostic) { got = append(got, d.Rule+": "+d.Message) }}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	return got
}

func userSet(t *testing.T, yml string) *models.Set {
	t.Helper()
	f, err := models.Parse("acme.yml", []byte(yml))
	if err != nil {
		t.Fatal(err)
	}
	return &models.Set{Files: []*models.File{f}, Hash: "acme"}
}

// A user's model for a framework the shipped ones do not know turns its
// request accessor into a source and its raw query into a sink; the
// shipped analyzer, without it, reports nothing.
func TestUserModel(t *testing.T) {
	src := `using Acme.Web;
public class Orders
{
    private readonly Acme.Data.Db _db;
    public void Find(AcmeRequest req)
    {
        var name = req.Param("name");
        _db.Raw("SELECT * FROM Orders WHERE Name = '" + name + "'");
        _db.Raw("SELECT * FROM Orders WHERE Name = @p", name);
    }
}
`
	a, err := csharp.WithModels(userSet(t, `language: csharp
framework: Acme
models:
  - kind: type
    name: AcmeRequest
    classes: [Acme.Web.AcmeRequest]
  - kind: source
    type: AcmeRequest
    methods: [Param]
    source: remote
  - kind: sink
    type: Acme.Data.Db
    methods: [Raw]
    args: [0]
    sink: sql-injection
`))
	if err != nil {
		t.Fatal(err)
	}
	got := runWith(t, a, src)
	if len(got) != 1 || !strings.Contains(got[0], "csharp/sql-injection") || !strings.Contains(got[0], `req.Param("name")`) {
		t.Errorf("with the user's model: %q; want one SQL injection from req.Param", got)
	}
	if got := runWith(t, csharp.Analyzer, src); len(got) != 0 {
		t.Errorf("without it: %q", got)
	}
}

// A row the C# analysis cannot use is refused, naming the row.
func TestWithModelsRefuses(t *testing.T) {
	for yml, want := range map[string]string{
		"  - kind: sink\n    methods: [Parse]\n    sink: template-injection\n":                           "row 1 (line 4): field sink: the C# analysis has no rule for template-injection",
		"  - kind: handler\n    annotations: [Acme]\n    return-sink: xss\n    return-types: [string]\n": "row 1 (line 4): field return-sink",
		"  - kind: type\n    name: File\n":                                                               "row 1 (line 4): field name: type File is already defined at models/csharp_io.yml",
		"  - kind: sanitizer\n    methods: [Clean]\n    sanitizes: [insecure-random]\n":                  "row 1 (line 4): field sanitizes",
	} {
		_, err := csharp.WithModels(userSet(t, "language: csharp\nframework: X\nmodels:\n"+yml))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want %q", yml, err, want)
		}
	}
}

// A test row names the attributes of a data-driven test, whose parameters
// are the constants they list: the shipped row knows xUnit's InlineData,
// and a user's row another framework's; a test row in another language's
// file is a load error.
func TestDataDrivenTestRows(t *testing.T) {
	src := `public class ParserTests
{
    [Xunit.Theory]
    [Xunit.InlineData("a.txt")]
    public void Parses(string file)
    {
        var cmd = new System.Data.SqlClient.SqlCommand("SELECT * FROM T WHERE F = '" + file + "'");
    }

    [AcmeCase("b.txt")]
    public void Loads(string file)
    {
        var cmd = new System.Data.SqlClient.SqlCommand("SELECT * FROM T WHERE F = '" + file + "'");
    }
}
`
	count := func(got []string) (n int) {
		for _, g := range got {
			if strings.HasPrefix(g, "csharp/sql-injection") {
				n++
			}
		}
		return n
	}
	if n := count(runWith(t, csharp.Analyzer, src)); n != 1 {
		t.Errorf("shipped rows: %d SQL findings, want 1 (Loads)", n)
	}
	a, err := csharp.WithModels(userSet(t, "language: csharp\nframework: Acme\nmodels:\n  - kind: test\n    annotations: [AcmeCase]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if n := count(runWith(t, a, src)); n != 0 {
		t.Errorf("with a test row for AcmeCase: %d SQL findings, want 0", n)
	}
	if _, err := models.Parse("m.yml", []byte("language: java\nframework: X\nmodels:\n  - kind: test\n    annotations: [ParameterizedTest]\n")); err == nil ||
		!strings.Contains(err.Error(), "m.yml: row 1 (line 4): field kind: only the csharp analysis reads test rows") {
		t.Errorf("a java test row: %v", err)
	}
}

// A path-traversal sink row's check-names say what a test of where a path
// leads looks like: a method that leaves when its parameter fails such a
// test is not reported for the path it builds. A user's row names its own
// guard (Acme's IsInsideRoot); a condition that only tests presence is no
// check.
func TestPathCheckNamesRows(t *testing.T) {
	src := `using System.IO;
class Store {
  const string Root = "/srv/files";
  public string Read(string name) {
    if (!Acme.Paths.IsInsideRoot(name)) throw new System.ArgumentException(name);
    return File.ReadAllText(Path.Combine(Root, name));
  }
  public string Load(string name) {
    if (name == null) throw new System.ArgumentException(name);
    return File.ReadAllText(Path.Combine(Root, name));
  }
}
`
	count := func(got []string) (n int) {
		for _, g := range got {
			if strings.Contains(g, "path-traversal") {
				n++
			}
		}
		return n
	}
	if n := count(runWith(t, csharp.Analyzer, src)); n != 2 {
		t.Errorf("shipped rows: %d path findings; want 2 (IsInsideRoot is no name the shipped rows know)", n)
	}
	a, err := csharp.WithModels(userSet(t, "language: csharp\nframework: Acme\nmodels:\n  - kind: sink\n    type: File\n    methods: [ReadAllText]\n"+
		"    args: [0]\n    sink: path-traversal\n    check-names: 'IsInsideRoot'\n"))
	if err != nil {
		t.Fatal(err)
	}
	if n := count(runWith(t, a, src)); n != 1 {
		t.Errorf("with the user's row: %d path findings; want 1 (Load's presence test checks nothing)", n)
	}
	if _, err := csharp.WithModels(userSet(t, "language: csharp\nframework: Acme\nmodels:\n  - kind: sink\n    type: Db\n    methods: [Run]\n"+
		"    sink: sql-injection\n    check-names: 'IsSafe'\n")); err == nil || !strings.Contains(err.Error(), "row 1 (line 4): field check-names: the C# analysis reads it on a sink row of path-traversal alone") {
		t.Errorf("check-names on an SQL row: %v", err)
	}
}

// A user's access row names the application's own authorization
// attribute: a flow into an action it guards stays reported, as severe,
// with a lower confidence that names the attribute; one of shape opens
// undoes it. Without the row the attribute means nothing.
func TestUserAccessRow(t *testing.T) {
	src := `using Acme.Security;
using Microsoft.AspNetCore.Mvc;

public class ExportController : ControllerBase
{
    [RequiresPermission("export")]
    public IActionResult Export(string name) => Content(System.IO.File.ReadAllText(name));

    [RequiresPermission("export")]
    [Public]
    public IActionResult Preview(string name) => Content(System.IO.File.ReadAllText(name));
}
`
	lowered := func(a *analysis.Analyzer) map[int]float64 {
		tree, err := syntax.Parse(context.Background(), syntax.CSharp, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		got := map[int]float64{}
		pass := &analysis.Pass{Analyzer: a, Path: "Controllers/ExportController.cs", Tree: tree,
			Report: func(d engine.Diagnostic) {
				if d.Rule == "csharp/path-traversal" {
					got[d.Lines.Start] = d.Confidence
				}
			}}
		if err := a.Run(pass); err != nil {
			t.Fatal(err)
		}
		return got
	}
	a, err := csharp.WithModels(userSet(t, "language: csharp\nframework: Acme\nmodels:\n"+
		"  - kind: access\n    shape: restricts\n    annotations: [RequiresPermission]\n"+
		"  - kind: access\n    shape: opens\n    annotations: [Public]\n"))
	if err != nil {
		t.Fatal(err)
	}
	with, without := lowered(a), lowered(csharp.Analyzer)
	if len(with) != 2 || with[7] >= 0.9 || with[11] < 0.9 {
		t.Errorf("with the rows: confidences by line %v; want line 7 lowered and line 11 not", with)
	}
	if len(without) != 2 || without[7] < 0.9 {
		t.Errorf("without the rows: confidences by line %v; want both as the rule says", without)
	}
	for _, tc := range []struct{ row, want string }{
		{"  - kind: access\n    shape: restricts\n", "field annotations: missing (an access row needs annotations or pattern)"},
		{"  - kind: access\n    shape: denies\n    annotations: [X]\n", "field shape:"},
	} {
		if _, err := models.Parse("m.yml", []byte("language: csharp\nframework: X\nmodels:\n"+tc.row)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want %q", tc.row, err, tc.want)
		}
	}
	if _, err := models.Parse("m.yml", []byte("language: java\nframework: X\nmodels:\n  - kind: access\n    shape: opens\n    annotations: [PermitAll]\n")); err == nil ||
		!strings.Contains(err.Error(), "field kind: only the csharp analysis reads access rows") {
		t.Errorf("a java access row: %v", err)
	}
}

// An elements type row names the generic types whose values are their
// type argument's: a List<int> bound from the request carries no text, as
// an int does not, and a team's own collection is one row; a row of
// element types that also says more is a load error.
func TestElementTypeRows(t *testing.T) {
	src := `using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
[ApiController]
public class OrdersController : ControllerBase
{
    [HttpGet("a")]
    public IActionResult ByIds([FromQuery] List<int> ids)
    {
        var cmd = new System.Data.SqlClient.SqlCommand("SELECT * FROM T WHERE Id IN (" + string.Join(",", ids) + ")");
        return Ok();
    }

    [HttpGet("b")]
    public IActionResult ByBag([FromQuery] Acme.Bag<int> ids)
    {
        var cmd = new System.Data.SqlClient.SqlCommand("SELECT * FROM T WHERE Id IN (" + string.Join(",", ids) + ")");
        return Ok();
    }

    [HttpGet("c")]
    public IActionResult ByNames([FromQuery] List<string> names)
    {
        var cmd = new System.Data.SqlClient.SqlCommand("SELECT * FROM T WHERE Name IN ('" + string.Join("','", names) + "')");
        return Ok();
    }
}
`
	sql := func(got []string) (n int) {
		for _, g := range got {
			if strings.HasPrefix(g, "csharp/sql-injection") {
				n++
			}
		}
		return n
	}
	if n := sql(runWith(t, csharp.Analyzer, src)); n != 2 {
		t.Errorf("shipped rows: %d SQL findings, want 2 (ByBag, ByNames)", n)
	}
	a, err := csharp.WithModels(userSet(t, "language: csharp\nframework: Acme\nmodels:\n  - kind: type\n    name: AcmeBags\n    classes: [Acme.Bag]\n    elements: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	if n := sql(runWith(t, a, src)); n != 1 {
		t.Errorf("with the user's row: %d SQL findings, want 1 (ByNames)", n)
	}
	for row, want := range map[string]string{
		"  - kind: type\n    name: Bags\n    classes: [Acme.Bag]\n    elements: true\n    barrier: true\n": "row 1 (line 4): field elements",
		"  - kind: type\n    name: Bags\n    elements: true\n":                                             "row 1 (line 4): field elements",
		"  - kind: type\n    name: Bags\n    classes: [Acme.Bag<T>]\n    elements: true\n":                 "row 1 (line 4): field classes",
	} {
		if _, err := csharp.WithModels(userSet(t, "language: csharp\nframework: X\nmodels:\n"+row)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want %q", row, err, want)
		}
	}
	if _, err := models.Parse("m.yml", []byte("language: java\nframework: X\nmodels:\n  - kind: type\n    name: Bags\n    elements: true\n")); err == nil ||
		!strings.Contains(err.Error(), "elements") {
		t.Errorf("a java elements row: %v; want an error naming the field", err)
	}
}

// A summary row with joins is a call that joins path elements as
// Path.Combine does (the shipped row): a team's own path helper so
// described builds a path under its first argument, so a method joining
// its parameter under a fixed directory is reported as Path.Combine's
// is; a row that only passes data through (flow) is not.
func TestJoinsSummaryRow(t *testing.T) {
	src := `using System.IO;
using Acme.IO;

public class Store
{
    public string Load(string name) => File.ReadAllText(Paths.Join("/srv/files", name));
    public string Read(string name) => File.ReadAllText(Path.Combine("/srv/files", name));
}
`
	typ := "language: csharp\nframework: Acme\nmodels:\n  - kind: type\n    name: Paths\n    classes: [Acme.IO.Paths]\n"
	for rows, want := range map[string]int{
		"  - kind: summary\n    type: Paths\n    methods: [Join]\n    flow: args -> return\n": 1,
		"  - kind: summary\n    type: Paths\n    methods: [Join]\n    joins: true\n":          2,
	} {
		a, err := csharp.WithModels(userSet(t, typ+rows))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, d := range runWith(t, a, src) {
			if strings.Contains(d, "Path under a fixed directory") {
				n++
			}
		}
		if n != want {
			t.Errorf("rows %q: %d paths under a fixed directory; want %d", rows, n, want)
		}
	}
	f, err := models.Parse("acme.yml", []byte(typ+"  - kind: summary\n    type: Paths\n    methods: [Join]\n    joins: true\n    flow: args -> return\n"))
	if err == nil || !strings.Contains(err.Error(), "row 2 (line 7): field joins") {
		t.Errorf("joins with a flow: %v %v", f, err)
	}
}
