using System.IdentityModel.Tokens.Jwt;
using Microsoft.IdentityModel.JsonWebTokens;
using Microsoft.IdentityModel.Tokens;

public static class JwtSetup
{
    public static TokenValidationParameters Parameters(string issuer)
    {
        return new TokenValidationParameters
        {
            ValidIssuer = issuer,
            ValidateAudience = true,
            SignatureValidator = delegate (string token, TokenValidationParameters parameters) // want "csharp/jwt-signature-validator-skips-check"
            {
                var jwt = new JwtSecurityToken(token);
                return jwt;
            },
        };
    }

    public static void Configure(TokenValidationParameters p)
    {
        p.SignatureValidator = (token, _) => new JsonWebToken(token); // want "csharp/jwt-signature-validator-skips-check"
    }
}
