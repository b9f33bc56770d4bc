using System.Diagnostics;

public static class Backup
{
    public static void Run(string dir)
    {
        var psi = new ProcessStartInfo("tar") { UseShellExecute = false };
        psi.ArgumentList.Add("czf");
        psi.ArgumentList.Add(dir);
        Process.Start(psi);
    }
}
