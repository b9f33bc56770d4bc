using System.Collections.Generic;

public static class Report
{
    public static string Render(IEnumerable<string> rows)
    {
        string output = "";
        foreach (var row in rows)
        {
            output += row + "\n"; // want "csharp/string-concat-in-loop"
        }
        return output;
    }
}
