public static class Copy
{
    public static async Task PumpAsync(Stream source, Stream destination, CancellationToken ct)
    {
        var buffer = new byte[81920];
        int read;
        while ((read = await source.ReadAsync(buffer.AsMemory(0, buffer.Length), ct)) > 0)
        {
            await destination.WriteAsync(buffer.AsMemory(0, read), ct);
        }
    }

    public static async Task<int> Chars(TextReader reader, char[] chars)
    {
        return await reader.ReadAsync(chars, 0, chars.Length);
    }
}

public static class Other
{
    public static Task Send(Connection connection, byte[] data) => connection.WriteAsync(data, 0, data.Length);
}
