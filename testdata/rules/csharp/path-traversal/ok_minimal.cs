using System.IO;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

public static class Downloads
{
    public static void Map(WebApplication app)
    {
        app.MapGet("/files/{name}", (string name) => Results.File(Path.Combine("/srv/files", Path.GetFileName(name))));
        app.MapGet("/logo", () => TypedResults.PhysicalFile("/srv/static/logo.png"));
        app.MapGet("/bytes/{id:int}", (int id) => Results.File(Load(id), "application/pdf"));
        // File(byte[] contents, contentType): the bytes a service made for the id
        app.MapGet("/invoices/{invoiceId}", (string invoiceId, IReportService reports) =>
        {
            var reportContent = reports.Generate(invoiceId);
            return TypedResults.File(reportContent, "text/csv");
        });
    }

    static byte[] Load(int id) => new byte[0];
}

public static class Echo
{
    public static void Map(WebApplication app)
    {
        // File(Stream, contentType): an upload's contents sent back, no path
        app.MapPost("/echo", (IFormFile file) => Results.File(file.OpenReadStream(), file.ContentType));
    }
}
