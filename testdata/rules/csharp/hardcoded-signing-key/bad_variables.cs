using System.Security.Cryptography;
using System.Text;
using Microsoft.IdentityModel.Tokens;

class Tokens
{
    private static readonly byte[] SigningKey = Encoding.UTF8.GetBytes("4f1b2c9d8e7a6b5c4d3e2f1a0b9c8d7e");
    private static readonly byte[] AesKey = { 0x10, 0x21, 0x32, 0x43, 0x54, 0x65, 0x76, 0x87, 0x98, 0xa9, 0xba, 0xcb, 0xdc, 0xed, 0xfe, 0x0f };

    SymmetricSecurityKey Key() => new SymmetricSecurityKey(SigningKey); // want "csharp/hardcoded-signing-key"

    byte[] Mac(byte[] data)
    {
        var secret = Encoding.UTF8.GetBytes("webhook-secret-2b7e151628aed2a6");
        using var hmac = new HMACSHA256(secret); // want "csharp/hardcoded-signing-key"
        return hmac.ComputeHash(data);
    }

    byte[] Encrypt(byte[] data, byte[] iv)
    {
        using var aes = Aes.Create();
        aes.Key = AesKey; // want "csharp/hardcoded-signing-key"
        return aes.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
    }
}
