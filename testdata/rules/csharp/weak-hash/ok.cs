using System.Security.Cryptography;

public static class Hashing
{
    public static byte[] Fingerprint(byte[] data)
    {
        using var sha = SHA256.Create();
        return sha.ComputeHash(data);
    }
}
