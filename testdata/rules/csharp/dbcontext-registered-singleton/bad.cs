using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;

public static class Services
{
    public static void Add(IServiceCollection services)
    {
        services.AddSingleton<ShopDbContext>(); // want "csharp/dbcontext-registered-singleton"
        services.AddSingleton<Data.AppDbContext>(sp => new Data.AppDbContext(Options())); // want "csharp/dbcontext-registered-singleton"
    }
}
