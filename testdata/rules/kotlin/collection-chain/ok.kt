fun pick(orders: List<Order>): Order {
    val open = orders.count { it.open }
    val items = orders.flatMap { it.items }
    val totals = orders.map { it.total }.sum()
    val ids = orders.map { it.id }.first()
    return orders.first { it.total > 100 }
}
