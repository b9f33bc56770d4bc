using System;
using System.Security.Cryptography;

public class Signup
{
    private readonly Random _random = new Random();

    public void Start(User user)
    {
        var code = RandomNumberGenerator.GetInt32(100000, 999999);
        user.ResetToken = Convert.ToHexString(RandomNumberGenerator.GetBytes(32));
        var delay = _random.Next(100, 500);
        var colorCode = 0;
        Send(user, code + delay + colorCode);
    }

    private void Send(User u, int c) { }
}

public class User { public string ResetToken { get; set; } }
