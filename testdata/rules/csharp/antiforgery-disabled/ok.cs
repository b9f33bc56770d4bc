public class TransferController : Controller
{
    [HttpPost]
    [ValidateAntiForgeryToken]
    public IActionResult Send(TransferModel model) => Ok();
}
