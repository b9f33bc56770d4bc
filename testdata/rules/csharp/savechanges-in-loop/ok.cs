using Microsoft.EntityFrameworkCore;

public class ImportService
{
    private readonly ShopDbContext _context;

    public async Task Import(IEnumerable<ProductRow> rows)
    {
        foreach (var row in rows)
        {
            _context.Products.Add(new Product { Sku = row.Sku, Name = row.Name });
        }
        await _context.SaveChangesAsync();
    }

    public async Task ImportLarge(IEnumerable<ProductRow> rows)
    {
        var n = 0;
        foreach (var row in rows)
        {
            _context.Products.Add(new Product { Sku = row.Sku });
            // saved in batches of 500
            if (++n % 500 == 0)
            {
                await _context.SaveChangesAsync();
            }
        }
        await _context.SaveChangesAsync();
    }

    public async Task ImportEach(IEnumerable<ProductRow> rows)
    {
        foreach (var row in rows)
        {
            // each row saved on its own so that one bad row does not undo the rest
            try
            {
                _context.Products.Add(new Product { Sku = row.Sku });
                await _context.SaveChangesAsync();
            }
            catch (DbUpdateException)
            {
                _context.ChangeTracker.Clear();
            }
        }
    }

    public async Task Retry()
    {
        for (var attempt = 0; attempt < 3; attempt++)
        {
            await _context.SaveChangesAsync();
        }
    }
}
