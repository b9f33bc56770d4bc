object Orders {
  def pick(orders: List[Order]): Option[Order] = {
    val open = orders.count(_.open)
    val items = orders.flatMap(_.items)
    val cheapest = orders.minBy(_.total)
    val firstId = orders.map(_.id).head
    orders.find(o => o.total > 100)
  }
}
