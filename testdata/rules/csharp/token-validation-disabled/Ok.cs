class Auth {
    TokenValidationParameters Params() => new TokenValidationParameters {
        ValidateIssuer = true,
        ValidIssuer = "https://login.example.com",
        ValidateAudience = true,
        IssuerSigningKey = key,
    };
}
