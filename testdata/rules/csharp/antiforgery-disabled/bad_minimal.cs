using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

public static class Forms
{
    public static void Map(WebApplication app)
    {
        app.MapPost("/profile", ([FromForm] string name) => Results.Ok(name))
            .DisableAntiforgery(); // want "csharp/antiforgery-disabled"
    }
}
