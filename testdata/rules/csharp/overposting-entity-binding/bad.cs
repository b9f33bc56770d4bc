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

public class StudentsController : Controller
{
    private readonly SchoolContext _context;

    [HttpPost]
    public async Task<IActionResult> Edit(int id)
    {
        var student = await _context.Students.FindAsync(id);
        if (await TryUpdateModelAsync(student)) // want "csharp/overposting-entity-binding"
        {
            await _context.SaveChangesAsync();
        }
        return View(student);
    }

    [HttpPut]
    public async Task<IActionResult> Put(Student student)
    {
        _context.Entry(student).State = EntityState.Modified; // want "csharp/overposting-entity-binding"
        await _context.SaveChangesAsync();
        return NoContent();
    }
}
