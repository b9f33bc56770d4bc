public class Startup
{
    public void Configure(IApplicationBuilder app)
    {
        app.UseStaticFiles(new StaticFileOptions { ServeUnknownFileTypes = false });
    }
}
