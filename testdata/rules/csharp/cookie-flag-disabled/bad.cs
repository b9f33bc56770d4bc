public class SessionController : Controller
{
    public IActionResult Login()
    {
        Response.Cookies.Append("sid", token, new CookieOptions { HttpOnly = false, Secure = true }); // want "csharp/cookie-flag-disabled"
        var cookie = new HttpCookie("remember", value);
        cookie.Secure = false; // want "csharp/cookie-flag-disabled"
        return Ok();
    }
}
