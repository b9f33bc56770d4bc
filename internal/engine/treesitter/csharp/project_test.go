package csharp_test

import (
	"fmt"
	"strings"
	"testing"

	"context"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/csharp"
	"github.com/teamreview/teamreview/internal/finding"
)

func review(t *testing.T, files map[string]string, main string) []string {
	t.Helper()
	tree, err := syntax.Parse(context.Background(), syntax.CSharp, []byte(files[main]))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: csharp.Analyzer, Path: main, Tree: tree,
		Report:  func(d engine.Diagnostic) { got = append(got, d.Rule+": "+d.Message) },
		Project: &analysistest.MapProject{T: t, Contents: files, Self: main}}
	if err := csharp.Analyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	return got
}

const controller = `using Microsoft.AspNetCore.Mvc;

public class UsersController : Controller
{
    private readonly IUserRepository _repo;

    public UsersController(IUserRepository repo) { _repo = repo; }

    public IActionResult Find(string name)
    {
        return View(_repo.FindByName(name));
    }

    public IActionResult Safe(string name)
    {
        return View(_repo.FindSafe(name));
    }

    public IActionResult Run(string cmd)
    {
        var line = ShellHelper.Quote(cmd);
        System.Diagnostics.Process.Start("/bin/sh", "-c " + line);
        return Ok();
    }
}
`

const repo = `using System.Data.SqlClient;

public class UserRepository : IUserRepository
{
    private readonly SqlConnection _conn;

    public object FindByName(string name)
    {
        var cmd = new SqlCommand("SELECT * FROM Users WHERE Name = '" + name + "'", _conn);
        return cmd.ExecuteScalar();
    }

    public object FindSafe(string name)
    {
        var cmd = new SqlCommand("SELECT * FROM Users WHERE Name = @name", _conn);
        cmd.Parameters.AddWithValue("@name", name);
        return cmd.ExecuteScalar();
    }
}
`

const helper = `public static class ShellHelper
{
    public static string Quote(string s) => "'" + s + "'";
}
`

// TestCrossFile: a sink inside a repository in another file is reported at
// the controller's call, through the interface the controller holds.
func TestCrossFile(t *testing.T) {
	files := map[string]string{"Controllers/UsersController.cs": controller, "Data/UserRepository.cs": repo,
		"Data/IUserRepository.cs": "public interface IUserRepository { object FindByName(string name); object FindSafe(string name); }\n",
		"Util/ShellHelper.cs":     helper}
	got := review(t, files, "Controllers/UsersController.cs")
	joined := strings.Join(got, "\n")
	if len(got) != 2 {
		t.Fatalf("want 2 diagnostics, got %d:\n%s", len(got), joined)
	}
	if !strings.Contains(joined, "csharp/sql-injection") || !strings.Contains(joined, "in UserRepository.cs") {
		t.Errorf("no SQL injection through the repository:\n%s", joined)
	}
	if !strings.Contains(joined, "csharp/command-injection") {
		t.Errorf("no command injection through the helper's summary:\n%s", joined)
	}
}

// TestCrossFileReturnType: a method of another file declared to return a
// Guid carries none of its argument's text, and its declaration is read
// from its own file (a longer file's offsets once read past the caller's
// source and failed the whole file's analysis).
func TestCrossFileReturnType(t *testing.T) {
	ids := "using System;\n\npublic static class IdHelper\n{\n" + strings.Repeat("    // padding so this file is longer than the controller\n", 40) +
		"    public static Guid ViewId(string name) => new Guid(System.Security.Cryptography.MD5.HashData(System.Text.Encoding.UTF8.GetBytes(name)));\n" +
		"    public static string Folder(string name) => \"/srv/views/\" + name;\n}\n"
	ctl := `using System.IO;
using Microsoft.AspNetCore.Mvc;

public class ViewsController : Controller
{
    public IActionResult Get(string name)
    {
        System.IO.File.ReadAllText(Path.Combine("/srv/views", IdHelper.ViewId(name).ToString("N")));
        System.IO.File.ReadAllText(IdHelper.Folder(name));
        return Ok();
    }
}
`
	got := review(t, map[string]string{"Controllers/ViewsController.cs": ctl, "Util/IdHelper.cs": ids}, "Controllers/ViewsController.cs")
	if len(got) != 1 || !strings.Contains(got[0], "csharp/path-traversal") || !strings.Contains(got[0], "(line 9)") {
		t.Errorf("want one path traversal, at line 9 (through Folder):\n%s", strings.Join(got, "\n"))
	}
}

