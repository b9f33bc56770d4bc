using System.Security.Cryptography;

public class Sealer
{
    public byte[] Seal(RSACryptoServiceProvider rsa, RSA key, byte[] data, Protector protector)
    {
        var a = rsa.Encrypt(data, true);
        var b = protector.Encrypt(data, false);
        return key.Encrypt(data, RSAEncryptionPadding.OaepSHA256);
    }
}
