using System.Collections.Generic;
using System.Text.RegularExpressions;

public static class Lines
{
    private static readonly Regex Comment = new Regex(@"^\s*#", RegexOptions.Compiled);

    public static int Count(IEnumerable<string> lines, IEnumerable<string> words)
    {
        int n = 0;
        foreach (var line in lines)
        {
            if (Comment.IsMatch(line) || Regex.IsMatch(line, "^//")) n++;
        }
        foreach (var w in words)
        {
            var re = new Regex(Regex.Escape(w));
            n += re.Matches(string.Join("\n", lines)).Count;
        }
        return n;
    }
}