// TestEnumAndIdParameters: an action parameter of an enum the project
// declares, or an array or collection of ids, carries no text of the
// client's choosing (model binding yields one of the enum's values or
// fails); the string parameter beside them still names the file.
func TestEnumAndIdParameters(t *testing.T) {
	ctl := `using System;
using System.Collections.Generic;
using System.IO;
using Microsoft.AspNetCore.Mvc;

public class ImagesController : Controller
{
    private readonly string _root = "/srv/images";

    [HttpGet("{kind}")]
    public IActionResult Get(ImageKind kind, ImageFormat? format, Guid[] ids, IReadOnlyList<int> sizes, string name)
    {
        System.IO.File.ReadAllBytes(Path.Combine(_root, kind + "." + format));
        System.IO.File.ReadAllBytes(Path.Combine(_root, ids[0] + "-" + sizes[0]));
        System.IO.File.ReadAllBytes(Path.Combine(_root, name));
        return Ok();
    }
}

public enum ImageFormat { Png, Jpg }
`
	files := map[string]string{"Controllers/ImagesController.cs": ctl,
		"Model/ImageKind.cs": "namespace Media.Model;\n\npublic enum ImageKind\n{\n    Primary,\n    Backdrop\n}\n"}
	got := review(t, files, "Controllers/ImagesController.cs")
	if len(got) != 1 || !strings.Contains(got[0], "csharp/path-traversal") || !strings.Contains(got[0], "string name") {
		t.Errorf("want one path traversal, from string name:\n%s", strings.Join(got, "\n"))
	}
}

