using System.Net;
using System.Net.Http;
using Microsoft.AspNetCore.Mvc;

[ApiController]
public class ProxyController : ControllerBase
{
    private readonly HttpClient _http = new HttpClient();

    [HttpGet("fetch")]
    public async Task<IActionResult> Fetch([FromQuery] string url)
    {
        var body = await _http.GetStringAsync(url); // want "csharp/ssrf: .*string url"
        return Ok(body);
    }

    [HttpGet("image")]
    public IActionResult Image()
    {
        var target = new Uri(Request.Query["src"]);
        var req = WebRequest.Create(target); // want "csharp/ssrf"
        return Ok(req.GetResponse());
    }
}
