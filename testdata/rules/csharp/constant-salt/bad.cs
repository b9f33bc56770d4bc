using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Cryptography.KeyDerivation;

public class PasswordStore
{
    private static readonly byte[] Salt = Encoding.UTF8.GetBytes("9f8e7d6c5b4a3210");

    public byte[] Hash(string password)
    {
        using var kdf = new Rfc2898DeriveBytes(password, Encoding.UTF8.GetBytes("my-app-salt"), 600000, HashAlgorithmName.SHA256); // want "csharp/constant-salt"
        return kdf.GetBytes(32);
    }

    public byte[] HashWithField(string password)
    {
        return Rfc2898DeriveBytes.Pbkdf2(password, Salt, 600000, HashAlgorithmName.SHA256, 32); // want "csharp/constant-salt"
    }

    public byte[] HashCore(string password)
    {
        var salt = new byte[] { 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0 };
        return KeyDerivation.Pbkdf2(password, salt, KeyDerivationPrf.HMACSHA256, 600000, 32); // want "csharp/constant-salt"
    }
}
