public class Buffer
{
    public byte Get(int i)
    {
        if (i >= _data.Length)
            throw new IndexOutOfRangeException("index past the end"); // want "csharp/reserved-exception-thrown"
        return _data[i];
    }

    public Buffer(Stream s)
    {
        _stream = s ?? throw new NullReferenceException(nameof(s)); // want "csharp/reserved-exception-thrown"
    }
}
