public static class Modern
{
    public static ICryptoTransform Encryptor(byte[] key, byte[] iv)
    {
        var aes = Aes.Create();
        aes.Mode = CipherMode.CBC;
        aes.Padding = PaddingMode.PKCS7;
        aes.Key = key;
        aes.IV = iv;
        return aes.CreateEncryptor();
    }

    public static void Seal(byte[] key, byte[] nonce, byte[] plain, byte[] cipher, byte[] tag)
    {
        using var gcm = new AesGcm(key, 16);
        gcm.Encrypt(nonce, plain, cipher, tag);
    }
}
