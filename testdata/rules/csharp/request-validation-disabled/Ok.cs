public class PostController : Controller {
    [HttpPost]
    [ValidateAntiForgeryToken]
    public ActionResult Save(Post p) { return View(p); }
}
