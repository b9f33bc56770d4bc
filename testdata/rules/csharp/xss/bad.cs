using Microsoft.AspNetCore.Html;
using Microsoft.AspNetCore.Mvc;

public class GreetController : Controller
{
    public IActionResult Hello(string name)
    {
        return Content("<h1>Hello " + name + "</h1>", "text/html"); // want "csharp/xss: .*string name"
    }

    public async Task Echo()
    {
        var msg = Request.Query["msg"];
        await Response.WriteAsync($"<p>{msg}</p>"); // want "csharp/xss"
    }

    public IActionResult Banner(string text)
    {
        ViewBag.Banner = new HtmlString("<b>" + text + "</b>"); // want "csharp/xss"
        return View();
    }
}
