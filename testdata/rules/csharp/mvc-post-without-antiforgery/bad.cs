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
