using System;

public class Signup
{
    private readonly Random _random = new Random();
    private static readonly Random s_rng = new Random();

    public void Start(User user)
    {
        var code = _random.Next(100000, 999999); // want "csharp/random-token-value"
        user.ResetToken = _random.Next().ToString("x"); // want "csharp/random-token-value"
        Send(user, code);
    }

    public void Verify(User user)
    {
        var r = new Random();
        int otp = r.Next(100000, 999999); // want "csharp/random-token-value"
        var pin = Random.Shared.Next(1000, 9999); // want "csharp/random-token-value"
        user.ResetToken = s_rng.NextInt64().ToString(); // want "csharp/random-token-value"
        Send(user, otp + pin);
    }

    private void Send(User u, int c) { }
}

public class User { public string ResetToken { get; set; } }
