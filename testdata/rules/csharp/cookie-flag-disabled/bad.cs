public class SessionController : Controller
{
    public IActionResult Login()
    {
        Response.Cookies.Append("sid", token, new CookieOptions { HttpOnly = false, Secure = true }); // want "csharp/cookie-flag-disabled"
        var cookie = new HttpCookie("remember", value);
        cookie.Secure = false; // want "csharp/cookie-flag-disabled"
        services.Configure<CookiePolicyOptions>(o => { o.Secure = CookieSecurePolicy.None; }); // want "csharp/cookie-flag-disabled"
        services.ConfigureApplicationCookie(o => o.Cookie.SecurePolicy = CookieSecurePolicy.None); // want "csharp/cookie-flag-disabled"
        var policy = new CookiePolicyOptions { HttpOnly = HttpOnlyPolicy.None }; // want "csharp/cookie-flag-disabled"
        policy.HttpOnly = Microsoft.AspNetCore.CookiePolicy.HttpOnlyPolicy.None; // want "csharp/cookie-flag-disabled"
        policy.Secure = Microsoft.AspNetCore.Http.CookieSecurePolicy.None; // want "csharp/cookie-flag-disabled"
        Response.Cookies.Append("lang", "en", new Microsoft.AspNetCore.Http.CookieOptions { Secure = false }); // want "csharp/cookie-flag-disabled"
        return Ok();
    }
}

public class PrefsController : Controller
{
    public IActionResult Save(string theme)
    {
        var options = new CookieOptions();
        options.Secure = false; // want "csharp/cookie-flag-disabled"
        Response.Cookies.Append("theme", theme, options);
        return Ok();
    }
}
