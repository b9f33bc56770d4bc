using System;
using System.Diagnostics;
using System.Globalization;
using System.Text;

public class ReportWriter
{
    public string Title(string name, int count, string unit)
    {
        return string.Format("{0}: {1} {2}", name, count, unit);
    }

    // A single argument may be the object[] that params passes through.
    public string Line(object[] values)
    {
        return string.Format("{0} - {1} - {2}", values);
    }

    // Escaped braces are text, not format items.
    public string Json(string key, string value)
    {
        return string.Format("{{\"{0}\": \"{1}\", \"n\": {{2}}}}", key, value);
    }

    public string NoItems()
    {
        return string.Format("plain text");
    }

    public void Row(StringBuilder sb, string key, string value)
    {
        sb.AppendFormat("| {0,-20} | {1} |", key, value);
    }

    // Console.WriteLine(string) prints its text as is.
    public void Banner()
    {
        Console.WriteLine("Use {0} as a placeholder");
        Debug.WriteLine("{0} {1} {2}", "a", "category");
    }

    public string Interpolated(string name, int count)
    {
        return $"{name}: {count}";
    }
}
