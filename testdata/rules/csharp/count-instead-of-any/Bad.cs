class Orders {
    bool HasOpen(IEnumerable<Order> orders) {
        if (orders.Where(o => o.Open).Count() > 0) return true; // want "csharp/count-instead-of-any"
        return db.Orders.Count() != 0; // want "csharp/count-instead-of-any"
    }
}
