using System.IO;
using Microsoft.AspNetCore.Mvc;

[ApiController]
public class FilesController : ControllerBase
{
    private const string Root = "/srv/files";

    [HttpGet("{name}")]
    public IActionResult Get([FromRoute] string name)
    {
        var full = Path.Combine(Root, Path.GetFileName(name));
        return Ok(System.IO.File.ReadAllText(full));
    }

    [HttpGet("report/{id}")]
    public IActionResult Report(int id)
    {
        return PhysicalFile(Path.Combine(Root, $"report-{id}.pdf"), "application/pdf");
    }

    [HttpGet("logo")]
    public IActionResult Logo(string theme)
    {
        var name = "logo.png";
        if (theme == "dark")
        {
            name = "logo-dark.png";
        }
        return PhysicalFile(Path.Combine(Root, name), "image/png");
    }
}
