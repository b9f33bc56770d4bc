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

public static class MoreCiphers
{
    public static void Forms()
    {
        var a = System.Security.Cryptography.TripleDES.Create(); // want "csharp/weak-cipher"
        var b = SymmetricAlgorithm.Create("DES"); // want "csharp/weak-cipher"
        var c = new System.Security.Cryptography.RC2CryptoServiceProvider(); // want "csharp/weak-cipher"
        var aes = Aes.Create();
        aes.Mode = System.Security.Cryptography.CipherMode.ECB; // want "csharp/weak-cipher"
    }
}
