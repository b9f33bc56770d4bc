using System.Text;

public static class Names
{
    public static string Clean(string name, StringBuilder sb)
    {
        name = name.Trim();
        sb.Replace("a", "b");
        sb.Insert(0, name);
        return name.ToUpperInvariant();
    }
}
