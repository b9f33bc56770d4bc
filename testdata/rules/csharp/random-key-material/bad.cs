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
