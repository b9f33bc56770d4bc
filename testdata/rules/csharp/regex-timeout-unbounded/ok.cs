using System;
using System.Text.RegularExpressions;
using System.Threading;

public class InputValidator
{
    private static readonly Regex Email = new Regex(@"^[a-z0-9.]+@example\.com$", RegexOptions.IgnoreCase,
        TimeSpan.FromMilliseconds(250));

    public bool IsSku(string input)
    {
        return Regex.IsMatch(input, "^(\\w+-?)+$", RegexOptions.None, TimeSpan.FromSeconds(2));
    }

    public string Clean(string input)
    {
        var r = new Regex("(a|aa)+b", RegexOptions.NonBacktracking);
        return r.Replace(input, "");
    }

    // A lock's wait, not a regex's.
    public bool Wait(SemaphoreSlim gate)
    {
        return gate.Wait(Timeout.InfiniteTimeSpan);
    }

    public bool IsCode(string input)
    {
        return Regex.IsMatch(input, "^[A-Z]+$", RegexOptions.None, TimeSpan.FromSeconds(10));
    }

    public Match Find(string input)
    {
        return Regex.Match(input, "x+y", RegexOptions.None, new TimeSpan(0, 0, 5));
    }
}
