using System.Net;
using Microsoft.AspNetCore.Mvc;
using RestSharp;

public class ProxyController : Controller
{
    public IActionResult Fetch(string url)
    {
        var client = new RestClient(url); // want "csharp/ssrf"
        return Ok();
    }

    public IActionResult Upload(string target)
    {
        var wc = new WebClient();
        wc.UploadFile(target, "/tmp/report.pdf"); // want "csharp/ssrf"
        return Ok();
    }
}
