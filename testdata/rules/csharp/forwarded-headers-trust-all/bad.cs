public class Startup
{
    public void ConfigureServices(IServiceCollection services)
    {
        services.Configure<ForwardedHeadersOptions>(o =>
        {
            o.ForwardedHeaders = ForwardedHeaders.XForwardedFor | ForwardedHeaders.XForwardedProto;
            o.KnownNetworks.Clear(); // want "csharp/forwarded-headers-trust-all"
            o.KnownProxies.Clear(); // want "csharp/forwarded-headers-trust-all"
        });
    }
}
