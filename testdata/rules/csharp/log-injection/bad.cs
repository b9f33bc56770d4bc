using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

public class SearchController : Controller
{
    private readonly ILogger<SearchController> _logger;

    public IActionResult Find(string q)
    {
        _logger.LogInformation("search for " + q); // want "csharp/log-injection"
        var agent = Request.Headers["User-Agent"];
        _logger.LogWarning($"agent {agent}"); // want "csharp/log-injection"
        return Ok();
    }
}
