using System;
using System.Net;
using System.Net.Http;
using System.Threading.Tasks;

// A URL whose host a parameter supplies reaches a client: the caller
// names the server the application talks to. A fixed host with the
// parameter in the path, or a URL the caller passes whole, is not
// reported.
public class StatusClient
{
    private readonly HttpClient _http;

    public StatusClient(HttpClient http) { _http = http; }

    public Task<string> Ping(string host)
    {
        return _http.GetStringAsync("http://" + host + "/status"); // want "csharp/ssrf: URL whose host is built from the method's parameters"
    }

    public string Fetch(string server, int port)
    {
        var url = $"https://{server}:{port}/health";
        return new WebClient().DownloadString(url); // want "csharp/ssrf"
    }

    public Task<string> Item(string id)
    {
        return _http.GetStringAsync("https://api.example.com/items/" + id);
    }

    public Task<string> Get(string url)
    {
        return _http.GetStringAsync(url);
    }
}

// string.Format with a format that fixes the host: the request's value is
// only a path segment (an API keyed by a user name); a format that leaves
// the host to the request is still reported.
[Microsoft.AspNetCore.Mvc.ApiController]
public class BreachController : Microsoft.AspNetCore.Mvc.ControllerBase
{
    private const string BreachApi = "https://breaches.example.com/api/v3/account/{0}" +
        "?truncateResponse=false";
    private static readonly HttpClient _http = new HttpClient();

    [Microsoft.AspNetCore.Mvc.HttpGet("breach")]
    public Task<HttpResponseMessage> Get(string username)
    {
        return Send(WebUtility.UrlEncode(username));
    }

    private Task<HttpResponseMessage> Send(string username)
    {
        var request = new HttpRequestMessage(HttpMethod.Get, string.Format(BreachApi, username));
        return _http.SendAsync(request);
    }

    [Microsoft.AspNetCore.Mvc.HttpGet("status")]
    public Task<string> Status(string server)
    {
        return _http.GetStringAsync(string.Format("https://{0}/status", server)); // want "csharp/ssrf"
    }
}
