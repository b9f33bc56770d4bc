using Microsoft.AspNetCore.Mvc;

public class MoviesController : Controller
{
    private readonly AppDbContext _context;

    [HttpPost]
    [ValidateAntiForgeryToken]
    public async Task<IActionResult> Create(Movie movie)
    {
        _context.Add(movie); // want "csharp/overposting-entity-binding"
        await _context.SaveChangesAsync();
        return RedirectToAction(nameof(Index));
    }

    [HttpPost]
    public IActionResult Edit(int id, User user)
    {
        _context.Users.Update(user); // want "csharp/overposting-entity-binding"
        _context.SaveChanges();
        return Ok();
    }
}
