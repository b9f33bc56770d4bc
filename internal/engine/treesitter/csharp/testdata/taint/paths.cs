using System;
using System.IO;

// A parameter joined under a directory the method chose reaches a file:
// the caller's name may climb out with .. or, rooted, replace the
// directory. A directory the caller also chose, a file name alone, and a
// checked path are not reported.
public class ReportStore
{
    private const string Root = "/srv/reports";
    private readonly string _dir;

    public ReportStore(string dir) { _dir = dir; }

    public string Read(string name)
    {
        var path = Path.Combine(_dir, name);
        return File.ReadAllText(path); // want "csharp/path-traversal: Path under a fixed directory built from the method's parameters"
    }

    public void Remove(string name)
    {
        File.Delete(Root + "/" + name + ".csv"); // want "csharp/path-traversal"
    }

    public Stream Open(string year, string name)
    {
        return new FileStream($"{_dir}/{year}/{name}", FileMode.Open); // want "csharp/path-traversal"
    }

    public string ReadAt(string dir, string name)
    {
        return File.ReadAllText(Path.Combine(dir, name));
    }

    public string ReadFile(string path)
    {
        File.Copy(path, path + ".bak", true);
        return File.ReadAllText(path);
    }

    public string ReadName(string name)
    {
        return File.ReadAllText(Path.Combine(_dir, Path.GetFileName(name)));
    }

    public string ReadChecked(string name)
    {
        var full = Path.GetFullPath(Path.Combine(_dir, name));
        if (!full.StartsWith(_dir, StringComparison.Ordinal))
        {
            throw new ArgumentException("outside the report directory");
        }
        return File.ReadAllText(full);
    }

    public string ReadValidated(string name)
    {
        if (Path.GetFileName(name) != name)
        {
            throw new ArgumentException("a file name, not a path", nameof(name));
        }
        return File.ReadAllText(Path.Combine(_dir, name));
    }

    public string ReadIfSafe(string name)
    {
        if (!IsSafeName(name)) return null;
        return File.ReadAllText(Path.Combine(_dir, name));
    }

    public string ReadLogged(string name)
    {
        if (name.Length > 10)
        {
            System.Console.WriteLine("long name");
        }
        return File.ReadAllText(Path.Combine(_dir, name)); // want "csharp/path-traversal"
    }

    // that the name is there is no check of where it leads
    public string ReadPresent(string name)
    {
        if (string.IsNullOrEmpty(name)) throw new System.ArgumentException("name");
        return File.ReadAllText(Path.Combine(_dir, name)); // want "csharp/path-traversal"
    }

    private static bool IsSafeName(string n) => n.IndexOfAny(Path.GetInvalidFileNameChars()) < 0;

    // A Guid made from the name is not the name.
    public string ReadView(string name)
    {
        var id = ViewId(name);
        return File.ReadAllText(Path.Combine(_dir, "views", id.ToString("N")));
    }

    public async System.Threading.Tasks.Task<string> ReadCount(string name)
    {
        var n = await CountAsync(name);
        return File.ReadAllText(Path.Combine(_dir, n + ".txt"));
    }

    private static Guid ViewId(string name) => new Guid(System.Security.Cryptography.MD5.HashData(System.Text.Encoding.UTF8.GetBytes(name)));

    private static System.Threading.Tasks.Task<int> CountAsync(string name) => System.Threading.Tasks.Task.FromResult(name.Length);

    public string ReadId(int id)
    {
        return File.ReadAllText(Path.Combine(_dir, id + ".txt"));
    }
}

// A data-driven test's parameters are the constants its attributes list.
public class ParserTests
{
    [Xunit.Theory]
    [Xunit.InlineData("keyframes.txt")]
    public void Parses(string file)
    {
        using var stream = File.OpenRead(Path.Combine("Test Data", file));
        var cmd = new System.Data.SqlClient.SqlCommand("SELECT * FROM T WHERE F = '" + file + "'");
    }
}
