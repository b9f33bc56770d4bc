using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

public static class RawDownloads
{
    public static void Map(WebApplication app)
    {
        // Results.File(string path): a rooted path (/etc/passwd) is served as a physical file
        app.MapGet("/download", (string file) => Results.File(file)); // want "csharp/path-traversal"
        app.MapGet("/export", (string file) => TypedResults.File(file, "text/csv")); // want "csharp/path-traversal"
    }
}
