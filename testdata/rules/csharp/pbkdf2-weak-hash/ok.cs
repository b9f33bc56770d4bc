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

public static class LegacyHashes
{
    // existing hashes in the old format are checked with the algorithm they were made with
    public static bool VerifyLegacy(byte[] stored, string password, byte[] salt, int iterations)
    {
        var computed = Rfc2898DeriveBytes.Pbkdf2(password, salt, iterations, HashAlgorithmName.SHA1, 32);
        return CryptographicOperations.FixedTimeEquals(stored, computed);
    }
}
