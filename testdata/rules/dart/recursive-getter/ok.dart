class Cart {
  final List<Item> _items = [];
  int _count = 0;

  int get count => _count;

  List<Item> get items {
    return List.unmodifiable(_items);
  }

  bool get isEmpty => count == 0;
}
