using System;
using System.Web;
using System.Web.UI;

public partial class Login : Page
{
    protected void SignIn(string token)
    {
        var cookie = new HttpCookie("auth", token); // want "csharp/httpcookie-without-flags"
        cookie.Expires = DateTime.Now.AddHours(1);
        Response.Cookies.Add(cookie);
    }

    protected void Remember(string user)
    {
        HttpCookie c = new HttpCookie("user") { Value = user, HttpOnly = true }; // want "csharp/httpcookie-without-flags"
        Response.SetCookie(c);
    }
}
