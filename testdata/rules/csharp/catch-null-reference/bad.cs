public class Users
{
    public string NameOf(User u)
    {
        try
        {
            return u.Profile.Name;
        }
        catch (NullReferenceException) // want "csharp/catch-null-reference"
        {
            return "unknown";
        }
    }
}
