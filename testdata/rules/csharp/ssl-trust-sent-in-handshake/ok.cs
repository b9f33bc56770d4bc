using System.Net.Security;
using System.Security.Cryptography.X509Certificates;

public static class TlsSetup
{
    public static SslStreamCertificateContext Context(X509Certificate2 cert, X509Certificate2Collection cas)
    {
        var store = new X509Store(StoreName.Root, StoreLocation.LocalMachine);
        var trust = SslCertificateTrust.CreateForX509Store(store);
        var other = SslCertificateTrust.CreateForX509Collection(cas, sendTrustInHandshake: false);
        return SslStreamCertificateContext.Create(cert, null, true, trust);
    }
}
