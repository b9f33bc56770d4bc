public class Users
{
    public string NameOf(User? u) => u?.Profile?.Name ?? "unknown";

    public int Parse(string s)
    {
        try
        {
            return int.Parse(s);
        }
        catch (FormatException)
        {
            return 0;
        }
    }
}
