object Orders {
  def pick(orders: List[Order]): Option[Order] = {
    val open = orders.filter(_.open).size // want "scala/collection-chain"
    val items = orders.map(_.items).flatten // want "scala/collection-chain"
    val cheapest = orders.sortBy(_.total).head // want "scala/collection-chain"
    orders.filter(o => o.total > 100).headOption // want "scala/collection-chain"
  }
}
