using System.Diagnostics;

// The caller chooses the program (or the whole command line) the process
// runs: whatever string reaches the parameter is executed.
public class ToolRunner
{
    public void Open(string program)
    {
        Process.Start(program); // want "csharp/command-injection: Program or arguments taken from the method's parameters"
    }

    public int Run(string tool, string arguments)
    {
        var process = new Process();
        process.StartInfo.FileName = tool; // want "csharp/command-injection: Program or arguments taken from the method's parameters"
        process.StartInfo.Arguments = arguments; // want "csharp/command-injection: Program or arguments taken from the method's parameters"
        process.Start();
        process.WaitForExit();
        return process.ExitCode;
    }

    public void Shell(string command)
    {
        var psi = new ProcessStartInfo { FileName = "/bin/sh", Arguments = "-c \"" + command + "\"" }; // want "csharp/command-injection: Command built from the method's parameters"
        Process.Start(psi);
    }
}
