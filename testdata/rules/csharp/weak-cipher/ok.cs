using System.Security.Cryptography;

public static class Crypto
{
    public static void Encrypt(byte[] key, byte[] nonce, byte[] plain, byte[] cipher, byte[] tag)
    {
        using var aes = new AesGcm(key, 16);
        aes.Encrypt(nonce, plain, cipher, tag);
        var cbc = Aes.Create();
        cbc.Mode = CipherMode.CBC;
    }
}

public static class MoreCiphers
{
    public static void Forms()
    {
        var a = System.Security.Cryptography.Aes.Create();
        var b = SymmetricAlgorithm.Create("AES");
        a.Mode = System.Security.Cryptography.CipherMode.CBC;
    }
}
