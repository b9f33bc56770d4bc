public class PostController : Controller {
    [HttpPost]
    [ValidateInput(false)] // want "csharp/request-validation-disabled"
    public ActionResult Save(Post p) { return View(p); }
}
public class Post {
    [AllowHtml] // want "csharp/request-validation-disabled"
    public string Body { get; set; }
}
