public class UploadController : Controller
{
    [HttpPost]
    [RequestSizeLimit(10_000_000)]
    public IActionResult Upload(IFormFile file) => Ok();

    public static void Configure(KestrelServerOptions o)
    {
        o.Limits.MaxRequestBodySize = 50_000_000;
    }
}
