using System.IdentityModel.Tokens.Jwt;

public class TokenReader
{
    public string UserId(string token, TokenValidationParameters parameters)
    {
        var handler = new JwtSecurityTokenHandler();
        var principal = handler.ValidateToken(token, parameters, out var validated);
        var jwt = handler.ReadJwtToken(token);
        return jwt.Subject;
    }
}
