class Cart {
    var items = mutableListOf<Item>() // want "kotlin/var-mutable-collection"
    var index = HashMap<String, Item>() // want "kotlin/var-mutable-collection"
}
