class Crypto {
    byte[] Encrypt(byte[] key, byte[] data) {
        using var aes = Aes.Create();
        aes.Key = key;
        aes.IV = new byte[16]; // want "csharp/static-iv"
        aes.IV = Encoding.UTF8.GetBytes("1234567890123456"); // want "csharp/static-iv"
        var enc = aes.CreateEncryptor(key, new byte[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 }); // want "csharp/static-iv"
        return enc.TransformFinalBlock(data, 0, data.Length);
    }
}
