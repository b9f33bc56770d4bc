using System.Linq;

class Orders {
    public bool AnyOpen(Order[] orders) {
        var first = orders.FirstOrDefault(o => o.Open);
        var open = orders.Where(o => o.Open).Select(o => o.Id).ToList();
        return orders.Any(o => o.Open);
    }
}
