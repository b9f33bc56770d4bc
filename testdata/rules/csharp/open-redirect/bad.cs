using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    public IActionResult Login(string returnUrl)
    {
        return Redirect(returnUrl); // want "csharp/open-redirect: .*string returnUrl"
    }

    public IActionResult Back()
    {
        var next = Request.Query["next"].ToString();
        Response.Redirect(next); // want "csharp/open-redirect"
        return new EmptyResult();
    }
}
