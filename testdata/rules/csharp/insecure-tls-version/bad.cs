using System.Net;
using System.Security.Authentication;

public static class Tls
{
    public static void Configure(SslStream stream)
    {
        ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls11; // want "csharp/insecure-tls-version"
        System.Net.ServicePointManager.SecurityProtocol = System.Net.SecurityProtocolType.Ssl3; // want "csharp/insecure-tls-version"
        stream.AuthenticateAsClient("example.com", null, SslProtocols.Tls, false); // want "csharp/insecure-tls-version"
    }
}
