using System.Net;
using System.Net.Http;

public static class Http
{
    public static HttpClient Create()
    {
        ServicePointManager.ServerCertificateValidationCallback = (sender, cert, chain, errors) => true; // want "csharp/cert-validation-disabled"
        var handler = new HttpClientHandler();
        handler.ServerCertificateCustomValidationCallback = HttpClientHandler.DangerousAcceptAnyServerCertificateValidator; // want "csharp/cert-validation-disabled"
        return new HttpClient(handler);
    }

    public static HttpClient Initialized() =>
        new HttpClient(new HttpClientHandler { ServerCertificateCustomValidationCallback = (m, c, ch, e) => true }); // want "csharp/cert-validation-disabled"

    public static SslStream Wrap(Stream s) =>
        new SslStream(s, false, (sender, cert, chain, errors) => true); // want "csharp/cert-validation-disabled"
}

public class Sockets
{
    private static bool ValidateServerCertificate(object sender, X509Certificate certificate, X509Chain chain, SslPolicyErrors sslPolicyErrors) // want "csharp/cert-validation-disabled"
    {
        return true;
    }

    private static bool AcceptAll(object s, X509Certificate c, X509Chain ch, SslPolicyErrors e) => true; // want "csharp/cert-validation-disabled"

    public SslStream Open(Stream s) => new SslStream(s, false, new RemoteCertificateValidationCallback(ValidateServerCertificate));
}
