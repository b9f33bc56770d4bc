using System.Net;
using Microsoft.AspNetCore.Mvc;
using RestSharp;

public class ProxyController : Controller
{
    private const string Api = "https://api.example.com";

    public IActionResult Fetch(string id)
    {
        var client = new RestClient(Api);
        var wc = new WebClient();
        wc.UploadString(Api + "/items", id);
        return Ok();
    }
}
