using System.Text.RegularExpressions;

public class Validate
{
    public bool Email(string input)
    {
        var r = new Regex(@"^([a-zA-Z0-9]+)*@example\.com$"); // want "csharp/redos-nested-quantifier"
        return Regex.IsMatch(input, "^(a+)+$") && r.IsMatch(input); // want "csharp/redos-nested-quantifier"
    }

    public bool Sentence(string input) => Regex.IsMatch(input, @"^(\w+\s?)+$"); // want "csharp/redos-nested-quantifier"
}
