using System;

public class Signup
{
    private readonly Random _random = new Random();

    public void Start(User user)
    {
        var code = _random.Next(100000, 999999); // want "csharp/random-token-value"
        user.ResetToken = _random.Next().ToString("x"); // want "csharp/random-token-value"
        Send(user, code);
    }

    private void Send(User u, int c) { }
}

public class User { public string ResetToken { get; set; } }
