using System;
using System.Runtime.InteropServices;

public class Buffers
{
    public Span<byte> View(byte[] data, int start, int length)
    {
        var ints = MemoryMarshal.Cast<byte, int>(data);
        return new Span<byte>(data, start, length);
    }
}
