public class NativeBuffer : IDisposable
{
    private IntPtr _handle;

    ~NativeBuffer()
    {
        Dispose(false);
    }

    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    protected virtual void Dispose(bool disposing) => Marshal.FreeHGlobal(_handle);
}
