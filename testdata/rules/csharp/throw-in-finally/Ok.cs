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
            try
            {
                Cleanup();
            }
            catch (IOException ex)
            {
                _log.LogWarning(ex, "cleanup failed");
            }
            _callbacks.ForEach(c => { if (c == null) throw new ArgumentNullException(nameof(c)); });
        }
        if (!_committed)
            throw new InvalidOperationException("import not committed");
    }

    public void Load()
    {
        try { Read(); }
        catch (IOException ex) { throw new ImportException("read failed", ex); }
        finally { _busy = false; }
    }
}
