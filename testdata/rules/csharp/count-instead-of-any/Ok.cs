class Orders {
    bool HasOpen(IEnumerable<Order> orders, List<Order> list) {
        if (orders.Any(o => o.Open)) return true;
        if (list.Count > 0) return true;
        return orders.Count(o => o.Open) > 0;
    }
}
