using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    public IActionResult Login(string returnUrl)
    {
        if (Url.IsLocalUrl(returnUrl))
        {
            return Redirect(returnUrl);
        }
        return RedirectToAction("Index", "Home");
    }

    public IActionResult Back(string next)
    {
        if (!Url.IsLocalUrl(next))
        {
            return Redirect("/");
        }
        return Redirect(next);
    }

    public IActionResult Local(string returnUrl)
    {
        return LocalRedirect(returnUrl);
    }

    public IActionResult Order(string orderNumber)
    {
        return Redirect($"/orders/{orderNumber}/summary");
    }
}
