using Microsoft.EntityFrameworkCore;

public class ImportService
{
    private readonly ShopDbContext _context;

    public async Task Import(IEnumerable<ProductRow> rows)
    {
        foreach (var row in rows)
        {
            _context.Products.Add(new Product { Sku = row.Sku, Name = row.Name });
            await _context.SaveChangesAsync(); // want "csharp/savechanges-in-loop"
        }
    }

    public void Reprice(IList<Product> products, decimal factor)
    {
        for (var i = 0; i < products.Count; i++)
        {
            products[i].Price *= factor;
            _context.SaveChanges(); // want "csharp/savechanges-in-loop"
        }
    }
}
