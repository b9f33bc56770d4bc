var builder = WebApplication.CreateBuilder(args);
builder.WebHost.ConfigureKestrel(options =>
{
    options.AllowSynchronousIO = false;
    options.Limits.MaxRequestBodySize = 10 * 1024 * 1024;
});

public class ImportController : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Import()
    {
        Request.EnableBuffering();
        using var reader = new StreamReader(Request.Body);
        var text = await reader.ReadToEndAsync();
        return Ok(text.Length);
    }
}

public class LegacyXmlController : ControllerBase
{
    [HttpPost]
    public IActionResult Post()
    {
        // One request opts in, as the docs' workaround does.
        var syncIOFeature = HttpContext.Features.Get<IHttpBodyControlFeature>();
        if (syncIOFeature != null)
        {
            syncIOFeature.AllowSynchronousIO = true;
        }
        return Ok();
    }
}
