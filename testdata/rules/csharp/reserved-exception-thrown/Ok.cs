public class Buffer
{
    public byte Get(int i)
    {
        if (i >= _data.Length)
            throw new ArgumentOutOfRangeException(nameof(i), "index past the end");
        return _data[i];
    }

    public Buffer(Stream s)
    {
        _stream = s ?? throw new ArgumentNullException(nameof(s));
    }

    public bool IsFatal(Exception e) => e is OutOfMemoryException || e is StackOverflowException;

    public void Handle()
    {
        try { Run(); }
        catch (NullReferenceException ex) { _log.LogError(ex, "bug"); throw; }
    }
}
