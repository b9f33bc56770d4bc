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

// An object a helper builds from its parameter carries the caller's data
// in that property; the state a method builds and then updates keeps the
// property it set from a hash apart from the request it holds.
public class ExportController : Controller
{
    [HttpGet]
    public IActionResult Export(string name, string deviceId)
    {
        var target = BuildTarget("/srv/exports", name);
        System.IO.File.WriteAllText(target.Path, "x"); // want "csharp/path-traversal: .*string name"
        var state = new ExportState { Request = name };
        state.OutputPath = Path.Combine("/srv/exports", System.Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(System.Text.Encoding.UTF8.GetBytes(deviceId))));
        System.IO.File.WriteAllText(state.OutputPath, "x");
        state.OutputPath = Path.Combine("/srv/exports", state.Request);
        System.IO.File.WriteAllText(state.OutputPath, "x"); // want "csharp/path-traversal"
        return Ok();
    }

    private static ExportTarget BuildTarget(string root, string name)
    {
        return new ExportTarget { Path = root + "/" + name, Mode = "w" };
    }
}

// The state a helper builds and returns: the property it set from a hash
// is clean at the caller, the one it set from the caller's argument is
// that argument.
public class StreamsController : Controller
{
    [HttpGet]
    public IActionResult Stream(string deviceId, string container)
    {
        var state = BuildState(deviceId, container);
        System.IO.File.OpenRead(state.OutputPath);
        System.IO.File.OpenRead(Path.Combine("/srv/streams", state.Container)); // want "csharp/path-traversal: .*string container"
        return Ok();
    }

    private static StreamState BuildState(string deviceId, string container)
    {
        var state = new StreamState { Container = container, DeviceId = deviceId };
        state.OutputPath = Path.Combine("/srv/transcodes", System.Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(System.Text.Encoding.UTF8.GetBytes(deviceId))));
        return state;
    }
}

// A write to a property's property keeps the object's other properties
// apart; a call that gets the object may set any property it already had.
public class PlaylistsController : Controller
{
    private readonly IStreamFiller _filler;

    [HttpGet]
    public IActionResult Playlist(string codec, string container)
    {
        var state = new StreamState { Request = new StreamRequest() };
        state.Request.Codec = codec;
        state.OutputPath = "/srv/transcodes/current.m3u8";
        System.IO.File.OpenRead(state.OutputPath);
        System.IO.File.OpenRead(Path.Combine("/srv/codecs", state.Request.Codec)); // want "csharp/path-traversal"
        _filler.Fill(state, container);
        System.IO.File.OpenRead(state.OutputPath); // want "csharp/path-traversal"
        return Ok();
    }
}
