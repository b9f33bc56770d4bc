using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    public IActionResult Login(string user)
    {
        Response.Cookies.Append("session", CreateSession(user), new CookieOptions { Secure = true, HttpOnly = true });
        Response.Cookies.Delete("old");
        Response.Cookies.Append("prefs", "dark", new CookieOptions { HttpOnly = true, Secure = true, SameSite = SameSiteMode.Lax });
        Response.Cookies.Append("legacy", "1", new CookieOptions { Secure = false, HttpOnly = true });
        return Ok();
    }
}
