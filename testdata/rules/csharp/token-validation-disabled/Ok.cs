class Auth {
    TokenValidationParameters Params() => new TokenValidationParameters {
        ValidateIssuer = true,
        ValidIssuer = "https://login.example.com",
        ValidateAudience = true,
        IssuerSigningKey = key,
    };
    void Configure(JwtBearerOptions o) {
        o.TokenValidationParameters.LifetimeValidator = (notBefore, expires, token, p) => expires > DateTime.UtcNow;
    }
}
