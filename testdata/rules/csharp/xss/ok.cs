using System.Text.Encodings.Web;
using Microsoft.AspNetCore.Mvc;

public class GreetController : Controller
{
    public IActionResult Hello(string name)
    {
        return Content("<h1>Hello " + HtmlEncoder.Default.Encode(name) + "</h1>", "text/html");
    }

    public IActionResult Plain(string name)
    {
        return Content("Hello " + name, "text/plain");
    }

    public async Task Echo()
    {
        var msg = System.Net.WebUtility.HtmlEncode(Request.Query["msg"]);
        await Response.WriteAsync($"<p>{msg}</p>");
    }
}
