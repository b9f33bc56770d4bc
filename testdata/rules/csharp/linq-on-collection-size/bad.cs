using System.Collections.Generic;
using System.Linq;

public class Cart
{
    private readonly List<CartLine> _lines = new();
    public string[] Coupons { get; set; }

    public bool IsEmpty() => !_lines.Any(); // want "csharp/linq-on-collection-size"

    public int CouponCount() => Coupons.Count(); // want "csharp/linq-on-collection-size"

    public decimal Total(IReadOnlyList<decimal> discounts)
    {
        var extras = new List<decimal>();
        if (discounts.Any()) // want "csharp/linq-on-collection-size"
        {
            extras.Add(discounts.Max());
        }
        return _lines.Sum(l => l.Price) - extras.Count(); // want "csharp/linq-on-collection-size"
    }
}
