using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

[Authorize]
public class AccountController : Controller
{
    [HttpGet]
    [ResponseCache(NoStore = true, Location = ResponseCacheLocation.None)]
    public IActionResult Orders() => View();

    [HttpGet]
    [ResponseCache(Duration = 60, Location = ResponseCacheLocation.Client)]
    public IActionResult Settings() => View();

    [AllowAnonymous]
    [ResponseCache(Duration = 3600)]
    public IActionResult Terms() => View();
}

// Public content, no sign-in required.
public class CatalogController : Controller
{
    [ResponseCache(Duration = 300)]
    public IActionResult Index() => View();
}
