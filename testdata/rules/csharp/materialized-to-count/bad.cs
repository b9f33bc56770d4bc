using System.Linq;

public class ReportService
{
    private readonly AppDbContext _context;

    public int ActiveUsers() => _context.Users.Where(u => u.Active).ToList().Count; // want "csharp/materialized-to-count"

    public bool HasOverdue(IEnumerable<Invoice> invoices)
    {
        return invoices.Where(i => i.Overdue).ToArray().Length > 0; // want "csharp/materialized-to-count"
    }

    public string Summary(IQueryable<Order> orders)
    {
        var n = orders.ToList().Count(); // want "csharp/materialized-to-count"
        var any = orders.ToArray().Any(); // want "csharp/materialized-to-count"
        return $"{n} {any}";
    }
}
