class Crypto {
    byte[] Encrypt(byte[] key, byte[] data) {
        using var aes = Aes.Create();
        aes.Key = key;
        aes.GenerateIV();
        aes.IV = RandomNumberGenerator.GetBytes(16);
        var enc = aes.CreateEncryptor(key, aes.IV);
        var buffer = new byte[16];
        return enc.TransformFinalBlock(data, 0, data.Length);
    }
}
