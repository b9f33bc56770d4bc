using System.IdentityModel.Tokens.Jwt;
using Microsoft.IdentityModel.JsonWebTokens;
using Microsoft.IdentityModel.Tokens;

public static class JwtSetup
{
    public static TokenValidationParameters Parameters(string issuer, SecurityKey key)
    {
        return new TokenValidationParameters
        {
            ValidIssuer = issuer,
            IssuerSigningKey = key,
        };
    }

    public static void Configure(TokenValidationParameters p, KeyRing ring)
    {
        // the delegate checks the signature with the key ring before returning the token
        p.SignatureValidator = (token, parameters) =>
        {
            var jwt = new JsonWebToken(token);
            if (!ring.VerifySignature(jwt))
            {
                throw new SecurityTokenInvalidSignatureException("bad signature");
            }
            return jwt;
        };
    }
}
