public class AccountController : Controller
{
    [HttpPost]
    [ValidateAntiForgeryToken]
    public IActionResult ChangeEmail(string email) => View();

    [HttpGet]
    public IActionResult Index() => View();
}

[AutoValidateAntiforgeryToken]
public class ProfileController : Controller
{
    [HttpPost]
    public IActionResult Save(Profile p) => View();
}

[ApiController]
public class OrdersApiController : ControllerBase
{
    [HttpPost]
    public IActionResult Create(Order o) => Ok();
}
