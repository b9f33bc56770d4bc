using System.IO;
using Microsoft.AspNetCore.Mvc;

[ApiController]
[Route("files")]
public class FilesController : ControllerBase
{
    private const string Root = "/srv/files";

    [HttpGet("{name}")]
    public IActionResult Get([FromRoute] string name)
    {
        var full = Path.Combine(Root, name);
        var text = System.IO.File.ReadAllText(full); // want "csharp/path-traversal: .*string name \\(line 11\\)"
        return Ok(text);
    }

    [HttpGet("download")]
    public IActionResult Download()
    {
        string file = Request.Query["file"];
        return PhysicalFile("/srv/files/" + file, "application/octet-stream"); // want "csharp/path-traversal"
    }

    [HttpPost("upload")]
    public IActionResult Upload(IFormFile upload)
    {
        using var stream = new FileStream(Path.Combine(Root, upload.FileName), FileMode.Create); // want "csharp/path-traversal"
        upload.CopyTo(stream);
        return Ok();
    }
}
