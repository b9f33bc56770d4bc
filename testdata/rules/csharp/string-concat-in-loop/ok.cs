using System.Collections.Generic;
using System.Text;

public static class Report
{
    public static string Render(IEnumerable<string> rows)
    {
        var sb = new StringBuilder();
        int total = 0;
        foreach (var row in rows)
        {
            sb.AppendLine(row);
            total += row.Length;
        }
        return sb.ToString();
    }
}
