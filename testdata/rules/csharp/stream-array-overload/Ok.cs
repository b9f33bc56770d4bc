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

// A library that targets .NET Standard 2.0 or .NET Framework as well: there
// Stream has no Memory overloads, and the #if keeps the array call to them.
internal static class StreamHelpers
{
#if NETSTANDARD2_0 || NET462
    public static Task WriteAsync(Stream stream, byte[] buffer, int offset, int count, CancellationToken cancellationToken)
    {
        return stream.WriteAsync(buffer, offset, count, cancellationToken);
    }
#else
    public static ValueTask WriteAsync(Stream stream, byte[] buffer, int offset, int count, CancellationToken cancellationToken)
    {
        return stream.WriteAsync(buffer.AsMemory(offset, count), cancellationToken);
    }
#endif

    public static async Task<int> FillAsync(Stream stream, byte[] buffer)
    {
#if NET6_0_OR_GREATER
        return await stream.ReadAtLeastAsync(buffer, buffer.Length);
#else
        return await stream.ReadAsync(buffer, 0, buffer.Length);
#endif
    }
}
