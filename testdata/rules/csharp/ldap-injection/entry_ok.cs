using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

public class PeopleController : Controller
{
    public IActionResult Show(int id)
    {
        var entry = new DirectoryEntry("LDAP://OU=People,DC=example,DC=com");
        return Ok(entry.Name);
    }
}
