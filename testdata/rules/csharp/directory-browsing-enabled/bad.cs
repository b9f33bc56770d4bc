using Microsoft.AspNetCore.Builder;

public class Startup
{
    public void Configure(IApplicationBuilder app)
    {
        app.UseStaticFiles();
        app.UseDirectoryBrowser(); // want "csharp/directory-browsing-enabled"
    }
}
