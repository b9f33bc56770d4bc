using System.Net.Http;
using System.Net.Security;
using System.Security.Cryptography.X509Certificates;

public class Client
{
    public HttpClient Make()
    {
        var handler = new HttpClientHandler();
        handler.ServerCertificateCustomValidationCallback = (msg, cert, chain, errors) =>
            errors == SslPolicyErrors.None && cert.Subject == "CN=api.example.com";
        return new HttpClient(handler);
    }

    private static bool Validate(object sender, X509Certificate certificate, X509Chain chain, SslPolicyErrors sslPolicyErrors)
    {
        if (sslPolicyErrors != SslPolicyErrors.None) return false;
        return certificate.Issuer.Equals("CN=Example Root CA");
    }

    public bool IsOurs(X509Certificate2 cert) => cert.Subject == "CN=signing.example.com";
}
