using Microsoft.AspNetCore.Mvc;
using RazorEngine;
using RazorEngine.Templating;

public class PreviewController : Controller
{
    private static readonly string Template = System.IO.File.ReadAllText("views/preview.cshtml");

    public IActionResult Preview(string name)
    {
        var html = Engine.Razor.RunCompile(Template, "preview", null, new { Name = name });
        return Content(html, "text/html");
    }
}
