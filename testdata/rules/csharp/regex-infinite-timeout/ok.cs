using System;
using System.Text.RegularExpressions;

class Filters {
    bool Match(string pattern, string input) {
        var re = new Regex(pattern, RegexOptions.None, TimeSpan.FromMilliseconds(200));
        return re.IsMatch(input);
    }
}
