using System.IO;
using Microsoft.AspNetCore.Mvc;

// An object built with an initializer keeps each property's data apart: a
// method that reads only options.Image.Path from it gets the image the
// server looked up, not the background colour the client chose. A method
// that reads the property the request set is still reported.
public class ThumbnailsController : Controller
{
    private readonly IItemStore _items;

    [HttpGet("{id}")]
    public IActionResult Get(System.Guid id, string backgroundColor, string overlay)
    {
        var item = _items.Find(id);
        var options = new RenderOptions
        {
            Image = item.PrimaryImage,
            BackgroundColor = backgroundColor,
            Overlay = overlay,
        };
        if (!Directory.Exists("/srv/cache"))
        {
            Directory.CreateDirectory("/srv/cache");
        }
        var original = OpenOriginal(options);
        var layer = OpenOverlay(options); // want "csharp/path-traversal"
        options.Image = new ImageInfo { Path = overlay };
        var replaced = OpenOriginal(options); // want "csharp/path-traversal"
        return File(original, "image/png");
    }

    private Stream OpenOriginal(RenderOptions options)
    {
        var path = options.Image.Path;
        return System.IO.File.OpenRead(path);
    }

    private Stream OpenOverlay(RenderOptions options)
    {
        return System.IO.File.OpenRead(Path.Combine("/srv/overlays", options.Overlay));
    }
}
