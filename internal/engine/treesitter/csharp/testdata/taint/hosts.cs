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
