fun pick(orders: List<Order>): Order {
    val open = orders.filter { it.open }.count() // want "kotlin/collection-chain"
    val items = orders.map { it.items }.flatten() // want "kotlin/collection-chain"
    return orders.filter { it.total > 100 }.first() // want "kotlin/collection-chain"
}
