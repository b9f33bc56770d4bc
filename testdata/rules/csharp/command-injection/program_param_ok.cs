using System.Diagnostics;

// The program is the code's own choice and the caller's value is one
// argument in ArgumentList, which no shell parses.
public class Archiver
{
    private const string Tar = "/usr/bin/tar";

    public void Extract(string archive)
    {
        var psi = new ProcessStartInfo(Tar);
        psi.ArgumentList.Add("-xf");
        psi.ArgumentList.Add(archive);
        using var process = Process.Start(psi);
        process?.WaitForExit();
    }

    public void Version()
    {
        Process.Start(Tar, "--version");
    }
}
