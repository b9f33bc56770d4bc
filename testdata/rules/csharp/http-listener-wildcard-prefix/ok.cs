using System.Net;

public class Server
{
    public void Start()
    {
        var listener = new HttpListener();
        listener.Prefixes.Add("http://localhost:8080/");
        listener.Prefixes.Add("https://app.example.com:443/");
        listener.Start();
    }
}
