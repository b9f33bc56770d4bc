using System;
using System.Web;
using System.Web.Security;
using System.Web.UI;

public partial class Login : Page
{
    protected void SignIn(string token)
    {
        var cookie = new HttpCookie("auth", token);
        cookie.HttpOnly = true;
        cookie.Secure = FormsAuthentication.RequireSSL;
        Response.Cookies.Add(cookie);
    }

    protected void Remember(string user)
    {
        Response.SetCookie(new HttpCookie("user", user) { HttpOnly = true, Secure = Request.IsSecureConnection });
    }

    protected void Forget()
    {
        var c = new HttpCookie("user") { Expires = DateTime.Now.AddDays(-1), Secure = true, HttpOnly = true };
        Response.Cookies.Add(c);
    }
}
