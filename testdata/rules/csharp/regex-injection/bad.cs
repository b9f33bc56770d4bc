using System.Linq;
using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Mvc;

public class SearchController : Controller
{
    private readonly string[] _titles = { "alpha", "beta" };

    public IActionResult Filter(string pattern)
    {
        var hits = _titles.Where(t => Regex.IsMatch(t, pattern)).ToList(); // want "csharp/regex-injection"
        return Ok(hits);
    }

    public IActionResult Highlight(string text)
    {
        var term = Request.Query["term"];
        var rx = new Regex("(" + term + ")", RegexOptions.IgnoreCase); // want "csharp/regex-injection"
        return Content(rx.Replace(text, "<b>$1</b>"));
    }

    public IActionResult Split(string text, string separator)
    {
        return Ok(Regex.Split(text, separator)); // want "csharp/regex-injection"
    }
}
