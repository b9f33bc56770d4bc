using System;
using System.Security.Cryptography;

public class Keys
{
    public Aes Make()
    {
        var key = new byte[32];
        RandomNumberGenerator.Fill(key);
        var aes = Aes.Create();
        aes.Key = key;
        return aes;
    }

    public byte[] Noise()
    {
        var random = new Random(42);
        var samples = new byte[1024];
        random.NextBytes(samples);
        return samples;
    }
}

public class Tokens
{
    // BouncyCastle's SecureRandom also has NextBytes
    private static readonly Org.BouncyCastle.Security.SecureRandom _rng = new Org.BouncyCastle.Security.SecureRandom();

    public string NewResetToken()
    {
        var token = new byte[32];
        _rng.NextBytes(token);
        return Convert.ToBase64String(token);
    }
}
