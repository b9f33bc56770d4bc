using System;
using System.Text.RegularExpressions;

public class Validate
{
    public bool Email(string input)
    {
        var r = new Regex(@"^([a-zA-Z0-9]+)*@example\.com$", RegexOptions.None, TimeSpan.FromSeconds(1));
        var n = new Regex(@"^(a+)+$", RegexOptions.NonBacktracking);
        return Regex.IsMatch(input, @"^[a-z]+(\.[a-z]+)*$") && r.IsMatch(input);
    }

    public bool Dotted(string input) => Regex.IsMatch(input, @"^(\w+\.)+\w+$") && Regex.IsMatch(input, "^[a-z]+(-[a-z]+)*$");
}
