using System;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class EmbedController : Controller
{
    public IActionResult Widget()
    {
        Response.Cookies.Append("widget_session", Guid.NewGuid().ToString(), new CookieOptions
        {
            HttpOnly = true,
            Secure = true,
            SameSite = SameSiteMode.None,
        });
        Response.Cookies.Append("theme", "dark", new CookieOptions { SameSite = SameSiteMode.Lax });
        return View();
    }
}
