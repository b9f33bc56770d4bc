using System.Security.Cryptography.X509Certificates;

class Installer
{
    void TrustCa(X509Certificate2 ca)
    {
        using var store = new X509Store(StoreName.Root, StoreLocation.LocalMachine);
        store.Open(OpenFlags.ReadWrite);
        store.Add(ca); // want "csharp/certificate-added-to-root-store"
    }
}
