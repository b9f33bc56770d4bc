class Cart {
  final List<Item> _items = [];
  int _count = 0;

  int get count => count; // want "dart/recursive-getter"

  List<Item> get items { // want "dart/recursive-getter"
    return items;
  }
}
