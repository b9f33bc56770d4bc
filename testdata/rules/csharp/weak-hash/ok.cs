using System.Security.Cryptography;

public static class Hashing
{
    public static byte[] Fingerprint(byte[] data)
    {
        using var sha = SHA256.Create();
        return sha.ComputeHash(data);
    }
}

public static class MoreHashing
{
    public static void Forms(byte[] data, RSA rsa)
    {
        var a = System.Security.Cryptography.SHA256.Create();
        var b = HashAlgorithm.Create("SHA256");
        var sig = rsa.SignData(data, HashAlgorithmName.SHA256, RSASignaturePadding.Pss);
        using var inc = IncrementalHash.CreateHash(HashAlgorithmName.SHA384);
    }
}
