using System;
using System.Linq;
using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Mvc;

public class SearchController : Controller
{
    private readonly string[] _titles = { "alpha", "beta" };

    public IActionResult Filter(string pattern)
    {
        var safe = Regex.Escape(pattern);
        var hits = _titles.Where(t => Regex.IsMatch(t, safe)).ToList();
        return Ok(hits);
    }

    public IActionResult Highlight(string text)
    {
        var term = Request.Query["term"];
        var rx = new Regex("(" + term + ")", RegexOptions.IgnoreCase, TimeSpan.FromMilliseconds(200));
        return Content(rx.Replace(text, "<b>$1</b>"));
    }

    public IActionResult Validate(string code)
    {
        // the request is the input, the pattern is the program's
        return Ok(Regex.IsMatch(code, "^[A-Z]{3}-[0-9]{4}$"));
    }

    public IActionResult UserPattern(string pattern, string text)
    {
        return Ok(Regex.IsMatch(text, pattern, RegexOptions.NonBacktracking));
    }
}

public class PatternHelper
{
    // not a controller: the caller decides what the pattern is
    public bool Matches(string text, string pattern) => Regex.IsMatch(text, pattern);
}
