using System;
using System.Security.Cryptography;

public class SessionCrypto
{
    private static readonly Random Rng = new Random();

    public byte[] Encrypt(byte[] plain)
    {
        var key = RandomNumberGenerator.GetBytes(32);
        using var aes = Aes.Create();
        aes.Key = key;
        return aes.EncryptCbc(plain, aes.IV);
    }

    public byte[] Noise(int size)
    {
        // test data, no key in sight
        var buffer = new byte[size];
        Rng.NextBytes(buffer);
        return buffer;
    }
}
