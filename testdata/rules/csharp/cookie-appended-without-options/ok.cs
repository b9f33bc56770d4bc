using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    public IActionResult Login(string user)
    {
        Response.Cookies.Append("session", CreateSession(user), new CookieOptions { Secure = true, HttpOnly = true });
        Response.Cookies.Delete("old");
        return Ok();
    }
}
