using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

public static class Program
{
    public static void Configure(WebApplication app)
    {
        app.UseCookiePolicy(new CookiePolicyOptions { Secure = CookieSecurePolicy.Always, HttpOnly = HttpOnlyPolicy.Always });
        app.MapGet("/", (HttpContext ctx) => ctx.Response.Cookies.Append("theme", "dark"));
    }
}
