using System.Data.SqlClient;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

public class UsersController : Controller
{
    private readonly AppDbContext _db;
    private readonly SqlConnection _conn;

    public IActionResult Search(string name)
    {
        var cmd = new SqlCommand("SELECT * FROM Users WHERE Name = @name", _conn);
        cmd.Parameters.AddWithValue("@name", name);
        return View(cmd.ExecuteReader());
    }

    public IActionResult Delete(int id)
    {
        _db.Database.ExecuteSqlRaw("DELETE FROM Orders WHERE Id = " + id);
        _db.Database.ExecuteSqlInterpolated($"DELETE FROM Orders WHERE Id = {id}");
        return Ok();
    }

    public IActionResult Page()
    {
        var page = int.Parse(Request.Query["page"]);
        var users = _db.Users.FromSqlRaw("SELECT * FROM Users OFFSET " + page).ToList();
        return View(users);
    }
}
