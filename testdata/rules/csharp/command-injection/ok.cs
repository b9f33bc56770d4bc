using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;

public class ToolsController : ControllerBase
{
    [HttpGet("ping")]
    public IActionResult Ping(string host)
    {
        var psi = new ProcessStartInfo("ping") { UseShellExecute = false };
        psi.ArgumentList.Add("-c");
        psi.ArgumentList.Add("1");
        Process.Start("uptime");
        return Ok();
    }
}

public class Archiver
{
    public void Pack(string dir)
    {
        var psi = new ProcessStartInfo("tar") { UseShellExecute = false };
        psi.ArgumentList.Add("-czf");
        psi.ArgumentList.Add("out.tgz");
        psi.ArgumentList.Add(dir);
        Process.Start(psi);
    }
}
