using System.Web.Http;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

public static class Services
{
    public static void Add(IServiceCollection services, IWebHostEnvironment env)
    {
        services.AddSignalR(o => o.EnableDetailedErrors = env.IsDevelopment());
        if (env.IsDevelopment())
        {
            services.AddGrpc(options => options.EnableDetailedErrors = true);
        }
        services.AddServerSideBlazor().AddCircuitOptions(o => o.DetailedErrors = false);
        // EF Core's option adds detail to its own exception messages and logs.
        services.AddDbContext<AppDb>(o => o.UseSqlServer("cs").EnableDetailedErrors());
    }
}

public class AppDb : DbContext { }

public static class WebApiConfig
{
    public static void Register(HttpConfiguration config)
    {
        config.IncludeErrorDetailPolicy = IncludeErrorDetailPolicy.LocalOnly;
    }
}
