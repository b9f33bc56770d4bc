using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

public class DirectoryController : Controller
{
    public IActionResult Find(string user)
    {
        var entry = new DirectoryEntry("LDAP://dc=example,dc=com");
        var searcher = new DirectorySearcher(entry);
        searcher.Filter = "(&(objectClass=user)(sAMAccountName=" + user + "))"; // want "csharp/ldap-injection: .*string user"
        var result = searcher.FindOne();
        return View(result);
    }

    public IActionResult Group()
    {
        var group = Request.Query["g"];
        var searcher = new DirectorySearcher($"(cn={group})"); // want "csharp/ldap-injection"
        return View(searcher.FindAll());
    }
}
