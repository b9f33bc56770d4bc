fun price(prices: Map<String, Int>, sku: String): Int {
    val p = prices.getValue(sku)
    val fee = prices["fee"] ?: 0
    val name = user!!.name
    return p + fee
}
