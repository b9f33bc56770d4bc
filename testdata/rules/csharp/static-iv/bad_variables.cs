using System.Security.Cryptography;
using System.Text;

class Cbc
{
    private static readonly byte[] IV = { 0x1f, 0x2e, 0x3d, 0x4c, 0x5b, 0x6a, 0x79, 0x88, 0x97, 0xa6, 0xb5, 0xc4, 0xd3, 0xe2, 0xf1, 0x00 };
    private static readonly byte[] Salt = Encoding.ASCII.GetBytes("0123456789abcdef");

    byte[] Encrypt(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        aes.IV = IV; // want "csharp/static-iv"
        return aes.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
    }

    byte[] Decrypt(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        var dec = aes.CreateDecryptor(key, Salt); // want "csharp/static-iv"
        return dec.TransformFinalBlock(data, 0, data.Length);
    }

    byte[] Local(byte[] key, byte[] data)
    {
        var iv = Encoding.UTF8.GetBytes("fedcba9876543210");
        using var aes = Aes.Create();
        var enc = aes.CreateEncryptor(key, iv); // want "csharp/static-iv"
        return enc.TransformFinalBlock(data, 0, data.Length);
    }

    byte[] Zeros(byte[] key, byte[] data)
    {
        byte[] iv = new byte[16];
        using var aes = Aes.Create();
        aes.Key = key;
        return aes.EncryptCbc(data, iv); // want "csharp/static-iv"
    }
}
