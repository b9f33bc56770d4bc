using Microsoft.AspNetCore.Mvc;
using NHibernate;

public class UsersController : Controller
{
    private readonly ISession session;

    public IActionResult Find(string name)
    {
        var users = session.CreateSQLQuery("SELECT * FROM users WHERE name = :name").SetParameter("name", name).List();
        return Ok(users);
    }
}
