public class TransferController : Controller
{
    [HttpPost]
    [IgnoreAntiforgeryToken] // want "csharp/antiforgery-disabled"
    public IActionResult Send(TransferModel model) => Ok();
}

public static class Setup
{
    public static void AddMvc(IServiceCollection services)
    {
        services.AddControllersWithViews(o => o.Filters.Add(new IgnoreAntiforgeryTokenAttribute())); // want "csharp/antiforgery-disabled"
    }
}

[Authorize(AuthenticationSchemes = CookieAuthenticationDefaults.AuthenticationScheme), IgnoreAntiforgeryToken] // want "csharp/antiforgery-disabled"
public class AccountSettingsController : Controller
{
    [HttpPost]
    public IActionResult ChangeEmail(string email) => Ok();
}
