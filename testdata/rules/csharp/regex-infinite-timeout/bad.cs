using System;
using System.Text.RegularExpressions;

class Filters {
    bool Match(string pattern, string input) {
        var re = new Regex(pattern, RegexOptions.None, Regex.InfiniteMatchTimeout); // want "csharp/regex-infinite-timeout"
        return re.IsMatch(input);
    }
}
