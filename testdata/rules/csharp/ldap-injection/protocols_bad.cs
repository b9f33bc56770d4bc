using System.DirectoryServices.Protocols;
using Microsoft.AspNetCore.Mvc;

public class DirectoryController : Controller
{
    private readonly LdapConnection conn;

    public IActionResult Find(string user)
    {
        var req = new SearchRequest("dc=example,dc=com", "(uid=" + user + ")", SearchScope.Subtree); // want "csharp/ldap-injection"
        conn.SendRequest(req);
        return Ok();
    }
}
