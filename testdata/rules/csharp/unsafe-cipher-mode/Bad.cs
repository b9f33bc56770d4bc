public static class Legacy
{
    public static ICryptoTransform Encryptor(byte[] key, byte[] iv)
    {
        var aes = Aes.Create();
        aes.Mode = CipherMode.CFB; // want "csharp/unsafe-cipher-mode"
        aes.Key = key;
        aes.IV = iv;
        return aes.CreateEncryptor();
    }

    public static SymmetricAlgorithm Old() => new RijndaelManaged { Mode = System.Security.Cryptography.CipherMode.OFB }; // want "csharp/unsafe-cipher-mode"
}
