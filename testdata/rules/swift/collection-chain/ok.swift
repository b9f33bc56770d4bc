func pick(orders: [Order]) -> Order? {
    let cheapest = orders.map { $0.total }.min()
    if !orders.contains(where: { $0.open }) {
        return nil
    }
    let names = orders.map { $0.name }.first
    return orders.first { $0.total > 100 }
}
