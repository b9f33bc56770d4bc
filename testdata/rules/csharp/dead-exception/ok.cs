using System;

public class Account
{
    public void Withdraw(decimal amount)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount));
        }
        var e = new InvalidOperationException("kept");
        Log(e);
    }

    private void Log(Exception e) { }
}
