using System.Text;

class Ok
{
    string Render(string name, int a, int b)
    {
        var sb = new StringBuilder();
        sb.Append("name=").Append(name);
        sb.Append(a + b);
        sb.Append("x" + "y");
        return sb.ToString();
    }
}
