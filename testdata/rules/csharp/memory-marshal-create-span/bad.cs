using System;
using System.Runtime.InteropServices;

public class Buffers
{
    public Span<byte> View(ref byte start, int length)
    {
        return MemoryMarshal.CreateSpan(ref start, length); // want "csharp/memory-marshal-create-span"
    }
}
