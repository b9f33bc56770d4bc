using System;
using System.Text.RegularExpressions;

public class Search
{
    private const string DigitsPattern = @"^\d+$";

    public bool Find(string input, string pattern)
    {
        var r = new Regex(pattern, RegexOptions.None, TimeSpan.FromSeconds(1));
        var d = new Regex(DigitsPattern);
        var e = new Regex(Regex.Escape(input));
        var n = new Regex(pattern, RegexOptions.NonBacktracking);
        return Regex.IsMatch(input, pattern, RegexOptions.None, TimeSpan.FromMilliseconds(500)) || Regex.IsMatch(input, @"^[a-z]+$");
    }
}
