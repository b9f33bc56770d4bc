using System.Net.Security;
using System.Security.Cryptography.X509Certificates;

public static class TlsSetup
{
    public static SslStreamCertificateContext Context(X509Certificate2 cert, X509Certificate2Collection cas)
    {
        var store = new X509Store(StoreName.Root, StoreLocation.CurrentUser);
        var trust = SslCertificateTrust.CreateForX509Store(store, true); // want "csharp/ssl-trust-sent-in-handshake"
        var other = SslCertificateTrust.CreateForX509Collection(cas, sendTrustInHandshake: true); // want "csharp/ssl-trust-sent-in-handshake"
        return SslStreamCertificateContext.Create(cert, null, false, trust);
    }
}
