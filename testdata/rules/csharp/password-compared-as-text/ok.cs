using System.Linq;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    private readonly AppDbContext _db;
    private readonly IPasswordHasher<User> _hasher;

    [HttpPost]
    public IActionResult Register(RegisterModel model)
    {
        // a confirmation field, not a stored password
        if (model.Password != model.ConfirmPassword)
        {
            return BadRequest();
        }
        if (model.NewPassword == model.OldPassword)
        {
            return BadRequest();
        }
        return Ok();
    }

    [HttpPost]
    public IActionResult Login(LoginModel model)
    {
        var user = _db.Users.FirstOrDefault(u => u.Email == model.Email);
        if (user == null || user.Password == null || model.Password.Length == 0)
        {
            return Unauthorized();
        }
        var result = _hasher.VerifyHashedPassword(user, user.PasswordHash, model.Password);
        return result == PasswordVerificationResult.Success ? Ok() : Unauthorized();
    }

    public bool Hashed(User user, string password)
    {
        var hashedPassword = Hash(password);
        return user.Password == hashedPassword;
    }
}
