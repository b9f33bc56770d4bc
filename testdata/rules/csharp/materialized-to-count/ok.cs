using System.Linq;

public class ReportService
{
    private readonly AppDbContext _context;

    public int ActiveUsers() => _context.Users.Count(u => u.Active);

    public bool HasOverdue(IEnumerable<Invoice> invoices) => invoices.Any(i => i.Overdue);

    public IReadOnlyList<Order> Page(IQueryable<Order> orders)
    {
        // the list is kept and used: its Count is free
        var list = orders.Take(50).ToList();
        Console.WriteLine(list.Count);
        return list;
    }

    public int Matching(IEnumerable<string> names) => names.ToList().Count(n => n.StartsWith("a"));

    public int Total(IEnumerable<int> xs) => xs.ToList().Sum();
}
