using Microsoft.AspNetCore.Mvc;
using RazorEngine;
using RazorEngine.Templating;

public class PreviewController : Controller
{
    public IActionResult Preview(string template)
    {
        var html = Engine.Razor.RunCompile(template, "preview", null, new { Name = "x" }); // want "csharp/razor-template-injection"
        return Content(html, "text/html");
    }
}
