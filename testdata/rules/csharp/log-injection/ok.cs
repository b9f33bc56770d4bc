using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

public class SearchController : Controller
{
    private readonly ILogger<SearchController> _logger;

    public IActionResult Find(string q, int page)
    {
        _logger.LogInformation("search for {Query}", q);
        _logger.LogInformation("page " + page);
        var clean = q.Replace("\n", "").Replace("\r", "");
        _logger.LogInformation("search for " + clean);
        return Ok();
    }
}
