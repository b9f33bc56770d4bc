public class SessionController : Controller
{
    public IActionResult Login()
    {
        Response.Cookies.Append("sid", token, new CookieOptions { HttpOnly = true, Secure = true, SameSite = SameSiteMode.Lax });
        var conn = new SmtpClient { EnableSsl = true };
        options.Secure = false;
        services.Configure<CookiePolicyOptions>(o => { o.Secure = CookieSecurePolicy.Always; o.HttpOnly = HttpOnlyPolicy.Always; });
        o.MinimumSameSitePolicy = SameSiteMode.None;
        return Ok();
    }
}

public class PrefsController : Controller
{
    public IActionResult Save(string theme, Settings settings)
    {
        var options = new CookieOptions();
        options.Secure = true;
        settings.Secure = false;
        Response.Cookies.Append("theme", theme, options);
        return Ok();
    }
}
