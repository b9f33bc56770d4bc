using System.Text;
using Microsoft.IdentityModel.Tokens;

class TokenService
{
    private const string Secret = "super-secret-signing-key-1234567890";

    SymmetricSecurityKey Signing() => new SymmetricSecurityKey(Encoding.UTF8.GetBytes(Secret)); // want "csharp/hardcoded-signing-key"

    TokenValidationParameters Params() => new TokenValidationParameters
    {
        IssuerSigningKey = new SymmetricSecurityKey(Encoding.ASCII.GetBytes(Secret)), // want "csharp/hardcoded-signing-key"
    };

    byte[] Mac(byte[] data)
    {
        var text = "local-hmac-key-written-here";
        using var hmac = new System.Security.Cryptography.HMACSHA256();
        hmac.Key = Encoding.UTF8.GetBytes(text); // want "csharp/hardcoded-signing-key"
        return hmac.ComputeHash(data);
    }
}
