using System;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class EmbedController : Controller
{
    public IActionResult Widget()
    {
        Response.Cookies.Append("widget_session", Guid.NewGuid().ToString(), new CookieOptions // want "csharp/samesite-none-without-secure"
        {
            HttpOnly = true,
            SameSite = SameSiteMode.None,
        });
        return View();
    }
}
