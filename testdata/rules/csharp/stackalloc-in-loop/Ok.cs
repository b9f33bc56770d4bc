public static class Hex
{
    public static void WriteAll(IEnumerable<byte[]> chunks, TextWriter output)
    {
        Span<char> buffer = stackalloc char[512];
        foreach (var chunk in chunks)
        {
            Convert.TryToHexString(chunk, buffer, out int written);
            output.Write(buffer[..written]);
        }
    }

    public static void Each(List<int> sizes)
    {
        foreach (var size in sizes)
        {
            Fill(size);

            static void Fill(int n)
            {
                Span<byte> b = stackalloc byte[16];
                b.Fill((byte)n);
            }
        }
        sizes.ForEach(n => { Span<byte> b = stackalloc byte[16]; b.Clear(); });
    }
}
