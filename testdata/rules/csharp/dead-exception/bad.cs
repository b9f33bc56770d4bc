using System;

public class Account
{
    public void Withdraw(decimal amount)
    {
        if (amount <= 0)
        {
            new ArgumentOutOfRangeException(nameof(amount)); // want "csharp/dead-exception"
        }
    }
}
