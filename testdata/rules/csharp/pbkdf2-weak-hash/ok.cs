using System.Security.Cryptography;

public static class KeyDerivation
{
    public static byte[] FromPassword(string password, byte[] salt)
    {
        using var kdf = new Rfc2898DeriveBytes(password, salt, 600000, HashAlgorithmName.SHA256);
        return kdf.GetBytes(32);
    }

    public static byte[] Strong(string password, byte[] salt)
    {
        return Rfc2898DeriveBytes.Pbkdf2(password, salt, 210000, HashAlgorithmName.SHA512, 64);
    }

    public static byte[] Checksum(byte[] data)
    {
        // SHA-1 named for a non-password use is another rule's business
        using var h = IncrementalHash.CreateHash(HashAlgorithmName.SHA1);
        h.AppendData(data);
        return h.GetHashAndReset();
    }
}
