using System;
using System.Text.RegularExpressions;
using System.Threading;

public class InputValidator
{
    private static readonly Regex Email = new Regex(@"^([a-z0-9]+\.?)+@example\.com$", RegexOptions.IgnoreCase, // want "csharp/regex-timeout-unbounded"
        Timeout.InfiniteTimeSpan);

    public bool IsSku(string input)
    {
        return Regex.IsMatch(input, "^(\\w+-?)+$", RegexOptions.None, TimeSpan.FromMinutes(5)); // want "csharp/regex-timeout-unbounded"
    }

    public string Clean(string input)
    {
        var r = new Regex("(a|aa)+b", RegexOptions.Compiled, TimeSpan.FromMilliseconds(-1)); // want "csharp/regex-timeout-unbounded"
        return r.Replace(input, "");
    }

    public bool IsCode(string input)
    {
        return Regex.IsMatch(input, "^([A-Z]+)*$", RegexOptions.None, TimeSpan.FromSeconds(300)); // want "csharp/regex-timeout-unbounded"
    }

    public Match Find(string input)
    {
        return Regex.Match(input, "(x+x+)+y", RegexOptions.None, new TimeSpan(0, 10, 0)); // want "csharp/regex-timeout-unbounded"
    }
}
