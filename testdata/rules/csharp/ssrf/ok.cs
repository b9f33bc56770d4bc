using System.Net.Http;
using Microsoft.AspNetCore.Mvc;

[ApiController]
public class ProxyController : ControllerBase
{
    private readonly HttpClient _http = new HttpClient();

    [HttpGet("weather")]
    public async Task<IActionResult> Weather([FromQuery] int zip)
    {
        var body = await _http.GetStringAsync($"https://api.weather.example/v1/{zip}");
        return Ok(body);
    }

    [HttpGet("status")]
    public async Task<IActionResult> Status([FromQuery] string service)
    {
        var url = "https://status.example.com/health";
        var body = await _http.GetStringAsync(url);
        return Ok(body + service.Length);
    }
}
