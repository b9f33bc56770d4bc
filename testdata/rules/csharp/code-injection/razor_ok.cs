using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using RazorEngine;
using RazorEngine.Templating;
using RazorLight;

// The documented use: templates are the application's own files, and the
// request supplies only the model the template renders (encoded by
// Razor's @ expressions).
[ApiController]
public class GreetingController : ControllerBase
{
    private readonly RazorLightEngine _engine;

    public GreetingController(RazorLightEngine engine) => _engine = engine;

    [HttpGet("greet")]
    public IActionResult Greet([FromQuery] string name)
    {
        var template = System.IO.File.ReadAllText(Path.Combine("Templates", "greeting.cshtml"));
        var html = Engine.Razor.RunCompile(template, "greeting", null, new { Name = name });
        return Ok(html);
    }

    [HttpGet("greet/light")]
    public async Task<IActionResult> GreetLight([FromQuery] string name)
    {
        var html = await _engine.CompileRenderAsync("Greeting.cshtml", new { Name = name });
        return Ok(html);
    }
}
