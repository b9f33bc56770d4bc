using Microsoft.AspNetCore.Identity;
using Microsoft.Extensions.DependencyInjection;

public static class IdentitySetup
{
    public static void AddAccounts(IServiceCollection services)
    {
        services.Configure<PasswordHasherOptions>(o =>
        {
            o.CompatibilityMode = PasswordHasherCompatibilityMode.IdentityV3;
            o.IterationCount = 210_000;
        });
        services.Configure<PasswordHasherOptions>(o => o.IterationCount = 600000);
    }
}
