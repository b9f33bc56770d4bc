using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;

public static class Services
{
    public static void Add(IServiceCollection services)
    {
        services.AddDbContext<ShopDbContext>(o => o.UseSqlServer("name=Shop"));
        services.AddDbContextFactory<ReportingDbContext>(o => o.UseSqlServer("name=Reports"));
        services.AddSingleton<IDbContextFactory<ShopDbContext>, ShopDbContextFactory>();
        services.AddSingleton<HttpContextAccessorWrapper>();
    }
}
