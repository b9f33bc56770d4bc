class Cart {
    val items = mutableListOf<Item>()
    var snapshot = listOf<Item>()
    var count = 0
}
