using System.Net.Http;

public static class Http
{
    public static HttpClient Create()
    {
        var handler = new HttpClientHandler();
        handler.ServerCertificateCustomValidationCallback = (msg, cert, chain, errors) => errors == System.Net.Security.SslPolicyErrors.None;
        return new HttpClient(handler);
    }

    public static SslStream Wrap(Stream s) =>
        new SslStream(s, false, (sender, cert, chain, errors) => errors == SslPolicyErrors.None);
}

public class Sockets
{
    private static bool ValidateServerCertificate(object sender, X509Certificate certificate, X509Chain chain, SslPolicyErrors sslPolicyErrors)
    {
        if (sslPolicyErrors == SslPolicyErrors.None) return true;
        return false;
    }

    private static bool Enabled(SslPolicyErrors e) => true;
}
