using Microsoft.AspNetCore.Identity;
using Microsoft.Extensions.DependencyInjection;

public static class IdentitySetup
{
    public static void AddAccounts(IServiceCollection services)
    {
        services.Configure<PasswordHasherOptions>(o =>
        {
            o.CompatibilityMode = PasswordHasherCompatibilityMode.IdentityV2; // want "csharp/identity-password-hasher-weakened"
        });
        services.Configure<PasswordHasherOptions>(o => o.IterationCount = 1000); // want "csharp/identity-password-hasher-weakened"
    }
}
