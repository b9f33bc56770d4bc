using System;
using System.Security.Cryptography;

public class SessionCrypto
{
    private static readonly Random Rng = new Random();

    public byte[] Encrypt(byte[] plain)
    {
        var buffer = new byte[32];
        Rng.NextBytes(buffer); // want "csharp/random-bytes-for-cipher-key"
        using var aes = Aes.Create();
        aes.Key = buffer;
        return aes.EncryptCbc(plain, aes.IV);
    }

    public byte[] Mac(byte[] data)
    {
        var random = new Random();
        var secret = new byte[64];
        random.NextBytes(secret); // want "csharp/random-bytes-for-cipher-key"
        using var hmac = new HMACSHA256(secret);
        return hmac.ComputeHash(data);
    }
}
