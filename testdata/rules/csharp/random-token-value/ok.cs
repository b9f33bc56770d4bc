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
        var r = new Random();
        var jitter = r.Next(10);
        var pin = RandomNumberGenerator.GetInt32(1000, 9999);
        var passwordLength = Random.Shared.Next(12, 16) > 14 ? 16 : 12;
        var tokenCount = items.Next(3);
        var passwordLength = _random.Next(12, 16);
        Send(user, code + delay + colorCode + jitter + pin + tokenCount + passwordLength);
    }

    private readonly Queue items = new Queue();
    private void Send(User u, int c) { }
}

public class Queue { public int Next(int n) => n; }
public class User { public string ResetToken { get; set; } }
