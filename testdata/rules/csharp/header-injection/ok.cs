using System;
using Microsoft.AspNetCore.Mvc;

public class ExportController : Controller
{
    public IActionResult Csv(int id)
    {
        Response.Headers.Add("Content-Disposition", "attachment; filename=report-" + id + ".csv");
        return Content("a,b");
    }

    public IActionResult Lang(string lang)
    {
        Response.Headers["Content-Language"] = Uri.EscapeDataString(lang);
        return Ok();
    }
}
