using System;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class AuthController : Controller
{
    public IActionResult Login(string token)
    {
        var options = new CookieOptions { HttpOnly = true, Secure = true, SameSite = SameSiteMode.Strict };
        Response.Cookies.Append("auth", token, options);
        return Ok();
    }

    public IActionResult Remember(string user)
    {
        var options = new CookieOptions();
        options.Expires = DateTimeOffset.UtcNow.AddDays(30);
        options.Secure = Request.IsHttps;
        Response.Cookies.Append("remember", user, options);
        return Ok();
    }

    // Options handed in by the caller are the caller's to set.
    public void Write(string name, string value, CookieOptions options)
    {
        Response.Cookies.Append(name, value, options);
    }
}
