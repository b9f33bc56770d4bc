using System.Linq;
using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    private readonly AppDbContext _db;

    [HttpPost]
    public IActionResult Login(LoginModel model)
    {
        var user = _db.Users.FirstOrDefault(u => u.Email == model.Email && u.Password == model.Password); // want "csharp/password-compared-as-text"
        if (user == null)
        {
            return Unauthorized();
        }
        return Ok();
    }

    public bool Check(User user, string password)
    {
        return user.Password.Equals(password); // want "csharp/password-compared-as-text"
    }

    public bool CheckOrdinal(User user, string pwd)
    {
        return string.Equals(user.Pwd, pwd, System.StringComparison.Ordinal); // want "csharp/password-compared-as-text"
    }
}
