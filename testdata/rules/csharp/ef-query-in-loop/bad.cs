using Microsoft.EntityFrameworkCore;

public class OrderService
{
    private readonly ShopDbContext _context;

    public async Task<List<OrderDto>> Summaries(IEnumerable<int> orderIds)
    {
        var result = new List<OrderDto>();
        foreach (var id in orderIds)
        {
            var order = await _context.Orders.FindAsync(id); // want "csharp/ef-query-in-loop"
            var lines = await _context.OrderLines.Where(l => l.OrderId == id).ToListAsync(); // want "csharp/ef-query-in-loop"
            result.Add(new OrderDto(order, lines));
        }
        return result;
    }

    public List<string> CustomerNames(IList<Order> orders)
    {
        var names = new List<string>();
        for (var i = 0; i < orders.Count; i++)
        {
            var customer = _db.Customers.FirstOrDefault(c => c.Id == orders[i].CustomerId); // want "csharp/ef-query-in-loop"
            names.Add(customer?.Name);
        }
        return names;
    }
}
