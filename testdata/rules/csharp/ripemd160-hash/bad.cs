using System.Security.Cryptography;
using System.Text;

public static class Fingerprints
{
    public static byte[] Of(byte[] data)
    {
        using (var h = RIPEMD160.Create()) // want "csharp/ripemd160-hash"
        {
            return h.ComputeHash(data);
        }
    }

    public static byte[] Legacy(byte[] data)
    {
        var h = new RIPEMD160Managed(); // want "csharp/ripemd160-hash"
        return h.ComputeHash(data);
    }

    public static byte[] Signed(byte[] key, string text)
    {
        using (var mac = new HMACRIPEMD160(key)) // want "csharp/ripemd160-hash"
        {
            return mac.ComputeHash(Encoding.UTF8.GetBytes(text));
        }
    }

    public static HashAlgorithm ByName()
    {
        return HashAlgorithm.Create("RIPEMD160"); // want "csharp/ripemd160-hash"
    }
}
