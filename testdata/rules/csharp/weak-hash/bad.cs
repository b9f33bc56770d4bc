using System.Security.Cryptography;

public static class Hashing
{
    public static byte[] Fingerprint(byte[] data)
    {
        using var md5 = MD5.Create(); // want "csharp/weak-hash: MD5 is a broken hash"
        var sha = new SHA1Managed(); // want "csharp/weak-hash"
        return md5.ComputeHash(data);
    }
}

public static class MoreHashing
{
    public static void Forms(byte[] data, RSA rsa)
    {
        var a = System.Security.Cryptography.MD5.Create(); // want "csharp/weak-hash"
        var b = HashAlgorithm.Create("SHA1"); // want "csharp/weak-hash"
        var c = (HashAlgorithm)CryptoConfig.CreateFromName("MD5"); // want "csharp/weak-hash"
        var sig = rsa.SignData(data, HashAlgorithmName.SHA1, RSASignaturePadding.Pkcs1); // want "csharp/weak-hash"
        using var inc = IncrementalHash.CreateHash(HashAlgorithmName.MD5); // want "csharp/weak-hash"
    }
}
