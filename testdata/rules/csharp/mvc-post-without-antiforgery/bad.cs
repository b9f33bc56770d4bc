public class AccountController : Controller
{
    [HttpPost]
    public IActionResult ChangeEmail(string email) // want "csharp/mvc-post-without-antiforgery"
    {
        return View();
    }

    [HttpDelete]
    public IActionResult Remove(int id) => Ok(); // want "csharp/mvc-post-without-antiforgery"
}

public class MixedController : Controller
{
    [HttpPost]
    [Authorize(AuthenticationSchemes = "Identity.Application," + JwtBearerDefaults.AuthenticationScheme)]
    public IActionResult Both(EditModel m) => View(); // want "csharp/mvc-post-without-antiforgery"

    [HttpPost]
    [Authorize(Policy = "NotJwtClients")]
    public IActionResult Policy(EditModel m) => View(); // want "csharp/mvc-post-without-antiforgery"
}
