using System;
using System.Security.Cryptography;

public class PasswordResetService
{
    public string GenerateResetToken()
    {
        return Convert.ToHexString(RandomNumberGenerator.GetBytes(32));
    }

    public int PickTile()
    {
        var rng = new Random();
        return rng.Next(0, 10);
    }
}
