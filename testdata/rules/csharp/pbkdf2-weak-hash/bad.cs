using System.Security.Cryptography;

public static class KeyDerivation
{
    public static byte[] FromPassword(string password, byte[] salt)
    {
        using var kdf = new Rfc2898DeriveBytes(password, salt, 600000, HashAlgorithmName.SHA1); // want "csharp/pbkdf2-weak-hash"
        return kdf.GetBytes(32);
    }

    public static byte[] Legacy(string password, byte[] salt)
    {
        return Rfc2898DeriveBytes.Pbkdf2(password, salt, 310000, HashAlgorithmName.MD5, 32); // want "csharp/pbkdf2-weak-hash"
    }

    public static byte[] Qualified(byte[] password, byte[] salt)
    {
        return Rfc2898DeriveBytes.Pbkdf2(password, salt, 310000, System.Security.Cryptography.HashAlgorithmName.SHA1, 32); // want "csharp/pbkdf2-weak-hash"
    }
}
