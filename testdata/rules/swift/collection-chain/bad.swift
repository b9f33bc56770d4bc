func pick(orders: [Order]) -> Order? {
    let cheapest = orders.map { $0.total }.sorted().first // want "swift/collection-chain"
    if orders.filter({ $0.open }).isEmpty { // want "swift/collection-chain"
        return nil
    }
    return orders.filter { $0.total > 100 }.first // want "swift/collection-chain"
}
