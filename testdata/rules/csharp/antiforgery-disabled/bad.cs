public class TransferController : Controller
{
    [HttpPost]
    [IgnoreAntiforgeryToken] // want "csharp/antiforgery-disabled"
    public IActionResult Send(TransferModel model) => Ok();
}
