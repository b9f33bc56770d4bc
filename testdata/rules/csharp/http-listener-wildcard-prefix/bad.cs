using System.Net;

public class Server
{
    public void Start()
    {
        var listener = new HttpListener();
        listener.Prefixes.Add("http://*:8080/"); // want "csharp/http-listener-wildcard-prefix"
        listener.Prefixes.Add("https://+:443/"); // want "csharp/http-listener-wildcard-prefix"
        listener.Start();
    }
}
