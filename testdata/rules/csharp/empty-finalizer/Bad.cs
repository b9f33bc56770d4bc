public class NativeBuffer : IDisposable
{
    ~NativeBuffer() // want "csharp/empty-finalizer"
    {
    }

    public void Dispose() { }
}
