using System.Web.Http;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;

public static class Services
{
    public static void Add(IServiceCollection services)
    {
        services.AddSignalR(o =>
        {
            o.EnableDetailedErrors = true; // want "csharp/detailed-errors-to-clients"
            o.MaximumReceiveMessageSize = 64 * 1024;
        });
        services.AddGrpc(options => options.EnableDetailedErrors = true); // want "csharp/detailed-errors-to-clients"
        services.AddServerSideBlazor().AddCircuitOptions(o => o.DetailedErrors = true); // want "csharp/detailed-errors-to-clients"
    }
}

public static class WebApiConfig
{
    public static void Register(HttpConfiguration config)
    {
        config.MapHttpAttributeRoutes();
        config.IncludeErrorDetailPolicy = IncludeErrorDetailPolicy.Always; // want "csharp/detailed-errors-to-clients"
    }
}
