public static class Hex
{
    public static void WriteAll(IEnumerable<byte[]> chunks, TextWriter output)
    {
        foreach (var chunk in chunks)
        {
            Span<char> buffer = stackalloc char[chunk.Length * 2]; // want "csharp/stackalloc-in-loop"
            Convert.TryToHexString(chunk, buffer, out int written);
            output.Write(buffer[..written]);
        }
    }

    public static int Sum(Stream s)
    {
        int total = 0;
        while (true)
        {
            Span<byte> b = stackalloc byte[256]; // want "csharp/stackalloc-in-loop"
            int n = s.Read(b);
            if (n == 0) return total;
            total += n;
        }
    }
}
