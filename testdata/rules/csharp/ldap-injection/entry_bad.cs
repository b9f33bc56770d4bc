using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

public class PeopleController : Controller
{
    public IActionResult Show(string cn)
    {
        var entry = new DirectoryEntry("LDAP://CN=" + cn + ",OU=People,DC=example,DC=com"); // want "csharp/ldap-injection"
        return Ok(entry.Name);
    }
}
