using System.Text.RegularExpressions;

public class Search
{
    public bool Find(string input, string pattern)
    {
        var r = new Regex(pattern); // want "csharp/regex-pattern-without-timeout"
        var s = new Regex($"^{pattern}$", RegexOptions.IgnoreCase); // want "csharp/regex-pattern-without-timeout"
        return Regex.IsMatch(input, pattern); // want "csharp/regex-pattern-without-timeout"
    }
}
