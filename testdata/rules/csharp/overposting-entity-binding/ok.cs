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

public class StudentsController : Controller
{
    private readonly SchoolContext _context;

    [HttpPost]
    public async Task<IActionResult> Edit(int id)
    {
        var student = await _context.Students.FindAsync(id);
        if (await TryUpdateModelAsync<Student>(student, "", s => s.FirstMidName, s => s.LastName))
        {
            await _context.SaveChangesAsync();
        }
        var form = new StudentForm();
        await TryUpdateModelAsync(form);
        return View(student);
    }

    [HttpPut]
    public async Task<IActionResult> Put(int id, StudentDto dto)
    {
        var student = await _context.Students.FindAsync(id);
        student.LastName = dto.LastName;
        _context.Entry(student).State = EntityState.Modified;
        await _context.SaveChangesAsync();
        return NoContent();
    }
}
