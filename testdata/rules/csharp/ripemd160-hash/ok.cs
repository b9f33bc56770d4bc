using System.Security.Cryptography;
using System.Text;

public static class Fingerprints
{
    public static byte[] Of(byte[] data)
    {
        return SHA256.HashData(data);
    }

    public static byte[] Signed(byte[] key, string text)
    {
        using (var mac = new HMACSHA256(key))
        {
            return mac.ComputeHash(Encoding.UTF8.GetBytes(text));
        }
    }

    public static HashAlgorithm ByName()
    {
        return HashAlgorithm.Create("SHA512");
    }

    // A constant naming the algorithm for display is not its use.
    public const string LegacyAlgorithmName = "RIPEMD160";
}
