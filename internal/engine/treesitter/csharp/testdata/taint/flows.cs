using System.Collections.Generic;
using System.Data.SqlClient;
using System.Diagnostics;
using System.Text;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

[ApiController]
[Route("api/[controller]")]
public class OrdersController : ControllerBase
{
    private readonly SqlConnection _conn;
    private const string Table = "Orders";

    // A branch whose condition is constant.
    [HttpGet("a")]
    public IActionResult ConstantBranch(string q)
    {
        var sql = "SELECT * FROM Orders WHERE Name = '" + q + "'";
        if (7 * 3 > 20)
        {
            sql = "SELECT * FROM Orders";
        }
        new SqlCommand(sql, _conn).ExecuteReader();
        return Ok();
    }

    // A variable overwritten with a constant.
    [HttpGet("b")]
    public IActionResult Overwritten(string q)
    {
        string name = q;
        name = "fixed";
        new SqlCommand("SELECT * FROM " + Table + " WHERE Name = '" + name + "'", _conn).ExecuteReader();
        return Ok();
    }

    // A dictionary read back by a constant key.
    [HttpGet("c")]
    public IActionResult MapKeys(string q)
    {
        var map = new Dictionary<string, string>();
        map["safe"] = "ls";
        map["user"] = q;
        Process.Start("/bin/sh", "-c " + map["safe"]);
        Process.Start("/bin/sh", "-c " + map["user"]); // want "csharp/command-injection"
        return Ok();
    }

    // A collection initializer with a key that is not a constant (which
    // once made the analysis of the whole file fail): that entry may be any
    // entry, so the collection is one value from there on.
    [HttpGet("c2")]
    public IActionResult InitializerKeys(string q, string name)
    {
        var map = new Dictionary<string, string>
        {
            { "safe", "ls" },
            { name, q },
            { "later", "ls" },
        };
        Process.Start("/bin/sh", "-c " + map["safe"]); // want "csharp/command-injection"
        return Ok();
    }

    // A list element read back by a constant index.
    [HttpGet("d")]
    public IActionResult ListIndex(string q)
    {
        var parts = new List<string>();
        parts.Add("safe");
        parts.Add(q);
        Process.Start("tool", parts[0]);
        Process.Start("tool", parts[1]); // want "csharp/command-injection"
        return Ok();
    }

    // A switch on a constant.
    [HttpGet("e")]
    public IActionResult Switch(string q)
    {
        var arg = q;
        var mode = "b";
        switch (mode)
        {
            case "a":
                arg = q;
                break;
            case "b":
                arg = "--version";
                break;
            default:
                arg = q;
                break;
        }
        var psi = new ProcessStartInfo { FileName = "tool", Arguments = arg };
        Process.Start(psi);
        return Ok();
    }

    // StringBuilder and string.Format carry the taint; int.TryParse removes it.
    [HttpGet("f")]
    public IActionResult Builder(string q, string id)
    {
        var sb = new StringBuilder("SELECT * FROM Orders WHERE ");
        sb.Append("Name = '").Append(q).Append("'");
        var cmd = new SqlCommand(sb.ToString(), _conn); // want "csharp/sql-injection"
        var other = string.Format("DELETE FROM Orders WHERE Id = {0}", id);
        cmd.CommandText = other; // want "csharp/sql-injection"
        if (int.TryParse(id, out var n))
        {
            cmd.CommandText = "DELETE FROM Orders WHERE Id = " + n;
        }
        return Ok();
    }

    // Summaries of the file's methods.
    [HttpGet("g")]
    public IActionResult Helpers(string q)
    {
        new SqlCommand(Quote(q), _conn).ExecuteReader(); // want "csharp/sql-injection"
        new SqlCommand(Fixed(q), _conn).ExecuteReader();
        RunQuery(q); // want "csharp/sql-injection: .*string q .* → RunQuery"
        return Ok();
    }

    // An allow-list check.
    [HttpGet("h")]
    public IActionResult AllowList(string sort)
    {
        var allowed = new HashSet<string> { "name", "date" };
        if (!allowed.Contains(sort))
        {
            return BadRequest();
        }
        new SqlCommand("SELECT * FROM Orders ORDER BY " + sort, _conn).ExecuteReader();
        return Ok();
    }

    private static string Quote(string s) => "SELECT * FROM Orders WHERE Name = '" + s + "'";

    private static string Fixed(string s)
    {
        return "SELECT * FROM Orders";
    }

    private void RunQuery(string name)
    {
        using var cmd = _conn.CreateCommand();
        cmd.CommandText = "SELECT * FROM Orders WHERE Name = '" + name + "'"; // want "csharp/sql-injection: SQL built from the method's parameters: string name"
        cmd.ExecuteReader();
    }
}

