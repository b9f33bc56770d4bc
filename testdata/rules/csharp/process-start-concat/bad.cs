using System.Diagnostics;

public static class Backup
{
    public static void Run(string dir)
    {
        Process.Start("tar", $"czf /tmp/backup.tgz {dir}"); // want "csharp/process-start-concat"
    }
}