// TestRestrictedEndpointStaysReported: a flow into an action that only a
// role or a policy admits is still reported, as severe, with a lower
// confidence and the reason; [Authorize] alone, or [AllowAnonymous] on the
// action or its class (which ASP.NET Core lets bypass every [Authorize]),
// changes nothing.
func TestRestrictedEndpointStaysReported(t *testing.T) {
	src := `using System.IO;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

[Authorize(Policy = Policies.RequiresElevation)]
public class EnvironmentController : ControllerBase
{
    [HttpPost("ValidatePath")]
    public IActionResult ValidatePath(string path)
    {
        System.IO.File.WriteAllText(path, "probe");
        return NoContent();
    }

    [AllowAnonymous]
    [HttpGet("Logo")]
    public IActionResult Logo(string name)
    {
        return PhysicalFile(name, "image/png");
    }
}

[Authorize]
public class FilesController : ControllerBase
{
    public IActionResult Read(string name) => Content(System.IO.File.ReadAllText(name));
}

[AllowAnonymous]
public class PublicController : ControllerBase
{
    [Authorize(Roles = "Admin")]
    public IActionResult Export(string name) => Content(System.IO.File.ReadAllText(name));
}
`
	tree, err := syntax.Parse(context.Background(), syntax.CSharp, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []engine.Diagnostic
	pass := &analysis.Pass{Analyzer: csharp.Analyzer, Path: "Controllers/EnvironmentController.cs", Tree: tree,
		Report: func(d engine.Diagnostic) { got = append(got, d) }}
	if err := csharp.Analyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 {
		t.Fatalf("want 4 path traversals, got %d: %+v", len(got), got)
	}
	for _, d := range got {
		elevated := d.Lines.Start == 11
		if d.Rule != "csharp/path-traversal" || d.Severity != finding.Blocker {
			t.Errorf("line %d: %s %s, want a path-traversal Blocker", d.Lines.Start, d.Rule, d.Severity)
		}
		if lowered := d.Confidence < 0.9; lowered != elevated || elevated != strings.Contains(d.Detail, "RequiresElevation") {
			t.Errorf("line %d: confidence %.2f, detail %q; lowered only for the elevated action", d.Lines.Start, d.Confidence, d.Detail)
		}
	}
}

// TestExtensionMethods: a call on a value that no row or class resolves is
// looked up among the project's extension methods (static methods whose
// first parameter is this, in *Extensions.cs files): a hash returned as a
// Guid carries none of its receiver's text, and an extension that joins it
// into a path is still reported through its summary.
func TestExtensionMethods(t *testing.T) {
	ext := `using System;
using System.Security.Cryptography;
using System.Text;

namespace Media.Common.Extensions;

public static class BaseExtensions
{
    public static Guid GetMD5(this string str)
    {
        return new Guid(MD5.HashData(Encoding.Unicode.GetBytes(str)));
    }

    public static string UnderCache(this string name)
    {
        return "/var/cache/media/" + name;
    }
}
`
	ctl := `using System.IO;
using Microsoft.AspNetCore.Mvc;
using Media.Common.Extensions;

public class TranscodeController : ControllerBase
{
    [HttpGet("segments")]
    public IActionResult Segment(string deviceId, string playSessionId)
    {
        var data = $"{deviceId}-{playSessionId}";
        var cached = Path.Combine("/var/cache/media", data.GetMD5().ToString("N") + ".ts");
        System.IO.File.ReadAllBytes(cached);
        System.IO.File.ReadAllBytes(data.UnderCache());
        return Ok();
    }
}
`
	got := review(t, map[string]string{"Api/TranscodeController.cs": ctl, "Common/Extensions/BaseExtensions.cs": ext},
		"Api/TranscodeController.cs")
	if len(got) != 1 || !strings.Contains(got[0], "csharp/path-traversal") || !strings.Contains(got[0], "(line 13)") {
		t.Errorf("want one path traversal, at line 13 (UnderCache):\n%s", strings.Join(got, "\n"))
	}
}

// TestExtensionMethodsInAService: the extension is followed from a class
// that a service of the controller calls, too (a file read only for its
// summaries, two classes away).
func TestExtensionMethodsInAService(t *testing.T) {
	ext := "using System;\n\npublic static class HashExtensions\n{\n" +
		"    public static Guid GetMD5(this string str) => new Guid(System.Security.Cryptography.MD5.HashData(System.Text.Encoding.Unicode.GetBytes(str)));\n}\n"
	svc := `using System.IO;

public class ThumbnailCache : IThumbnailCache
{
    public byte[] Read(string key)
    {
        return File.ReadAllBytes(Path.Combine("/var/cache/thumbs", key.GetMD5().ToString("N")));
    }

    public byte[] ReadRaw(string key)
    {
        return File.ReadAllBytes(Path.Combine("/var/cache/thumbs", key));
    }
}
`
	thumbs := `public class ThumbnailService : IThumbnailService
{
    private readonly IThumbnailCache _cache;

    public byte[] Hashed(string key) => _cache.Read(key);

    public byte[] Raw(string key) => _cache.ReadRaw(key);
}
`
	ctl := `using Microsoft.AspNetCore.Mvc;

public class ThumbsController : ControllerBase
{
    private readonly IThumbnailService _thumbs;

    public IActionResult Get(string key)
    {
        var hashed = _thumbs.Hashed(key);
        var raw = _thumbs.Raw(key);
        return File(hashed, "image/png");
    }
}
`
	got := review(t, map[string]string{"Api/ThumbsController.cs": ctl, "Core/ThumbnailCache.cs": svc,
		"Core/ThumbnailService.cs": thumbs, "Core/IThumbnailService.cs": "public interface IThumbnailService { byte[] Hashed(string key); byte[] Raw(string key); }\n",
		"Core/IThumbnailCache.cs":           "public interface IThumbnailCache { byte[] Read(string key); byte[] ReadRaw(string key); }\n",
		"Core/Extensions/HashExtensions.cs": ext}, "Api/ThumbsController.cs")
	if len(got) != 1 || !strings.Contains(got[0], "csharp/path-traversal") || !strings.Contains(got[0], "ThumbnailCache.cs (line 12)") {
		t.Errorf("want one path traversal, through ReadRaw:\n%s", strings.Join(got, "\n"))
	}
}

// TestExtensionMethodsPastTheBudget: a controller whose services used up
// the files one analysis reads still reads the extension its own code
// calls (a budget of their own).
func TestExtensionMethodsPastTheBudget(t *testing.T) {
	var fields, calls strings.Builder
	files := map[string]string{"Core/Extensions/HashExtensions.cs": "using System;\n\npublic static class HashExtensions\n{\n" +
		"    public static Guid GetMD5(this string str) => new Guid(System.Security.Cryptography.MD5.HashData(System.Text.Encoding.Unicode.GetBytes(str)));\n}\n"}
	for i := range 24 {
		n := fmt.Sprintf("Step%d", i)
		fields.WriteString(fmt.Sprintf("    private readonly %s _s%d;\n", n, i))
		calls.WriteString(fmt.Sprintf("        _s%d.Run(key);\n", i))
		files["Core/"+n+".cs"] = fmt.Sprintf("public class %s\n{\n    public void Run(string key) { System.Console.WriteLine(key.Length); }\n}\n", n)
	}
	ctl := "using System.IO;\nusing Microsoft.AspNetCore.Mvc;\n\npublic class PipelineController : ControllerBase\n{\n" + fields.String() +
		"\n    public IActionResult Get(string key)\n    {\n" + calls.String() +
		"        var cached = System.IO.File.ReadAllBytes(Path.Combine(\"/var/cache\", key.GetMD5().ToString(\"N\")));\n" +
		"        var raw = System.IO.File.ReadAllBytes(Path.Combine(\"/var/cache\", key));\n        return Ok();\n    }\n}\n"
	files["Api/PipelineController.cs"] = ctl
	got := review(t, files, "Api/PipelineController.cs")
	if len(got) != 1 || !strings.Contains(got[0], "csharp/path-traversal") || !strings.Contains(got[0], "(line 58)") {
		t.Errorf("want one path traversal, the raw key's:\n%s", strings.Join(got, "\n"))
	}
}

// TestEnumNameAlsoAClass: an enum of the type's name declared in one file
// of that name does not make the parameter an enum when another file of
// that name declares a class of it (Core/Enums/Filter.cs and
// Api/Models/Filter.cs, in two namespaces): which one the controller
// binds is not known, and the class carries the client's text.
func TestEnumNameAlsoAClass(t *testing.T) {
	ctl := `using System.IO;
using Microsoft.AspNetCore.Mvc;
using Shop.Api.Models;

public class ExportController : Controller
{
    private readonly string _root = "/srv/exports";

    [HttpPost]
    public IActionResult Export(Filter filter)
    {
        return PhysicalFile(Path.Combine(_root, filter.File), "text/csv");
    }
}
`
	files := map[string]string{"Api/Controllers/ExportController.cs": ctl,
		"Core/Enums/Filter.cs": "namespace Shop.Core.Enums;\n\npublic enum Filter\n{\n    All,\n    Open\n}\n",
		"Api/Models/Filter.cs": "namespace Shop.Api.Models;\n\npublic class Filter\n{\n    public string File { get; set; }\n}\n"}
	got := review(t, files, "Api/Controllers/ExportController.cs")
	if len(got) != 1 || !strings.Contains(got[0], "csharp/path-traversal") {
		t.Errorf("want one path traversal from filter.File:\n%s", strings.Join(got, "\n"))
	}
}

// TestNestedEnumOfAnotherClass: an enum nested in another class of the
// controller's file (Report.Filter) is not the Filter a parameter names
// when the project declares a class Filter; that class's text counts.
func TestNestedEnumOfAnotherClass(t *testing.T) {
	ctl := `using System.IO;
using Microsoft.AspNetCore.Mvc;
using Shop.Api.Models;

public class ExportController : Controller
{
    private readonly string _root = "/srv/exports";

    [HttpPost]
    public IActionResult Export(Filter filter)
    {
        return PhysicalFile(Path.Combine(_root, filter.File), "text/csv");
    }
}

public class Report
{
    public enum Filter { All, Open }
}
`
	files := map[string]string{"Api/Controllers/ExportController.cs": ctl,
		"Api/Models/Filter.cs": "namespace Shop.Api.Models;\n\npublic class Filter\n{\n    public string File { get; set; }\n}\n"}
	got := review(t, files, "Api/Controllers/ExportController.cs")
	if len(got) != 1 || !strings.Contains(got[0], "csharp/path-traversal") {
		t.Errorf("want one path traversal from filter.File:\n%s", strings.Join(got, "\n"))
	}
}
