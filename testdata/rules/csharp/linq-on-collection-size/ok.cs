using System.Collections.Generic;
using System.Linq;

public class Cart
{
    private readonly List<CartLine> _lines = new();
    private readonly IEnumerable<string> _tags;

    public bool IsEmpty() => _lines.Count == 0;

    // a predicate: no property says it
    public bool HasGifts() => _lines.Any(l => l.IsGift);

    // IEnumerable has no Count property
    public bool Tagged() => _tags.Any();

    public int Matching(IQueryable<Order> orders)
    {
        var recent = orders.Where(o => o.Recent);
        return recent.Count();
    }

    public bool Unknown() => Source().Any();
}
