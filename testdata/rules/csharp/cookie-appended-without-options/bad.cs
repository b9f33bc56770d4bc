using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    public IActionResult Login(string user)
    {
        Response.Cookies.Append("session", CreateSession(user)); // want "csharp/cookie-appended-without-options"
        HttpContext.Response.Cookies.Append("remember", "1"); // want "csharp/cookie-appended-without-options"
        Response.Cookies.Append("prefs", "dark", new CookieOptions { HttpOnly = true, SameSite = SameSiteMode.Lax }); // want "csharp/cookie-appended-without-options"
        return Ok();
    }
}
