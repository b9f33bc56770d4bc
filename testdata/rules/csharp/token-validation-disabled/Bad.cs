class Auth {
    TokenValidationParameters Params() => new TokenValidationParameters {
        ValidateIssuer = false, // want "csharp/token-validation-disabled"
        ValidateLifetime = false, // want "csharp/token-validation-disabled"
        IssuerSigningKey = key,
    };
    void Configure(JwtBearerOptions o) {
        o.TokenValidationParameters.RequireSignedTokens = false; // want "csharp/token-validation-disabled"
        o.TokenValidationParameters.LifetimeValidator = (notBefore, expires, token, p) => true; // want "csharp/token-validation-disabled"
        o.TokenValidationParameters.SignatureValidator = (token, p) => new JwtSecurityToken(token); // want "csharp/token-validation-disabled"
    }
}
