using Microsoft.AspNetCore.Mvc;

public class ApiController : Controller
{
    public IActionResult Data()
    {
        var origin = Request.Headers["Origin"];
        Response.Headers.Add("Access-Control-Allow-Origin", origin); // want "csharp/cors-reflected-origin"
        Response.Headers["Access-Control-Allow-Origin"] = Request.Headers["Origin"]; // want "csharp/cors-reflected-origin"
        return Ok();
    }
}
