class Auth {
    SecurityKey Key() => new SymmetricSecurityKey(Encoding.UTF8.GetBytes("my-super-secret-signing-key-123")); // want "csharp/hardcoded-signing-key"
}
