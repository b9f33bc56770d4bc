using System;
using System.Security.Cryptography;

public class Keys
{
    public Aes Make()
    {
        var random = new Random();
        var key = new byte[32];
        random.NextBytes(key); // want "csharp/random-key-material"
        var aes = Aes.Create();
        aes.Key = key;
        return aes;
    }
}

public class Tokens
{
    private static readonly Random _rng = new Random();

    public string NewResetToken()
    {
        var token = new byte[32];
        _rng.NextBytes(token); // want "csharp/random-key-material"
        return Convert.ToBase64String(token);
    }

    public byte[] Salt()
    {
        Random rng = new();
        var salt = new byte[16];
        rng.NextBytes(salt); // want "csharp/random-key-material"
        return salt;
    }
}
