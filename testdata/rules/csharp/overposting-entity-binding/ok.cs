using Microsoft.AspNetCore.Mvc;

public class MoviesController : Controller
{
    private readonly AppDbContext _context;

    [HttpPost]
    [ValidateAntiForgeryToken]
    public async Task<IActionResult> Create([Bind("Title,ReleaseDate,Genre,Price")] Movie movie)
    {
        _context.Add(movie);
        await _context.SaveChangesAsync();
        return RedirectToAction(nameof(Index));
    }

    [HttpPost]
    public IActionResult Edit(int id, UserEditModel input)
    {
        var user = _context.Users.Find(id);
        user.DisplayName = input.DisplayName;
        _context.SaveChanges();
        return Ok();
    }

    [HttpPost]
    public IActionResult Tag(Tag tag)
    {
        _tags.Add(tag);
        return Ok();
    }

    public IActionResult Seed(Movie movie)
    {
        _context.Add(movie);
        return Ok();
    }
}
