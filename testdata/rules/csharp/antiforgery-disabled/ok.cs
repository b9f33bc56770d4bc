public class TransferController : Controller
{
    [HttpPost]
    [ValidateAntiForgeryToken]
    public IActionResult Send(TransferModel model) => Ok();
}

public static class Setup
{
    public static void AddMvc(IServiceCollection services)
    {
        services.AddControllersWithViews(o => o.Filters.Add(new AutoValidateAntiforgeryTokenAttribute()));
    }
}
