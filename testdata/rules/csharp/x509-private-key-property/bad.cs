using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;

public class Signer
{
    public byte[] Sign(X509Certificate2 cert, byte[] data)
    {
        var rsa = (RSACryptoServiceProvider)cert.PrivateKey; // want "csharp/x509-private-key-property"
        return rsa.SignData(data, CryptoConfig.MapNameToOID("SHA256"));
    }
}
