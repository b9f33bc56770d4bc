using System.IO;
using System.Threading.Tasks;

public class TemplateController : Controller
{
    public async Task<IActionResult> Render(string name)
    {
        var template = File.ReadAllText(Path.Combine(_root, name + ".html")); // want "csharp/sync-file-io-in-async"
        var model = await _service.LoadAsync(name);
        File.WriteAllText(_cachePath, template); // want "csharp/sync-file-io-in-async"
        return Content(Apply(template, model), "text/html");
    }
}

public class TenantMiddleware
{
    public async Task InvokeAsync(HttpContext context, RequestDelegate next)
    {
        var map = File.ReadAllLines("tenants.txt"); // want "csharp/sync-file-io-in-async"
        await next(context);
    }
}

public static class Endpoints
{
    public static async Task<string> Ping(HttpRequest request)
    {
        await Task.Yield();
        return File.ReadAllText("version.txt"); // want "csharp/sync-file-io-in-async"
    }
}
