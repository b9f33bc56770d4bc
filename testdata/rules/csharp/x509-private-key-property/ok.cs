using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;

public class Signer
{
    public byte[] Sign(X509Certificate2 cert, byte[] data)
    {
        using var rsa = cert.GetRSAPrivateKey();
        return rsa.SignData(data, HashAlgorithmName.SHA256, RSASignaturePadding.Pss);
    }

    public object Key(KeyPair pair) => pair.PrivateKey;
}
