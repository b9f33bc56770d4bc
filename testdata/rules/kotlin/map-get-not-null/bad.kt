fun price(prices: Map<String, Int>, sku: String): Int {
    val p = prices[sku]!! // want "kotlin/map-get-not-null"
    return p + prices.get("fee")!! // want "kotlin/map-get-not-null"
}
