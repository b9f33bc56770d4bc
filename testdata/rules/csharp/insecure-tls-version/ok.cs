using System.Net;
using System.Security.Authentication;

public static class Tls
{
    public static void Configure(SslStream stream)
    {
        ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls12 | SecurityProtocolType.Tls13;
        stream.AuthenticateAsClient("example.com", null, SslProtocols.None, true);
    }
}
