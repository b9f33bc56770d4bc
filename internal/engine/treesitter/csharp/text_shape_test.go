package csharp_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/csharp"
)

// A summary row of shape format names a method that puts its arguments
// into a composite format, as String.Format does: with a user's row for a
// project's Text.Fmt, a format whose scheme and host are constants leaves
// the request only the path, and the call reads no server from it.
func TestFormatShapeRow(t *testing.T) {
	src := `using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
public class ItemsController : Controller
{
    private readonly HttpClient _http = new HttpClient();
    [HttpGet]
    public async Task<IActionResult> Get(string id)
    {
        var url = Acme.Text.Fmt("https://api.example.com/items/{0}", id);
        return Ok(await _http.GetStringAsync(url));
    }
}
`
	flow := "language: csharp\nframework: Acme\nmodels:\n  - kind: summary\n    type: Acme.Text\n    methods: [Fmt]\n    flow: args -> return\n"
	ssrf := func(yml string) int {
		a, err := csharp.WithModels(userSet(t, yml))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, d := range runWith(t, a, src) {
			if strings.Contains(d, "csharp/ssrf") {
				n++
			}
		}
		return n
	}
	if n := ssrf(flow); n != 1 {
		t.Fatalf("with the flow row alone: %d ssrf findings; want 1", n)
	}
	if n := ssrf(flow + "  - kind: summary\n    methods: [Fmt]\n    shape: format\n"); n != 0 {
		t.Errorf("with the format row: %d ssrf findings; want none", n)
	}
	for _, row := range []string{
		"  - kind: summary\n    methods: [Fmt]\n    shape: printf\n",
		"  - kind: summary\n    type: Acme.Text\n    methods: [Fmt]\n    shape: format\n",
		"  - kind: sink\n    methods: [Fmt]\n    sink: ssrf\n    shape: format\n",
	} {
		_, err := csharp.WithModels(userSet(t, "language: csharp\nframework: Acme\nmodels:\n"+row))
		if err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: the C# analysis reads shapes") {
			t.Errorf("row %q: error %v", row, err)
		}
	}
}
