using Microsoft.AspNetCore.Mvc;

public class GoController : Controller
{
    public IActionResult Go(string returnUrl)
    {
        if (Url.IsLocalUrl(returnUrl)) return new RedirectResult(returnUrl);
        return new RedirectResult("/");
    }
}
