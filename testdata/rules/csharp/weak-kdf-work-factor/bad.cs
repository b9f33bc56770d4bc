public static class Passwords
{
    private const int Iterations = 1000;

    public static byte[] Derive(string pw, byte[] salt)
    {
        using var kdf = new Rfc2898DeriveBytes(pw, salt, 1000); // want "csharp/weak-kdf-work-factor"
        using var legacy = new Rfc2898DeriveBytes(pw, salt); // want "csharp/weak-kdf-work-factor"
        var h = BCrypt.Net.BCrypt.HashPassword(pw, 4); // want "csharp/weak-kdf-work-factor"
        using var q = new System.Security.Cryptography.Rfc2898DeriveBytes(pw, salt, 5000); // want "csharp/weak-kdf-work-factor"
        var k = System.Security.Cryptography.Rfc2898DeriveBytes.Pbkdf2(pw, salt, 10000, HashAlgorithmName.SHA256, 32); // want "csharp/weak-kdf-work-factor"
        return kdf.GetBytes(32);
    }

    public static byte[] FromConstant(string pw, byte[] salt)
    {
        using var kdf = new Rfc2898DeriveBytes(pw, salt, Iterations, HashAlgorithmName.SHA256); // want "csharp/weak-kdf-work-factor"
        var rounds = 4096;
        return Rfc2898DeriveBytes.Pbkdf2(pw, salt, rounds, HashAlgorithmName.SHA256, 32); // want "csharp/weak-kdf-work-factor"
    }
}
