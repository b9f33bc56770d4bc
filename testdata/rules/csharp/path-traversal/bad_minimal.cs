using System.IO;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

public static class Downloads
{
    public static void Map(WebApplication app)
    {
        app.MapGet("/files/{name}", (string name) => Results.File(Path.Combine("/srv/files", name))); // want "csharp/path-traversal"
        app.MapGet("/raw/{name}", (string name) => TypedResults.PhysicalFile("/srv/raw/" + name)); // want "csharp/path-traversal"
    }
}
