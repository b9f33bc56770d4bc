internal static class Native
{
    [DllImport("user32.dll")]
    [DefaultDllImportSearchPaths(DllImportSearchPath.System32)]
    internal static extern int MessageBox(IntPtr hWnd, string text, string caption, uint type);

    internal static IntPtr Load() =>
        NativeLibrary.Load("codec.dll", typeof(Native).Assembly, DllImportSearchPath.SafeDirectories);
}
