public static class Passwords
{
    private const int Iterations = 600_000;

    public static byte[] Derive(string pw, byte[] salt)
    {
        var h = BCrypt.Net.BCrypt.HashPassword(pw, 12);
        return Rfc2898DeriveBytes.Pbkdf2(pw, salt, 600000, HashAlgorithmName.SHA256, 32);
    }

    public static byte[] FromConstant(string pw, byte[] salt, int configured)
    {
        using var kdf = new Rfc2898DeriveBytes(pw, salt, Iterations, HashAlgorithmName.SHA256);
        var rounds = configured;
        return Rfc2898DeriveBytes.Pbkdf2(pw, salt, rounds, HashAlgorithmName.SHA256, 32);
    }
}
