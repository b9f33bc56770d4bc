using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;

public class ApiController : Controller
{
    private static readonly HashSet<string> Allowed = new() { "https://app.example.com" };

    public IActionResult Data()
    {
        var origin = Request.Headers["Origin"].ToString();
        if (Allowed.Contains(origin))
        {
            Response.Headers.Add("Access-Control-Allow-Origin", origin);
        }
        Response.Headers.Add("Access-Control-Allow-Origin", "https://app.example.com");
        return Ok();
    }
}
