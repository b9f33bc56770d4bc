using System.Linq;

class Orders {
    public bool AnyOpen(Order[] orders) {
        var first = orders.Where(o => o.Open).FirstOrDefault(); // want "csharp/where-then-predicate-operator"
        return orders.Where(o => o.Open).Any(); // want "csharp/where-then-predicate-operator"
    }
}
