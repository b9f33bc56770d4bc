using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Configuration;
using Microsoft.IdentityModel.Tokens;

class Tokens
{
    private readonly byte[] _signingKey;
    private readonly byte[] _aesKey = new byte[32];

    Tokens(IConfiguration config)
    {
        _signingKey = Encoding.UTF8.GetBytes(config["Jwt:Key"]);
        RandomNumberGenerator.Fill(_aesKey);
    }

    SymmetricSecurityKey Key() => new SymmetricSecurityKey(_signingKey);

    byte[] Mac(byte[] data, string secretText)
    {
        var secret = Encoding.UTF8.GetBytes(secretText);
        using var hmac = new HMACSHA256(secret);
        return hmac.ComputeHash(data);
    }

    byte[] Encrypt(byte[] data)
    {
        var key = new byte[32];
        RandomNumberGenerator.Fill(key);
        using var aes = Aes.Create();
        aes.Key = key;
        aes.Key = _aesKey;
        return aes.CreateEncryptor(key, aes.IV).TransformFinalBlock(data, 0, data.Length);
    }
}