public static class Endpoints
{
    public static void Map(WebApplication app, SqlConnection conn)
    {
        app.MapGet("/orders", (string name) =>
        {
            var cmd = new SqlCommand($"SELECT * FROM Orders WHERE Name = '{name}'", conn); // want "csharp/sql-injection"
            return Results.Ok(cmd.ExecuteScalar());
        });
        app.MapGet("/count", (int limit) =>
        {
            var cmd = new SqlCommand($"SELECT TOP {limit} * FROM Orders", conn);
            return Results.Ok(cmd.ExecuteScalar());
        });
        app.MapGet("/legacy", (HttpContext ctx) =>
        {
            var cmd = new SqlCommand("SELECT * FROM Orders WHERE Name = '" + ctx.Request.Query["n"] + "'", conn); // want "csharp/sql-injection"
            return Results.Ok(cmd.ExecuteScalar());
        });
    }
}

// Not a controller: its parameters are not request data, but SQL built
// from a caller's text is the pattern to fix whatever the caller passes
// (CA2100): Medium, not a Blocker.
public class OrderRepository
{
    private readonly SqlConnection _conn;

    public object Find(string name)
    {
        return new SqlCommand("SELECT * FROM Orders WHERE Name = '" + name + "'", _conn).ExecuteScalar(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public object Page(int page, string name)
    {
        new SqlCommand("SELECT * FROM Orders OFFSET " + page, _conn).ExecuteScalar();
        new SqlCommand(string.Format("SELECT * FROM Orders WHERE Name = '{0}'", name), _conn).ExecuteScalar(); // want "csharp/sql-injection: SQL built from the method's parameters"
        new SqlCommand(name, _conn).ExecuteScalar();
        var cmd = new SqlCommand("SELECT * FROM Orders WHERE Name = @name", _conn);
        cmd.Parameters.AddWithValue("@name", name);
        return cmd.ExecuteScalar();
    }
}

public class SearchModel : Microsoft.AspNetCore.Mvc.RazorPages.PageModel
{
    private readonly SqlConnection _conn;

    [BindProperty(SupportsGet = true)]
    public string Term { get; set; }

    [BindProperty]
    public int Page { get; set; }

    public void OnGet()
    {
        new SqlCommand("SELECT * FROM Items WHERE Name LIKE '%" + Term + "%'", _conn).ExecuteReader(); // want "csharp/sql-injection: .*string Term"
        new SqlCommand("SELECT * FROM Items OFFSET " + Page, _conn).ExecuteReader();
    }
}

[ApiController]
public class BatchController : ControllerBase
{
    private readonly IMediator _mediator;
    private readonly SqlConnection _db;

    [HttpPost("batch")]
    public IActionResult Run([FromBody] List<string> names)
    {
        names.ForEach(n => Process.Start("echo", n)); // want "csharp/command-injection"
        _mediator.Execute("Rebuild " + names[0]);
        var rows = _db.Query<Order>("SELECT * FROM Orders WHERE Name = '" + names[0] + "'"); // want "csharp/sql-injection"
        var safe = _db.Query<Order>("SELECT * FROM Orders WHERE Name = @Name", new { Name = names[0] });
        return Ok(rows);
    }
}

public class ReturnController : Controller
{
    private readonly System.Text.Encodings.Web.HtmlEncoder _htmlEncoder;

    public IActionResult Done(string returnUrl, string page)
    {
        var target = Url.IsLocalUrl(returnUrl) ? returnUrl : "/";
        if (page == "x")
        {
            return Redirect("/account/" + page);
        }
        if (System.IO.File.Exists("/srv/pages/" + page)) // want "csharp/path-traversal"
        {
            return Content("<p>" + _htmlEncoder.Encode(page) + "</p>", "text/html");
        }
        Response.Redirect("//" + page); // want "csharp/open-redirect"
        return Redirect(target);
    }
}

public class LoginController : Controller
{
    // A property of a bound model checked by Url.IsLocalUrl is safe where
    // the check passed, and only there.
    [HttpPost]
    public IActionResult Login(LoginInputModel model, string button)
    {
        if (Url.IsLocalUrl(model.ReturnUrl))
        {
            return Redirect(model.ReturnUrl);
        }
        if (button == "again")
        {
            return Redirect(model.ReturnUrl); // want "csharp/open-redirect"
        }
        if (!Url.IsLocalUrl(model.ReturnUrl))
        {
            return Redirect("~/");
        }
        model.ReturnUrl = model.Next;
        return Redirect(model.ReturnUrl); // want "csharp/open-redirect"
    }
}

public class ConsentController : Controller
{
    private readonly Duende.IdentityServer.Services.IIdentityServerInteractionService _interaction;

    // IdentityServer's lookup: a non-null context means the return URL is
    // one a registered client's request carries.
    [HttpPost]
    public async Task<IActionResult> Index(ConsentInputModel model)
    {
        var context = await _interaction.GetAuthorizationContextAsync(model.ReturnUrl);
        if (context != null)
        {
            return Redirect(model.ReturnUrl);
        }
        if (_interaction.IsValidReturnUrl(model.Next))
        {
            return Redirect(model.Next);
        }
        return Redirect(model.ReturnUrl); // want "csharp/open-redirect"
    }

