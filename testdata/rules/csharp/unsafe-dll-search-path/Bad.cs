internal static class Native
{
    [DllImport("imaging.dll")]
    [DefaultDllImportSearchPaths(DllImportSearchPath.AssemblyDirectory)] // want "csharp/unsafe-dll-search-path"
    internal static extern int Decode(byte[] data, int length);

    internal static IntPtr Load() =>
        NativeLibrary.Load("codec.dll", typeof(Native).Assembly, DllImportSearchPath.ApplicationDirectory); // want "csharp/unsafe-dll-search-path"
}
