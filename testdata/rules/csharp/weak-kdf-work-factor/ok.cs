public static class Passwords
{
    public static byte[] Derive(string pw, byte[] salt)
    {
        var h = BCrypt.Net.BCrypt.HashPassword(pw, 12);
        return Rfc2898DeriveBytes.Pbkdf2(pw, salt, 600000, HashAlgorithmName.SHA256, 32);
    }
}
