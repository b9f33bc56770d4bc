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
