using Microsoft.AspNetCore.Mvc;

public class GoController : Controller
{
    public IActionResult Go(string returnUrl)
    {
        return new RedirectResult(returnUrl); // want "csharp/open-redirect"
    }
}
