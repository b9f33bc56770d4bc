using System;
using System.Text;

public class ReportWriter
{
    public string Title(string name, int count)
    {
        return string.Format("{0}: {1} items ({2})", name, count); // want "csharp/format-index-out-of-range"
    }

    public string Empty()
    {
        return String.Format("Report for {0}"); // want "csharp/format-index-out-of-range"
    }

    public void Row(StringBuilder sb, string key, string value, int width)
    {
        sb.AppendFormat("| {0,-20} | {1} | {3} |", key, value, width); // want "csharp/format-index-out-of-range"
    }

    public void Log(string user, DateTime at)
    {
        Console.WriteLine("{0} signed in at {1:u} from {2}", user, at); // want "csharp/format-index-out-of-range"
    }
}
