public static class Copy
{
    public static async Task PumpAsync(Stream sourceStream, Stream destinationStream, CancellationToken ct)
    {
        var buffer = new byte[81920];
        int read;
        while ((read = await sourceStream.ReadAsync(buffer, 0, buffer.Length, ct)) > 0) // want "csharp/stream-array-overload"
        {
            await destinationStream.WriteAsync(buffer, 0, read); // want "csharp/stream-array-overload"
        }
    }
}

public static class Trace
{
    public static async Task DumpAsync(Stream stream, byte[] frame)
    {
#if DEBUG
        // a build switch, not a target framework: the Memory overload is there
        await stream.WriteAsync(frame, 0, frame.Length); // want "csharp/stream-array-overload"
#endif
    }
}
