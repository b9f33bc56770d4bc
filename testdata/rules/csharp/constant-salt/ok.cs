using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Cryptography.KeyDerivation;

public class PasswordStore
{
    public (byte[] Hash, byte[] Salt) Hash(string password)
    {
        var salt = RandomNumberGenerator.GetBytes(16);
        return (Rfc2898DeriveBytes.Pbkdf2(password, salt, 600000, HashAlgorithmName.SHA256, 32), salt);
    }

    public byte[] Verify(string password, byte[] storedSalt)
    {
        return Rfc2898DeriveBytes.Pbkdf2(password, storedSalt, 600000, HashAlgorithmName.SHA256, 32);
    }

    public byte[] HashCore(string password)
    {
        var salt = new byte[16];
        RandomNumberGenerator.Fill(salt);
        return KeyDerivation.Pbkdf2(password, salt, KeyDerivationPrf.HMACSHA256, 600000, 32);
    }

    public byte[] SaltSize(string password)
    {
        // the constructor makes a random 16-byte salt itself
        using var kdf = new Rfc2898DeriveBytes(password, 16, 600000, HashAlgorithmName.SHA256);
        return kdf.Salt;
    }

    public byte[] FromUser(string password, User user)
    {
        return Rfc2898DeriveBytes.Pbkdf2(password, Convert.FromBase64String(user.Salt), 600000, HashAlgorithmName.SHA256, 32);
    }
}
