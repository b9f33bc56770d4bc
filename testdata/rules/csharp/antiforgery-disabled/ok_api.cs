using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

// APIs authenticated by a bearer token or an API key send no cookie a
// forged cross-site request could ride on.
[Authorize(AuthenticationSchemes = "Api"), IgnoreAntiforgeryToken]
public class ODataController : Controller
{
    [HttpPost]
    public IActionResult Post(Item item) => Ok();
}

[ApiController]
[IgnoreAntiforgeryToken]
public class OrdersController : ControllerBase
{
    [HttpPost]
    public IActionResult Create(Order order) => Ok();
}
