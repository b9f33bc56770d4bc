using System.IO;
using System.Threading.Tasks;

class Bad
{
    async Task<byte[]> Header(Stream stream)
    {
        var buf = new byte[16];
        stream.Read(buf, 0, buf.Length); // want "csharp/stream-read-result-ignored"
        await stream.ReadAsync(buf, 0, 8); // want "csharp/stream-read-result-ignored"
        return buf;
    }
}
