using System.Security.Cryptography;

public class Sealer
{
    public byte[] Seal(RSACryptoServiceProvider rsa, RSA key, byte[] data)
    {
        var a = rsa.Encrypt(data, false); // want "csharp/rsa-pkcs1-encryption"
        return key.Encrypt(data, RSAEncryptionPadding.Pkcs1); // want "csharp/rsa-pkcs1-encryption"
    }
}
