using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;

public class ToolsController : ControllerBase
{
    [HttpGet("ping")]
    public IActionResult Ping(string host)
    {
        Process.Start("/bin/sh", "-c \"ping -c 1 " + host + "\""); // want "csharp/command-injection"
        var psi = new ProcessStartInfo("nslookup", Request.Query["domain"]); // want "csharp/command-injection"
        return Ok();
    }
}

public class Archiver
{
    public void Pack(string dir)
    {
        Process.Start("cmd.exe", "/c tar -czf out.tgz " + dir); // want "csharp/command-injection: Command built from the method's parameters"
    }
}
