using Microsoft.AspNetCore.Mvc;

public class ExportController : Controller
{
    public IActionResult Csv(string fileName)
    {
        Response.Headers.Add("Content-Disposition", "attachment; filename=" + fileName); // want "csharp/header-injection: .*string fileName"
        return Content("a,b");
    }

    public IActionResult Lang()
    {
        Response.Headers["Content-Language"] = Request.Query["lang"].ToString(); // want "csharp/header-injection"
        return Ok();
    }
}
