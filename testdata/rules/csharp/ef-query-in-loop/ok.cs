using Microsoft.EntityFrameworkCore;

public class OrderService
{
    private readonly ShopDbContext _context;

    public async Task<List<Order>> Summaries(IEnumerable<int> orderIds)
    {
        // one query, related data included
        var orders = await _context.Orders.Where(o => orderIds.Contains(o.Id)).Include(o => o.Lines).ToListAsync();
        foreach (var order in orders)
        {
            order.Total = order.Lines.Sum(l => l.Price);
        }
        return orders;
    }

    public async Task<string> FirstFreeCode(IEnumerable<string> candidates)
    {
        // a search that stops at the first free code
        foreach (var code in candidates)
        {
            if (!await _context.Coupons.AnyAsync(c => c.Code == code))
            {
                return code;
            }
        }
        return null;
    }

    public async Task Seed()
    {
        // a loop over a fixed list of three roles
        foreach (var name in new[] { "Admin", "Editor", "Viewer" })
        {
            if (await _context.Roles.AnyAsync(r => r.Name == name)) continue;
            _context.Roles.Add(new Role { Name = name });
        }
        await _context.SaveChangesAsync();
    }

    public async Task Flag(int[] ids, CancellationToken ct)
    {
        // processed in chunks of 100: one query per chunk is the batching itself
        foreach (var idsChunk in ids.Chunk(100))
        {
            var entities = await _context.Products.Where(x => idsChunk.Contains(x.Id)).ToListAsync(ct);
            entities.ForEach(e => e.Flagged = true);
            await _context.SaveChangesAsync(ct);
        }
    }

    public async Task Retry()
    {
        for (var attempt = 0; attempt < 3; attempt++)
        {
            var job = await _context.Jobs.FirstOrDefaultAsync(j => j.Pending);
            await Task.Delay(100);
        }
    }

    public void Claims(ActionExecutingContext context)
    {
        foreach (var key in keys)
        {
            var claim = context.HttpContext.User.FindFirst(key);
        }
    }
}
