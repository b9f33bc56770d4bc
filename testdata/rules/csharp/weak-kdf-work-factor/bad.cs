public static class Passwords
{
    public static byte[] Derive(string pw, byte[] salt)
    {
        using var kdf = new Rfc2898DeriveBytes(pw, salt, 1000); // want "csharp/weak-kdf-work-factor"
        using var legacy = new Rfc2898DeriveBytes(pw, salt); // want "csharp/weak-kdf-work-factor"
        var h = BCrypt.Net.BCrypt.HashPassword(pw, 4); // want "csharp/weak-kdf-work-factor"
        return kdf.GetBytes(32);
    }
}
