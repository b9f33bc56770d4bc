using System.IO;
using System.Threading.Tasks;

public class TemplateController : Controller
{
    public async Task<IActionResult> Render(string name, CancellationToken ct)
    {
        var template = await File.ReadAllTextAsync(Path.Combine(_root, name + ".html"), ct);
        var model = await _service.LoadAsync(name);
        await File.WriteAllTextAsync(_cachePath, template, ct);
        return Content(Apply(template, model), "text/html");
    }

    // a synchronous method (start-up configuration) may read synchronously
    public static string LoadConfig(string path) => File.ReadAllText(path);

    public async Task Run()
    {
        // a CPU-bound job handed to the thread pool on purpose
        await Task.Run(() => File.WriteAllText("out.txt", Build()));
    }
}

public static class CatalogContextSeed
{
    // a start-up seed reads its file once
    public static async Task SeedAsync(CatalogContext context, string root)
    {
        var json = File.ReadAllText(Path.Combine(root, "catalog.json"));
        await context.AddRangeAsync(Parse(json));
    }
}
