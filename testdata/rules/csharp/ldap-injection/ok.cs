using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

public class DirectoryController : Controller
{
    private static readonly string[] Groups = { "admins", "users" };

    public IActionResult Find(int employeeId)
    {
        var searcher = new DirectorySearcher(new DirectoryEntry("LDAP://dc=example,dc=com"));
        searcher.Filter = "(&(objectClass=user)(employeeID=" + employeeId + "))";
        return View(searcher.FindOne());
    }

    public IActionResult Group(string g)
    {
        if (!Groups.Contains(g))
        {
            return BadRequest();
        }
        var searcher = new DirectorySearcher($"(cn={g})");
        return View(searcher.FindAll());
    }
}
