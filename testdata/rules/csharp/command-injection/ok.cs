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
