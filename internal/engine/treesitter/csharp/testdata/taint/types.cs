using System.Data.SqlClient;
using System.Net.Http;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

// Receivers known by their type, not their name.
public class TypedController : Controller
{
    private readonly SqlConnection _store;
    private readonly IOrderService _orders;

    // The request kept in a variable is still the request.
    public IActionResult Kept()
    {
        var r = HttpContext.Request;
        var cmd = new SqlCommand("SELECT * FROM T WHERE N = '" + r.Query["n"] + "'", _store); // want "csharp/sql-injection: .*r.Query\\[\"n\"\\]"
        var fixedCmd = new SqlCommand("SELECT * FROM T WHERE N = '" + r.Method + "'", _store);
        return Ok();
    }

    // A response written through a parameter of its type.
    public static async System.Threading.Tasks.Task Echo(HttpResponse response, HttpRequest request)
    {
        await response.WriteAsync(request.Query["q"]); // want "csharp/xss"
        await response.WriteAsync(System.Net.WebUtility.HtmlEncode(request.Query["q"]));
    }

    // Dapper on a connection however it is named; a service's Query is not SQL.
    public IActionResult Lookup(string name)
    {
        _store.Query<int>("SELECT Id FROM T WHERE N = '" + name + "'"); // want "csharp/sql-injection"
        _orders.Query("SELECT Id FROM T WHERE N = '" + name + "'");
        return Ok();
    }
}

// A bound model's Url, Request or Html property is the text the client
// sent, not the controller's helpers of those names; the controller's own
// Url helper still builds local URLs.
public class LinksController : Controller
{
    private readonly HttpClient _http;

    [HttpPost]
    public async System.Threading.Tasks.Task<IActionResult> Fetch([FromBody] LinkDto dto)
    {
        await _http.GetStringAsync(dto.Url); // want "csharp/ssrf"
        await new HttpClient().GetStringAsync(dto.Url); // want "csharp/ssrf"
        return Redirect(Url.Action("Index"));
    }

    public IActionResult Back(LinkDto link)
    {
        return Redirect(link.Url); // want "csharp/open-redirect"
    }

    // The headers of a response fetched for the client are no part of its
    // request.
    [HttpGet]
    public async System.Threading.Tasks.Task<IActionResult> Mirror([FromQuery] string path)
    {
        var upstream = await _http.GetAsync("https://cdn.example.com/" + path);
        Response.Headers["Content-Range"] = upstream.Content.Headers.ContentRange.ToString();
        return Ok();
    }
}

public class LinkDto
{
    public string Url { get; set; }
}

public interface IOrderService
{
    object Query(string text);
}

// Razor Pages handlers for every verb; a page model's other methods are not.
public class EditModel : PageModel
{
    private readonly SqlConnection _conn;

    public void OnDeleteAsync(string id)
    {
        new SqlCommand("DELETE FROM T WHERE Id = '" + id + "'", _conn).ExecuteNonQuery(); // want "csharp/sql-injection"
    }

    public void Helper(string id)
    {
        new SqlCommand("DELETE FROM T WHERE Id = '" + id + "'", _conn).ExecuteNonQuery(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public void OnPost([FromQueryAttribute] int page, [FromServices] IOrderService svc)
    {
        new SqlCommand("SELECT * FROM T OFFSET " + page, _conn).ExecuteNonQuery();
        new SqlCommand("SELECT * FROM T WHERE S = '" + svc + "'", _conn).ExecuteNonQuery();
    }
}
