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

[Route("articles")]
public class ArticlesController : Controller
{
    [HttpPost]
    public Task<ArticleEnvelope> Create([FromBody] CreateArticle command) => mediator.Send(command);

    [HttpPut("{slug}")]
    [Authorize(AuthenticationSchemes = JwtBearerDefaults.AuthenticationScheme)]
    public Task<ArticleEnvelope> Edit(string slug, EditArticle command) => mediator.Send(command);
}

// A Controller subclass that only answers with data (no views, redirects,
// cookie sign-in, TempData or form binding) is an API called with a bearer
// token, which a cross-site form cannot send.
[Route("organizations/{orgId}/collections")]
[Authorize("Application")]
public class CollectionsController : Controller
{
    [HttpPost("{id}/delete")]
    public async Task PostDelete(Guid orgId, Guid id)
    {
        await _service.DeleteAsync(orgId, id);
    }

    [HttpDelete("{id}")]
    public async Task<CollectionResponseModel> Delete(Guid orgId, Guid id)
    {
        return new CollectionResponseModel(await _service.DeleteAsync(orgId, id));
    }
}
