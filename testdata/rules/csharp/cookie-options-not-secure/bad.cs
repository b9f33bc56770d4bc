using System;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class AuthController : Controller
{
    public IActionResult Login(string token)
    {
        var options = new CookieOptions { HttpOnly = true, Expires = DateTimeOffset.UtcNow.AddDays(7) };
        Response.Cookies.Append("auth", token, options); // want "csharp/cookie-options-not-secure"
        return Ok();
    }

    public IActionResult Remember(string user)
    {
        var options = new CookieOptions();
        options.Expires = DateTimeOffset.UtcNow.AddDays(30);
        options.HttpOnly = true;
        HttpContext.Response.Cookies.Append("remember", user, options); // want "csharp/cookie-options-not-secure"
        return Ok();
    }
}
