using System.Data.SqlClient;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

public class UsersController : Controller
{
    private readonly AppDbContext _db;
    private readonly SqlConnection _conn;

    public IActionResult Search(string name)
    {
        var cmd = new SqlCommand("SELECT * FROM Users WHERE Name = '" + name + "'", _conn); // want "csharp/sql-injection: .*string name \\(line 10\\)"
        return View(cmd.ExecuteReader());
    }

    public IActionResult Delete()
    {
        var id = Request.Query["id"];
        _db.Database.ExecuteSqlRaw($"DELETE FROM Orders WHERE Id = {id}"); // want "csharp/sql-injection: .*Request.Query\\[\"id\"\\] \\(line 18\\) → id \\(line 18\\)"
        return Ok();
    }

    public IActionResult Sorted(string column)
    {
        var users = _db.Users.FromSqlRaw("SELECT * FROM Users ORDER BY " + column).ToList(); // want "csharp/sql-injection"
        return View(users);
    }
}
