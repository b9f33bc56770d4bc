using System.Net.Http;
using System.Net.Security;
using System.Security.Cryptography.X509Certificates;

public class Client
{
    public HttpClient Make()
    {
        var handler = new HttpClientHandler();
        handler.ServerCertificateCustomValidationCallback = (msg, cert, chain, errors) =>
            cert.Subject == "CN=api.example.com"; // want "csharp/certificate-validated-by-name"
        return new HttpClient(handler);
    }

    private static bool Validate(object sender, X509Certificate certificate, X509Chain chain, SslPolicyErrors policy)
    {
        return certificate.Issuer.Equals("CN=Example Root CA"); // want "csharp/certificate-validated-by-name"
    }
}
