using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using RazorEngine;
using RazorEngine.Templating;
using RazorLight;

// A Razor template is C# that the engine compiles and runs: a template
// the client sends runs code on the server.
[ApiController]
public class TemplatePreviewController : ControllerBase
{
    private readonly RazorLightEngine _engine;

    public TemplatePreviewController(RazorLightEngine engine) => _engine = engine;

    [HttpPost("preview")]
    public IActionResult Preview([FromBody] string template)
    {
        var html = Engine.Razor.RunCompile(template, "preview", null, new { Name = "Ada" }); // want "csharp/code-injection: .*string template"
        return Ok(html);
    }

    [HttpPost("preview/light")]
    public async Task<IActionResult> PreviewLight([FromForm] string body)
    {
        var html = await _engine.CompileRenderStringAsync("preview", body, new { Name = "Ada" }); // want "csharp/code-injection: .*string body"
        return Ok(html);
    }
}
