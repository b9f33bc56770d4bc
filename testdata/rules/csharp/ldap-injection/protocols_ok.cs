using System.DirectoryServices.Protocols;
using Microsoft.AspNetCore.Mvc;

public class DirectoryController : Controller
{
    private readonly LdapConnection conn;

    public IActionResult Find(int id)
    {
        var req = new SearchRequest("dc=example,dc=com", "(employeeNumber=" + id + ")", SearchScope.Subtree);
        conn.SendRequest(req);
        return Ok();
    }
}
