using System.IO;

class Ok
{
    byte[] Header(Stream stream)
    {
        var buf = new byte[16];
        int n = stream.Read(buf, 0, buf.Length);
        if (n < buf.Length) throw new EndOfStreamException();
        stream.ReadExactly(buf, 0, 16);
        return buf;
    }
}
