public class Importer
{
    public void Import(string path)
    {
        var reader = File.OpenText(path);
        try
        {
            Parse(reader);
        }
        finally
        {
            reader.Dispose();
            if (!_committed)
                throw new InvalidOperationException("import not committed"); // want "csharp/throw-in-finally"
        }
    }
}
