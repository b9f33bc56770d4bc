using Microsoft.AspNetCore.Identity;
using Microsoft.Extensions.DependencyInjection;

public static class IdentitySetup
{
    public static void Add(IServiceCollection services)
    {
        services.Configure<IdentityOptions>(options =>
        {
            options.Lockout.AllowedForNewUsers = false; // want "csharp/identity-lockout-weakened"
            options.Lockout.MaxFailedAccessAttempts = 1000; // want "csharp/identity-lockout-weakened"
        });
    }
}
