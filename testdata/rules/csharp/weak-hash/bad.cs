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
