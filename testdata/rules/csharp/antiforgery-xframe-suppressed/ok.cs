public class Startup
{
    public void ConfigureServices(IServiceCollection services)
    {
        services.AddAntiforgery(o => { o.HeaderName = "X-CSRF-TOKEN"; o.SuppressXFrameOptionsHeader = false; });
    }
}
