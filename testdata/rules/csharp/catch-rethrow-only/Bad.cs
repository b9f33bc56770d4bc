using System.IO;

class Bad
{
    string Load(string path)
    {
        try
        {
            return File.ReadAllText(path);
        }
        catch (IOException) // want "csharp/catch-rethrow-only"
        {
            throw;
        }
    }
}
