using System;

public class PasswordResetService
{
    public string GenerateResetToken()
    {
        var rng = new Random(); // want "csharp/insecure-random"
        return rng.Next(100000, 999999).ToString();
    }
}
