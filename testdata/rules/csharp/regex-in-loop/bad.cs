using System.Collections.Generic;
using System.Text.RegularExpressions;

public static class Lines
{
    public static int Count(IEnumerable<string> lines)
    {
        int n = 0;
        foreach (var line in lines)
        {
            var re = new Regex(@"^\s*#"); // want "csharp/regex-in-loop"
            if (re.IsMatch(line)) n++;
        }
        return n;
    }
}
