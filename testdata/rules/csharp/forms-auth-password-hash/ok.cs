using Microsoft.AspNet.Identity;

public class Membership
{
    private readonly PasswordHasher _hasher = new PasswordHasher();

    public string Store(string password)
    {
        return _hasher.HashPassword(password);
    }
}
