using System.Security.Cryptography;

public static class Crypto
{
    public static ICryptoTransform Encryptor(byte[] key)
    {
        var des = DES.Create(); // want "csharp/weak-cipher: DES is a weak"
        var aes = Aes.Create();
        aes.Mode = CipherMode.ECB; // want "csharp/weak-cipher: ECB"
        return new TripleDESCryptoServiceProvider().CreateEncryptor(); // want "csharp/weak-cipher"
    }
}
