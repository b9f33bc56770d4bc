public static class Names
{
    public static string Clean(string name)
    {
        name.Trim(); // want "csharp/ignored-string-result"
        string.Format("{0}!", name); // want "csharp/ignored-string-result"
        return name;
    }
}