    // What the lookup proved is gone once the value or the variable that
    // holds the result changes, and a Task (no await) is never null.
    [HttpPost]
    public async Task<IActionResult> Stale(ConsentInputModel model, string returnUrl)
    {
        var context = await _interaction.GetAuthorizationContextAsync(model.ReturnUrl);
        model.ReturnUrl = model.Next;
        if (context != null)
        {
            return Redirect(model.ReturnUrl); // want "csharp/open-redirect"
        }
        var again = await _interaction.GetAuthorizationContextAsync(returnUrl);
        again = await _interaction.GetAuthorizationContextAsync(model.Next);
        if (again != null)
        {
            return Redirect(returnUrl); // want "csharp/open-redirect"
        }
        var task = _interaction.GetAuthorizationContextAsync(returnUrl);
        if (task != null)
        {
            return Redirect(returnUrl); // want "csharp/open-redirect"
        }
        return Ok();
    }

    // A guarded property is forgotten when an alias, a tuple, a call that
    // is handed the object, or a later turn of a loop may write it.
    [HttpPost]
    public async Task<IActionResult> Writes(LoginInputModel model)
    {
        if (Url.IsLocalUrl(model.ReturnUrl))
        {
            var m2 = model;
            m2.ReturnUrl = model.Next;
            return Redirect(model.ReturnUrl); // want "csharp/open-redirect"
        }
        if (Url.IsLocalUrl(model.ReturnUrl))
        {
            (model.ReturnUrl, model.Next) = (model.Next, model.ReturnUrl);
            return Redirect(model.ReturnUrl); // want "csharp/open-redirect"
        }
        if (Url.IsLocalUrl(model.ReturnUrl))
        {
            await TryUpdateModelAsync(model);
            return Redirect(model.ReturnUrl); // want "csharp/open-redirect"
        }
        if (Url.IsLocalUrl(model.ReturnUrl))
        {
            while (true)
            {
                Response.Redirect(model.ReturnUrl); // want "csharp/open-redirect"
                model.ReturnUrl = model.Next;
            }
        }
        return Ok();
    }
}

public class SortController : Controller
{
    private readonly SqlConnection _conn;

    public IActionResult List(string sort, string dir)
    {
        var column = sort switch
        {
            "name" => "Name",
            "date" => "CreatedAt",
            _ => "Id",
        };
        new SqlCommand("SELECT * FROM Items ORDER BY " + column, _conn).ExecuteReader();
        var order = dir switch { "asc" => "ASC", _ => dir };
        new SqlCommand("SELECT * FROM Items ORDER BY Id " + order, _conn).ExecuteReader(); // want "csharp/sql-injection"
        return View();
    }
}

public class DocsController : Controller
{
    private const string BaseDir = "/srv/docs/";

    public IActionResult Read(string name)
    {
        if (name.Contains(".."))
        {
            return BadRequest();
        }
        var text = System.IO.File.ReadAllText(BaseDir + name);
        var full = System.IO.Path.GetFullPath(System.IO.Path.Combine(BaseDir, Request.Query["sub"]));
        if (!full.StartsWith(BaseDir))
        {
            return BadRequest();
        }
        var more = System.IO.File.ReadAllText(full);
        var raw = System.IO.File.ReadAllText(System.IO.Path.Combine(BaseDir, Request.Query["raw"])); // want "csharp/path-traversal"
        return Redirect(Url.Action("Show", new { name }));
    }

    public IActionResult Legacy()
    {
        string id = Request.Form.Get("id");
        var da = new System.Data.SqlClient.SqlDataAdapter("SELECT * FROM Docs WHERE Id = " + id, "cs"); // want "csharp/sql-injection"
        if (System.Text.RegularExpressions.Regex.IsMatch(id, "^[0-9]+$"))
        {
            var ok = new System.Data.SqlClient.SqlDataAdapter("SELECT * FROM Docs WHERE Id = " + id, "cs");
        }
        return View();
    }
}

public static class GreetFunction
{
    [Function("Greet")]
    public static async Task<HttpResponseData> Run([HttpTrigger(AuthorizationLevel.Anonymous, "get")] HttpRequest req)
    {
        string name = req.Query["name"];
        var cmd = new SqlCommand("SELECT * FROM People WHERE Name = '" + name + "'", null); // want "csharp/sql-injection: .*req.Query\\[\"name\"\\]"
        return null;
    }
}

// A redirect to the reference from the request's URL to a fixed target
// leads to that target; one to the request's own URL does not.
public class BaseUrlMiddleware
{
    public void Invoke(Microsoft.AspNetCore.Http.HttpContext httpContext)
    {
        var localPath = httpContext.Request.Path.ToString();
        var uri = new System.UriBuilder(httpContext.Request.Scheme, httpContext.Request.Host.Host, 443, localPath).Uri;
        var home = new System.UriBuilder(httpContext.Request.Scheme, httpContext.Request.Host.Host, 443, "/web/").Uri;
        httpContext.Response.Redirect(uri.MakeRelativeUri(home).ToString());
        httpContext.Response.Redirect(home.MakeRelativeUri(uri).ToString()); // want "csharp/open-redirect"
    }
}
