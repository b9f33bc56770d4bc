using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

[Authorize]
public class AccountController : Controller
{
    private readonly IOrderService _orders;

    public AccountController(IOrderService orders) => _orders = orders;

    [HttpGet]
    [ResponseCache(Duration = 300)] // want "csharp/authorized-response-cached-publicly"
    public async Task<IActionResult> Orders()
    {
        var orders = await _orders.ForUserAsync(User.Identity!.Name!);
        return View(orders);
    }
}

public class ProfileController : Controller
{
    [Authorize]
    [OutputCache(Duration = 600)] // want "csharp/authorized-response-cached-publicly"
    public ActionResult Details() => View();
}
