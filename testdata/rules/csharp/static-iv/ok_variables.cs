using System.IO;
using System.Security.Cryptography;

class Cbc
{
    private static readonly RandomNumberGenerator Rng = RandomNumberGenerator.Create();
    private byte[] _iv = new byte[16];

    Cbc()
    {
        Rng.GetBytes(_iv);
    }

    byte[] Encrypt(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        aes.IV = _iv;
        return aes.CreateEncryptor(key, _iv).TransformFinalBlock(data, 0, data.Length);
    }

    byte[] Filled(byte[] key, byte[] data)
    {
        var iv = new byte[16];
        RandomNumberGenerator.Fill(iv);
        using var aes = Aes.Create();
        return aes.EncryptCbc(data, iv);
    }

    byte[] Read(byte[] key, Stream input)
    {
        var iv = new byte[16];
        input.ReadExactly(iv);
        using var aes = Aes.Create();
        var dec = aes.CreateDecryptor(key, iv);
        return new byte[0];
    }

    byte[] FromHeader(byte[] key, byte[] blob)
    {
        var iv = new byte[16];
        Array.Copy(blob, iv, 16);
        using var aes = Aes.Create();
        aes.IV = iv;
        return aes.CreateDecryptor(key, iv).TransformFinalBlock(blob, 16, blob.Length - 16);
    }

    byte[] Generated(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        aes.GenerateIV();
        var iv = aes.IV;
        return aes.CreateEncryptor(key, iv).TransformFinalBlock(data, 0, data.Length);
    }
}
