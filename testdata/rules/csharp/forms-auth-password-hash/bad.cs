using System.Web.Security;

public class LegacyMembership
{
    public string Store(string password)
    {
        return FormsAuthentication.HashPasswordForStoringInConfigFile(password, "SHA1"); // want "csharp/forms-auth-password-hash"
    }
}
