using Microsoft.AspNetCore.Builder;

public class Startup
{
    public void Configure(IApplicationBuilder app)
    {
        app.UseRouting();
        app.UseAuthorization(); // want "csharp/authorization-before-authentication"
        app.UseAuthentication();
        app.UseEndpoints(e => e.MapControllers());
    }
}
