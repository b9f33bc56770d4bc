public class UploadController : Controller
{
    [HttpPost]
    [DisableRequestSizeLimit] // want "csharp/request-size-limit-disabled"
    public IActionResult Upload(IFormFile file) => Ok();

    public static void Configure(KestrelServerOptions o)
    {
        o.Limits.MaxRequestBodySize = null; // want "csharp/request-size-limit-disabled"
    }
}
