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
}
