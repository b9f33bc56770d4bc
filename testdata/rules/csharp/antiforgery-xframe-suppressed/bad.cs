public class Startup
{
    public void ConfigureServices(IServiceCollection services)
    {
        services.AddAntiforgery(o => o.SuppressXFrameOptionsHeader = true); // want "csharp/antiforgery-xframe-suppressed"
    }
}
