using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

[Authorize]
public class AccountController : Controller
{
    // Signing in and registering are anonymous by design.
    [HttpPost]
    [AllowAnonymous]
    [ValidateAntiForgeryToken]
    public IActionResult Login(LoginViewModel model) => View(model);

    [AllowAnonymous]
    [HttpGet]
    public IActionResult Register() => View();

    [HttpDelete("{id}")]
    public IActionResult Delete(int id) => NoContent();
}

// No [Authorize] on the controller: an anonymous public API by intent.
[ApiController]
public class PublicFeedbackController : ControllerBase
{
    [HttpPut("{id}")]
    [AllowAnonymous]
    public IActionResult Update(int id, FeedbackDto dto) => NoContent();
}
