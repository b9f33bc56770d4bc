using System.Text;

class Bad
{
    string Render(string name)
    {
        var sb = new StringBuilder();
        sb.Append("name=" + name); // want "csharp/concatenation-in-append"
        return sb.ToString();
    }
}
